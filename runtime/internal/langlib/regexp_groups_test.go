package langlib_test

import "testing"

// TestRegExpNamedGroups: ES2025 duplicate named groups — a name in
// different alternatives names the group that took part, in the match's
// groups, indices.groups, $<name> and \k<name> — and the groups and
// indices properties are made with CreateDataProperty, not Set, as
// ECMA-262 §22.2.7.2 (RegExpBuiltinExec) says. The expected values are
// V8's (Node 22).
func TestRegExpNamedGroups(t *testing.T) {
	tests := []struct{ src, want string }{
		{`JSON.stringify(new RegExp("(?<x>a)|(?<x>b)").exec("b").groups)`, `{"x":"b"}`},
		{`JSON.stringify(new RegExp("(?<x>a)|(?<x>b)").exec("a").groups)`, `{"x":"a"}`},
		{`Object.keys(new RegExp("(?<y>a)(?<x>a)|(?<x>b)(?<y>b)").exec("bb").groups).join()`, `y,x`},
		{`"xb".replace(new RegExp("(?<y>a)|(?<y>b)"), "[$<y>]")`, `x[b]`},
		{`String(new RegExp("(?:(?<y>a)|(?<y>b))\\k<y>").test("bb"))`, `true`},
		{`String(new RegExp("(?:(?<y>a)|(?<y>b))\\k<y>").test("ba"))`, `false`},
		{`JSON.stringify(new RegExp("(?<x>a)|(?<x>b)", "d").exec("b").indices.groups)`, `{"x":[0,1]}`},
		{`(() => { try { new RegExp("(?<x>a)(?<x>b)") } catch (e) { return e.name } })()`, `SyntaxError`},
		{`(() => { let n = 0; Object.defineProperty(Array.prototype, "groups", { set() { n++ }, configurable: true }); const m = new RegExp("(?<x>.)").exec("a"); delete Array.prototype.groups; return n + "," + m.groups.x })()`, `0,a`},
		{`new RegExp("(?<\\u{1d4d1}>.)").exec("q").groups["\u{1d4d1}"]`, `q`},
		{`Object.getOwnPropertyDescriptor(RegExp.prototype, "hasIndices").get.name`, `get hasIndices`},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			l := newVM(t, true)
			v, err := l.run("(() => String(" + tt.src + "))")
			if err != nil {
				t.Fatal(err)
			}
			if v.String() != tt.want {
				t.Errorf("got %s, want %s", v, tt.want)
			}
		})
	}
}
