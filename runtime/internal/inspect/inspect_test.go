package inspect_test

import (
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/inspect"
)

var update = flag.Bool("update", false, "re-record testdata/expected.json with node (testdata/record.mjs)")

// nodeCases is testdata/expected.json, recorded from Node by
// testdata/record.mjs over testdata/cases.txt (PROG-6).
type nodeCases struct {
	Node  string `json:"node"`
	Cases []struct {
		Expr string `json:"expr"`
		Want string `json:"want"`
	} `json:"cases"`
}

func loadCases(t testing.TB) nodeCases {
	t.Helper()
	b, err := os.ReadFile("testdata/expected.json")
	if err != nil {
		t.Fatal(err)
	}
	var nc nodeCases
	if err := json.Unmarshal(b, &nc); err != nil {
		t.Fatal(err)
	}
	return nc
}

func prelude(t testing.TB) string {
	t.Helper()
	b, err := os.ReadFile("testdata/prelude.js")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// eval runs src in a fresh runtime after the prelude and renders the value
// with an Inspector created before either ran.
func eval(t testing.TB, pre, src string) string {
	t.Helper()
	vm := goja.New()
	ins := inspect.New(vm, nil)
	if _, err := vm.RunString(pre); err != nil {
		t.Fatalf("prelude: %v", err)
	}
	v, err := vm.RunString("(" + src + "\n)")
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return ins.Format(v)
}

// TestMatchesNode compares every recorded Node rendering (PROG-6, RC-13).
func TestMatchesNode(t *testing.T) {
	if *update {
		if _, err := exec.LookPath("node"); err != nil {
			t.Skip("-update needs node on PATH")
		}
		cmd := exec.Command("node", "record.mjs")
		cmd.Dir = "testdata"
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("record.mjs: %v\n%s", err, out)
		}
	}
	nc := loadCases(t)
	if len(nc.Cases) < 150 {
		t.Fatalf("only %d recorded cases", len(nc.Cases))
	}
	pre := prelude(t)
	for _, tc := range nc.Cases {
		t.Run(tc.Expr, func(t *testing.T) {
			if got := eval(t, pre, tc.Expr); got != tc.Want {
				t.Errorf("%s\n got: %q\nwant: %q (Node %s)", tc.Expr, got, tc.Want, nc.Node)
			}
		})
	}
}

// TestLine covers whole console calls: RC-12, RC-13, RC-14 and the PROG-6
// pins.
func TestLine(t *testing.T) {
	for _, tc := range []struct{ name, args, want string }{
		{"RC-12 scalars", `["sum", 1 + 2, false, null, undefined]`, "sum 3 false null undefined"},
		{"RC-12 format", `["%d items", 5]`, "5 items"},
		{"RC-13 object", `[{ id: 7, tags: ["x", "y"] }]`, "{ id: 7, tags: [ 'x', 'y' ] }"},
		{"RC-13 null prototype", `[Object.assign(Object.create(null), { z: 1 })]`, "[Object: null prototype] { z: 1 }"},
		{"RC-14 no args", `[]`, ""},
		{"RC-14 newline", `["l1\nl2"]`, "l1\nl2"},
		{"PROG-6 point", `["point", { x: 1, y: 2 }]`, "point { x: 1, y: 2 }"},
		{"PROG-6 got", `["got", 42]`, "got 42"},
		{"PROG-6 plain", `["plain", { a: 1 }]`, "plain { a: 1 }"},
		{"PROG-6 halfway", `["halfway", 42]`, "halfway 42"},
		{"PROG-6 %s", `["%s!", "x"]`, "x!"},
		{"PROG-6 extra", `["%s=%d", "a", 1, { b: 2 }]`, "a=1 { b: 2 }"},
		{"PROG-6 not a format", `[1, "%s", "x"]`, "1 %s x"},
		{"PROG-6 depth 2", `[{ a: { b: { c: { d: 1 } } } }]`, "{ a: { b: { c: [Object] } } }"},
		{"nested string quoted", `["s", ["s"]]`, "s [ 's' ]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			vm := goja.New()
			ins := inspect.New(vm, nil)
			v, err := vm.RunString(tc.args)
			if err != nil {
				t.Fatal(err)
			}
			var args []goja.Value
			if err := vm.ExportTo(v, &args); err != nil {
				t.Fatal(err)
			}
			if got := ins.Line(args); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
	vm := goja.New()
	ins := inspect.New(vm, &inspect.Options{MaxBytes: 100})
	long := vm.ToValue(strings.Repeat("w", 80))
	if got := ins.Line([]goja.Value{long, long, long}); len(got) > 100+len(" ... <output truncated>") {
		t.Errorf("line of %d bytes over a 100-byte cap", len(got))
	}
}

func TestPinned(t *testing.T) {
	// RC-13 and PROG-6 pins, independent of the recorded file.
	for _, tc := range []struct{ src, want string }{
		{`({ x: 1, y: 2 })`, `{ x: 1, y: 2 }`},
		{`Object.assign(Object.create(null), { z: 1 })`, `[Object: null prototype] { z: 1 }`},
		{`({ id: 7, tags: ["x", "y"] })`, `{ id: 7, tags: [ 'x', 'y' ] }`},
	} {
		if got := eval(t, "", tc.src); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.src, got, tc.want)
		}
	}
}
