package langlib_test

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

func eval(t *testing.T, vm *goja.Runtime, src string) string {
	t.Helper()
	v, err := vm.RunString(src)
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return v.String()
}

func TestInstallNilRuntime(t *testing.T) {
	if err := langlib.Install(nil, nil); err == nil {
		t.Fatal("Install(nil) succeeded")
	}
}

// TestInstallIsLazy: names are not own properties (globals) or not yet
// built (methods) until first use, a module materialises only the names
// it provides, and a used name becomes a plain data property. Reflective
// functions materialise what they report on, so laziness is observed
// through Object.prototype.hasOwnProperty and the modules that ran.
func TestInstallIsLazy(t *testing.T) {
	vm := goja.New()
	ran := 0
	if err := langlib.Install(vm, &langlib.Options{BeforeModule: func() { ran++ }}); err != nil {
		t.Fatal(err)
	}
	own := func(expr string) string {
		return eval(t, vm, `Object.prototype.hasOwnProperty.call(`+expr+`) ? "own" : "absent"`)
	}
	kind := func(expr string) string {
		return eval(t, vm, `(() => { const d = Reflect.getOwnPropertyDescriptor(`+expr+`); return d === undefined ? "absent" : "get" in d ? "accessor" : "data"; })()`)
	}
	// New globals are not own properties until first use; they resolve
	// through the global object's prototype.
	for _, n := range []string{"Intl", "structuredClone", "URL", "TextEncoder", "crypto"} {
		if got := own(`globalThis, "` + n + `"`); got != "absent" {
			t.Errorf("before use, globalThis.%s is %s, want absent", n, got)
		}
		if got := eval(t, vm, `"`+n+`" in globalThis`); got != "true" {
			t.Errorf(`"%s" in globalThis = %s before use`, n, got)
		}
	}
	// Builtins are resolved on first lookup; extensions attach then.
	for _, n := range []string{"RegExp", "Set", "Math"} {
		if got := own(`globalThis, "` + n + `"`); got != "absent" {
			t.Errorf("before use, globalThis.%s is %s, want absent", n, got)
		}
	}
	// The Set methods are defined, as data properties, when Set is named.
	if got := kind(`Set.prototype, "union"`); got != "data" {
		t.Errorf("after naming Set, Set.prototype.union is %s, want data", got)
	}
	if got := own(`globalThis, "Object"`); got != "own" {
		t.Errorf("after naming Object, globalThis.Object is %s, want own", got)
	}
	if ran != 0 {
		t.Errorf("%d modules ran before any use", ran)
	}
	eval(t, vm, `structuredClone(1)`)
	if got := kind(`globalThis, "structuredClone"`); got != "data" {
		t.Errorf("after use, structuredClone is %s, want data", got)
	}
	if got := own(`globalThis, "DOMException"`); got != "own" {
		t.Errorf("DOMException (same module) is %s, want own", got)
	}
	if got := own(`globalThis, "Intl"`); got != "absent" {
		t.Errorf("Intl materialised by structuredClone: %s", got)
	}
	if ran != 1 {
		t.Errorf("structuredClone ran %d modules, want 1", ran)
	}
	// A reflective look at a lazy name materialises it.
	if got := kind(`Number.prototype, "toLocaleString"`); got != "data" {
		t.Errorf("Number.prototype.toLocaleString as reported: %s, want data", got)
	}
	if got := kind(`Object, "groupBy"`); got != "data" {
		t.Errorf("Object.groupBy as reported: %s, want data", got)
	}
	if got := kind(`globalThis, "eval"`); got != "data" {
		t.Errorf("globalThis.eval as reported: %s, want data", got)
	}
	if got := eval(t, vm, `(1234.5).toLocaleString()`); got != "1,234.5" {
		t.Errorf("toLocaleString = %q", got)
	}
	if got := eval(t, vm, `Object.keys(globalThis).join()`); got != "" {
		t.Errorf("enumerable globals: %q, want none", got)
	}
	if got := eval(t, vm, `Object.getOwnPropertyNames(globalThis).includes("Intl") && Reflect.ownKeys(globalThis).includes("parseInt")`); got != "true" {
		t.Errorf("own names of globalThis omit lazy globals")
	}
}

