package registry_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/codemode-go/codemode/registry"
)

var constValue = json.RawMessage(`{"ok":true}`)

func constTool(name string) registry.Tool {
	return registry.Tool{Name: name, ConcurrencySafe: func(json.RawMessage) bool { return true },
		Render: func(_, v json.RawMessage) ([]registry.Content, error) { return nil, nil },
		Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
			return constValue, nil
		}}
}

// BenchmarkCall is the pipeline overhead of one model-direct call with
// three hooks installed (a pre-execute policy, a guard and a post-execute
// policy) around a body that allocates nothing.
func BenchmarkCall(b *testing.B) {
	for _, tc := range []struct {
		name string
		o    *registry.Options
	}{
		{"nohooks", nil},
		{"3hooks", &registry.Options{
			PreExecute: []registry.PreExecute{func(context.Context, *registry.Execution) (registry.Decision, error) { return registry.Decision{}, nil }},
			Guards:     []registry.Guard{func(context.Context, *registry.Execution) string { return "" }},
			PostExecute: []registry.PostExecute{func(context.Context, *registry.Execution, *registry.Result) (registry.PostDecision, error) {
				return registry.PostDecision{}, nil
			}},
		}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			r := newReg(b, tc.o, constTool("t"))
			c := registry.Call{ID: "c", Name: "t", Arguments: json.RawMessage(`{"path":"a.txt"}`)}
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if res := r.Call(ctx, c); res.IsError {
					b.Fatal(res.Message())
				}
			}
		})
	}
}
