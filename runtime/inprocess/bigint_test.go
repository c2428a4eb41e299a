package inprocess

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// TestBigIntGuard: the rewritten operators keep JavaScript's results for
// every operand type (Numbers, strings, objects converted once, BigInts,
// mixed types), evaluate assignment targets once, and throw V8's
// RangeError exactly past MaxBigIntBits; eval'd code keeps an indirect
// eval's scoping.
func TestBigIntGuard(t *testing.T) {
	rt := mustNew(t, nil)
	L := MaxBigIntBits
	cases := []struct {
		name, program string
		want          string // the JSON value, or the failure message's start
		fails         bool
	}{
		{"numbers", `let a = 6, b = 7, c = -1; return [a*b, a**2, 2**b, a<<b, -a>>1, b**c]`, `[42,36,128,768,-3,0.14285714285714285]`, false},
		{"strings", `const s = "3", t = "4", u = "2", v = "-16"; return [s * t, u ** s, u << t, v >> u]`, `[12,8,32,-4]`, false},
		{"number edge cases", `const one = 1, nan = NaN, m = -1, inf = Infinity; return [Number.isNaN(one ** nan), Number.isNaN(m ** inf), Object.is(m * 0, -0)]`, `[true,true,true]`, false},
		{"objects convert once", `let n = 0; const o = { valueOf() { n++; return 3; } }; const two = 2; return [o as any * two, (o as any) ** two, (o as any) << two, (o as any) >> two, n]`, `[6,9,12,0,4]`, false},
		{"bigint valueOf", `const o = { valueOf() { return 3n; } }; const t = 2n; return String((o as any) * t)`, `"6"`, false},
		{"mixing throws", `const a = 1n, b = 1; try { return a * (b as any); } catch (e: any) { return e.name; }`, `"TypeError"`, false},
		{"bigints", `const a = 12345678901234567890n, b = 3n; return [String(a * a), String(b ** 40n), String(a << 3n), String(a >> -3n), String(-a >> 2n)]`, `["152415787532388367501905199875019052100","12157665459056928801","98765431209876543120","98765431209876543120","-3086419725308641973"]`, false},
		{"member target once", `const o: any = { v: 3n }; let k = 0; const key = () => { k++; return "v"; }; const e = 2n; o[key()] **= e; return [String(o.v), k]`, `["9",1]`, false},
		{"key converted once", `const o: any = { v: 2 }; let c = 0; const k = { toString() { c++; return "v"; } }; const x = 3; const f = () => o; f()[k as any] *= x; return [o.v, c]`, `[6,1]`, false},
		{"private member", `class A { #x = 3n; f(y: bigint) { this.#x **= y; return String(this.#x); } } return new A().f(2n)`, `"9"`, false},
		{"super member", `class B { get v(): any { return 3n; } set v(x: any) { (this as any).w = x; } } class C extends B { f(y: bigint) { super.v *= y; return String((this as any).w); } } return new C().f(2n)`, `"6"`, false},
		{"private member of a call", `class A { #x = 3n; static f(g: () => A, y: bigint) { g().#x **= y; } } return 1`, "SyntaxError: this compound assignment to a private member cannot be bounded", true},
		{"shift at the limit", fmt.Sprintf(`return (1n << %dn).toString(2).length`, L-1), fmt.Sprint(L), false},
		{"shift past the limit", fmt.Sprintf(`return String(1n << %dn)`, L), "RangeError: Maximum BigInt size exceeded", true},
		{"power at the limit", fmt.Sprintf(`return (2n ** %dn).toString(2).length`, L-1), fmt.Sprint(L), false},
		{"power past the limit", fmt.Sprintf(`return String(2n ** %dn)`, L), "RangeError: Maximum BigInt size exceeded", true},
		{"small powers of huge exponents", `return [String(1n ** (2n ** 40n)), String((-1n) ** (2n ** 40n + 1n)), String(0n ** (2n ** 40n))]`, `["1","-1","0"]`, false},
		{"literal operands skip the helper", `return 2 ** 10 * 3 << 2 >> 1`, `6144`, false},
		{"caught", `try { const x = 2n; return String(x ** 4000000000n); } catch (e: any) { return [e instanceof RangeError, e.message]; }`, `[true,"Maximum BigInt size exceeded"]`, false},
		{"eval lexical scope", `return eval("let z = 1; z") + eval("let z = 2; z")`, `3`, false},
		{"eval var and function", `(0, eval)("var gv = 5; function gf() { return 4; }"); return [(globalThis as any).gv, (globalThis as any).gf()]`, `[5,4]`, false},
		{"eval strict", `return eval("'use strict'; (function () { return this; })()") === undefined`, `true`, false},
		{"eval completion", `return eval("1; if (true) { 2 }")`, `2`, false},
		{"eval syntax error", `try { eval("1 +"); } catch (e: any) { return e.name; }`, `"SyntaxError"`, false},
		{"eval non-string", `return eval(5 as any)`, `5`, false},
		{"function spliced", `try { Function("a){}, (function(){", "return 1"); return "spliced"; } catch (e: any) { return e.name; }`, `"SyntaxError"`, false},
		{"function parameters", `return [Function("a,b", "c", "return a+b+c")(1, 2, 3), Function("return 1").length, Function("a", "b", "").length]`, `[6,0,2]`, false},
		{"function subclass", `class F extends Function {} const f = new F("return 7"); return [f(), f instanceof F]`, `[7,true]`, false},
		{"huge literal in eval", `try { eval("1" + "0".repeat(100000) + "n"); } catch (e: any) { return e.message; }`, `"Maximum BigInt size exceeded"`, false},
		{"BigInt of long text", `try { BigInt("7".repeat(100000)); } catch (e: any) { return e.message; }`, `"Maximum BigInt size exceeded"`, false},
		{"BigInt of text", `return String(BigInt(" 0x" + "f".repeat(16) + " "))`, `"18446744073709551615"`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := run1(t, rt, context.Background(), c.program)
			if c.fails {
				if res.Error == nil || !strings.HasPrefix(res.Error.Message, c.want) {
					t.Fatalf("want failure %q, got %s %v", c.want, res.Value, res.Error)
				}
				return
			}
			if res.Error != nil || string(res.Value) != c.want {
				t.Fatalf("want %s, got %s %v", c.want, res.Value, res.Error)
			}
		})
	}
}

// TestRunNeverPanics: programs that made goja's parser panic (the panic
// escaped Runtime.Run to a library caller) end as results.
func TestRunNeverPanics(t *testing.T) {
	rt := mustNew(t, &runtime.Options{Wall: 5 * time.Second})
	for _, program := range []string{
		`return "\u{10FFFF}".length`,
		`return eval('"\\u{10FFFF}"').length`,
		`return eval('"\\u{110000}"')`,
		`return Function('return "\\u{10FFFF}"')().length`,
		`return /\u{10FFFF}/u.test("\u{10FFFF}")`,
		`return eval("1\n//# sourceMappingURL=/dev/zero")`,
	} {
		res, err := rt.Run(context.Background(), runtime.Request{Program: program})
		if err != nil {
			t.Fatalf("%s: %v", program, err)
		}
		if res.Error != nil && res.Error.Kind != runtime.KindException {
			t.Errorf("%s: %v", program, res.Error)
		}
	}
}
