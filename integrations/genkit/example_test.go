package genkit_test

import (
	"context"
	"fmt"

	"github.com/firebase/genkit/go/ai"

	"github.com/codemode-go/codemode/integrations/genkit"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// A Genkit agent passes run_code instead of its tools; its old tools
// become the SDK that programs call.
func Example() {
	ctx := context.Background()
	type addIn struct {
		A int `json:"a"`
		B int `json:"b"`
	}
	type addOut struct {
		Sum int `json:"sum"`
	}
	add := ai.NewTool("add", "Add two integers.", func(tc *ai.ToolContext, in addIn) (addOut, error) {
		return addOut{Sum: in.A + in.B}, nil
	})

	rt, _ := inprocess.New(nil)
	defer rt.Close()
	reg, _, _ := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
	if _, err := genkit.Import(ctx, reg, []ai.Tool{add}, nil); err != nil {
		panic(err)
	}
	runCode, err := genkit.RunCode(reg, nil)
	if err != nil {
		panic(err)
	}
	// sections, _ := kit.SystemPrompt(reg, "") // the SDK stays in run_code's description
	// genkit.Generate(ctx, g, ai.WithTools(runCode), ai.WithSystem(registry.RenderPrompt(sections)), …)

	fmt.Println(runCode.Name())
	out, _ := runCode.RunRaw(ctx, map[string]any{"description": "sum",
		"code": "const [x, y] = await Promise.all([tools.add({a: 1, b: 2}), tools.add({a: 3, b: 4})]); return x.sum * y.sum"})
	fmt.Println(out)
	out, _ = runCode.RunRaw(ctx, map[string]any{"description": "oops", "code": "return await tools.mul({a: 1})"})
	fmt.Println(out.(string)[:len("ERROR (CODE_RUN_FAILED):")])
	// Output:
	// run_code
	// 21
	// ERROR (CODE_RUN_FAILED):
}
