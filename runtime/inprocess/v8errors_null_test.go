package inprocess

import (
	"context"
	"testing"
)

// TestNullishReadsKeepSemantics: the member reads rewriteNullishReads
// guards (v8errors_null.go) behave as before — this of method calls,
// assignments, deletes, optional chains, getters run once, calls and
// awaits evaluated once — and only the wording of the failing read
// changes.
func TestNullishReadsKeepSemantics(t *testing.T) {
	rt := mustNew(t, nil)
	for _, tc := range []struct{ name, program, want string }{
		{"method this", `const o = { v: 3, m() { return this.v } }; return o.m()`, `3`},
		{"assign and delete", `const o = { a: {} }; o.a.b = 1; o.a["c"] = 2; delete o.a.b; return o`, `{"a":{"c":2}}`},
		{"compound and update", `const o = { n: { k: 1 } }; o.n.k += 2; o.n.k++; return o.n.k`, `4`},
		{"optional chain short-circuits", `const d = null; return [d?.a.b, d?.a?.b, d?.[0].x]`, `[null,null,null]`},
		{"getter runs once on the failing path", `let n = 0; const o = { get p() { n++; return null } }; try { o.p.x } catch (e) { return [n, e.message] }`, `[1,"Cannot read properties of null (reading 'x')"]`},
		{"proxy trap runs once", `let n = 0; const o = new Proxy({}, { get() { n++; return undefined } }); try { o.a.b } catch (e) { return [n, e.message] }`, `[1,"Cannot read properties of undefined (reading 'b')"]`},
		{"getter runs once", `let n = 0; const o = { get g() { n++; return { x: 1 } } }; o.g.x; o.g.x; return n`, `2`},
		{"call evaluated once", `let n = 0; const f = () => (n++, { x: 5 }); return [f().x, n]`, `[5,1]`},
		{"await evaluated once", `let n = 0; const f = async () => (n++, { x: 6 }); return [(await f()).x, n]`, `[6,1]`},
		{"nullish operator kept", `let n = 0; const o = { v: null }; const f = () => (n++, { w: 1 }); return [(o.v ?? f()).w, n]`, `[1,1]`},
		{"tagged template", `const o = { t: (s) => s[0] }; return o.t` + "`hi`", `"hi"`},
		{"for-in target", `const o = { k: "" }; for (o.k in { a: 1 }); return o.k`, `"a"`},
		{"destructuring target", `const o = { p: {} }; [o.p.x, o.p["y"]] = [1, 2]; return o`, `{"p":{"x":1,"y":2}}`},
		{"null read caught", `const m = "abc".match(/z/); try { m[1] } catch (e) { return e.message }`, `"Cannot read properties of null (reading '1')"`},
		{"undefined read caught", `const m = {}; try { m.a.b } catch (e) { return e.message }`, `"Cannot read properties of undefined (reading 'b')"`},
		{"error stays a TypeError", `try { null.x } catch (e) { return [e instanceof TypeError, e.name] }`, `[true,"TypeError"]`},
		{"helpers unreachable", `return [typeof globalThis["%v8nn"], Object.keys(globalThis).some((k) => k.startsWith("%"))]`, `["undefined",false]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := run1(t, rt, context.Background(), tc.program)
			if res.Error != nil {
				t.Fatalf("%s: %v", tc.program, res.Error)
			}
			if string(res.Value) != tc.want {
				t.Errorf("%s\n got %s\nwant %s", tc.program, res.Value, tc.want)
			}
		})
	}
}
