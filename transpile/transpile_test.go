package transpile_test

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/transpile"
)

var update = flag.Bool("update", false, "rewrite testdata/accept/*.golden from the current output")

var params = []string{"tools", "ToolCallError", "console"}

func transform(t *testing.T, src string) *transpile.Program {
	t.Helper()
	p, err := transpile.Transform(src, transpile.Options{Params: params})
	if err != nil {
		t.Fatalf("Transform(%q): %v", src, err)
	}
	return p
}

// TestAcceptedGolden transforms each testdata/accept/NAME.ts (the TS
// constructs DESIGN §3.1 accepts, and the syntax this goja lacks) and
// compares the JS with NAME.golden. Run with -update to rewrite, then review
// the diff.
func TestAcceptedGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/accept/*.ts")
	if err != nil || len(files) == 0 {
		t.Fatalf("no inputs: %v", err)
	}
	for _, in := range files {
		name := strings.TrimSuffix(filepath.Base(in), ".ts")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			p := transform(t, string(src))
			golden := strings.TrimSuffix(in, ".ts") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(p.JS), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if p.JS != string(want) {
				t.Errorf("JS differs from %s (run go test -update and review the diff)\n--- got ---\n%s", golden, p.JS)
			}
			checkShape(t, p)
		})
	}
}

// checkShape asserts the JS contract: one async function expression with
// the given params, strict, no source-map comment.
func checkShape(t *testing.T, p *transpile.Program) {
	t.Helper()
	head := "(async function(" + strings.Join(p.Params, ", ") + ") {\n  \"use strict\";\n"
	if !strings.HasPrefix(p.JS, head) {
		t.Errorf("JS does not start with %q:\n%s", head, p.JS)
	}
	if !strings.HasSuffix(p.JS, "\n});\n") {
		t.Errorf("JS does not end with the function's close:\n%s", p.JS)
	}
	if strings.Contains(p.JS, "sourceMappingURL") {
		t.Errorf("JS carries a sourceMappingURL:\n%s", p.JS)
	}
}

// TestLoweringChoices pins which syntax is lowered and which is kept, per
// the goja findings in supported.go.
func TestLoweringChoices(t *testing.T) {
	cases := []struct {
		name, src       string
		want, notWanted []string
	}{
		{"async generator lowered", "async function* g() { yield 1 }", []string{"__asyncGenerator(", "function* ()"}, []string{"async function*"}},
		{"for await lowered", "for await (const x of []) {}", []string{"__forAwait("}, []string{"for await"}},
		{"using lowered", "{ using r = null }", []string{"__using("}, []string{"using r"}},
		{"decorator lowered", "function d(v: any) { return v }\nclass A { @d m() {} }", []string{"__decorateElement("}, []string{"@d"}},
		{"dynamic import lowered", `try { await import("x") } catch {}`, []string{"require(\"x\")"}, []string{"import("}},
		{"\\p rewritten", `const r = /\p{L}/u`, []string{`new RegExp("\\p{L}", "u")`}, nil},
		{"named groups rewritten", `const r = /(?<y>\d)/`, []string{`new RegExp("(?<y>\\d)")`}, nil},
		{"d flag rewritten", `const r = /x/d`, []string{`new RegExp("x", "d")`}, nil},
		{"v flag rewritten", `const r = /[a]/v`, []string{`new RegExp("[a]", "v")`}, nil},
		{"async kept", "const f = async () => await 1", []string{"async () => await 1"}, []string{"__async("}},
		{"generator kept", "function* g() { yield 1 }", []string{"function* g()"}, nil},
		{"private fields kept", "class A { #x = 1; static { } m(o: object) { return #x in o } }", []string{"#x = 1", "#x in o", "static {"}, []string{"WeakMap"}},
		{"optional chain and nullish kept", "const o: any = {}; let v; v ??= o?.a ?? 1", []string{"v ??= o?.a ?? 1"}, nil},
		{"exponent kept", "let a = 2; a **= 2 ** 3", []string{"a **= 2 ** 3"}, nil},
		{"object spread kept", "const { a, ...r } = { a: 1, ...{} }", []string{"...r", "...{}"}, []string{"__objRest", "__spreadValues"}},
		{"optional catch binding kept", "try {} catch {}", []string{"catch {"}, nil},
		{"bigint kept", "const b = 10n", []string{"10n"}, nil},
		{"lookbehind and s/y/u flags kept", `const r = [/(?<=a)b/s, /x/y, /\u{61}/u]`, []string{`/(?<=a)b/s`, "/x/y", `/\u{61}/u`}, []string{"RegExp"}},
		{"enum compiled", "enum E { A }", []string{`E2[E2["A"] = 0] = "A"`}, []string{"enum"}},
		{"parameter property compiled", "class A { constructor(public x: number) {} }", []string{"this.x = x"}, []string{"public"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := transform(t, c.src)
			for _, w := range c.want {
				if !strings.Contains(p.JS, w) {
					t.Errorf("JS lacks %q:\n%s", w, p.JS)
				}
			}
			for _, w := range c.notWanted {
				if strings.Contains(p.JS, w) {
					t.Errorf("JS contains %q:\n%s", w, p.JS)
				}
			}
			checkShape(t, p)
		})
	}
}

// TestHelpersInsideFunction checks that esbuild's helpers for lowered
// syntax end up after the function's "use strict" line, not as globals.
func TestHelpersInsideFunction(t *testing.T) {
	p := transform(t, "for await (const x of []) {}\nreturn 1")
	checkShape(t, p)
	i := strings.Index(p.JS, "var __forAwait")
	j := strings.Index(p.JS, "\"use strict\"")
	if i < 0 || i < j {
		t.Fatalf("helper not after the strict directive:\n%s", p.JS)
	}
}

// TestNoSourceMappingURL: goja would read a host path named by such a
// comment, so none may reach JS, not even as a legal comment.
func TestNoSourceMappingURL(t *testing.T) {
	for _, src := range []string{
		"//# sourceMappingURL=/etc/passwd\nreturn 1",
		"//# sourceMappingURL=/etc/passwd @license\nreturn 1",
		"/*! //# sourceMappingURL=/etc/passwd */\nreturn 1",
		"return 1\n//# sourceMappingURL=data:application/json;base64,e30= @preserve",
	} {
		p := transform(t, src)
		checkShape(t, p)
	}
}

