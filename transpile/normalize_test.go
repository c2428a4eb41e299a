package transpile_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/transpile"
)

// TestNormalize: the program shapes peers accept (issue #34; cases learnt
// from Cloudflare's codemode normalize tests) compile into a function
// that runs the model's code, and Program.Normalized says what was done.
// The JS is checked for the call of a lone function (return (...)()) or
// its absence; positions are checked in TestNormalizeKeepsPositions.
func TestNormalize(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		called    bool   // a lone function was called
		note      string // substring of Normalized; "" means none
		js        string // substring of the JS
		asIs      bool   // left as it is: it may fail to compile, and keeps its text
	}{
		{name: "plain body", src: "const x = await tools.a({});\nreturn x", js: "return x;"},
		{name: "async arrow", src: "async () => { return 1; }", called: true, note: "called the program's lone async arrow function"},
		{name: "sync arrow", src: "() => { return 1; }", called: true, note: "lone arrow function"},
		{name: "arrow with parameters", src: "async (a, b) => { return a + b; }", called: true},
		{name: "concise arrow", src: "() => 42", called: true},
		{name: "single-parameter arrow", src: "x => x", called: true},
		{name: "arrow with trailing semicolon", src: "async () => { return 1; };", called: true},
		{name: "arrow, semicolon and comment", src: "// fetch it\nasync () => {\n  return 1;\n}; // done\n", called: true},
		{name: "typed arrow", src: "async (): Promise<number> => { const n: number = 1; return n }", called: true},
		{name: "async function expression", src: "async function () { return 5 }", called: true, note: "lone async function"},
		{name: "named function declaration", src: "async function main() { return 42; }", called: true},
		{name: "sync function declaration", src: "function compute() { return 1 + 2; }", called: true, note: "lone function"},
		{name: "function and a call are two statements", src: "function helper() { return 1; }\nreturn helper()", js: "return helper();"},
		{name: "IIFE is not a lone function", src: "(async () => { return 42; })()", js: "})();"},
		{name: "two arrows", src: "() => 1;\n() => 2", js: "() => 2"},
		{name: "arrow then statement", src: "const f = async () => 1;\nreturn await f()", js: "return await f();"},
		{name: "parenthesized arrow", src: "(async () => { return 1 })", called: true},
		{name: "class is not a function", src: "(class A {})", js: "class A"},
		{name: "identifier call", src: "console.log(1)", js: "console.log(1);"},
		{name: "js fence", src: "```js\nreturn 1\n```", note: "removed the ```js fence around it (lines 1 and 3)", js: "return 1;"},
		{name: "javascript fence", src: "```javascript\nconst x = 1;\nreturn x + 2\n```", note: "```javascript fence", js: "return x + 2;"},
		{name: "typescript fence", src: "```typescript\nconst n: number = 2\nreturn n\n```\n", note: "```typescript fence", js: "const n = 2;"},
		{name: "ts fence", src: "```ts\nreturn 1\n```", note: "```ts fence"},
		{name: "tsx fence", src: "```tsx\nreturn 1\n```", note: "```tsx fence"},
		{name: "jsx fence", src: "```jsx\nreturn 1\n```", note: "```jsx fence"},
		{name: "bare fence", src: "```\nreturn 1\n```", note: "removed the ``` fence around it"},
		{name: "fence with trailing spaces", src: "```js\nreturn 1\n```  ", note: "```js fence"},
		{name: "fence with blank lines around", src: "\n\n```js\nreturn 1\n```\n\n", note: "(lines 3 and 5)"},
		{name: "fence and lone arrow", src: "```js\nasync () => { return 1; }\n```", called: true, note: "removed the ```js fence around it (lines 1 and 3); called the program's lone async arrow function"},
		{name: "fence and function declaration", src: "```js\nasync function run() { return await tools.searchWeb({ query: 'test' }); }\n```", called: true},
		{name: "prose around one fence", src: "Here is the program:\n```ts\nreturn 2\n```\nIt returns 2.", note: "and the text outside the fence", js: "return 2;"},
		{name: "python fence is left alone", src: "```python\nprint(1)\n```", asIs: true},
		{name: "unclosed fence is left alone", src: "```js\nreturn 1", asIs: true},
		{name: "escaped fence in a template stays", src: "const md = `\n\\`\\`\\`js\nx\n\\`\\`\\`\n`\nreturn md", js: "return md;"},
		{name: "export default arrow", src: "export default async () => { return 1; }", called: true, note: "removed `export default`; called the program's lone async arrow function"},
		{name: "export default function", src: "export default function () { return 42; }", called: true, note: "removed `export default`"},
		{name: "fence, export default and arrow", src: "```js\nexport default async () => { return 1; }\n```", called: true, note: "removed the ```js fence around it (lines 1 and 3); removed `export default`"},
		{name: "empty program", src: "", js: "\"use strict\";"},
		{name: "whitespace program", src: "   \n\t  ", js: "\"use strict\";"},
		{name: "return at top level", src: "return 42", js: "return 42;"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := transpile.Transform(tc.src, transpile.Options{Params: []string{"tools", "console"}})
			if tc.asIs {
				if err == nil && (p.Normalized != "" || !strings.Contains(p.JS, "```")) {
					t.Errorf("normalized %q:\n%s", p.Normalized, p.JS)
				}
				return
			}
			if err != nil {
				t.Fatalf("Transform: %v", err)
			}
			if tc.note == "" && !tc.called && p.Normalized != "" {
				t.Errorf("Normalized = %q, want none", p.Normalized)
			}
			if tc.note != "" && !strings.Contains(p.Normalized, tc.note) {
				t.Errorf("Normalized = %q, want it to contain %q", p.Normalized, tc.note)
			}
			if called := strings.Contains(p.Normalized, "called the program's lone"); called != tc.called {
				t.Errorf("called = %v, want %v (%q)", called, tc.called, p.Normalized)
			}
			if tc.called && !strings.Contains(p.JS, ")()") {
				t.Errorf("lone function not called:\n%s", p.JS)
			}
			if tc.called && (!strings.HasPrefix(p.Normalized, "codemode: normalized the program: ") || strings.Contains(p.Normalized, "\n")) {
				t.Errorf("Normalized = %q: want one line", p.Normalized)
			}
			if tc.js != "" && !strings.Contains(p.JS, tc.js) {
				t.Errorf("JS lacks %q:\n%s", tc.js, p.JS)
			}
			if strings.Contains(p.JS, "```") {
				t.Errorf("JS keeps a fence:\n%s", p.JS)
			}
		})
	}
}

