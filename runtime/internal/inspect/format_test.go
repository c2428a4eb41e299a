package inspect_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/dop251/goja"
	nodeutil "github.com/dop251/goja_nodejs/util"

	"github.com/codemode-go/codemode/runtime/internal/inspect"
)

var updateFormat = flag.Bool("update-format", false, "re-record testdata/format_node.json with node (testdata/record_format.mjs)")

// formatCase is one entry of testdata/format_node.json: the argument list
// of one console.log call and the line Node 20's util.format made of it.
type formatCase struct {
	Args string `json:"args"`
	Want string `json:"want"`
}

// formatArgs evaluates a case's argument list in a fresh runtime after the
// prelude; ins is created first, as the runtime does.
func formatArgs(t *testing.T, pre, args string) (*goja.Runtime, *inspect.Inspector, []goja.Value) {
	t.Helper()
	vm := goja.New()
	ins := inspect.New(vm, nil)
	if _, err := vm.RunString(pre); err != nil {
		t.Fatalf("prelude: %v", err)
	}
	v, err := vm.RunString("(" + args + "\n)")
	if err != nil {
		t.Fatalf("%s: %v", args, err)
	}
	var list []goja.Value
	o := v.ToObject(vm)
	for i := int64(0); i < o.Get("length").ToInteger(); i++ {
		list = append(list, o.Get(fmt.Sprint(i)))
	}
	return vm, ins, list
}

// gojaNodejsFormat is goja_nodejs's util.format (its js_format: the first
// argument's String() is the format) with its panics caught.
func gojaNodejsFormat(vm *goja.Runtime, args []goja.Value) (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = fmt.Sprintf("panic: %v", r)
		}
	}()
	var b bytes.Buffer
	var f string
	var rest []goja.Value
	if len(args) > 0 {
		if !goja.IsUndefined(args[0]) {
			f = args[0].String()
		}
		rest = args[1:]
	}
	nodeutil.New(vm).Format(&b, f, rest...)
	return b.String()
}

// TestFormatAgainstNode measures our console line (Inspector.Line) and
// goja_nodejs's util.format against Node 20's util.format, what console.log
// prints, on testdata/format_cases.txt. Cases whose first argument is a
// string with "%" differ by design: PROG-6 has our console insert strings
// verbatim, without format processing. Every other case must match Node,
// and ours must match at least as many cases as goja_nodejs's.
func TestFormatAgainstNode(t *testing.T) {
	if *updateFormat {
		if _, err := exec.LookPath("node"); err != nil {
			t.Skip("-update-format needs node on PATH")
		}
		cmd := exec.Command("node", "record_format.mjs")
		cmd.Dir = "testdata"
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("record_format.mjs: %v\n%s", err, out)
		}
	}
	raw, err := os.ReadFile("testdata/format_node.json")
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
	if len(rec.Cases) < 50 {
		t.Fatalf("only %d recorded cases", len(rec.Cases))
	}
	pre := prelude(t)
	var plain, spec, oursPlain, oursSpec, theirsPlain, theirsSpec, panics int
	for _, tc := range rec.Cases {
		_, ins, args := formatArgs(t, pre, tc.Args)
		ours := ins.Line(args)
		vm2, _, args2 := formatArgs(t, pre, tc.Args)
		theirs := gojaNodejsFormat(vm2, args2)
		if strings.HasPrefix(theirs, "panic: ") {
			panics++
		}
		isSpec := len(args) > 0 && goja.IsString(args[0]) && strings.Contains(args[0].String(), "%")
		if isSpec {
			spec++
			oursSpec += b2i(ours == tc.Want)
			theirsSpec += b2i(theirs == tc.Want)
			continue
		}
		plain++
		oursPlain += b2i(ours == tc.Want)
		theirsPlain += b2i(theirs == tc.Want)
		if ours != tc.Want {
			t.Errorf("%s\n ours: %q\n node: %q (Node %s)", tc.Args, ours, tc.Want, rec.Node)
		}
	}
	t.Logf("format strings (%d cases): ours %d, goja_nodejs %d match Node %s", spec, oursSpec, theirsSpec, rec.Node)
	t.Logf("plain arguments (%d cases): ours %d, goja_nodejs %d; goja_nodejs panicked on %d cases", plain, oursPlain, theirsPlain, panics)
	if oursSpec+oursPlain < theirsSpec+theirsPlain {
		t.Errorf("goja_nodejs's util.format matches Node more often (%d) than our console (%d)", theirsSpec+theirsPlain, oursSpec+oursPlain)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
