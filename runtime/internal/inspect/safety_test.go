package inspect_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/inspect"
)

// markPrelude defines mark(), which records any program code the renderer
// runs; every case must leave the record empty.
const markPrelude = `var ran = []; function mark(w) { ran.push(String(w)); return 1; }
var nostack = function (e) { e.stack = Error.prototype.toString.call(e); return e; };
var spy = function (what) { return new Proxy({}, { get: function (t, k) { mark(what + ' ' + String(k)); return undefined; } }); };`

// TestNeverRunsProgramCode checks the defensive contract: getters, setters,
// conversions, Proxy traps, custom inspect, Symbol.hasInstance and
// intrinsics replaced after New are never called (PROG-6, DESIGN §5).
func TestNeverRunsProgramCode(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      string // "" means: only check that nothing ran
	}{
		{"getter", `({ get a() { mark('getter'); return 1; }, b: 2 })`, `{ a: [Getter], b: 2 }`},
		{"setter", `({ set a(v) { mark('setter'); } })`, `{ a: [Setter] }`},
		{"conversions", `({ toString() { mark('toString'); }, valueOf() { mark('valueOf'); }, [Symbol.toPrimitive]() { mark('prim'); } })`, ""},
		{"proxy traps", `new Proxy({ a: 1 }, spy('trap'))`, `{ a: 1 }`},
		{"proxy function", `new Proxy(function f() {}, spy('trap'))`, `[Function: f]`},
		{"proxy array", `new Proxy([1, 2, 3, 4, 5, 6, 7], spy('trap'))`, ""},
		{"proxy in object", `({ p: new Proxy(new Map([[1, 2]]), spy('trap')) })`, `{ p: Map(1) { 1 => 2 } }`},
		{"proxy as prototype", `Object.setPrototypeOf({ a: 1 }, new Proxy({}, spy('proto trap')))`, ""},
		{"proxy as constructor", `(() => { const o = { a: 1 }; Object.setPrototypeOf(o, { constructor: new Proxy(function F() {}, spy('ctor trap')) }); return o; })()`, ""},
		{"revoked proxy", `(() => { const r = Proxy.revocable({}, spy('trap')); r.revoke(); return [r.proxy]; })()`, `[ <Revoked Proxy> ]`},
		{"hasInstance", `(() => { class K { static [Symbol.hasInstance](x) { mark('hasInstance'); return true; } } return new K(); })()`, `K {}`},
		{"name getter", `(() => { class K { static get name() { mark('name'); return 'K'; } } return [K, new K()]; })()`, ""},
		{"tag getter", `(() => { class T { get [Symbol.toStringTag]() { mark('tag'); return 'T'; } } return new T(); })()`, `T {}`},
		{"error getters", `(() => { const e = new Error('x'); for (const k of ['name', 'message', 'stack', 'cause', 'errors']) Object.defineProperty(e, k, { get() { mark('error ' + k); }, configurable: true }); return e; })()`, ""},
		{"index getter", `Object.defineProperty([1, 2, 3, 4, 5, 6, 7], 3, { get() { mark('index'); return 1; }, enumerable: true })`, ""},
		{"custom inspect", `({ [Symbol.for('nodejs.util.inspect.custom')]() { mark('custom'); return 'x'; } })`, ""},
		{"replaced map intrinsics", `(() => {
			Object.getPrototypeOf(new Map().entries()).next = function () { mark('next'); };
			Map.prototype.entries = function () { mark('entries'); };
			Map.prototype[Symbol.iterator] = function () { mark('iterator'); };
			Object.defineProperty(Map.prototype, 'size', { get() { mark('size'); } });
			return new Map([[1, { a: 2 }]]); })()`, `Map(1) { 1 => { a: 2 } }`},
		{"replaced set intrinsics", `(() => {
			Object.getPrototypeOf(new Set().values()).next = function () { mark('next'); };
			Set.prototype.values = function () { mark('values'); };
			Object.defineProperty(Set.prototype, 'size', { get() { mark('size'); } });
			return new Set(['a']); })()`, `Set(1) { 'a' }`},
		{"replaced object intrinsics", `(() => {
			Object.getOwnPropertyDescriptor = function () { mark('gopd'); };
			Object.keys = function () { mark('keys'); };
			Reflect.ownKeys = function () { mark('ownKeys'); };
			Object.getPrototypeOf = function () { mark('getPrototypeOf'); };
			return { a: [1], b: 'x' }; })()`, `{ a: [ 1 ], b: 'x' }`},
		{"poisoned Object.prototype", `(() => {
			const vals = [{ a: 1 }, new Set([1]), new Map([[1, 2]]), nostack(new Error('e'))];
			for (const k of ['get', 'set', 'value', 'enumerable', 'done', 'constructor', 'name', 'message', 'stack']) {
				Object.defineProperty(Object.prototype, k, { __proto__: null, get() { mark('proto ' + k); }, configurable: true });
			}
			return vals; })()`, "[Array]"},
		{"read-only descriptor field", `(() => { const v = { a: 1 }; Object.defineProperty(Object.prototype, 'enumerable', { value: false }); return v; })()`, "[Object]"},
		{"setter on descriptor field", `(() => { const v = new Map([[1, 2]]); Object.defineProperty(Object.prototype, 'done', { __proto__: null, set(x) { mark('done setter'); } }); return v; })()`, "[Map]"},
		{"replaced function toString", `(() => { Function.prototype.toString = function () { mark('fn toString'); return 'class X {}'; }; return [class K {}, function f() {}]; })()`, `[ [class K], [Function: f] ]`},
		{"replaced regexp getters", `(() => {
			for (const k of ['source', 'flags', 'global']) Object.defineProperty(RegExp.prototype, k, { get() { mark('re ' + k); }, configurable: true });
			RegExp.prototype.toString = function () { mark('re toString'); };
			return /a/g; })()`, `/a/g`},
		{"replaced date methods", `(() => { Date.prototype.toISOString = function () { mark('iso'); }; Date.prototype.getTime = function () { mark('getTime'); }; return new Date(0); })()`, `1970-01-01T00:00:00.000Z`},
		{"replaced valueOf", `(() => { Number.prototype.valueOf = function () { mark('valueOf'); }; String.prototype.valueOf = function () { mark('valueOf'); }; return [new Number(3), new String('s')]; })()`, `[ [Number: 3], [String: 's'] ]`},
		{"replaced typed array getters", `(() => { const TA = Object.getPrototypeOf(Uint8Array.prototype); Object.defineProperty(TA, 'length', { get() { mark('length'); } }); Object.defineProperty(TA, Symbol.toStringTag, { get() { mark('tag'); } }); return new Uint8Array([1, 2]); })()`, ""},
		{"promise then", `(() => { Promise.prototype.then = function () { mark('then'); }; return Promise.resolve({ a: 1 }); })()`, `Promise { { a: 1 } }`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			vm := goja.New()
			ins := inspect.New(vm, nil)
			if _, err := vm.RunString(markPrelude); err != nil {
				t.Fatal(err)
			}
			v, err := vm.RunString("(" + tc.src + ")")
			if err != nil {
				t.Fatalf("eval: %v", err)
			}
			// Building the value may run its own code (goja formats an
			// error's stack lazily, reading name and message); only what
			// happens during Format counts.
			if _, err := vm.RunString("ran = []"); err != nil {
				t.Fatal(err)
			}
			got := ins.Format(v)
			ran, _ := vm.RunString(`ran.join(', ')`)
			if s := ran.String(); s != "" {
				t.Errorf("rendering ran program code: %s (output %q)", s, got)
			}
			if tc.want != "" && got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestGojaStack checks a stack goja wrote itself: frame lines use Node's
// layout, without goja's program counters.
func TestGojaStack(t *testing.T) {
	vm := goja.New()
	ins := inspect.New(vm, nil)
	v, err := vm.RunScript("program.js", "function boom() { return new TypeError('bad'); }\nboom()")
	if err != nil {
		t.Fatal(err)
	}
	want := "TypeError: bad\n    at boom (program.js:1:26)\n    at program.js:2:5"
	if got := ins.Format(v); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	obj := vm.NewObject()
	_ = obj.Set("e", v)
	want = "{\n  e: TypeError: bad\n      at boom (program.js:1:26)\n      at program.js:2:5\n}"
	if got := ins.Format(obj); got != want {
		t.Errorf("nested: got %q, want %q", got, want)
	}
}

const marker = " ... <output truncated>"

// TestBudget checks that output stays within Options.MaxBytes and that a
// huge value renders in bounded work.
func TestBudget(t *testing.T) {
	for _, tc := range []struct {
		name     string
		src      string
		maxBytes int
	}{
		{"many keys", `(() => { const o = {}; for (let i = 0; i < 50000; i++) o['key' + i] = i; return o; })()`, 4096},
		{"many keys default cap", `(() => { const o = {}; for (let i = 0; i < 120000; i++) o['k' + i] = 'v'.repeat(8); return o; })()`, 0},
		{"wide nesting", `(() => { const a = []; for (let i = 0; i < 100; i++) { const b = []; for (let j = 0; j < 100; j++) b.push({ s: 'x'.repeat(50) }); a.push(b); } return a; })()`, 10000},
		{"long key", `({ ['k'.repeat(100000)]: 1 })`, 1000},
		{"long strings", `Array.from({ length: 100 }, () => 'y'.repeat(10000))`, 50000},
		{"multibyte cut", `['\u00e9'.repeat(5000)]`, 101},
	} {
		t.Run(tc.name, func(t *testing.T) {
			vm := goja.New()
			ins := inspect.New(vm, &inspect.Options{MaxBytes: tc.maxBytes})
			v, err := vm.RunString(tc.src)
			if err != nil {
				t.Fatal(err)
			}
			got := ins.Format(v)
			limit := tc.maxBytes
			if limit == 0 {
				limit = inspect.DefaultMaxBytes
			}
			if len(got) > limit+len(marker) {
				t.Errorf("output %d bytes, cap %d", len(got), limit)
			}
			if !strings.HasSuffix(got, marker) {
				t.Errorf("output not marked as truncated: ...%q", got[max(0, len(got)-60):])
			}
			if !utf8.ValidString(got) {
				t.Error("output is not valid UTF-8")
			}
		})
	}
}

// TestHugeTypedArray checks that a large typed array is not enumerated key by
// key (goja lists every index).
func TestHugeTypedArray(t *testing.T) {
	vm := goja.New()
	ins := inspect.New(vm, nil)
	v, err := vm.RunString(`new Uint8Array(1 << 22)`)
	if err != nil {
		t.Fatal(err)
	}
	var got string
	allocs := testing.AllocsPerRun(1, func() { got = ins.Format(v) })
	if allocs > 20000 {
		t.Errorf("%v allocations rendering a typed array", allocs)
	}
	if !strings.HasPrefix(got, "Uint8Array(4194304) [") || !strings.HasSuffix(got, "... 4194204 more items\n]") {
		t.Errorf("got %q", got)
	}
}

// TestHugeSparseArray covers arrays too long to list keys: holes are found
// by probing, the rest is summarized.
func TestHugeSparseArray(t *testing.T) {
	vm := goja.New()
	ins := inspect.New(vm, nil)
	for _, tc := range []struct{ src, want string }{
		{`(() => { const a = []; a[3] = 'x'; a.length = 2 ** 31; return a; })()`, `[ <3 empty items>, 'x', ... 2147483644 more items ]`},
		{`(() => { const a = [1]; a.length = 2 ** 32 - 1; return a; })()`, `[ 1, ... 4294967294 more items ]`},
		{`(() => { const a = []; a.length = 2 ** 32 - 1; return a; })()`, `[ ... 4294967295 more items ]`},
	} {
		v, err := vm.RunString(tc.src)
		if err != nil {
			t.Fatal(err)
		}
		if got := ins.Format(v); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.src, got, tc.want)
		}
	}
}

