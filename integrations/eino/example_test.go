package eino_test

import (
	"context"
	"fmt"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"

	"github.com/codemode-go/codemode/integrations/eino"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// An Eino agent swaps its tool list for run_code; its old tools become
// the SDK that programs call.
func Example() {
	ctx := context.Background()
	type addIn struct {
		A int `json:"a"`
		B int `json:"b"`
	}
	type addOut struct {
		Sum int `json:"sum"`
	}
	add, _ := utils.InferTool("add", "Add two integers.", func(ctx context.Context, in addIn) (addOut, error) {
		return addOut{Sum: in.A + in.B}, nil
	})

	rt, _ := inprocess.New(nil)
	defer rt.Close()
	reg, _, _ := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
	if _, err := eino.Import(ctx, reg, []tool.InvokableTool{add}, nil); err != nil {
		panic(err)
	}
	runCode := eino.RunCode(reg, nil)
	// agentTools := []tool.BaseTool{runCode}

	info, _ := runCode.Info(ctx)
	fmt.Println(info.Name)
	out, _ := runCode.InvokableRun(ctx, `{"description":"sum","code":"const [x, y] = await Promise.all([tools.add({a: 1, b: 2}), tools.add({a: 3, b: 4})]); return x.sum * y.sum"}`)
	fmt.Println(out)
	out, _ = runCode.InvokableRun(ctx, `{"description":"oops","code":"return await tools.mul({a: 1})"}`)
	fmt.Println(out[:len("ERROR (CODE_RUN_FAILED):")])
	// Output:
	// run_code
	// 21
	// ERROR (CODE_RUN_FAILED):
}
