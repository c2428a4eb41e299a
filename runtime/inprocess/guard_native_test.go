package inprocess

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess/internal/guard"
)

// guardModes are the ways a realm may guard goja's builtins: as goja
// builds them (the default), all while the realm is built (when goja's
// template layout is not the one expected), and by wrapper objects (when
// its native function layout is not).
var guardModes = []struct {
	name string
	set  func(*Runtime)
}{
	{"as built", func(*Runtime) {}},
	{"eagerly in place", func(rt *Runtime) { rt.eagerBuiltins = true }},
	{"by wrappers", func(rt *Runtime) { rt.wrapBuiltins = true }},
}

// guardedBuiltins are the expressions of builtins the eager guards
// replace, as a program reaches them.
var guardedBuiltins = func() []string {
	var out []string
	// The Array.prototype methods package guard guards (its arrayMethods).
	for _, m := range []string{"concat", "copyWithin", "entries", "every", "fill", "filter", "find", "findIndex", "findLast", "findLastIndex",
		"flat", "flatMap", "forEach", "includes", "indexOf", "join", "keys", "lastIndexOf", "map", "reduce", "reduceRight", "reverse",
		"shift", "slice", "some", "sort", "splice", "toLocaleString", "toReversed", "toSorted", "toSpliced", "unshift", "with"} {
		out = append(out, "Array.prototype."+m)
	}
	out = append(out, "Array.prototype.toString", "Array.prototype.values", "Array.prototype[Symbol.iterator]", "Array.from",
		"String.prototype.repeat", "String.prototype.padStart", "String.prototype.padEnd", "String.prototype.concat",
		"String.prototype.replace", "String.prototype.replaceAll", "String.prototype.split", "String.prototype[Symbol.iterator]",
		"String.raw", "Function.prototype.apply", "Reflect.apply", "Reflect.construct", "Reflect.ownKeys",
		"Object.keys", "Object.values", "Object.entries", "Object.getOwnPropertyNames", "Object.getOwnPropertyDescriptors",
		"Object.getPrototypeOf(Uint8Array.prototype).join", "eval")
	out = append(out, "Function", "(async function () {}).constructor", "(function* () {}).constructor",
		"ArrayBuffer", "Uint8Array", "Float64Array", "DataView", "Object.getPrototypeOf(Uint8Array)")
	for _, m := range []string{".exec", ".test", "[Symbol.match]", "[Symbol.matchAll]", "[Symbol.search]", "[Symbol.split]", "[Symbol.replace]"} {
		out = append(out, "Object.getPrototypeOf(/x/)"+m)
	}
	return out
}()

// shapeProgram reports, for each guarded builtin, what a program can
// observe of it without calling it.
var shapeProgram = `(function () {
	const shape = (f) => [typeof f, f.name, f.length, String(f), Object.getOwnPropertyNames(f).sort(),
		Object.getPrototypeOf(f) === Function.prototype, "prototype" in f];
	return JSON.stringify({` + func() string {
	var b strings.Builder
	for _, e := range guardedBuiltins {
		fmt.Fprintf(&b, "%q: shape(%s),\n", e, e)
	}
	return b.String()
}() + `
		"values is the iterator": Array.prototype.values === Array.prototype[Symbol.iterator],
		"descriptor of join": Object.getOwnPropertyDescriptor(Array.prototype, "join").writable + "/" +
			Object.getOwnPropertyDescriptor(Array.prototype, "join").enumerable + "/" +
			Object.getOwnPropertyDescriptor(Array.prototype, "join").configurable,
	});
})()`

// TestGuardedBuiltinsShape: a guarded builtin looks exactly like goja's
// own, whether guarded in place or by a wrapper object: same name,
// length, source text, own properties and prototype.
func TestGuardedBuiltinsShape(t *testing.T) {
	bare, err := goja.New().RunString(shapeProgram)
	if err != nil {
		t.Fatal(err)
	}
	want := bare.String()
	for _, mode := range guardModes {
		t.Run(mode.name, func(t *testing.T) {
			rt := mustNew(t, nil)
			mode.set(rt)
			res := run1(t, rt, context.Background(), "return "+shapeProgram)
			if res.Error != nil {
				t.Fatal(res.Error)
			}
			var got string
			if err := json.Unmarshal(res.Value, &got); err != nil {
				t.Fatal(err)
			}
			if got != want {
				var g, w map[string]any
				_ = json.Unmarshal([]byte(got), &g)
				_ = json.Unmarshal([]byte(want), &w)
				for k := range w {
					if fmt.Sprint(g[k]) != fmt.Sprint(w[k]) {
						t.Errorf("%s: got %v, want %v (goja's own)", k, g[k], w[k])
					}
				}
			}
		})
	}
}

