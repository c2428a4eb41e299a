package runcode_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// An output over MaxOutputBytes comes back as a preview and a handle; the
// full value is read back by path.
func ExampleRunner_Result() {
	// The runtime's ledger is the hard cap of what can be kept; the
	// registry's MaxOutputBytes bounds what the model sees.
	rt, _ := inprocess.New(&runtime.Options{MaxOutputBytes: 16 << 20})
	defer rt.Close()
	reg, _ := newRig(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt, MaxOutputBytes: 1024})
	args, _ := json.Marshal(map[string]string{"description": "Big list", "code": `
		return {items: Array.from({length: 5000}, (_, i) => ({id: i, name: "item " + i}))}`})
	res := reg.Call(context.Background(), registry.Call{ID: "c1", Name: registry.RunCodeName, Arguments: args})
	out := runcode.RunOutput(res)
	fmt.Println(len(res.Value) <= 1024, strings.HasPrefix(out.Handle, runcode.ResultURIPrefix))

	v, err := reg.Result(context.Background(), "", out.Handle, &runcode.ResultOptions{Path: "items[4321].name"})
	fmt.Println(string(v), err)

	// A program reads it the same way.
	args, _ = json.Marshal(map[string]string{"description": "Read back", "code": fmt.Sprintf(
		`return (await codemode.result(%q, {path: "items"})).length`, out.Handle)})
	res = reg.Call(context.Background(), registry.Call{ID: "c2", Name: registry.RunCodeName, Arguments: args})
	fmt.Println(string(res.Value))
	// Output:
	// true true
	// "item 4321" <nil>
	// {"logs":[],"value":5000}
}

// With ObserveTypes, results of a tool that declares no output schema
// give it an observed type.
func ExampleRunner_ObservedType() {
	reg, _ := newRig(&registry.Options{}, &runcode.Options{ObserveTypes: true})
	reg.Register(registry.Tool{Name: "stat", Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
		return json.RawMessage(`{"size":12,"dir":false}`), nil
	}})
	reg.Call(context.Background(), registry.Call{ID: "c1", Name: "stat"})
	reg.Call(context.Background(), registry.Call{ID: "c2", Name: "stat"})
	ot, _ := reg.ObservedType(context.Background(), "stat")
	fmt.Println(ot.Calls, string(ot.Schema))
	// Output: 2 {"additionalProperties":false,"properties":{"dir":{"type":"boolean"},"size":{"type":"integer"}},"required":["dir","size"],"type":"object"}
}