func TestInstallAssignBeforeUse(t *testing.T) {
	vm := goja.New()
	if err := langlib.Install(vm, nil); err != nil {
		t.Fatal(err)
	}
	if got := eval(t, vm, `globalThis.URL = 5; String(URL)`); got != "5" {
		t.Errorf("URL after assignment = %q", got)
	}
	if got := eval(t, vm, `Object.groupBy = () => "mine"; Object.groupBy()`); got != "mine" {
		t.Errorf("Object.groupBy after assignment = %q", got)
	}
	if got := eval(t, vm, `"use strict"; Set.prototype.union = function () { return "mine"; }; new Set().union()`); got != "mine" {
		t.Errorf("Set.prototype.union after assignment = %q", got)
	}
	if got := eval(t, vm, `"use strict"; const it = [1].values(); it.map = 7; it.map + ":" + typeof [2].values().map`); got != "7:function" {
		t.Errorf("iterator map after assignment = %q", got)
	}
	if got := eval(t, vm, `[Object.getPrototypeOf(Set.prototype) === Object.prototype, new Set() instanceof Object, "union" in new Set()].join()`); got != "true,true,true" {
		t.Errorf("Set.prototype chain = %q", got)
	}
}

func TestRandInjection(t *testing.T) {
	vm := goja.New()
	if err := langlib.Install(vm, &langlib.Options{Rand: bytes.NewReader(make([]byte, 64))}); err != nil {
		t.Fatal(err)
	}
	if got := eval(t, vm, `crypto.randomUUID()`); got != "00000000-0000-4000-8000-000000000000" {
		t.Errorf("randomUUID with zero entropy = %q", got)
	}
	if got := eval(t, vm, `crypto.getRandomValues(new Uint32Array(2)).join()`); got != "0,0" {
		t.Errorf("getRandomValues with zero entropy = %q", got)
	}
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("no entropy") }

func TestRandFailureIsAnException(t *testing.T) {
	vm := goja.New()
	if err := langlib.Install(vm, &langlib.Options{Rand: failingReader{}}); err != nil {
		t.Fatal(err)
	}
	_, err := vm.RunString(`crypto.randomUUID()`)
	if err == nil || !strings.Contains(err.Error(), "no entropy") {
		t.Fatalf("err = %v, want the entropy source's error", err)
	}
}

// TestIsolation (DESIGN §3.5): globalThis holds only ECMAScript globals,
// the polyfills and console; nothing of the host.
func TestIsolation(t *testing.T) {
	vm := goja.New()
	base := vm.GlobalObject()
	if err := langlib.Install(vm, nil); err != nil {
		t.Fatal(err)
	}
	if err := vm.GlobalObject().Set("__base", base); err != nil {
		t.Fatal(err)
	}
	ecma := "AggregateError Array ArrayBuffer BigInt BigInt64Array BigUint64Array Boolean DataView Date Error EvalError " +
		"Float32Array Float64Array Function Infinity Int16Array Int32Array Int8Array JSON Map Math NaN Number Object Promise " +
		"Proxy RangeError ReferenceError Reflect RegExp Set String Symbol SyntaxError TypeError URIError Uint16Array Uint32Array " +
		"Uint8Array Uint8ClampedArray WeakMap WeakSet decodeURI decodeURIComponent encodeURI encodeURIComponent escape eval " +
		"globalThis isFinite isNaN parseFloat parseInt undefined unescape"
	polyfills := "DOMException FinalizationRegistry Intl Iterator TextDecoder TextEncoder URL URLSearchParams WeakRef atob btoa " +
		"crypto performance structuredClone"
	allowed := map[string]bool{}
	for _, n := range strings.Fields(ecma + " " + polyfills) {
		allowed[n] = true
	}
	// globalThis resolves names from goja's own global object on first
	// lookup: list both, keeping the names a program can see (goja's
	// GoError is hidden).
	names := strings.Split(eval(t, vm, `(() => {
		const out = new Set(Object.getOwnPropertyNames(globalThis));
		for (const n of Object.getOwnPropertyNames(__base)) out.add(n);
		out.delete("__base");
		return [...out].filter((n) => n === "undefined" || globalThis[n] !== undefined).join(" ");
	})()`), " ")
	sort.Strings(names)
	if len(names) < 50 {
		t.Fatalf("only %d globals listed: %v", len(names), names)
	}
	for _, n := range names {
		if !allowed[n] {
			t.Errorf("unexpected global %q", n)
		}
	}
	if got := eval(t, vm, `typeof GoError`); got != "undefined" {
		t.Errorf("typeof GoError = %q", got)
	}
	for _, n := range strings.Fields(polyfills) {
		if got := eval(t, vm, `typeof `+n); got == "undefined" {
			t.Errorf("polyfill %s missing", n)
		}
	}
	for _, n := range []string{"process", "require", "fetch", "Buffer", "module", "exports", "global", "setImmediate", "XMLHttpRequest"} {
		if got := eval(t, vm, `typeof `+n); got != "undefined" {
			t.Errorf("typeof %s = %q, want undefined", n, got)
		}
	}
}

