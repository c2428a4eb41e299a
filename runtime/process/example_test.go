package process_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/process"
)

// A binary that offers process isolation calls process.WorkerMain first
// in main; this test binary does so in an init function (process_test.go).
func Example() {
	rt, err := process.New(&runtime.Options{MemoryBytes: 64 << 20}, &process.Options{Workers: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer rt.Close()
	double := runtime.Function{Name: "double", Call: runtime.Blocking(func(_ context.Context, args json.RawMessage) (json.RawMessage, error) {
		var n int
		if err := json.Unmarshal(args, &n); err != nil {
			return nil, err
		}
		return json.Marshal(2 * n)
	})}
	res, err := rt.Run(context.Background(), runtime.Request{
		Program:    `const n: number = await tools.double(21); console.log("got", n); return { n };`,
		Namespaces: []runtime.Namespace{{Global: "tools", Functions: []runtime.Function{double}}},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rt.Isolation(), res.Logs, string(res.Value))

	// Exhausting the memory budget ends only the worker.
	res, _ = rt.Run(context.Background(), runtime.Request{Program: `let s = "x".repeat(1 << 24); const keep = [s]; for (;;) { s = s + s; keep.push(s); }`})
	fmt.Println(res.Error.Kind)
	// Output:
	// process [got 42] {"n":42}
	// worker-exit
}

// A server that must not run programs unconfined checks the layers its
// workers report before it takes calls (codemode serve
// --require-confinement does this). Which layers are in force depends on
// the kernel, so this example prints no fixed output.
func ExampleRuntime_Confinement() {
	rt, err := process.New(nil, &process.Options{Workers: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer rt.Close()
	ctx, cancel := context.WithTimeout(context.Background(), process.StartTimeout)
	defer cancel()
	c, err := rt.Confinement(ctx)
	if err != nil {
		fmt.Println("no worker started:", err)
		return
	}
	if !c.Complete() {
		fmt.Println("refusing to serve; missing:", c.Missing())
		return
	}
	fmt.Println(c)
}
