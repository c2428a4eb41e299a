package inprocess

import (
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// TestStringifyLimits: the guarded JSON.stringify keeps today's limits in
// a real run (DESIGN §3.6, BUD-5): nesting past MaxNestingDepth is a
// catchable RangeError however the nesting arises, output past the string
// limit ends the run as worker-exit naming the budget, and exceptions from
// program code reach the program unchanged.
func TestStringifyLimits(t *testing.T) {
	rt := guardRuntime(t)
	const mem = "memory budget exceeded (33554432 bytes): JSON.stringify would need "
	deep := func(n string) string {
		return `let o = 1; for (let i = 0; i < ` + n + `; i++) o = i % 2 ? { a: o } : [o];`
	}
	rangeErr := `catch (e) { return [e instanceof RangeError, e.message] }`
	depthMsg := `[true,"Maximum call stack size exceeded (JSON.stringify: nesting depth exceeds the limit 10000)"]`
	tests := []guardCase{
		{"depth at the limit", deep("10000") + ` return JSON.stringify(o).length`, "", `40001`},
		{"depth just over the limit", deep("10001") + ` try { JSON.stringify(o) } ` + rangeErr, "", depthMsg},
		{"depth far over the limit", deep("30000") + ` try { JSON.stringify(o) } ` + rangeErr, "", depthMsg},
		{"depth with an empty gap", deep("10001") + ` try { JSON.stringify(o, null, "") } ` + rangeErr, "", depthMsg},
		{"depth through toJSON", `const f = () => ({ toJSON: () => ({ a: f() }) }); try { JSON.stringify(f()) } ` + rangeErr, "", depthMsg},
		{"depth through a replacer", `try { JSON.stringify(0, (k, v) => [v]) } ` + rangeErr, "", depthMsg},
		{"depth through getters", `const mk = () => ({ get a() { return mk() } }); try { JSON.stringify(mk()) } ` + rangeErr, "", depthMsg},
		{"depth through proxies", `const mk = () => new Proxy({}, { ownKeys: () => ["a"], getOwnPropertyDescriptor: () => ({ value: 1, enumerable: true, configurable: true }), get: (t, k) => k === "a" ? mk() : undefined }); try { JSON.stringify(mk()) } ` + rangeErr, "", depthMsg},
		// goja's own call-stack overflow ends the run (it is not catchable in goja).
		{"nested stringify in toJSON", `const mk = () => ({ toJSON() { return JSON.stringify([[mk()]]) } }); return JSON.stringify(mk())`, runtime.KindException, "Maximum call stack size exceeded"},
		{"depth released after a throw", deep("10001") + ` try { JSON.stringify(o) } catch (e) {} o = 1; for (let i = 0; i < 10000; i++) o = i % 2 ? { a: o } : [o]; return JSON.stringify(o).length`, "", `40001`},
		{"depth released after a caught getter", `for (let i = 0; i < 20000; i++) { try { JSON.stringify([[{ get a() { throw 1 } }]]) } catch (e) {} } return JSON.stringify([[[1]]])`, "", `"[[[1]]]"`},
		{"size past the limit", `const s = "x".repeat(3e6); return JSON.stringify([s, s, s]).length`, runtime.KindWorkerExit, mem},
		{"size cannot be caught", `const s = "x".repeat(3e6); try { JSON.stringify([s, s, s]) } catch (e) { return "caught" } return "after"`, runtime.KindWorkerExit, mem},
		{"size of a sparse array", `const a = []; a.length = 3e6; return JSON.stringify(a).length`, runtime.KindWorkerExit, mem},
		{"size of escapes", `const s = "\u0001".repeat(1.5e6); return JSON.stringify(s).length`, runtime.KindWorkerExit, mem},
		{"size of indentation", deep("9000") + ` return JSON.stringify(o, null, 10).length`, runtime.KindWorkerExit, mem},
		{"size through a replacer", `const s = "y".repeat(4e6); return JSON.stringify([1, 2, 3], (k, v) => k === "" ? v : s)`, runtime.KindWorkerExit, mem},
		{"size of non-ASCII counted in code units", `const s = "é".repeat(4e6); return JSON.stringify([s]).length`, "", `4000004`},
		{"size just under the limit", `return JSON.stringify("x".repeat(8 * 1024 * 1024 - 2)).length`, "", `8388608`},
		{"size just over the limit", `return JSON.stringify("x".repeat(8 * 1024 * 1024 - 1)).length`, runtime.KindWorkerExit, mem + "8388609 code units (limit 8388608)"},
		{"typed array keys", `return JSON.stringify(new Uint8Array(2e6)).length`, runtime.KindWorkerExit, "JSON.stringify"},
		{"getter exception reaches the program", `const err = new Error("x"); try { JSON.stringify({ a: [{ get b() { throw err } }] }) } catch (e) { return e === err }`, "", `true`},
		{"toJSON exception reaches the program", `const err = { thrown: 1 }; try { JSON.stringify([1, { toJSON() { throw err } }]) } catch (e) { return e === err }`, "", `true`},
		{"replacer mutation", `const o = { a: 1, b: { c: 2 }, d: 3 }; return JSON.stringify(o, function (k, v) { if (k === "a") { delete this.d; this.b = [9] } return v })`, "", `"{\"a\":1,\"b\":[9]}"`},
		{"rows scenario", `const rows = []; for (let i = 0; i < 5000; i++) rows.push({ id: i, name: "item-" + i, tags: ["alpha", "beta", String(i % 7)], nested: { a: i * 2, b: i % 2 === 0, when: "2024-01-01T00:00:00Z" } }); return JSON.stringify(rows).length`, "", `589726`},
		{"a replaced JSON.stringify is the program's own", `const s = JSON.stringify; JSON.stringify = () => "mine"; return [JSON.stringify(1), s([1])]`, "", `["mine","[1]"]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkGuardCase(t, rt, tt) })
	}
}