// TestConcurrentRuntimes: runtimes on separate goroutines share only the
// compiled module programs and the translation caches.
func TestConcurrentRuntimes(t *testing.T) {
	const n = 8
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			vm := goja.New()
			if err := langlib.Install(vm, nil); err != nil {
				errs <- err
				return
			}
			v, err := vm.RunString(fmt.Sprintf(`[
				new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(%d.5),
				structuredClone(new Map([[1, 2]])).get(1),
				new URL("../x", "https://e.com/a/b").href,
				new RegExp("^\\p{Lu}(?<r>\\p{Ll}+)$", "u").exec("Hello").groups.r,
				new TextDecoder().decode(new TextEncoder().encode("é")),
				[1, 2].values().map((x) => x * %d).toArray().join(),
			].join("|")`, i, i))
			if err != nil {
				errs <- err
				return
			}
			want := fmt.Sprintf("$%d.50|2|https://e.com/x|ello|é|%d,%d", i, i, 2*i)
			if v.String() != want {
				errs <- fmt.Errorf("runtime %d: got %q, want %q", i, v, want)
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestStructuredCloneErrors(t *testing.T) {
	vm := goja.New()
	if err := langlib.Install(vm, nil); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ expr, want string }{
		{`structuredClone(() => 1)`, "DataCloneError: () => 1 could not be cloned."},
		{`structuredClone(Symbol("s"))`, "DataCloneError: Symbol(s) could not be cloned."},
		{`structuredClone({ p: Promise.resolve() })`, "DataCloneError: [object Promise] could not be cloned."},
		{`structuredClone()`, "TypeError: The \"value\" argument must be specified"},
	}
	for _, tc := range tests {
		got := eval(t, vm, `(() => { try { `+tc.expr+`; return "no error"; } catch (e) { return e.name + ": " + e.message; } })()`)
		if got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.expr, got, tc.want)
		}
	}
}

func TestRegexpErrorsAreClear(t *testing.T) {
	vm := goja.New()
	if err := langlib.Install(vm, nil); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ expr, want string }{
		{`new RegExp("\\p{Nope}", "u")`, `SyntaxError: Invalid regular expression: /\p{Nope}/: Invalid property name`},
		{`new RegExp("[a--b]", "v")`, `SyntaxError: Invalid regular expression flags: the v flag is not supported by this runtime; use u`},
		{`new RegExp("(?<a>.)\\k<b>")`, `SyntaxError: Invalid regular expression: /(?<a>.)\k<b>/: Invalid named capture referenced`},
	}
	for _, tc := range tests {
		got := eval(t, vm, `(() => { try { `+tc.expr+`; return "no error"; } catch (e) { return e.name + ": " + e.message; } })()`)
		if got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.expr, got, tc.want)
		}
	}
}

func ExampleInstall() {
	vm := goja.New()
	if err := langlib.Install(vm, nil); err != nil {
		panic(err)
	}
	v, err := vm.RunString(`[
		new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(1234.5),
		new Date(Date.UTC(2024, 6, 4, 21, 5)).toLocaleString(),
		JSON.stringify(Object.groupBy([1, 2, 3], (x) => (x % 2 ? "odd" : "even"))),
		new RegExp("^\\p{Script=Greek}+$", "u").test("αβγ"),
	].join("\n")`)
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	// Output:
	// €1,234.50
	// 7/4/2024, 9:05:00 PM
	// {"odd":[1,3],"even":[2]}
	// true
}