// TestInterrupted checks that a runtime whose interrupt flag is set renders
// the same text (the renderer calls only native intrinsics) and leaves the
// interrupt pending for the program.
func TestInterrupted(t *testing.T) {
	vm := goja.New()
	ins := inspect.New(vm, nil)
	v, err := vm.RunString(`({ m: new Map([[1, 2]]), d: new Date(0), a: [1, 2] })`)
	if err != nil {
		t.Fatal(err)
	}
	want := ins.Format(v)
	vm.Interrupt("stop")
	if got := ins.Format(v); got != want {
		t.Errorf("interrupted runtime: got %q, want %q", got, want)
	}
	// The pending interrupt is left for the program, not consumed.
	if _, err := vm.RunString("1"); err == nil {
		t.Error("interrupt was consumed by rendering")
	}
	vm.ClearInterrupt()
}

// TestNilOptions checks the documented defaults.
func TestNilOptions(t *testing.T) {
	vm := goja.New()
	v, _ := vm.RunString(`'z'.repeat(20000)`)
	a := inspect.New(vm, nil).Format(v)
	b := inspect.New(vm, &inspect.Options{}).Format(v)
	c := inspect.Format(vm, v)
	if a != b || a != c {
		t.Error("nil, zero and package-level Format disagree")
	}
	if !strings.HasSuffix(a, "'... 10000 more characters") {
		t.Errorf("got ...%q", a[len(a)-40:])
	}
	if got := inspect.Format(vm, nil); got != "undefined" {
		t.Errorf("nil value: got %q", got)
	}
}
