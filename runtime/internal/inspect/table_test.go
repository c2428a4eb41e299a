package inspect_test

import (
	"flag"
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/inspect"
)

var updateTable = flag.Bool("update-table", false, "re-record testdata/table_node.json with node (testdata/record_table.mjs)")

// TestTableAgainstNode compares console.table's text (Inspector.Table)
// with what Node 22 prints, on testdata/table_cases.txt.
func TestTableAgainstNode(t *testing.T) {
	node, cases := recorded(t, *updateTable, "record_table.mjs", "table_node.json", 25)
	pre := prelude(t)
	for _, tc := range cases {
		vm, ins, args := formatArgs(t, pre, tc.Args)
		got := fromProgram(vm, args, func(a []goja.Value) string {
			var data, props goja.Value
			if len(a) > 0 {
				data = a[0]
			}
			if len(a) > 1 {
				props = a[1]
			}
			return ins.Table(data, props)
		})
		if got != tc.Want {
			t.Errorf("%s\n ours:\n%s\n node:\n%s\n(Node %s)", tc.Args, got, tc.Want, node)
		}
	}
}

// TestTableCapped keeps a huge table within the output cap.
func TestTableCapped(t *testing.T) {
	vm := goja.New()
	ins := inspect.New(vm, &inspect.Options{MaxBytes: 1000})
	v, err := vm.RunString(`Array.from({ length: 20000 }, (_, i) => ({ i, s: "x".repeat(20) }))`)
	if err != nil {
		t.Fatal(err)
	}
	if got := ins.Table(v, nil); len(got) > 1000+len(" ... <output truncated>") {
		t.Errorf("table of %d bytes over a 1000-byte cap", len(got))
	}
}
