package inprocess

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/transpile"
)

// BenchmarkEngineFloor runs the scenarios of bench/scenarios that have a
// target, and the interpreter-bound ones, on a bare goja runtime with
// none of codemode: no guards, language library, bridge or budgets.
// tools.echo returns a promise that Go resolves with its argument after
// the program yields, as a host reply would be. It is the floor the engine
// DESIGN.md mandates puts under codemode's figures; bench/compare reports
// it beside the targets (go test -bench EngineFloor).
func BenchmarkEngineFloor(b *testing.B) {
	root := filepath.Join("..", "..", "bench")
	doc, err := os.ReadFile(filepath.Join(root, "testdata", "expected.json"))
	if err != nil {
		b.Fatal(err)
	}
	var expected struct {
		Scenarios map[string]struct{ Value json.RawMessage } `json:"scenarios"`
	}
	if err := json.Unmarshal(doc, &expected); err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"trivial", "calls", "parallel", "json", "compute", "compute-loop", "compute-sort"} {
		src, err := os.ReadFile(filepath.Join(root, "scenarios", name+".ts"))
		if err != nil {
			b.Fatal(err)
		}
		p, err := transpile.Transform(string(src), transpile.Options{Params: []string{"tools"}})
		if err != nil {
			b.Fatal(err)
		}
		prog, err := goja.Compile(name+".js", p.JS, true)
		if err != nil {
			b.Fatal(err)
		}
		var want bytes.Buffer
		if err := json.Compact(&want, expected.Scenarios[name].Value); err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if got := floorRun(b, prog); got != want.String() {
					b.Fatalf("%s: got %s, want %s", name, got, want.String())
				}
			}
		})
	}
}

// floorRun runs one program in a new bare realm and returns its
// completion as JSON text.
func floorRun(b *testing.B, prog *goja.Program) string {
	vm := goja.New()
	var replies []func()
	tools := vm.NewObject()
	_ = tools.Set("echo", func(c goja.FunctionCall) goja.Value {
		p, resolve, _ := vm.NewPromise()
		arg := c.Argument(0)
		replies = append(replies, func() { _ = resolve(arg) })
		return vm.ToValue(p)
	})
	fv, err := vm.RunProgram(prog)
	if err != nil {
		b.Fatal(err)
	}
	fn, _ := goja.AssertFunction(fv)
	v, err := fn(goja.Undefined(), tools)
	if err != nil {
		b.Fatal(err)
	}
	for len(replies) > 0 {
		batch := replies
		replies = nil
		for _, reply := range batch {
			reply()
		}
	}
	p, _ := v.Export().(*goja.Promise)
	if p == nil || p.State() != goja.PromiseStateFulfilled {
		b.Fatalf("the program's promise did not fulfil: %v", v)
	}
	text, err := json.Marshal(p.Result().Export())
	if err != nil {
		b.Fatal(err)
	}
	return string(text)
}
