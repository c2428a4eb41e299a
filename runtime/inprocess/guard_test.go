package inprocess

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// guardBudget is the memory budget of the guard tests: 32 MiB gives
// limits of 8 Mi code units, 1 Mi elements and 16 MiB buffers, so every
// "just past the guard" case below would allocate a few MiB at most if its
// guard failed — never enough to endanger the test binary.
const guardBudget = 32 << 20

func guardRuntime(t testing.TB) *Runtime {
	t.Helper()
	return guardRuntimeWith(t, 20*time.Second)
}

// guardRuntimeWith is guardRuntime with the compute budget given, for
// cases that spend it: an Array method over a huge array-like runs its
// algorithm element by element until the budget is gone.
func guardRuntimeWith(t testing.TB, compute time.Duration) *Runtime {
	t.Helper()
	rt, err := New(&runtime.Options{MemoryBytes: guardBudget, Compute: compute, Wall: compute + 10*time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	return rt
}

func guardRun(t testing.TB, rt *Runtime, program string, ns ...runtime.Namespace) runtime.Result {
	t.Helper()
	res, err := rt.Run(context.Background(), runtime.Request{Program: program, Namespaces: ns})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res
}

type guardCase struct {
	name    string
	program string
	kind    runtime.Kind // "" means success with value want
	want    string       // the value, or a substring of the message
}

// checkGuardCases runs the cases in each of the guard modes, each mode on
// one runtime, and then a normal program: after every guarded stop the
// next run is right.
func checkGuardCases(t *testing.T, tests []guardCase) {
	t.Helper()
	checkGuardCasesWith(t, 20*time.Second, tests)
}

// checkGuardCasesWith is checkGuardCases under the compute budget given.
func checkGuardCasesWith(t *testing.T, compute time.Duration, tests []guardCase) {
	t.Helper()
	for _, mode := range guardModes {
		t.Run(mode.name, func(t *testing.T) {
			rt := guardRuntimeWith(t, compute)
			mode.set(rt)
			for _, tt := range tests {
				t.Run(tt.name, func(t *testing.T) { checkGuardCase(t, rt, tt) })
			}
			if res := guardRun(t, rt, `return [1, 2, 3].map((x) => x * 2).join("")`); res.Error != nil || string(res.Value) != `"246"` {
				t.Fatalf("after the guards: %s %v", res.Value, res.Error)
			}
		})
	}
}

// checkGuardCase runs one case, and checks the invariant of TestMain for
// its run.
func checkGuardCase(t *testing.T, rt *Runtime, tt guardCase) {
	t.Helper()
	before := len(unguardedSince(0))
	defer func() {
		if u := unguardedSince(before); len(u) > 0 {
			t.Error(u[0])
		}
	}()
	res := guardRun(t, rt, tt.program)
	if tt.kind == "" {
		if res.Error != nil || string(res.Value) != tt.want {
			t.Fatalf("got %s %v, want ok %s", res.Value, res.Error, tt.want)
		}
		return
	}
	if res.Error == nil || res.Error.Kind != tt.kind || !strings.Contains(res.Error.Message, tt.want) {
		t.Fatalf("got %s %v, want %s containing %q", res.Value, res.Error, tt.kind, tt.want)
	}
}

// TestSizeGuards: each builtin that allocates or loops in Go in
// proportion to a program-chosen size is stopped just past its limit with
// the failure kind of its budget and a message naming builtin and budget
// (DESIGN §3.6, BUD-5), and works unchanged below it — with goja's
// builtins guarded in place and with the wrapper objects that replace
// them when goja's layout is not the one expected (internal/guard/native.go).
func TestSizeGuards(t *testing.T) {
	const mem = "memory budget exceeded (33554432 bytes)"
	tests := []guardCase{
		{"repeat at the limit", `return "x".repeat(8 * 1024 * 1024).length`, "", `8388608`},
		{"repeat past the limit", `return "x".repeat(8 * 1024 * 1024 + 1).length`, runtime.KindWorkerExit, mem + ": String.prototype.repeat would need 8388609 code units"},
		{"repeat huge", `return "xy".repeat(2 ** 40)`, runtime.KindWorkerExit, "String.prototype.repeat"},
		{"repeat cannot be caught", `try { "x".repeat(2 ** 30) } catch (e) { return "caught" } return "after"`, runtime.KindWorkerExit, "String.prototype.repeat"},
		{"repeat keeps its errors", `try { "x".repeat(-1) } catch (e) { return e instanceof RangeError }`, "", `true`},
		{"repeat converts its receiver once", `let n = 0; const o = { toString() { return n++ ? "x".repeat(1e6) : "ab" } }; return String.prototype.repeat.call(o, 3)`, "", `"ababab"`},
		{"captured original is guarded", `const r = String.prototype.repeat; String.prototype.repeat = null; return r.call("x", 2 ** 31)`, runtime.KindWorkerExit, "String.prototype.repeat"},
		{"padStart past", `return "x".padStart(9e6, "ab").length`, runtime.KindWorkerExit, "String.prototype.padStart would need 9000000"},
		{"padEnd past", `return "x".padEnd(2 ** 31).length`, runtime.KindWorkerExit, "String.prototype.padEnd"},
		{"padStart normal", `return ["5".padStart(3, "0"), "ab".padEnd(5, "xy"), "abc".padStart(2, "z")]`, "", `["005","abxyx","abc"]`},
		{"concat past", `const s = "x".repeat(3e6); return s.concat(s, s).length`, runtime.KindWorkerExit, "String.prototype.concat"},
		{"replace amplification", `return "x".repeat(3000).replace(/x/g, "y".repeat(3000)).length`, runtime.KindWorkerExit, "RegExp.prototype[Symbol.replace]"},
		{"replaceAll amplification", `return "x".repeat(3000).replaceAll("x", "y".repeat(3000)).length`, runtime.KindWorkerExit, "String.prototype.replaceAll"},
		{"replace $' amplification", "return \"a\".repeat(4000).replace(/a/g, \"$'\").length", runtime.KindWorkerExit, "worst case"},
		{"replace normal", `return ["abc".replace(/b/g, "$&$&"), "a-b-c".replaceAll("-", "+"), "x".replace("x", "$$"), "aXbX".replace(/X/g, (m) => m.toLowerCase())]`, "", `["abbc","a+b+c","$","axbx"]`},
		{"replace non-global big template fine", `return "x".repeat(5e6).replace(/x/, "yy").length`, "", `5000001`},
		{"split past", `return "x".repeat(1100000).split("").length`, runtime.KindWorkerExit, "String.prototype.split"},
		{"split normal", `return ["a,b,,c".split(","), "abc".split(""), "a1b2".split(/\d/), "x".repeat(2e6).split("y").length]`, "", `[["a","b","","c"],["a","b","c"],["a","b",""],1]`},
		{"string spread past", `return [..."x".repeat(1100000)].length`, runtime.KindWorkerExit, "String.prototype[Symbol.iterator]"},
		{"fill past", `return new Array(1100000).fill(0).length`, runtime.KindWorkerExit, "Array.prototype.fill would need 1100000 elements"},
		{"fill huge", `return new Array(1e9).fill(0).length`, runtime.KindWorkerExit, "Array.prototype.fill"},
		{"fill normal", `return new Array(3).fill(7)`, "", `[7,7,7]`},
		// Array-likes the guards cannot size run as JavaScript (internal/guard/arraylike.go):
		// standard results, interruptible loops (TestArrayLikeInterruptible).
		{"indexOf on a huge array-like", `return Array.prototype.indexOf.call({ length: 2 ** 32 - 1, 4294967290: 1 }, 1, 4294967280)`, "", `4294967290`},
		{"indexOf on a huge sparse array", `const a = []; a.length = 2 ** 32 - 1; a[4294967293] = 1; return a.indexOf(1, -5)`, "", `4294967293`},
		{"forEach on a long array-like", `let n = 0; Array.prototype.forEach.call({ length: 1100000, 5: 1 }, () => n++); return n`, "", `1`},
		{"map on a huge hole array", `return Array(2 ** 30).map((x) => 1).length`, runtime.KindWorkerExit, "Array.prototype.map"},
		{"sort on a huge array-like", `return Array.prototype.sort.call({ length: 2 ** 32 - 1 })`, runtime.KindWorkerExit, "Array.prototype.sort"},
		{"unshift past 2^53-1", `try { Array.prototype.unshift.call({ length: 2 ** 53 - 1 }, 1) } catch (e) { return e instanceof TypeError }`, "", `true`},
		{"array-like with a getter length", `let n = 0; const o = { get length() { n++; return 2 }, 0: "a", 1: 1 }; return [Array.prototype.indexOf.call(o, 1), n]`, "", `[1,1]`},
		{"Proxy receiver", `const p = new Proxy([5, 6], {}); return [p.indexOf(6), p.map((x) => x * 2), Array.isArray(p.filter(() => true))]`, "", `[1,[10,12],true]`},
		{"Proxy in the prototype chain", `const o = Object.create(new Proxy({ length: 3, 2: "x" }, {})); return Array.prototype.includes.call(o, "x")`, "", `true`},
		{"object-valued length", `const o = { length: { valueOf() { return 2 } }, 0: "a", 1: "b" }; return Array.prototype.join.call(o)`, "", `"a,b"`},
		{"getter length, allocating", `const o = { get length() { return 2 }, 0: 3, 1: 1 }; return [Array.prototype.map.call(o, (x) => x + 1), Array.prototype.slice.call(o, 1), Array.from(o), [].concat(Object.assign(o, { [Symbol.isConcatSpreadable]: true })), Array.prototype.sort.call(o)[0]]`, "", `[[4,2],[1],[3,1],[3,1],1]`},
		{"array-likes still work", `return [Array.prototype.map.call({ length: 2, 0: "a", 1: "b" }, (x) => x + x), Array.prototype.join.call("abc", "-"), Array.prototype.slice.call(new Uint8Array([1, 2, 3]), 1)]`, "", `[["aa","bb"],"a-b-c",[2,3]]`},
		{"apply past", `return Math.max.apply(null, { length: 2 ** 32 - 1 })`, runtime.KindWorkerExit, "Function.prototype.apply would need 4294967295 elements"},
		{"Reflect.apply past", `return Reflect.apply(Math.max, null, { length: 2 ** 31 })`, runtime.KindWorkerExit, "Reflect.apply"},
		{"Reflect.construct past", `return Reflect.construct(Array, { length: 2 ** 31 })`, runtime.KindWorkerExit, "Reflect.construct"},
		// Reflect's guards install at its first lookup, however it is looked up.
		{"Reflect by computed name", `return globalThis["Ref" + "lect"].apply(Math.max, null, { length: 2 ** 31 })`, runtime.KindWorkerExit, "Reflect.apply"},
		{"Reflect through the global hook", `return Object.getPrototypeOf(globalThis).Reflect.construct(Array, { length: 2 ** 31 })`, runtime.KindWorkerExit, "Reflect.construct"},
		{"Reflect after an in test", `for (const k of ["Math", "Reflect"]) if (k in globalThis && k === "Reflect") return globalThis[k].apply(Math.max, null, { length: 2 ** 31 })`, runtime.KindWorkerExit, "Reflect.apply"},
		{"apply normal", `return [Math.max.apply(null, [1, 5, 2]), Reflect.apply(Math.min, null, [3, 1]), Reflect.construct(Date, [0]).getTime()]`, "", `[5,1,0]`},
		{"join amplification", `return Array(3000).join("x".repeat(3000)).length`, runtime.KindWorkerExit, "Array.prototype.join would need 8997000 code units"},
		{"join of big strings", `const s = "x".repeat(3e6); return [s, s, s].join("").length`, runtime.KindWorkerExit, "Array.prototype.join"},
		{"join normal", `return [[1, [2, 3]].join(";"), String([1, 2]), [null, undefined, "a"].join("-")]`, "", `["1;2,3","1,2","--a"]`},
		{"Array.from past", `return Array.from({ length: 2 ** 32 - 1 }).length`, runtime.KindWorkerExit, "Array.from"},
		{"Array.from normal", `return [Array.from({ length: 3 }, (_, i) => i), Array.from("ab"), Array.from(new Set([1]))]`, "", `[[0,1,2],["a","b"],[1]]`},
		{"spread of a huge hole array", `return [...Array(2 ** 32 - 1)].length`, runtime.KindTimeout, "Array.prototype.values"},
		{"keys iterator of a huge array", `return [...Array(2 ** 32 - 1).keys()].length`, runtime.KindTimeout, "Array.prototype.keys"},
		{"values is the iterator", `return [Array.prototype.values === Array.prototype[Symbol.iterator], [...[1, 2]], Array.prototype.values.name]`, "", `[true,[1,2],"values"]`},
		{"concat spreadable past", `const o = { length: 2 ** 32 - 1, [Symbol.isConcatSpreadable]: true }; return [].concat(o).length`, runtime.KindWorkerExit, "Array.prototype.concat"},
		{"Object.keys of a huge string", `return Object.keys("x".repeat(1100000)).length`, runtime.KindWorkerExit, "Object.keys"},
		{"ArrayBuffer past", `return new ArrayBuffer(2 ** 33).byteLength`, runtime.KindWorkerExit, "new ArrayBuffer would need 8589934592 bytes (limit 16777216)"},
		{"ArrayBuffer just past", `return new ArrayBuffer(16 * 1024 * 1024 + 1).byteLength`, runtime.KindWorkerExit, "new ArrayBuffer"},
		{"Uint8Array past", `return new Uint8Array(2 ** 33).length`, runtime.KindWorkerExit, "new Uint8Array"},
		{"Float64Array past", `return new Float64Array(2 * 1024 * 1024 + 1).length`, runtime.KindWorkerExit, "new Float64Array would need 16777224 bytes"},
		{"typed array from array-like past", `return new Uint8Array({ length: 2 ** 33 }).length`, runtime.KindWorkerExit, "new Uint8Array"},
		{"typed array join past", `return new Uint8Array(1e6).join(",").length`, runtime.KindWorkerExit, "%TypedArray%.prototype.join"},
		{"typed arrays normal", `class X extends Uint8Array {}; const x = new X(4); const v = new DataView(new ArrayBuffer(8)); return [x instanceof Uint8Array, x instanceof X, X.BYTES_PER_ELEMENT, new Uint8Array(2).constructor === Uint8Array, Array.from(new Uint8Array([1, 2]).map((n) => n * 2)), Uint8Array.from([3]).length, Object.getPrototypeOf(Uint8Array) === Object.getPrototypeOf(Int8Array), new Uint8Array(new ArrayBuffer(4), 1).length, v.byteLength, typeof ArrayBuffer.isView, new Uint8Array([1,2,3]).join("-")]`, "", `[true,true,1,true,[2,4],1,true,3,8,"function","1-2-3"]`},
		{"ArrayBuffer identity", `const b = new ArrayBuffer(4); return [b instanceof ArrayBuffer, b.constructor === ArrayBuffer, ArrayBuffer.name, ArrayBuffer.length, b.slice(1).byteLength]`, "", `[true,true,"ArrayBuffer",1,3]`},
		{"JSON.parse deep", `try { JSON.parse("[".repeat(10001) + "]".repeat(10001)) } catch (e) { return [e instanceof RangeError, e.message.startsWith("Maximum call stack size exceeded")] }`, "", `[true,true]`},
		{"JSON.parse many values", `return JSON.parse("[" + "0,".repeat(1100000) + "0]").length`, runtime.KindWorkerExit, "JSON.parse"},
		{"JSON.stringify size", `const s = "x".repeat(3e6); return JSON.stringify([s, s, s]).length`, runtime.KindWorkerExit, "JSON.stringify"},
		{"JSON.stringify deep", `let o = {}; for (let i = 0; i < 10005; i++) o = { a: o }; try { JSON.stringify(o) } catch (e) { return e instanceof RangeError }`, "", `true`},
		{"JSON.stringify allow-list", `return JSON.stringify({ b: 1, a: 2, c: 3 }, ["c", "a"])`, "", `"{\"c\":3,\"a\":2}"`},
		{"JSON.stringify space", `return JSON.stringify({ a: [1] }, null, "--")`, "", `"{\n--\"a\": [\n----1\n--]\n}"`},
		{"eval deep", `try { eval("(".repeat(10001) + "1" + ")".repeat(10001)) } catch (e) { return [e instanceof RangeError, e.message.includes("eval")] }`, "", `[true,true]`},
		{"eval unary chain", `try { (0, eval)("!".repeat(20000) + "0") } catch (e) { return e instanceof RangeError }`, "", `true`},
		{"eval normal", `return [eval("1 + 2"), (0, eval)("typeof globalThis"), eval(5)]`, "", `[3,"object",5]`},
		{"Function deep", `try { new Function("return " + "[".repeat(10001) + "]".repeat(10001)) } catch (e) { return e instanceof RangeError }`, "", `true`},
		{"AsyncFunction deep", `const AF = (async () => {}).constructor; try { AF("return " + "-".repeat(20000) + "1") } catch (e) { return e instanceof RangeError }`, "", `true`},
		{"Function normal", `const f = new Function("a", "b", "return a + b"); const g = Function("return 7"); const AF = (async function () {}).constructor; return [f(1, 2), g(), f instanceof Function, Function.prototype.constructor === Function, typeof AF("return 1"), (function* () {}).constructor("yield 1")().next().value]`, "", `[3,7,true,true,"function",1]`},
		{"regexp catastrophic backtracking", `return /(a+)+\1$/.test("a".repeat(30) + "b")`, runtime.KindTimeout, "regular expression budget"},
		{"global match past", `return "x".repeat(1100000).match(/x/g).length`, runtime.KindWorkerExit, "RegExp.prototype[Symbol.match]"},
		{"non-global match on a long string", `return "x".repeat(1100000).match(/x/).index`, "", `0`},
		{"matchAll past", `return [..."x".repeat(1100000).matchAll(/x/g)].length`, runtime.KindWorkerExit, "RegExp.prototype[Symbol.matchAll]"},
		{"String.raw past", `return String.raw({ raw: { length: 2 ** 32 - 1 } })`, runtime.KindWorkerExit, "String.raw"},
		{"String.raw getter", `const log = []; const t = { get raw() { log.push("raw"); return { get length() { log.push("length"); return 2; }, 0: "a", 1: "b" }; } }; return [String.raw(t, 1), log.join()]`, "", `["a1b","raw,length"]`},
		{"String.raw computed length past", `return String.raw({ raw: { get length() { return 2 ** 32 - 1; } } })`, runtime.KindWorkerExit, "String.raw"},
		{"String.raw normal", "return [String.raw`a\\n${1}b`, String.raw({ raw: [\"x\", \"y\"] }, 0)]", "", `["a\\n1b","x0y"]`},
		{"regexp normal", `return [/(a)\1/.exec("xaa")[0], /b/.test("abc"), "a1b22".match(/\d+/g), "aXbX".search(/X/), [..."a1b2".matchAll(/\d/g)].length]`, "", `["aa",true,["1","22"],1,2]`},
	}
	checkGuardCases(t, tests)
}

// TestBindingBudgets: MaxBindingCallsInFlight unreplied calls end the run
// as worker-exit naming the budget; a reply larger than the memory budget
// too; a normal number of calls is unaffected.
func TestBindingBudgets(t *testing.T) {
	// Allocated before any run, so the heap does not grow during one and
	// the reply check, not the watchdog, is what stops it.
	hugeReply := json.RawMessage(`"` + strings.Repeat("x", guardBudget+1) + `"`)
	small := guardRuntime(t)
	// The counting cases run with room to spare: the watchdog's heap is
	// shared with whatever else this test binary is doing.
	big, err := New(&runtime.Options{MemoryBytes: 1 << 30, Compute: 20 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer big.Close()
	ns := runtime.Namespace{Global: "tools", Functions: []runtime.Function{
		{Name: "never", Call: func(context.Context, json.RawMessage, runtime.Reply) {}},
		{Name: "echo", Call: func(_ context.Context, a json.RawMessage, reply runtime.Reply) { reply(a, nil) }},
		{Name: "huge", Call: func(_ context.Context, _ json.RawMessage, reply runtime.Reply) { reply(hugeReply, nil) }},
	}}
	tests := []guardCase{
		{"in flight", `for (let i = 0; i <= 10000; i++) tools.never({}); return 1`, runtime.KindWorkerExit, "binding call budget exceeded: tools.never would be the 10001th call in flight (limit 10000)"},
		{"huge reply", `await tools.huge({}); return 1`, runtime.KindWorkerExit, "the reply of tools.huge carries 33554435 bytes"},
		{"normal", `let s = 0; for (let i = 0; i < 500; i++) s += await tools.echo(i); return s`, "", `124750`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rt := big
			if tt.name == "huge reply" {
				rt = small
			}
			res := guardRun(t, rt, tt.program, ns)
			if tt.kind == "" {
				if res.Error != nil || string(res.Value) != tt.want {
					t.Fatalf("got %s %v", res.Value, res.Error)
				}
				return
			}
			if res.Error == nil || res.Error.Kind != tt.kind || !strings.Contains(res.Error.Message, tt.want) {
				t.Fatalf("got %s %v, want %s %q", res.Value, res.Error, tt.kind, tt.want)
			}
		})
	}
}

// TestBindingCallBudget counts calls across a run (MaxBindingCalls).
func TestBindingCallBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("100k binding calls")
	}
	rt := guardRuntime(t)
	ns := runtime.Namespace{Global: "tools", Functions: []runtime.Function{
		{Name: "echo", Call: func(_ context.Context, a json.RawMessage, reply runtime.Reply) { reply(a, nil) }},
	}}
	res := guardRun(t, rt, `for (let i = 0; i < 100001; i++) await tools.echo(0); return 1`, ns)
	if res.Error == nil || res.Error.Kind != runtime.KindWorkerExit || !strings.Contains(res.Error.Message, "would be call 100001 of a run (limit 100000)") {
		t.Fatalf("got %s %v", res.Value, res.Error)
	}
}

// TestMemoryWatchdog: growth spread over many bytecodes — no single
// builtin past a guard — is stopped by the watchdog as worker-exit naming
// the memory budget, and the heap it held is released.
func TestMemoryWatchdog(t *testing.T) {
	rt := guardRuntime(t)
	start := time.Now()
	res := guardRun(t, rt, `const keep = []; for (let i = 0; ; i++) keep.push({ i, s: "x" + i, a: [i, i] })`)
	if res.Error == nil || res.Error.Kind != runtime.KindWorkerExit || !strings.Contains(res.Error.Message, "memory budget exceeded (33554432 bytes): the heap grew by") {
		t.Fatalf("got %s %v", res.Value, res.Error)
	}
	t.Logf("stopped after %v: %s", time.Since(start), res.Error.Message)
	if res := guardRun(t, rt, `return "ok"`); res.Error != nil {
		t.Fatalf("next run: %v", res.Error)
	}
}

// TestStopLatency measures the time from a budget's expiry (or a guard's
// decision) to Run returning in process (figures for the report).
func TestStopLatency(t *testing.T) {
	if testing.Short() {
		t.Skip("timing")
	}
	const budget = 200 * time.Millisecond
	rt, err := New(&runtime.Options{Compute: budget, Wall: 5 * budget})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	for _, tt := range []struct {
		name, program string
		after         time.Duration
	}{
		{"compute loop", `for (;;) {}`, budget},
		{"wall", `await new Promise(() => setInterval(() => {}, 10))`, 5 * budget},
		{"guard", `return "x".repeat(2 ** 40)`, 0},
	} {
		start := time.Now()
		res := guardRun(t, rt, tt.program)
		over := time.Since(start) - tt.after
		if res.Error == nil {
			t.Fatalf("%s: no failure", tt.name)
		}
		t.Logf("in process %s: returned %v after the budget (%s)", tt.name, over, res.Error.Kind)
		if over > 2*time.Second {
			t.Errorf("%s: %v late", tt.name, over)
		}
	}
}

// TestArrayLikeInterruptible: the JavaScript path of array-likes the
// guards cannot size is program work — a loop over 2^53-1 indices ends on
// the compute budget like any loop the program writes.
func TestArrayLikeInterruptible(t *testing.T) {
	rt, err := New(&runtime.Options{MemoryBytes: guardBudget, Compute: 300 * time.Millisecond, Wall: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	for _, program := range []string{
		`return Array.prototype.indexOf.call({ length: 2 ** 53 - 1 }, 1)`,
		`return Array.prototype.every.call({ get length() { return 2 ** 53 - 1 } }, () => true)`,
		`return Array.prototype.lastIndexOf.call(new Proxy({ length: 2 ** 32 }, {}), 1)`,
	} {
		res := guardRun(t, rt, program)
		if res.Error == nil || res.Error.Kind != runtime.KindTimeout {
			t.Errorf("%s: got %s %v, want a timeout", program, res.Value, res.Error)
		}
	}
}
