package runcode_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// In code mode a model-direct call of a native tool is refused; run_code
// reaches it.
func ExampleNew() {
	rt, _ := inprocess.New(nil)
	defer rt.Close()
	r, _ := registry.New(&registry.Options{Mode: registry.ModeCode})
	runcode.New(r, &runcode.Options{Runtime: rt})
	r.Register(registry.Tool{
		Name: "upper",
		Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
			var in struct{ Text string }
			json.Unmarshal(e.Arguments(), &in)
			return json.Marshal(strings.ToUpper(in.Text))
		},
	})
	direct := r.Call(context.Background(), registry.Call{ID: "c1", Name: "upper", Arguments: json.RawMessage(`{"text":"hi"}`)})
	fmt.Println(direct.Code)

	code, _ := json.Marshal(map[string]string{
		"code":        `const s = await tools.upper({ text: "hi" }); console.log(s); return s.length`,
		"description": "Uppercase a greeting",
	})
	res := r.Call(context.Background(), registry.Call{ID: "c2", Name: "run_code", Arguments: code})
	out, _ := json.Marshal(res)
	fmt.Println(string(out))
	// Output:
	// UNKNOWN_TOOL
	// {"isError":false,"content":[{"type":"text","text":"HI\n2"}],"value":{"logs":["HI"],"value":2}}
}

// A deployment that runs code makes its registry and the run_code engine
// together; Of finds the engine again where only the registry is at hand.
func ExampleNewRegistry() {
	rt, _ := inprocess.New(nil)
	defer rt.Close()
	reg, rc, err := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
	if err != nil {
		panic(err)
	}
	fmt.Println(runcode.Of(reg) == rc)
	code, _ := json.Marshal(map[string]string{"code": `return 6 * 7`, "description": "Multiply"})
	res := reg.Call(context.Background(), registry.Call{ID: "c1", Name: registry.RunCodeName, Arguments: code})
	fmt.Println(string(res.Value))
	// Output:
	// true
	// {"logs":[],"value":42}
}
