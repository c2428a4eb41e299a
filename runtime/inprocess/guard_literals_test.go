package inprocess

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/internal/testhook"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess/internal/guard"
)

// TestMain checks, for every run of this package's tests, the invariant
// that lets a realm build RegExp.prototype and the generator intrinsics
// only on demand: whenever goja has built one of them, its guards were
// installed (guards.needLiterals) — whatever path the program took.
func TestMain(m *testing.M) {
	testhook.Enable() // __stuckInGo for the backstop's tests (testhook.go)
	releaseHook = func(r *run) {
		if r.vm == nil || r.guards == nil {
			return
		}
		built, guarded := builtLiterals(r.vm), r.guards.Guarded()
		var missing []string
		if built.RegExp && !guarded.RegExp {
			missing = append(missing, "RegExp.prototype")
		}
		if built.Generator && !guarded.Generator {
			missing = append(missing, "GeneratorFunction")
		}
		if len(missing) > 0 {
			unguarded.mu.Lock()
			unguarded.runs = append(unguarded.runs, fmt.Sprintf("%s built unguarded by %q", strings.Join(missing, " and "), r.req.Program))
			unguarded.mu.Unlock()
		}
	}
	code := m.Run()
	for _, u := range unguarded.runs {
		fmt.Fprintln(os.Stderr, "FAIL: lazily guarded intrinsic:", u)
		code = 1
	}
	os.Exit(code)
}

// unguarded lists the runs that broke the invariant TestMain checks.
var unguarded struct {
	mu   sync.Mutex
	runs []string
}

// unguardedSince returns the runs that broke it after the first n.
func unguardedSince(n int) []string {
	unguarded.mu.Lock()
	defer unguarded.mu.Unlock()
	return append([]string(nil), unguarded.runs[n:]...)
}

// builtLiterals reads from goja's realm state which of the intrinsics
// guarded on demand it has built.
func builtLiterals(vm *goja.Runtime) guard.Literals {
	g := reflect.ValueOf(vm).Elem().FieldByName("global")
	return guard.Literals{
		RegExp:    !g.FieldByName("RegExpPrototype").IsNil(),
		Generator: !g.FieldByName("GeneratorFunctionPrototype").IsNil(),
	}
}

// TestScanLiterals: the compile-time scan finds regular expression
// literals and generator functions wherever they are in the program, and
// nothing in programs that only look like them.
func TestScanLiterals(t *testing.T) {
	tests := []struct {
		name, program string
		want          guard.Literals
	}{
		{"nothing", `return 1 + 1`, guard.Literals{}},
		{"division and a product", `const a = 6, b = 3; return a / b * 2 / 1`, guard.Literals{}},
		{"slashes and stars in strings", `return ["https://example.com/a/b", "*", "/x/g", ` + "`/*${1}*/`" + `]`, guard.Literals{}},
		{"comment", "// a /b/ comment, function* g\nreturn 1 /* *x */", guard.Literals{}},
		{"regexp", `return /a+/g.test("aa")`, guard.Literals{RegExp: true}},
		{"regexp in an arrow", `const f = (s: string) => s.replace(/x/g, "y"); return f("x")`, guard.Literals{RegExp: true}},
		{"regexp in a template", "return `${/a/.source}`", guard.Literals{RegExp: true}},
		{"regexp in a class field", `class A { re = /z/ }; return new A().re.source`, guard.Literals{RegExp: true}},
		{"generator declaration", `function* g() { yield 1 } return [...g()]`, guard.Literals{Generator: true}},
		{"generator method", `class A { *m() { yield 1 } } return [...new A().m()]`, guard.Literals{Generator: true}},
		{"generator object method", `const o = { *[Symbol.iterator]() { yield 2 } }; return [...o]`, guard.Literals{Generator: true}},
		{"both, nested", `const f = () => { function* g() { yield /q/ } return g }; return f()().next().value.source`, guard.Literals{RegExp: true, Generator: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := compile(tt.program, "program.ts", nil)
			if c.err != nil {
				t.Fatal(c.err)
			}
			if c.literals != tt.want {
				t.Errorf("got %+v, want %+v", c.literals, tt.want)
			}
		})
	}
}

