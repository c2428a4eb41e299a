package discovery

import (
	"fmt"
	"testing"
)

// TestRankerFeatures checks the features the ranker weighs for one
// query and candidate: each is the fact its comment states.
func TestRankerFeatures(t *testing.T) {
	c, err := New([]Tool{
		{Name: "pods_delete", Server: "kubernetes", Description: "Delete a pod."},
		{Name: "pods_list", Server: "kubernetes", Description: "List the pods of a namespace."},
		{Name: "list_directory", Server: "filesystem", Description: "List the entries of a path.", InputSchema: []byte(`{"type":"object","properties":{"path":{"type":"string"}}}`)},
		{Name: "gitlab_create_issue", Server: "gitlab", Description: "Open an issue."},
		{Name: "create_issue", Server: "github", Description: "Open an issue."},
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		query, tool string
		feat        int
		min, max    float64
	}{
		{"delete the pod", "pods_delete", featVerb, 1, 1},
		{"delete the pod", "pods_delete", featVerbOther, 0, 0},
		{"remove the pod", "pods_delete", featVerb, 1, 1}, // one action, another word
		{"delete the pod", "pods_list", featVerbOther, 1, 1},
		{"delete the pod", "pods_list", featVerb, 0, 0},
		{"delete the pod", "pods_delete", featNameCover, 0.8, 0.8}, // "delete", a generic verb, weighs 0.6
		{"delete the pod", "pods_list", featNameCover, 0.5, 0.5},
		{"create a gitlab issue", "gitlab_create_issue", featServer, 1, 1},
		{"create a gitlab issue", "create_issue", featServer, 0, 0},
		{"entries of a path", "list_directory", featQueryParam, 0.01, 1},
		{"entries of a path", "list_directory", featQueryDesc, 1, 1},
		{"entries of a path", "list_directory", featQueryName, 0, 0},
		{"folder entries", "list_directory", featSoft, 0.01, 1}, // folder ~ directory
		{"delete the pod", "pods_delete", featSoft, 0, 0},       // every word in the name
		{"delete the pods", "pods_delete", featSurface, 1, 1},
	} {
		t.Run(fmt.Sprintf("%s/%s/%s", tc.query, tc.tool, featureNames[tc.feat]), func(t *testing.T) {
			var got *features
			_, err := c.search(tc.query, &SearchOptions{Limit: MaxLimit}, &allFeatures, func(d int32, f *features) {
				if c.tools[d].Name == tc.tool {
					cp := *f
					got = &cp
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			if got == nil {
				t.Fatalf("%s is not a candidate", tc.tool)
			}
			if v := got[tc.feat]; v < tc.min || v > tc.max {
				t.Errorf("%s = %.3f, want in [%g, %g] (all: %v)", featureNames[tc.feat], v, tc.min, tc.max, *got)
			}
		})
	}
}

// TestRankScore: the score is the weighted sum of the features.
func TestRankScore(t *testing.T) {
	f := features{featBM25: 0.5, featVerb: 1}
	w := [numFeatures]float64{featBM25: 1, featVerb: 0.25, featSoft: 3}
	if got := rankScore(&f, &w); got != 0.75 {
		t.Errorf("rankScore = %v, want 0.75", got)
	}
}