// trivial is a run's shape in codemode: an async function called with a
// console-like parameter whose result is serialised as JSON.
var trivial = goja.MustCompile("trivial.js", `(async function (console) {
	const a = [1, 2, 3];
	console.log("n", a.length);
	return JSON.stringify({ doubled: a.map((x) => x * 2) });
})({ log() {} })`, true)

// BenchmarkInstall measures Install on a fresh runtime.
func BenchmarkInstall(b *testing.B) {
	for b.Loop() {
		vm := goja.New()
		if err := langlib.Install(vm, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTrivialRun compares a fresh runtime running a trivial program
// with and without Install; the difference is Install's cost to a run that
// uses none of the library.
func BenchmarkTrivialRun(b *testing.B) {
	for _, install := range []bool{false, true} {
		name := "bare"
		if install {
			name = "langlib"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				vm := goja.New()
				if install {
					if err := langlib.Install(vm, nil); err != nil {
						b.Fatal(err)
					}
				}
				v, err := vm.RunProgram(trivial)
				if err != nil {
					b.Fatal(err)
				}
				if p, ok := v.Export().(*goja.Promise); !ok || p.State() != goja.PromiseStateFulfilled {
					b.Fatal("trivial program did not fulfil")
				}
			}
		})
	}
}

// BenchmarkFirstUse measures materialising one module in a fresh runtime.
func BenchmarkFirstUse(b *testing.B) {
	for _, tc := range []struct{ name, src string }{
		{"Intl", `new Intl.NumberFormat("en-US").format(1234.5)`},
		{"structuredClone", `structuredClone({ a: 1 })`},
		{"URL", `new URL("https://e.com/x?y=1").href`},
		{"RegExp", `new RegExp("\\p{L}+", "u").test("abc")`},
	} {
		prog := goja.MustCompile(tc.name, tc.src, true)
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				vm := goja.New()
				if err := langlib.Install(vm, nil); err != nil {
					b.Fatal(err)
				}
				if _, err := vm.RunProgram(prog); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestGlobalSemantics: the layered global object behaves as ECMAScript's
// global object for what programs do with it.
func TestGlobalSemantics(t *testing.T) {
	tests := []struct{ src, want string }{
		{`this === globalThis`, "true"},
		{`var v1 = 1; globalThis.v1`, "1"},
		{`function f1() {} typeof globalThis.f1`, "function"},
		{`undefined = 5; String(undefined)`, "undefined"},
		{`NaN = 5; String(NaN)`, "NaN"},
		{`(() => { "use strict"; try { undefined = 1; return "no error"; } catch (e) { return e.name; } })()`, "TypeError"},
		{`typeof notDefinedAnywhere`, "undefined"},
		{`(() => { try { notDefinedAnywhere; return "no error"; } catch (e) { return e.name; } })()`, "ReferenceError"},
		{`(() => { "use strict"; try { undeclared1 = 1; return "no error"; } catch (e) { return e.name; } })()`, "ReferenceError"},
		{`globalThis.Math === Math && Math.max(1, 2) === 2`, "true"},
		{`"Math" in globalThis && "Intl" in globalThis && !("nope" in globalThis)`, "true"},
		{`globalThis.own1 = 3; own1`, "3"},
		{`let lex1 = 4; lex1 + (globalThis.lex1 === undefined ? 0 : 100)`, "4"},
		{`Object.keys(globalThis).join()`, ""},
		{`(() => { const Set = 1; return Set; })()`, "1"},
		{`Function("return this")() === globalThis`, "true"},
		{`JSON.stringify({ a: [new Set([1]).size, new Map([[1, 2]]).get(1)] })`, `{"a":[1,2]}`},
	}
	for _, tc := range tests {
		vm := goja.New()
		if err := langlib.Install(vm, nil); err != nil {
			t.Fatal(err)
		}
		if got := eval(t, vm, tc.src); got != tc.want {
			t.Errorf("%s = %q, want %q", tc.src, got, tc.want)
		}
	}
}

// TestBindingsAroundInstall: globals bound before Install stay visible, and
// vm.Set afterwards binds on the new global object.
func TestBindingsAroundInstall(t *testing.T) {
	vm := goja.New()
	if err := vm.Set("before", 1); err != nil {
		t.Fatal(err)
	}
	if err := langlib.Install(vm, nil); err != nil {
		t.Fatal(err)
	}
	if err := vm.Set("after", 2); err != nil {
		t.Fatal(err)
	}
	if got := eval(t, vm, `[before, after, globalThis.after, typeof globalThis.before].join()`); got != "1,2,2,number" {
		t.Errorf("got %q", got)
	}
}

// TestOnGlobal: the hook runs once per builtin on first lookup and may
// replace the global the lookup returns.
func TestOnGlobal(t *testing.T) {
	vm := goja.New()
	var seen []string
	opts := &langlib.Options{OnGlobal: func(name string) {
		seen = append(seen, name)
		if name == "ArrayBuffer" {
			vm.GlobalObject().DefineDataProperty(name, vm.ToValue("guarded"), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
		}
	}}
	if err := langlib.Install(vm, opts); err != nil {
		t.Fatal(err)
	}
	v, err := vm.RunString(`[typeof Math, ArrayBuffer, ArrayBuffer, typeof Math.max].join()`)
	if err != nil {
		t.Fatal(err)
	}
	if got := v.String(); got != "object,guarded,guarded,function" {
		t.Errorf("got %q", got)
	}
	if strings.Join(seen, ",") != "Math,ArrayBuffer" {
		t.Errorf("hook saw %v, want each builtin once", seen)
	}
}

// TestGlobals: a caller's global is built at its first lookup, once, and
// behaves as an own property of globalThis from then on; one assigned
// before its first lookup is never built.
func TestGlobals(t *testing.T) {
	tests := []struct {
		name, program, want string
		built               string
	}{
		{"looked up", `[typeof answer, answer(), answer === globalThis.answer].join()`, "function,42,true", "answer"},
		{"in and typeof", `["answer" in globalThis, typeof other].join()`, "true,number", "other"},
		{"attributes once looked up", `answer; const d = Object.getOwnPropertyDescriptor(globalThis, "answer"); [d.writable, d.enumerable, d.configurable].join()`, "true,false,true", "answer"},
		{"never named", `1 + 1`, "2", ""},
		{"assigned first", `answer = 7; answer`, "7", ""},
		// As for the library's builtins: before its first lookup the name
		// is not an own property of globalThis, so delete does not reach it.
		{"deleted before its lookup", `delete globalThis.answer; typeof answer`, "function", "answer"},
		{"deleted after its lookup", `answer; delete globalThis.answer; typeof answer`, "undefined", "answer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vm := goja.New()
			var built []string
			err := langlib.Install(vm, &langlib.Options{Globals: map[string]func() goja.Value{
				"answer": func() goja.Value {
					built = append(built, "answer")
					return vm.ToValue(func(goja.FunctionCall) goja.Value { return vm.ToValue(42) })
				},
				"other": func() goja.Value { built = append(built, "other"); return vm.ToValue(1) },
			}})
			if err != nil {
				t.Fatal(err)
			}
			if got := eval(t, vm, tt.program); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			if strings.Join(built, ",") != tt.built {
				t.Errorf("built %v, want %q", built, tt.built)
			}
		})
	}
}

// TestBeforeModule checks that Options.BeforeModule runs before each
// JavaScript module the program's first use of a feature loads, and not
// at all for a program that uses none.
func TestBeforeModule(t *testing.T) {
	tests := []struct {
		name, program, want string
		loads               bool
	}{
		{"no module", `String(1 + 1)`, "2", false},
		{"URL", `new URL("https://example.com/a?b=1").searchParams.get("b")`, "1", true},
		// The iterator module uses neither regular expression literals nor
		// generators.
		{"iterator helpers", `[1, 2, 3].values().map((x) => x * 2).toArray().join()`, "2,4,6", false},
		{"structuredClone", `structuredClone({a: [1]}).a[0] + ""`, "1", true},
		{"RegExp named groups", `new RegExp("(?<y>\\d+)").exec("x42").groups.y`, "42", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vm := goja.New()
			calls := 0
			if err := langlib.Install(vm, &langlib.Options{BeforeModule: func() { calls++ }}); err != nil {
				t.Fatal(err)
			}
			if got := eval(t, vm, tt.program); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			if (calls > 0) != tt.loads {
				t.Errorf("BeforeModule ran %d times, want loads=%v", calls, tt.loads)
			}
			again := calls
			eval(t, vm, tt.program)
			if calls != again {
				t.Errorf("a second use loaded modules again (%d → %d calls)", again, calls)
			}
		})
	}
}
