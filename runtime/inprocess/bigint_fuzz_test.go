package inprocess

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// bigintFuzzOps are the operators the BigInt guard rewrites, and some it
// leaves alone.
var bigintFuzzOps = []string{"**", "*", "<<", ">>", "+", "-", "/", "%", "&", "|", "^"}

// bigintFuzzProgram builds a program that applies op to operands a and b
// (arbitrary source text) in one of six spellings: an expression, an
// assignment form, a member assignment form, eval'd source, a Function
// constructor's body, and eval'd source that evals again.
func bigintFuzzProgram(a, b string, op uint8, spelling uint8) string {
	o := bigintFuzzOps[int(op)%len(bigintFuzzOps)]
	expr := fmt.Sprintf("(%s) %s (%s)", a, o, b)
	quoted, _ := json.Marshal(expr)
	switch spelling % 6 {
	case 0:
		return fmt.Sprintf("const r = %s;\nreturn String(r).length;", expr)
	case 1:
		return fmt.Sprintf("let r: any = (%s);\nr %s= (%s);\nreturn String(r).length;", a, o, b)
	case 2:
		return fmt.Sprintf("const r: any = { v: (%s) };\nr[\"v\"] %s= (%s);\nreturn String(r.v).length;", a, o, b)
	case 3:
		return fmt.Sprintf("return String(eval(%s)).length;", quoted)
	case 4:
		return fmt.Sprintf("return String(Function(\"return \" + %s)()).length;", quoted)
	default:
		again, _ := json.Marshal(fmt.Sprintf("eval(%s)", quoted))
		return fmt.Sprintf("return String((0, eval)(%s)).length;", again)
	}
}

// FuzzBigIntOps: BigInt operators on huge operands, in every spelling,
// in the program and in code compiled at run time, never crash or hang
// the host: every run ends with a Result of a seam kind.
func FuzzBigIntOps(f *testing.F) {
	seeds := []struct {
		a, b         string
		op, spelling uint8
	}{
		{"2n", "4000000000n", 0, 0},
		{"1n", "40000000000n", 2, 1},
		{"7n", "-40000000000n", 3, 2},
		{"(1n << 200000n)", "(1n << 200000n)", 1, 3},
		{"BigInt.asUintN(2 ** 40, -1n)", "1n", 1, 4},
		{"BigInt('9'.repeat(1e6))", "1n", 0, 5},
		{"3n", "2n ** 262143n", 0, 0},
		{"{ valueOf() { return 2n; } }", "4000000000n", 0, 1},
		{"2", "10", 0, 3},
		{"eval('1' + '0'.repeat(100000) + 'n')", "1n", 4, 0},
	}
	for _, s := range seeds {
		f.Add(s.a, s.b, s.op, s.spelling)
	}
	rt, err := New(&runtime.Options{Compute: 500 * time.Millisecond, Wall: time.Second, MaxOutputBytes: 64 << 10, MemoryBytes: 64 << 20})
	if err != nil {
		f.Fatal(err)
	}
	defer rt.Close()
	f.Fuzz(func(t *testing.T, a, b string, op, spelling uint8) {
		program := bigintFuzzProgram(a, b, op, spelling)
		res, err := rt.Run(context.Background(), runtime.Request{Program: program})
		if err != nil {
			t.Fatalf("Run: %v", err)
		}
		if res.Error != nil && res.Value != nil {
			t.Fatal("both a value and an error")
		}
		if res.Error != nil {
			switch res.Error.Kind {
			case runtime.KindException, runtime.KindTimeout, runtime.KindWorkerExit, runtime.KindInvalidOutput, runtime.KindOutputLimit:
			default:
				t.Fatalf("kind %q: %s", res.Error.Kind, res.Error.Message)
			}
		}
	})
}