// TestGuardInPlaceReach: a guarded builtin is guarded however the
// program reaches it — a captured reference, call, apply, bind,
// Reflect.apply, or goja calling it internally (String(array) calls join)
// — and eval, which is always a wrapper, still guards direct and indirect
// calls.
func TestGuardInPlaceReach(t *testing.T) {
	const huge = "{ length: 2 ** 32 - 1 }"
	tests := []guardCase{
		// A builtin guarded as goja builds it is guarded however goja
		// comes to build it.
		{"through a descriptor", `return Object.getOwnPropertyDescriptor(Array.prototype, "indexOf").value.call(` + huge + `, 1)`, "timeout", "Array.prototype.indexOf"},
		{"through all descriptors", `return Object.getOwnPropertyDescriptors(String.prototype).repeat.value.call("x", 2 ** 31)`, "worker-exit", "String.prototype.repeat"},
		{"through Object.values of descriptors", `const f = Object.values(Object.getOwnPropertyDescriptors(Array.prototype)).find((d) => d.value && d.value.name === "lastIndexOf").value; return f.call(` + huge + `, 1)`, "timeout", "Array.prototype.lastIndexOf"},
		{"after hasOwnProperty", `if (Array.prototype.hasOwnProperty("includes")) return Array.prototype.includes.call(` + huge + `, 1)`, "timeout", "Array.prototype.includes"},
		{"after redefining its attributes", `Object.defineProperty(Array.prototype, "some", { enumerable: true }); return Array.prototype.some.call(` + huge + `, () => false)`, "timeout", "Array.prototype.some"},
		{"Function.prototype.apply by descriptor", `return Object.getOwnPropertyDescriptor(Function.prototype, "apply").value.call(Math.max, null, ` + huge + `)`, "worker-exit", "Function.prototype.apply"},
		{"deleted stays deleted", `delete Array.prototype.indexOf; return typeof [].indexOf`, "", `"undefined"`},
		{"Function by its prototype", `return Function.prototype.constructor("return " + "[".repeat(10001) + "]".repeat(10001))`, "exception", "source nesting"},
		{"AsyncFunction called without new", `const AF = (async () => {}).constructor; try { AF("return " + "[".repeat(10001) + "]".repeat(10001)) } catch (e) { return e instanceof RangeError }`, "", `true`},
		{"captured", `const f = Array.prototype.indexOf; return f.call({ length: 2 ** 32 - 1 }, 1)`, "timeout", "Array.prototype.indexOf"},
		{"bound", `const f = Array.prototype.indexOf.bind({ length: 2 ** 32 - 1 }); return f(1)`, "timeout", "Array.prototype.indexOf"},
		{"apply", `return Array.prototype.includes.apply({ length: 2 ** 32 - 1 }, [1])`, "timeout", "Array.prototype.includes"},
		{"Reflect.apply", `return Reflect.apply(Array.prototype.lastIndexOf, { length: 2 ** 32 - 1 }, [1])`, "timeout", "Array.prototype.lastIndexOf"},
		{"internal join", `const a = []; a.length = 3000; a.fill("x".repeat(3000)); return String(a).length`, "worker-exit", "Array.prototype.join"},
		{"direct eval", `try { eval("(".repeat(10001) + "1" + ")".repeat(10001)) } catch (e) { return e instanceof RangeError }`, "", `true`},
		{"indirect eval", `try { (0, eval)("(".repeat(10001) + "1" + ")".repeat(10001)) } catch (e) { return e instanceof RangeError }`, "", `true`},
		{"identity kept", `const j = [].join; return [j === Array.prototype.join, [].join.call([1, 2], "+")]`, "", `[true,"1+2"]`},
	}
	// The huge receivers spend the compute budget element by element
	// in the method's JavaScript algorithm, whose timeout names it.
	checkGuardCasesWith(t, 300*time.Millisecond, tests)
	// A case that ends on memory, not compute, gets a roomy compute
	// budget: a loaded machine spent 300 ms building its string.
	checkGuardCasesWith(t, 20*time.Second, []guardCase{
		{"after Reflect.ownKeys", `for (const k of Reflect.ownKeys(Object)) if (k === "keys") return Object[k]("x".repeat(1100000)).length`, "worker-exit", "Object.keys"},
	})
}

// TestGuardedRecursionOverflow: a recursion that passes through a guarded
// builtin — as its callback, or through a conversion its guard makes —
// overflows as the RangeError of any deep recursion, well within the
// compute budget (without cutPanics, unwinding such an overflow took
// goja seconds), in both guard modes.
func TestGuardedRecursionOverflow(t *testing.T) {
	programs := map[string]string{
		"map callback":         `function f() { return [1].map(f) } return f()`,
		"some callback":        `function f() { return [1].some(f) } return f()`,
		"captured map":         `const m = [].map; function f() { return m.call([1], f) } return f()`,
		"repeat count valueOf": `function f() { return "ab".repeat({ valueOf: f }) } return f()`,
		"indexOf from valueOf": `function f() { return [1].indexOf(1, { valueOf: f }) } return f()`,
		"join separator":       `function f() { return [1].join({ toString: f }) } return f()`,
	}
	for _, mode := range guardModes {
		rt := mustNew(t, &runtime.Options{Compute: 2 * time.Second})
		mode.set(rt)
		for name, program := range programs {
			t.Run(name+"/"+mode.name, func(t *testing.T) {
				res := run1(t, rt, context.Background(), program)
				if res.Error == nil || res.Error.Kind != runtime.KindException || !strings.Contains(res.Error.Message, "Maximum call stack size exceeded") {
					t.Fatalf("got %s %v, want an exception: RangeError: Maximum call stack size exceeded", res.Value, res.Error)
				}
			})
		}
	}
}

// TestDeferredGuardsReleased: every realm a Runtime builds, whether it
// ran a program, failed before running one, or was still prepared at
// Close, ends its registration with the shared templates, so none is
// kept alive by them.
func TestDeferredGuardsReleased(t *testing.T) {
	if !guard.DefersGuards() {
		t.Skip("template layout not available")
	}
	count := guard.DeferredRealms
	before := count()
	rt, err := New(&runtime.Options{Compute: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	for _, program := range []string{`return [1, 2].indexOf(2)`, `throw new Error("x")`, `while (true) {}`, `return "x".repeat(3)`} {
		run1(t, rt, context.Background(), program)
	}
	cancel()
	run1(t, rt, ctx, `return 1`) // aborted before it runs
	rt.Close()
	if after := count(); after != before {
		t.Fatalf("%d realms still registered after Close (%d before)", after, before)
	}
}
