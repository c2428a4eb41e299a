package inprocess_test

import (
	"context"
	"reflect"
	"regexp"
	"testing"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// TestConsoleExtras runs the console methods beyond the levels and table
// (PROG-5). The wanted lines are what Node 22 prints for the same
// statements (node 22.x, recorded with `node file.js 2>&1`), with the
// level marker codemode adds to what Node writes to stderr.
func TestConsoleExtras(t *testing.T) {
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	for _, tc := range []struct {
		name, program string
		want          []string
	}{
		{"dir depth null", `console.dir({ a: { b: { c: { d: 1 } } } }, { depth: null });`, []string{"{\n  a: { b: { c: { d: 1 } } }\n}"}},
		{"dir default depth", `console.dir({ a: { b: { c: { d: 1 } } } });`, []string{"{ a: { b: { c: [Object] } } }"}},
		{"dir depth 0", `console.dir({ a: { b: { c: { d: 1 } } } }, { depth: 0 });`, []string{"{ a: [Object] }"}},
		{"dir depth Infinity", `console.dir({ a: { b: { c: { d: 1 } } } }, { depth: Infinity, showHidden: false, colors: true });`, []string{"{\n  a: { b: { c: { d: 1 } } }\n}"}},
		{"dir string quoted", `console.dir("str");`, []string{"'str'"}},
		{"dir cycle", `const a: any = {}; a.self = a; console.dir(a, { depth: null });`, []string{"<ref *1> { self: [Circular *1] }"}},
		{"group", `console.group("g"); console.log("inside\nsecond"); console.group(); console.warn("deep"); console.groupEnd(); console.groupEnd(); console.groupEnd(); console.log("out");`,
			[]string{"g", "  inside\n  second", "[warn]     deep", "out"}},
		{"groupCollapsed and table", `console.groupCollapsed("c", 1); console.table([{a:1}]); console.groupEnd();`,
			[]string{"c 1", "  ┌─────────┬───┐\n  │ (index) │ a │\n  ├─────────┼───┤\n  │ 0       │ 1 │\n  └─────────┴───┘"}},
		{"count", `console.count(); console.count("x"); console.count(); console.countReset(); console.count();`,
			[]string{"default: 1", "x: 1", "default: 2", "default: 1"}},
		{"countReset unknown", `console.countReset("nope");`, []string{"[warn] Warning: Count for 'nope' does not exist"}},
		{"assert", `console.assert(true, "no"); console.assert(false, "msg %s", "a", {b:1}); console.assert(false); console.assert(0, {x:1});`,
			[]string{"[warn] Assertion failed: msg a { b: 1 }", "[warn] Assertion failed", "[warn] Assertion failed { x: 1 }"}},
		{"timeEnd unknown", `console.timeEnd("t");`, []string{"[warn] Warning: No such label 't' for console.timeEnd()"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := rt.Run(context.Background(), runtime.Request{Program: tc.program})
			if err != nil {
				t.Fatal(err)
			}
			if res.Error != nil {
				t.Fatalf("error %v", res.Error)
			}
			if !reflect.DeepEqual(res.Logs, tc.want) {
				t.Errorf("logs %q, want %q", res.Logs, tc.want)
			}
		})
	}
}

// TestConsoleTime checks console.time's lines by their shape, the
// duration being the clock's: Node prints "label: 0.123ms".
func TestConsoleTime(t *testing.T) {
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	res, err := rt.Run(context.Background(), runtime.Request{Program: `console.time("t"); console.time("t"); console.timeLog("t", "mid", {a: 1}); console.timeEnd("t"); console.timeEnd("t"); console.time(); console.timeEnd();`})
	if err != nil || res.Error != nil {
		t.Fatal(err, res.Error)
	}
	want := []*regexp.Regexp{
		regexp.MustCompile(`^\[warn\] Warning: Label 't' already exists for console\.time\(\)$`),
		regexp.MustCompile(`^t: \d+(\.\d{1,3})?(ms|s) mid \{ a: 1 \}$`),
		regexp.MustCompile(`^t: \d+(\.\d{1,3})?(ms|s)$`),
		regexp.MustCompile(`^\[warn\] Warning: No such label 't' for console\.timeEnd\(\)$`),
		regexp.MustCompile(`^default: \d+(\.\d{1,3})?(ms|s)$`),
	}
	if len(res.Logs) != len(want) {
		t.Fatalf("logs %q", res.Logs)
	}
	for i, re := range want {
		if !re.MatchString(res.Logs[i]) {
			t.Errorf("log %d %q does not match %s", i, res.Logs[i], re)
		}
	}
}

// TestConsoleTrace: console.trace is an error entry, "Trace: " and its
// formatted arguments (bare "Trace" without), then the frames of the call
// at the program's own positions, as Node writes it to stderr.
func TestConsoleTrace(t *testing.T) {
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	res, err := rt.Run(context.Background(), runtime.Request{Program: "function inner() { console.trace(\"hi %d\", 5); }\ninner();\nconsole.trace();"})
	if err != nil || res.Error != nil {
		t.Fatal(err, res.Error)
	}
	want := []*regexp.Regexp{
		regexp.MustCompile(`^\[error\] Trace: hi 5\n    at inner \([^)]*:1:28\)\n    at .*:2:1\)?$`),
		regexp.MustCompile(`^\[error\] Trace\n    at .*:3:9\)?$`),
	}
	if len(res.Logs) != len(want) {
		t.Fatalf("logs %q", res.Logs)
	}
	for i, re := range want {
		if !re.MatchString(res.Logs[i]) {
			t.Errorf("log %d %q does not match %s", i, res.Logs[i], re)
		}
	}
}
