package inprocess

import (
	"context"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// TestNativeRecursionGuards: goja's recursive Go builtins must neither
// crash the host (Go stack overflow is fatal) nor run unstoppably.
func TestNativeRecursionGuards(t *testing.T) {
	rt := mustNew(t, &runtime.Options{Compute: 10 * time.Second})
	tests := []struct{ name, program, want string }{
		{"JSON.parse deep text", `try { JSON.parse("[".repeat(1e5) + "]".repeat(1e5)) } catch (e) { return [e instanceof RangeError, e.message.startsWith("Maximum call stack size exceeded")] }`, `[true,true]`},
		{"JSON.parse at the limit", `return JSON.parse("[".repeat(10000) + "]".repeat(10000)).length`, `1`},
		{"JSON.parse brackets in strings ignored", `return JSON.parse(JSON.stringify("[".repeat(20000))).length`, `20000`},
		{"JSON.parse reviver kept", `return JSON.parse('{"a":1,"b":2}', (k, v) => k === "a" ? 10 : v)`, `{"a":10,"b":2}`},
		{"JSON.stringify deep value", `let v = []; for (let i = 0; i < 20000; i++) v = [v]; try { JSON.stringify(v) } catch (e) { return [e instanceof RangeError, e.message.startsWith("Maximum call stack size exceeded")] }`, `[true,true]`},
		{"JSON.stringify unchanged", `return JSON.stringify({ b: [1, { c: undefined, d: () => 1 }], a: new Date(0), n: NaN }, null, 2)`, `"{\n  \"b\": [\n    1,\n    {}\n  ],\n  \"a\": \"1970-01-01T00:00:00.000Z\",\n  \"n\": null\n}"`},
		{"JSON.stringify user replacer composed", `return JSON.stringify({ a: 1, b: { c: 2 } }, (k, v) => typeof v === "number" ? v * 10 : v)`, `"{\"a\":10,\"b\":{\"c\":20}}"`},
		{"JSON.stringify allow-list replacer", `return JSON.stringify({ b: 1, a: 2, c: 3 }, ["a", "b"])`, `"{\"a\":2,\"b\":1}"`},
		{"JSON.stringify toJSON", `return JSON.stringify({ toJSON() { return [1] } })`, `"[1]"`},
		{"JSON.stringify cycle still TypeError", `const o = {}; o.o = o; try { JSON.stringify(o) } catch (e) { return e instanceof TypeError }`, `true`},
		{"wrapped builtins keep their shape", `return [JSON.stringify.name, JSON.stringify.length, JSON.parse.name, [].flat.name, [].join.name, [].join.length, [].toString.name]`, `["stringify",3,"parse","flat","join",1,"toString"]`},
		{"flat Infinity deep", `let v = [1]; for (let i = 0; i < 20000; i++) v = [v]; return v.flat(Infinity).length`, `1`},
		{"String of a deep array", `let v = []; for (let i = 0; i < 20000; i++) v = [v]; try { String(v) } catch (e) { return [e instanceof RangeError, e.message.startsWith("Maximum call stack size exceeded")] }`, `[true,true]`},
		{"join of a deep array", `let v = [1]; for (let i = 0; i < 20000; i++) v = [v, 2]; try { v.join("-") } catch (e) { return e instanceof RangeError }`, `true`},
		{"join and toString unchanged", `return [[1, [2, 3]].join(";"), String([1, [2, [3]]]), [1, 2].toString(), [].join.length, [null, undefined, 1].join()]`, `["1;2,3","1,2,3","1,2",1,",,1"]`},
		{"join depth is released", `const a = [[1]]; for (let i = 0; i < 20000; i++) String(a); return String(a)`, `"1"`},
		{"flat default", `return [1, [2, [3]]].flat()`, `[1,2,[3]]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := run1(t, rt, context.Background(), tt.program)
			if res.Error != nil || string(res.Value) != tt.want {
				t.Errorf("got %s %v, want %s", res.Value, res.Error, tt.want)
			}
		})
	}
}