// TestRejected covers what DESIGN §3.1 and TS-3 leave as errors inside a
// function body: namespaces and static import/export, each at its line.
func TestRejected(t *testing.T) {
	cases := []struct {
		name, src string
		line, col int
		msg       string
	}{
		{"namespace", "const a = 1\n\nnamespace Util { export const k = 1 }\nreturn 1", 3, 11, "namespace declarations are not allowed"},
		{"module", "module Legacy { }\nreturn 1", 1, 8, "namespace declarations are not allowed"},
		{"declare namespace", "declare namespace N { const x: number }", 1, 19, "namespace declarations are not allowed"},
		{"declare module", "\tdeclare module \"m\" { }", 1, 17, "namespace declarations are not allowed"},
		{"import.meta", "const u = 1;\n  return import.meta.url", 2, 10, `"import.meta" is not available`},
		{"bare import.meta", "try { return typeof import.meta } catch { }", 1, 21, `"import.meta" is not available`},
		{"import.meta with a taken name", "const import_meta = 1;\nconst m = import.meta;", 2, 11, `"import.meta" is not available`},
		{"static import of a module", "// load\nimport fs from \"fs\"\nreturn fs.readFileSync(\"x\")", 2, 16, `programs cannot import modules: "fs"`},
		{"side-effect import", "import \"./setup\"\nreturn 1", 1, 8, `programs cannot import modules: "./setup"`},
		{"re-export of a module", "export * from \"lodash\"\nreturn 1", 1, 15, `programs cannot import modules: "lodash"`},
		{"import equals", "import x = require(\"y\")", 1, 8, "static import is not allowed"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkError(t, c.src, c.line, c.col, c.msg)
		})
	}
}

func checkError(t *testing.T, src string, line, col int, msg string) *transpile.Error {
	t.Helper()
	p, err := transpile.Transform(src, transpile.Options{Filename: "prog.ts", Params: params})
	var te *transpile.Error
	if !errors.As(err, &te) {
		t.Fatalf("Transform(%q) = %v, %v; want *transpile.Error", src, p, err)
	}
	if te.Line != line || te.Col != col {
		t.Errorf("Transform(%q) error at %d:%d, want %d:%d: %v", src, te.Line, te.Col, line, col, te)
	}
	if !strings.Contains(te.Message, msg) {
		t.Errorf("Transform(%q) message %q does not contain %q", src, te.Message, msg)
	}
	if te.Filename != "prog.ts" {
		t.Errorf("Filename = %q", te.Filename)
	}
	lines := strings.Split(src, "\n")
	if te.Line >= 1 && te.Line <= len(lines) && te.LineText != strings.TrimSuffix(lines[te.Line-1], "\r") {
		t.Errorf("LineText = %q, want line %d %q", te.LineText, te.Line, lines[te.Line-1])
	}
	return te
}

// TestOddInput: a byte-order mark, NUL bytes, invalid UTF-8 and a huge
// line are programs like any other.
func TestOddInput(t *testing.T) {
	for _, src := range []string{"\uFEFFreturn 1", "return '\x00'", "return '\xff\xfe'", "return " + strings.Repeat("1 + ", 20000) + "1"} {
		p, err := transpile.Transform(src, transpile.Options{Params: params})
		if err != nil {
			t.Errorf("%.20q: %v", src, err)
			continue
		}
		checkShape(t, p)
	}
}
