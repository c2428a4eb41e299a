package registry_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/registry"
)

type greetIn struct {
	Name string `json:"name" jsonschema:"who to greet"`
}

type greetOut struct {
	Greeting string `json:"greeting"`
}

// Add registers a typed tool; the schemas come from the Go types.
func ExampleAdd() {
	r, _ := registry.New(nil)
	_, err := registry.Add(r, registry.Tool{Name: "greet", Description: "Greet someone."},
		func(ctx context.Context, e *registry.Execution, in greetIn) (greetOut, error) {
			return greetOut{Greeting: "hello, " + in.Name}, nil
		})
	if err != nil {
		panic(err)
	}
	res := r.Call(context.Background(), registry.Call{ID: "c1", Name: "greet", Arguments: json.RawMessage(`{"name":"Ada"}`)})
	fmt.Println(string(res.Value))
	// Output: {"greeting":"hello, Ada"}
}

// WireSchemas is what the model is offered; Schemas is the full set.
func ExampleRegistry_WireSchemas() {
	r, _ := registry.New(&registry.Options{Mode: registry.ModeCode})
	r.Register(registry.Tool{Name: "read", Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) { return nil, nil }})
	wire, _ := r.WireSchemas("")
	for _, s := range wire {
		fmt.Println("wire:", s.Name)
	}
	for _, s := range r.Schemas("") {
		fmt.Println("schema:", s.Name)
	}
	// Output:
	// wire: run_code
	// schema: read
	// schema: run_code
}

// A pre-execute policy denies; the result says why.
func ExampleOptions_policy() {
	r, _ := registry.New(&registry.Options{
		PreExecute: []registry.PreExecute{func(ctx context.Context, e *registry.Execution) (registry.Decision, error) {
			if e.Tool() == "rm" {
				return registry.Decision{Kind: registry.Deny, Reason: "rm is disabled"}, nil
			}
			return registry.Decision{}, nil
		}},
	})
	r.Register(registry.Tool{Name: "rm", Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
		return json.RawMessage(`true`), nil
	}})
	res := r.Call(context.Background(), registry.Call{ID: "c1", Name: "rm"})
	out, _ := json.Marshal(res)
	fmt.Println(string(out))
	// Output: {"isError":true,"code":"DENIED","content":[{"type":"text","text":"DENIED: rm is disabled"}]}
}

// JSONL logs every event as one JSON line.
func ExampleJSONL() {
	var log strings.Builder
	events, _ := registry.JSONL(&log)
	r, _ := registry.New(&registry.Options{Observer: events})
	r.Register(registry.Tool{Name: "ping", Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
		return json.RawMessage(`"pong"`), nil
	}})
	r.Call(context.Background(), registry.Call{ID: "c1", Name: "ping"})
	fmt.Print(log.String())
	// Output:
	// {"type":"call-start","callId":"c1","rootCallId":"c1","tool":"ping","arguments":{}}
	// {"type":"call-settle","callId":"c1","rootCallId":"c1","tool":"ping","isError":false,"content":[{"type":"text","text":"pong"}]}
}
