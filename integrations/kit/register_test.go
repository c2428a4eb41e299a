package kit_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/integrations/kit"
	"github.com/codemode-go/codemode/registry"
)

func tool(name string) registry.Tool {
	return registry.Tool{Name: name, Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
		return json.RawMessage(`1`), nil
	}}
}

func TestRegister(t *testing.T) {
	for _, tc := range []struct {
		name    string
		tools   []string
		wantErr string
	}{
		{"all", []string{"a", "b"}, ""},
		{"duplicate", []string{"a", "b", "a"}, "kit: importing a:"},
		{"conversion fails", []string{"a", "bad"}, "kit: importing bad: no good"},
		{"reserved name", []string{"a", registry.RunCodeName}, "kit: importing run_code:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reg, err := registry.New(&registry.Options{Mode: registry.ModeNative})
			if err != nil {
				t.Fatal(err)
			}
			safe := func(tool string, _ json.RawMessage) bool { return tool == "b" }
			unregister, err := kit.Register(reg, "kit", tc.tools, safe, func(n string) (registry.Tool, error) {
				if n == "bad" {
					return registry.Tool{Name: n}, errors.New("no good")
				}
				return tool(n), nil
			})
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want %q", err, tc.wantErr)
				}
				if _, ok := reg.Get("", "a"); ok {
					t.Error("a failed import left a registered")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range tc.tools {
				if _, ok := reg.Get("", n); !ok {
					t.Errorf("%s not registered", n)
				}
				if got := reg.ConcurrencySafe(registry.Call{Name: n, Parent: new(registry.Execution)}); got != (n == "b") {
					t.Errorf("%s concurrency-safe = %v, want %v", n, got, n == "b")
				}
			}
			unregister()
			if _, ok := reg.Get("", "a"); ok {
				t.Error("a still registered after unregister")
			}
		})
	}
}

func TestClassifier(t *testing.T) {
	if kit.Classifier(nil, "x") != nil {
		t.Error("a nil classifier is not nil")
	}
	f := kit.Classifier(func(tool string, args json.RawMessage) bool { return tool == "read" && string(args) == "{}" }, "read")
	if !f(json.RawMessage(`{}`)) || f(json.RawMessage(`{"w":1}`)) {
		t.Error("the classifier does not see the tool's name and arguments")
	}
}
