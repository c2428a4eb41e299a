package inprocess_test

import (
	"context"
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// intlRun is one case of runtime/internal/cldr/testdata/runs.json.
type intlRun struct {
	Name    string   `json:"name"`
	Program string   `json:"program"`
	Value   any      `json:"value"`
	Logs    []string `json:"logs"`
}

// TestIntlRuns runs programs that format in several locales through the
// in-process backend: the values are Node 22's, and a locale outside the
// CLDR data is named once in the logs with what it fell back to (INTL-1).
func TestIntlRuns(t *testing.T) {
	raw, err := os.ReadFile("../internal/cldr/testdata/runs.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct{ Runs []intlRun }
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	for _, tc := range f.Runs {
		t.Run(tc.Name, func(t *testing.T) {
			res, err := rt.Run(context.Background(), runtime.Request{Program: tc.Program})
			if err != nil {
				t.Fatal(err)
			}
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
