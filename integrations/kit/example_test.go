package kit_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode/integrations/kit"
	"github.com/codemode-go/codemode/registry"
)

// A framework tool's output text becomes a canonical value: JSON text as
// is, anything else as a JSON string.
func ExampleValue() {
	for _, out := range []string{`{"n":1}`, "plain words"} {
		v, _ := kit.Value(out)
		fmt.Println(string(v))
	}
	// Output:
	// {"n":1}
	// "plain words"
}

// Text is what an SDK without error flags or content blocks shows the
// model: a failure names its code first.
func ExampleText() {
	reg, _ := registry.New(nil)
	res := reg.Call(context.Background(), registry.Call{ID: "c1", Name: "missing"})
	fmt.Println(kit.Text(res))
	// Output:
	// ERROR (UNKNOWN_TOOL):
	// UNKNOWN_TOOL: unknown tool "missing"
}

// Register imports a framework's tools all or nothing; here the
// "framework tool" is a plain name.
func ExampleRegister() {
	reg, _ := registry.New(nil)
	convert := func(name string) (registry.Tool, error) {
		return registry.Tool{
			Name:        name,
			Description: "Echo the arguments",
			InputSchema: json.RawMessage(`{"type":"object"}`),
			Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
				return e.Arguments(), nil
			},
		}, nil
	}
	unregister, err := kit.Register(reg, "example", []string{"echo", "copy"}, nil, convert)
	fmt.Println(err, len(reg.Schemas("")))
	unregister()
	fmt.Println(len(reg.Schemas("")))
	// Output:
	// <nil> 2
	// 0
}
