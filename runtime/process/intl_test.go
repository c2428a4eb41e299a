package process

import (
	"context"
	"encoding/json"
	"os"
	"reflect"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// TestIntlRuns: the in-process backend's Intl cases
// (runtime/internal/cldr/testdata/runs.json) hold across the worker too,
// the fallback notices included.
func TestIntlRuns(t *testing.T) {
	raw, err := os.ReadFile("../internal/cldr/testdata/runs.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Runs []struct {
			Name, Program string
			Value         any
			Logs          []string
		}
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	rt := newRT(t, &runtime.Options{Compute: 5 * time.Second, Wall: 30 * time.Second}, &Options{Workers: 1})
	for _, tc := range f.Runs {
		t.Run(tc.Name, func(t *testing.T) {
			res := run(t, rt, context.Background(), tc.Program, nil)
			if res.Error != nil {
				t.Fatalf("error %v", res.Error)
			}
			var got any
			if err := json.Unmarshal(res.Value, &got); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.Value) {
				t.Errorf("value %s, want %v", res.Value, tc.Value)
			}
			if !reflect.DeepEqual(res.Logs, tc.Logs) && (len(res.Logs) != 0 || len(tc.Logs) != 0) {
				t.Errorf("logs %q, want %q", res.Logs, tc.Logs)
			}
		})
	}
}