// TestNormalizeKeepsPositions: after normalization, errors still point at
// the model's own line and column (DESIGN §3.2), both syntax errors
// (transpile.Error) and positions of the compiled JS (Program.Position).
func TestNormalizeKeepsPositions(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		line, col int
	}{
		{name: "syntax error inside a fence", src: "```ts\nconst a = 1\nreturn )\n```", line: 3, col: 8},
		{name: "syntax error inside prose and fence", src: "Sure:\n\n```js\nlet x = ;\n```\nDone.", line: 4, col: 9},
		{name: "syntax error in a lone arrow", src: "async () => {\n  const x = ;\n}", line: 2, col: 13},
		{name: "unclosed lone arrow in a fence", src: "```js\nasync () => {\n  return 1\n```", line: 3, col: 11},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := transpile.Transform(tc.src, transpile.Options{Params: []string{"tools"}})
			var te *transpile.Error
			if !errors.As(err, &te) {
				t.Fatalf("want *transpile.Error, got %v", err)
			}
			if te.Line != tc.line || te.Col != tc.col {
				t.Errorf("at %d:%d, want %d:%d\n%v", te.Line, te.Col, tc.line, tc.col, te)
			}
		})
	}
	// A runtime position inside a called lone arrow maps to its line.
	src := "```js\nasync () => {\n  const r = await tools.a({});\n  return r.x.y;\n};\n```"
	p, err := transpile.Transform(src, transpile.Options{Params: []string{"tools"}})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(p.JS, "\n")
	found := false
	for i, l := range lines {
		if c := strings.Index(l, "r.x.y"); c >= 0 {
			sl, sc, ok := p.Position(i+1, c+1)
			if !ok || sl != 4 || sc != 10 {
				t.Errorf("r.x.y at JS %d:%d maps to %d:%d (%v), want 4:10", i+1, c+1, sl, sc, ok)
			}
			found = true
		}
	}
	if !found {
		t.Fatalf("no r.x.y in\n%s", p.JS)
	}
}
