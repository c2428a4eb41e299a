package transpile

import (
	"strings"
	"testing"
)

// TestEscapeCheckDecides: for these programs the plain wrapper parses, so
// the escape check (not a syntax error) is what rejects them. Keeping that
// true is what makes TestWrapperEscape meaningful.
func TestEscapeCheckDecides(t *testing.T) {
	params := []string{"tools", "console"}
	for _, src := range []string{
		`}); evil(); (async function(){`,
		"return 1\n});\nglobalThis.pwned = 1;\n(async function() {",
		`}); evil(); (function(){`,
		`}); evil(); (() => {`,
		`}); evil(); (class {`,
		"}); evil(); (function(){ let",
		`}); evil(); (x as {`,
		`}), evil(), (async function(){`,
		`})(); evil(); (async function(){`,
		"const a = 1;\n}); const b = 2; (function() {\nreturn b",
		"}); with (o) { evil() } (function(){",
		`const s = "})"; }); evil(); (function(){`,
		`const r = /[})]/; }); evil(); (function(){`,
		"enum E { A } }); evil(); (function(){",
		`eval("1"); }); evil(); (async function(){`,
		`\u0065val("1"); }); evil(); (function(){`,
	} {
		r := esbuild(header(params, "")+src+footer, transformOptions(src, "p.ts", false))
		if len(r.Errors) > 0 {
			t.Errorf("%q: plain wrapper does not parse (%s); the case does not exercise the check", src, r.Errors[0].Text)
			continue
		}
		_, err := compile(src, "p.ts", params)
		if te, ok := err.(*Error); !ok || !strings.Contains(te.Message, "closes its enclosing function early") {
			t.Errorf("compile(%q) = %v; want the escape error", src, err)
		}
	}
}

// TestSentinelStripped: the accepted output carries no trace of the probe.
func TestSentinelStripped(t *testing.T) {
	for _, ps := range [][]string{nil, {"tools"}, {"tools", "console"}} {
		p, err := compile("const o = { a: 1 }\nreturn o", "p.ts", ps)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(p.JS, "__codemode_") {
			t.Errorf("sentinel left in JS:\n%s", p.JS)
		}
		want := "(async function(" + strings.Join(ps, ", ") + ") {\n  \"use strict\";\n  const o = { a: 1 };\n  return o;\n});\n"
		if p.JS != want {
			t.Errorf("JS =\n%s\nwant\n%s", p.JS, want)
		}
		if len(p.m.Lines) != len(p.jsLines)-1 && len(p.m.Lines) != len(p.jsLines) {
			t.Errorf("map has %d lines for %d JS lines", len(p.m.Lines), len(p.jsLines))
		}
	}
}

// TestEscapeCheckCost: the renamer's check decides alone (one esbuild
// transform, no Define) unless the output may hold a direct eval, which
// pins the sentinel's name; then the probe is transformed again with the
// Define, and only then.
func TestEscapeCheckCost(t *testing.T) {
	for _, c := range []struct {
		src  string
		want int64
	}{
		{"return 1", 1},
		{"const evaluate = (x: number) => x; return evaluate(1) + 'eval_'.length", 1},
		{`return eval("1 + 1")`, 2},
		{"const f = () => eval; return f", 2},
		{`return \u0065val("1")`, 2},
	} {
		before := esbuildCalls.Load()
		if _, err := compile(c.src, "p.ts", []string{"tools"}); err != nil {
			t.Fatalf("compile(%q): %v", c.src, err)
		}
		if got := esbuildCalls.Load() - before; got != c.want {
			t.Errorf("compile(%q) ran esbuild %d times; want %d", c.src, got, c.want)
		}
	}
}

// TestMayEval: the identifier eval, not a word that contains it.
func TestMayEval(t *testing.T) {
	for code, want := range map[string]bool{
		"eval(x)": true, "  eval(\"1\");\n": true, "(0, eval)(x)": true, "x.eval": true, "eval": true,
		"evaluate(x)": false, "medieval": false, "$eval": false, "eval_": false, "eval2": false, "": false, "ev al": false,
	} {
		if got := mayEval(code); got != want {
			t.Errorf("mayEval(%q) = %v; want %v", code, got, want)
		}
	}
}