// TestLiteralGuardsOnDemand: every way a program reaches RegExp.prototype
// or the generator function constructor without a literal that the
// compile-time scan sees still meets the guards (the size guards of the
// regular expression methods, the source check of GeneratorFunction), in
// all three guard modes; checkGuardCase checks the invariant of TestMain
// for each run.
func TestLiteralGuardsOnDemand(t *testing.T) {
	const deep = `"return " + "[".repeat(10001) + "]".repeat(10001)`
	catchRange := func(expr string) string {
		return `try { ` + expr + ` } catch (e) { return e instanceof RangeError && e.message.includes("GeneratorFunction") } return "not stopped"`
	}
	tests := []guardCase{
		{"RegExp global", `return "x".repeat(1100000).match(new RegExp("x", "g")).length`, runtime.KindWorkerExit, "RegExp.prototype[Symbol.match]"},
		{"RegExp global by a computed name", `return "x".repeat(1100000).match(new globalThis["Reg" + "Exp"]("x", "g")).length`, runtime.KindWorkerExit, "RegExp.prototype[Symbol.match]"},
		{"String.prototype.matchAll of a string", `return [..."x".repeat(1100000).matchAll("x")].length`, runtime.KindWorkerExit, "RegExp.prototype[Symbol.matchAll]"},
		{"String.prototype.match of a string", `return "a1b22".match("\\d+")[0]`, "", `"1"`},
		{"String.prototype.search of a string", `return "aXbX".search("X")`, "", `1`},
		{"eval", `return "x".repeat(1100000).match(eval("/x/g")).length`, runtime.KindWorkerExit, "RegExp.prototype[Symbol.match]"},
		{"indirect eval", `return "x".repeat(1100000).match((0, eval)("/x/g")).length`, runtime.KindWorkerExit, "RegExp.prototype[Symbol.match]"},
		{"Function", `return "x".repeat(1100000).match(Function("return /x/g")()).length`, runtime.KindWorkerExit, "RegExp.prototype[Symbol.match]"},
		{"AsyncFunction", `const AF = (async () => {}).constructor; return "x".repeat(1100000).match(await AF("return /x/g")()).length`, runtime.KindWorkerExit, "RegExp.prototype[Symbol.match]"},
		{"a library module", `return new URL("https://example.com/a?b=1").searchParams.get("b")`, "", `"1"`},
		{"generator function", catchRange(`(function* () {}).constructor(` + deep + `)`), "", `true`},
		{"generator method", catchRange(`class A { *m() {} } Object.getPrototypeOf(new A().m).constructor(` + deep + `)`), "", `true`},
		{"generator from eval", catchRange(`eval("(function* () {})").constructor(` + deep + `)`), "", `true`},
		{"generator from Function", catchRange(`Function("return function* () {}")().constructor(` + deep + `)`), "", `true`},
		{"generator of a library module", `return [1, 2].values().map((x) => x * 2).toArray().join()`, "", `"2,4"`},
		{"the console's inspector", `console.log({ a: 1 }, [2]); return 1`, "", `1`},
		{"neither", `return [1, 2].map((x) => x + 1).join()`, "", `"2,3"`},
	}
	checkGuardCases(t, tests)
}

// TestLiteralGuardsOnProbes runs the probes of the JavaScript models write
// (tests/testdata: langcheck.txt, and probes.txt beyond it; package tests
// checks their results) and checks the invariant of TestMain for each.
func TestLiteralGuardsOnProbes(t *testing.T) {
	rt := guardRuntime(t)
	n := 0
	for _, file := range []string{"langcheck.txt", "probes.txt"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "tests", "testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		for _, probe := range strings.Split(string(b), "\n=== ")[1:] {
			header, body, _ := strings.Cut(probe, "\n")
			before := len(unguardedSince(0))
			guardRun(t, rt, body)
			if u := unguardedSince(before); len(u) > 0 {
				t.Errorf("%s: %s", header, u[0])
			}
			n++
		}
	}
	if n < 70 {
		t.Fatalf("only %d probes", n)
	}
}

// FuzzLiteralGuards: whatever the program, the intrinsics guarded on
// demand are never built unguarded (the invariant of TestMain); the seeds
// put regular expression literals and generators in every syntactic
// place the compile-time scan must reach.
func FuzzLiteralGuards(f *testing.F) {
	for _, seed := range []string{
		`return /a/.source`,
		`function f(x = /d/) { return x } return f().source`,
		`class A { static { (this as any).r = /s/ } } return (A as any).r.source`,
		`class B { static r = /f/ } return B.r.source`,
		`return Object.keys({ [/k/.source]: 1 })`,
		"return String.raw`${/t/.source}`",
		`label: { const r = /l/; if (r) break label } return 1`,
		`try { throw /e/ } catch (e) { return (e as RegExp).source }`,
		`for (const x of [/o/]) return x.source`,
		`return [1].map(() => /m/.test("m"))`,
		`const o = { async m() { return /am/ } }; return (await o.m()).source`,
		`const g = function* () { yield* [1] }; return [...g()]`,
		`return (class { static *m() { yield 1 } }).m().next().value`,
		`const o = { *[Symbol.iterator]() { yield 2 } }; return [...o]`,
		`return eval("/x/").source`,
		`return new Function("return function* () {}")().constructor.name`,
		`return "a1".match("\\d")?.[0]`,
		`return [..."ab".matchAll("b")].length`,
		`return new URL("https://e.com/p?q=1").search`,
		`console.log(/c/, function* () {}); return 1`,
	} {
		f.Add(seed)
	}
	rt, err := New(&runtime.Options{MemoryBytes: guardBudget, Compute: 500 * time.Millisecond, Wall: 2 * time.Second})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { rt.Close() })
	f.Fuzz(func(t *testing.T, program string) {
		before := len(unguardedSince(0))
		if _, err := rt.Run(context.Background(), runtime.Request{Program: program}); err != nil {
			t.Fatal(err)
		}
		if u := unguardedSince(before); len(u) > 0 {
			t.Error(u[0])
		}
	})
}
