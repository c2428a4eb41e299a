package inspect_test

import (
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/inspect"
)

var updateTable = flag.Bool("update-table", false, "re-record testdata/table_node.json with node (testdata/record_table.mjs)")

// consoleTable is Inspector.Table called from a program, as console.table
// calls it: a throw comes back as "throws NAME".
func consoleTable(vm *goja.Runtime, ins *inspect.Inspector, args []goja.Value) string {
	var out string
	_ = vm.Set("__table", func(call goja.FunctionCall) goja.Value {
		out = ins.Table(call.Argument(0), call.Argument(1))
		return goja.Undefined()
	})
	f, _ := goja.AssertFunction(vm.Get("__table"))
	if _, err := f(goja.Undefined(), args...); err != nil {
		name := "Error"
		if ex, ok := err.(*goja.Exception); ok {
			if o, ok := ex.Value().(*goja.Object); ok {
				name = o.Get("name").String()
			}
		}
		return "throws " + name
	}
	return out
}

// TestTableAgainstNode compares console.table's text (Inspector.Table)
// with what Node 22 prints, on testdata/table_cases.txt.
func TestTableAgainstNode(t *testing.T) {
	if *updateTable {
		if _, err := exec.LookPath("node"); err != nil {
			t.Skip("-update-table needs node on PATH")
		}
		cmd := exec.Command("node", "record_table.mjs")
		cmd.Dir = "testdata"
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("record_table.mjs: %v\n%s", err, out)
		}
	}
	raw, err := os.ReadFile("testdata/table_node.json")
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Node  string       `json:"node"`
		Cases []formatCase `json:"cases"`
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	if len(rec.Cases) < 25 {
		t.Fatalf("only %d recorded cases", len(rec.Cases))
	}
	pre := prelude(t)
	for _, tc := range rec.Cases {
		vm, ins, args := formatArgs(t, pre, tc.Args)
		if got := consoleTable(vm, ins, args); got != tc.Want {
			t.Errorf("%s\n ours:\n%s\n node:\n%s\n(Node %s)", tc.Args, got, tc.Want, rec.Node)
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
