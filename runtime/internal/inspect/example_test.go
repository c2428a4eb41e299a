package inspect_test

import (
	"fmt"
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/inspect"
)

func ExampleInspector_Format() {
	vm := goja.New()
	ins := inspect.New(vm, nil) // before any program code runs
	v, _ := vm.RunString(`({ id: 7, tags: ['x', "it's"], when: new Date(0), seen: new Set([1]) })`)
	fmt.Println(ins.Format(v))
	// Output:
	// {
	//   id: 7,
	//   tags: [ 'x', "it's" ],
	//   when: 1970-01-01T00:00:00.000Z,
	//   seen: Set(1) { 1 }
	// }
}

func ExampleInspector_Line() {
	vm := goja.New()
	ins := inspect.New(vm, nil)
	v, _ := vm.RunString(`["point", { x: 1, y: 2 }, "%d", [1, , 3]]`)
	var args []goja.Value
	_ = vm.ExportTo(v, &args)
	fmt.Println(ins.Line(args))
	// Output: point { x: 1, y: 2 } %d [ 1, <1 empty item>, 3 ]
}

func ExampleFormat() {
	vm := goja.New()
	v, _ := vm.RunString(`(() => { const o = { name: 'loop' }; o.self = o; return o; })()`)
	fmt.Println(inspect.Format(vm, v))
	// Output: <ref *1> { name: 'loop', self: [Circular *1] }
}

// BenchmarkNew measures the per-run cost of capturing intrinsics.
func BenchmarkNew(b *testing.B) {
	vm := goja.New()
	b.ReportAllocs()
	for b.Loop() {
		_ = inspect.New(vm, nil)
	}
}

// BenchmarkFormat renders a typical tool result: a few scalars, a nested
// object and a list of small records.
func BenchmarkFormat(b *testing.B) {
	vm := goja.New()
	ins := inspect.New(vm, nil)
	v, err := vm.RunString(`({
		path: 'src/main.go', totalLines: 120, truncated: false,
		meta: { owner: 'codemode', tags: ['go', 'mcp', 'goja'], size: 4096 },
		matches: Array.from({ length: 10 }, (_, i) => ({ path: 'pkg/file' + i + '.go', line: i * 7, text: 'func F' + i + '() {}' })),
	})`)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = ins.Format(v)
	}
}

func ExampleInspector_FormatDepth() {
	vm := goja.New()
	ins := inspect.New(vm, nil)
	v, _ := vm.RunString(`({ a: { b: { c: { d: 1 } } } })`)
	fmt.Println(ins.FormatDepth(v, 0))
	fmt.Println(ins.FormatDepth(v, inspect.UnlimitedDepth)) // console.dir's depth: null
	// Output:
	// { a: [Object] }
	// {
	//   a: { b: { c: { d: 1 } } }
	// }
}
