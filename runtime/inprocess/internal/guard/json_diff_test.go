package guard

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
)

// jsonPair is a realm whose JSON.stringify is the guarded one, with goja's
// original captured as ORIG before the guard installed.
type jsonPair struct {
	vm      *goja.Runtime
	g       *Guards
	orig    goja.Value
	ours    goja.Value
	stopped []string
	halt    bool
}

func newJSONPair(t testing.TB, memoryBytes int64) *jsonPair {
	t.Helper()
	vm := goja.New()
	p := &jsonPair{vm: vm}
	p.orig = vm.Get("JSON").(*goja.Object).Get("stringify")
	g, err := newGuards(Config{VM: vm, Base: vm.GlobalObject(), MemoryBytes: memoryBytes, Stop: func(kind runtime.Kind, msg string) {
		p.halt = true
		p.stopped = append(p.stopped, string(kind)+": "+msg)
	}, Halted: func() bool { return p.halt }})
	if err != nil {
		t.Fatal(err)
	}
	g.install()
	g.guardBuffers()
	g.guardJSON()
	p.g = g
	p.ours = vm.Get("JSON").(*goja.Object).Get("stringify")
	if p.ours.SameAs(p.orig) {
		t.Fatal("guard did not replace JSON.stringify")
	}
	return p
}

// outcome runs body (a function body of S, the stringify under test) and
// describes what it returned or threw.
func (p *jsonPair) outcome(body string, stringify goja.Value) (string, error) {
	fv, err := p.vm.RunString("(function (S) {\n" + body + "\n})")
	if err != nil {
		return "", err
	}
	fn, _ := goja.AssertFunction(fv)
	v, err := fn(goja.Undefined(), stringify)
	if err != nil {
		if ex, ok := err.(*goja.Exception); ok {
			val := ex.Value()
			if o, ok := val.(*goja.Object); ok {
				name := o.Get("name")
				msg := o.Get("message")
				return fmt.Sprintf("throw %v: %v", name, msg), nil
			}
			return fmt.Sprintf("throw %v", val), nil
		}
		return "", err
	}
	return describeValue(v), nil
}

// describeValue renders a test result exactly (strings by code units).
func describeValue(v goja.Value) string {
	if v == nil || goja.IsUndefined(v) {
		return "undefined"
	}
	if s, ok := v.(goja.String); ok {
		var b strings.Builder
		b.WriteString("string:")
		for i := 0; i < s.Length(); i++ {
			c := s.CharAt(i)
			if c >= 0x20 && c < 0x7f {
				b.WriteByte(byte(c))
			} else {
				fmt.Fprintf(&b, "<%04x>", c)
			}
		}
		return b.String()
	}
	if o, ok := v.(*goja.Object); ok && o.ClassName() == "Array" {
		n := o.Get("length").ToInteger()
		parts := make([]string, n)
		for i := range parts {
			parts[i] = describeValue(o.Get(fmt.Sprint(i)))
		}
		return "[" + strings.Join(parts, " | ") + "]"
	}
	return fmt.Sprintf("%T:%v", v.Export(), v)
}

// jsonDiffCases are programs of S (a JSON.stringify) whose every outcome —
// value, observable calls, exception class and message — must be the
// same under goja's original and under the guard (ECMA-262 §25.5.2).
var jsonDiffCases = []struct{ name, body string }{
	// primitives and top level (SerializeJSONProperty steps 4-12)
	{"number", `return S(42)`},
	{"negative float", `return S(-1.5e-7)`},
	{"minus zero", `return [S(-0), S([-0]), S({a: -0})]`},
	{"NaN and infinities", `return S([NaN, Infinity, -Infinity, {x: NaN}])`},
	{"number formatting", `return S([1e21, 1e-7, 123456789012345680000, 0.1 + 0.2, 2 ** 53, 5e-324, 1.7976931348623157e308, 100, 1e20, -1e-6])`},
	{"large ints", `return S([2 ** 31, -(2 ** 31), 2 ** 32 + 1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER])`},
	{"booleans and null", `return S([true, false, null])`},
	{"top-level undefined", `return [S(undefined), S(), S(function () {}), S(Symbol("x"))]`},
	{"top-level string", `return S("hello")`},
	{"string escapes", `return S("\"\\\b\f\n\r\t\u0000\u0001\u001f\u007f /")`},
	{"all control chars", `let s = ""; for (let i = 0; i < 128; i++) s += String.fromCharCode(i); return S(s)`},
	{"non-ASCII", `return S(["héllo", "日本語", "emoji 😀", "\u2028\u2029", "\ufffd"])`},
	{"lone surrogates", `return S(["\ud800", "\udfff", "a\ud83db", "\ude00\ud83d", "\ud83d\ude00", "x\udbff"])`},
	{"surrogate at end", `return S("abc\ud83d")`},
	{"long ASCII string", `return S("ab\"c".repeat(5000)).length`},
	{"BigInt throws", `try { S(1n) } catch (e) { return [e.constructor === TypeError, e.message] }`},
	{"BigInt nested throws", `try { S({a: [1, 2n]}) } catch (e) { return [e.constructor === TypeError, e.message] }`},
	{"BigInt object throws", `try { S(Object(3n)) } catch (e) { return [e.constructor === TypeError, e.message] }`},
	{"BigInt toJSON", `BigInt.prototype.toJSON = function (k) { return "big:" + this + ":" + k }; try { return S({a: 5n, b: [7n]}) } finally { delete BigInt.prototype.toJSON }`},
	{"BigInt toJSON strict this", `Object.defineProperty(BigInt.prototype, "toJSON", {configurable: true, get() { "use strict"; return () => typeof this }}); try { return S([5n]) } finally { delete BigInt.prototype.toJSON }`},
	{"symbol values", `return [S({a: Symbol("s"), b: 1}), S([Symbol.iterator])]`},
	{"symbol keys skipped", `return S({[Symbol("k")]: 1, a: 2})`},
	// objects (SerializeJSONObject)
	{"empty object", `return [S({}), S({}, null, 2), S([{}], null, 2)]`},
	{"key order", `return S({b: 1, a: 2, 10: 3, 2: 4, "-1": 5, "01": 6, 4294967295: 7, 4294967294: 8, c: 9})`},
	{"key order after delete", `const o = {a: 1, b: 2, c: 3}; delete o.b; o.b = 4; return S(o)`},
	{"undefined and functions omitted", `return S({a: undefined, b: function () {}, c: () => 1, d: class {}, e: 1})`},
	{"non-enumerable skipped", `const o = {a: 1}; Object.defineProperty(o, "h", {value: 2, enumerable: false}); return S(o)`},
	{"inherited skipped", `const o = Object.create({inh: 1}); o.own = 2; return S(o)`},
	{"null prototype", `const o = Object.create(null); o.x = 1; o.y = [2]; return S(o)`},
	{"keys needing escapes", `return S({"a\"b": 1, "\n": 2, "é": 3, "\ud800": 4, "😀": 5, "": 6})`},
	{"lone surrogate key lookup", `const o = {}; o["\ud800x"] = 1; o["\udc00"] = [2]; o["\ufffd"] = 3; return S(o)`},
	{"nested structures", `return S({a: [1, {b: [2, [3, {c: null}]]}], d: {e: {f: {}}}})`},
	{"class instance", `class P { constructor() { this.x = 1; this.y = 2 } get z() { return 3 } }; return S(new P())`},
	{"getter invoked", `const log = []; const o = {get a() { log.push("a"); return 1 }, b: 2, get c() { log.push("c") }}; return [S(o), log.join()]`},
	{"getter throws", `const o = {a: 1, get b() { throw new RangeError("boom") }}; try { S(o) } catch (e) { return [e instanceof RangeError, e.message] }`},
	{"getter throws non-error", `try { S({get x() { throw 42 }}) } catch (e) { return e }`},
	{"getter mutates later key", `const o = {get a() { delete this.b; this.c = 3; return 1 }, b: 2}; return S(o)`},
	{"getter adds key", `const o = {get a() { this.z = 9; return 1 }}; return [S(o), S(o)]`},
	{"getter on prototype of array index", `Object.defineProperty(Array.prototype, "1", {configurable: true, get() { return "proto" }}); try { return S([0, , 2]) } finally { delete Array.prototype[1] }`},
	// arrays (SerializeJSONArray)
	{"empty array", `return [S([]), S([], null, 2), S([[]])]`},
	{"array holes", `return S([1, , 3, , ])`},
	{"sparse array", `const a = []; a[5] = 1; a.length = 8; return S(a)`},
	{"array with extra props", `const a = [1, 2]; a.x = 3; return S(a)`},
	{"array undefined elements", `return S([undefined, function () {}, Symbol(), 1])`},
	{"array subclass", `class A extends Array {}; const a = new A(); a.push(1, 2); return S(a)`},
	{"array-like object", `return S({length: 2, 0: "a", 1: "b"})`},
	{"array length shrinks mid-way", `const a = [1, 2, 3, 4]; Object.defineProperty(a, 1, {get() { a.length = 2; return "x" }}); return S(a)`},
	{"array grows mid-way", `const a = [1, {toJSON() { a.push(9); return 2 }}]; return [S(a), a.length]`},
	// typed arrays, Map, Set, Date and other builtins
	{"typed arrays", `return S([new Uint8Array([1, 2, 3]), new Float64Array([0.5, NaN]), new Int16Array(0)])`},
	{"typed array with space", `return S(new Uint8Array([1, 2]), null, 1)`},
	{"Map and Set", `return S([new Map([[1, 2]]), new Set([1]), new WeakMap()])`},
	{"Date", `return S([new Date(0), new Date(8.64e15)])`},
	{"invalid Date", `return S({d: new Date(NaN)})`},
	{"Date toJSON overridden", `const d = new Date(0); d.toJSON = (k) => "key=" + k; return S({when: d})`},
	{"RegExp and Error", `return S([/x/g, new Error("e"), Math, JSON])`},
	{"arguments object", `return (function () { return S(arguments) })(1, "a")`},
	{"ArrayBuffer and DataView", `return S([new ArrayBuffer(4), new DataView(new ArrayBuffer(2))])`},
	{"Promise and generator", `return S([Promise.resolve(1), (function* () {})()])`},
	{"global object keys", `return typeof S(globalThis)`},
	// boxed primitives (step 4)
	{"boxed primitives", `return S([new Number(3), new String("s"), new Boolean(false), Object(true)])`},
	{"Number object valueOf observed", `const n = new Number(3); n.valueOf = () => 7; n.toString = () => "9"; return S([n])`},
	{"String object toString observed", `const s = new String("a"); s.toString = () => "b"; s.valueOf = () => "c"; return S({s})`},
	{"Boolean object not observed", `const b = new Boolean(false); b.valueOf = () => true; return S(b)`},
	{"Number object valueOf throws", `const n = new Number(1); n.valueOf = () => { throw new SyntaxError("vo") }; try { S([n]) } catch (e) { return [e.name, e.message] }`},
	{"Number object valueOf returns object", `const n = new Number(1); n.valueOf = () => ({}); n.toString = () => "12"; return S(n)`},
	{"Number subclass", `class N extends Number {}; return S([new N(5)])`},
	{"fake Number object", `const o = Object.create(Number.prototype); o.x = 1; return S(o)`},
	// toJSON (step 2)
	{"toJSON own", `return S({toJSON() { return {a: 1} }})`},
	{"toJSON inherited", `class T { toJSON(k) { return "T@" + k } }; return S({x: new T(), y: [new T()]})`},
	{"toJSON receives key", `const keys = []; const t = {toJSON(k) { keys.push(typeof k + ":" + k); return 1 }}; S({a: t, b: [t, t]}); S(t); return keys.join()`},
	{"toJSON this", `const t = {v: 5, toJSON() { return this.v }}; return S([t])`},
	{"toJSON not callable", `return S({toJSON: 5, a: 1})`},
	{"toJSON returns undefined", `return [S({a: {toJSON() {}}}), S([{toJSON() {}}]), S({toJSON() {}})]`},
	{"toJSON returns function", `return S({a: {toJSON() { return () => 1 }}})`},
	{"toJSON throws", `try { S([{toJSON() { throw new EvalError("tj") }}]) } catch (e) { return [e.constructor === EvalError, e.message] }`},
	{"toJSON getter", `const log = []; const o = {get toJSON() { log.push("get"); return undefined }, a: 1}; return [S(o), log.join()]`},
	{"toJSON on primitive prototype ignored", `String.prototype.toJSON = () => "nope"; Number.prototype.toJSON = () => "nope"; try { return S(["s", 1, true]) } finally { delete String.prototype.toJSON; delete Number.prototype.toJSON }`},
	{"toJSON returns nested fresh objects", `let n = 0; const o = {toJSON() { return n++ < 50 ? {d: o} : "end" }}; return S(o)`},
	{"toJSON returns cycle", `const a = {}; a.self = a; try { S({toJSON() { return a }}) } catch (e) { return [e.constructor === TypeError, e.message] }`},
	// replacer function (step 3)
	{"replacer function", `return S({a: 1, b: "x", c: [1, 2]}, (k, v) => typeof v === "number" ? v * 10 : v)`},
	{"replacer sees holder and key", `const log = []; S({a: [5]}, function (k, v) { log.push([typeof k, k, Array.isArray(this) ? "arr" : typeof this, Object.keys(this).join("/")].join(":")); return v }); return log.join(" ")`},
	{"replacer wrapper holder", `let h; S(7, function (k, v) { if (k === "") h = this; return v }); return [Object.getPrototypeOf(h) === Object.prototype, Object.keys(h).length, h[""], Object.getOwnPropertyDescriptor(h, "").writable]`},
	{"replacer omits", `return S({a: 1, b: 2, c: [1, 2]}, (k, v) => k === "b" || k === "0" ? undefined : v)`},
	{"replacer replaces root", `return [S({a: 1}, () => "root"), S({a: 1}, () => undefined), S(1, (k, v) => k === "" ? [v, v] : v)]`},
	{"replacer after toJSON", `return S({d: new Date(0)}, (k, v) => typeof v)`},
	{"replacer mutates object", `const o = {a: 1, b: 2, c: 3}; return S(o, function (k, v) { if (k === "a") { delete this.b; this.d = 4 } return v })`},
	{"replacer mutates array", `const a = [1, 2, 3]; return S(a, function (k, v) { if (k === "0") this.length = 1; return v })`},
	{"replacer returns boxed", `return S({a: 1}, (k, v) => k === "a" ? new String("boxed") : v)`},
	{"replacer returns BigInt", `try { S({a: 1}, (k, v) => k === "a" ? 1n : v) } catch (e) { return [e.constructor === TypeError, e.message] }`},
	{"replacer throws", `try { S({a: 1}, () => { throw new URIError("r") }) } catch (e) { return [e.name, e.message] }`},
	{"replacer creates deep fresh objects", `return S({}, (k, v) => k.length < 30 ? {[k + "x"]: 1} : v)`},
	{"replacer non-callable object", `return [S({a: 1}, {}), S({a: 1}, "a"), S({a: 1}, 5), S([1], null)]`},
	// replacer array (step 4.b)
	{"allowlist order and dedupe", `return S({b: 1, a: 2, c: 3, 1: 4}, ["c", "a", "c", 1, "1", "zz"])`},
	{"allowlist boxed entries", `return S({a: 1, 2: 2, b: 3}, [new String("a"), new Number(2), {toString() { return "b" }}, true, null, undefined, Symbol("a")])`},
	{"allowlist boxed toString observed", `const s = new String("q"); s.toString = () => "a"; return S({a: 1, q: 2}, [s])`},
	{"allowlist applies to nested", `return S({a: {a: 1, b: 2}, b: [{a: 3, b: 4}]}, ["a"])`},
	{"allowlist does not filter arrays", `return S([1, 2, {0: "x", a: "y"}], ["0"])`},
	{"allowlist numbers formatted", `return S({"1e+21": 1, "0.5": 2, "-0": 3, "0": 4}, [1e21, 0.5, -0])`},
	{"allowlist sparse and getters", `const r = ["a", , "b"]; Object.defineProperty(r, 3, {get() { r.push("c"); return "d" }}); return S({a: 1, b: 2, c: 3, d: 4}, r)`},
	{"allowlist reads inherited and getters", `const o = Object.create({p: 1}); Object.defineProperty(o, "h", {get: () => 2, enumerable: false}); return S(o, ["p", "h", "missing"])`},
	{"allowlist empty", `return S({a: 1}, [])`},
	{"allowlist array-like ignored", `return S({a: 1, b: 2}, {0: "a", length: 1})`},
	{"allowlist proxy array", `return S({a: 1, b: 2}, new Proxy(["b"], {}))`},
	// space (steps 5-8)
	{"space number", `return [S({a: [1, {b: 2}]}, null, 2), S([1], null, 0), S([1], null, -1), S([1], null, 1.9)]`},
	{"space clamped to 10", `return S({a: 1}, null, 15)`},
	{"space string", `return [S({a: [1]}, null, "\t"), S({a: 1}, null, "abcdefghijklmnop"), S([1], null, "")]`},
	{"space boxed", `return [S([1], null, new Number(3)), S([1], null, new String("xy"))]`},
	{"space boxed observed", `const n = new Number(1); n.valueOf = () => 4; const s = new String("a"); s.toString = () => "--"; return [S([1], null, n), S([1], null, s)]`},
	{"space other types ignored", `return [S([1], null, true), S([1], null, {}), S([1], null, [2]), S([1], null, null)]`},
	{"space with omitted members", `return S({a: undefined, b: 1, c: () => 1}, null, 2)`},
	{"space ASCII gap with non-ASCII data", `return S({"é": ["ü"]}, null, "..")`},
	// cycles and depth
	{"cycle", `const o = {}; o.o = o; try { S(o) } catch (e) { return [e.constructor === TypeError, e.message] }`},
	{"cycle in array", `const a = [1]; a.push([a]); try { S(a) } catch (e) { return [e.constructor === TypeError, e.message] }`},
	{"deep cycle", `const root = {}; let c = root; for (let i = 0; i < 40; i++) c = c.n = {}; c.back = root; try { S(root) } catch (e) { return [e.constructor === TypeError, e.message] }`},
	{"deep cycle to middle", `const root = {}; let c = root, mid; for (let i = 0; i < 40; i++) { c = c.n = {}; if (i === 20) mid = c } c.back = mid; try { S(root) } catch (e) { return e.message }`},
	{"shared not cyclic", `const s = {x: 1}; return S({a: s, b: s, c: [s, s]})`},
	{"shared after deep", `const s = {}; let c = s; for (let i = 0; i < 30; i++) c = c.n = {}; return S([s, s]).length`},
	{"nesting 1000", `let v = 1; for (let i = 0; i < 1000; i++) v = i % 2 ? [v] : {k: v}; return S(v).length`},
	// proxies
	{"proxy object", `return S(new Proxy({a: 1, b: [2]}, {}))`},
	{"proxy traps observed", `const log = []; const p = new Proxy({a: 1, b: 2}, {ownKeys(t) { log.push("ownKeys"); return Reflect.ownKeys(t) }, getOwnPropertyDescriptor(t, k) { log.push("gopd:" + String(k)); return Reflect.getOwnPropertyDescriptor(t, k) }, get(t, k) { log.push("get:" + String(k)); return Reflect.get(t, k) }}); return [S(p), log.join()]`},
	{"proxy array", `const log = []; const p = new Proxy([1, 2], {get(t, k) { log.push(String(k)); return Reflect.get(t, k) }}); return [S(p), log.join()]`},
	{"proxy of proxy array", `return S(new Proxy(new Proxy([1, [2]], {}), {}))`},
	{"proxy fake keys", `return S(new Proxy({}, {ownKeys() { return ["x", "y"] }, getOwnPropertyDescriptor() { return {value: 1, enumerable: true, configurable: true} }, get(t, k) { return "v" + k }}))`},
	{"proxy trap throws", `try { S(new Proxy({}, {ownKeys() { throw new TypeError("ok") }})) } catch (e) { return e.message }`},
	{"proxy get throws", `try { S(new Proxy({a: 1}, {get() { throw new Error("g") }})) } catch (e) { return e.message }`},
	{"revoked proxy", `const r = Proxy.revocable({}, {}); r.revoke(); try { S(r.proxy) } catch (e) { return e.constructor === TypeError }`},
	{"revoked proxy nested", `const r = Proxy.revocable([], {}); r.revoke(); try { S({a: r.proxy}) } catch (e) { return e.constructor === TypeError }`},
	{"proxy of function omitted", `return S({f: new Proxy(function () {}, {}), a: 1})`},
	{"proxy of Number not unwrapped", `return S([new Proxy(new Number(3), {})])`},
	{"proxy toJSON trap", `return S(new Proxy({}, {get(t, k) { return k === "toJSON" ? () => "via trap" : undefined }}))`},
	{"proxy length trap", `return S(new Proxy([1, 2, 3], {get(t, k) { return k === "length" ? 2 : t[k] }}))`},
	// realistic
	{"rows", `const rows = []; for (let i = 0; i < 50; i++) rows.push({id: i, name: "item-" + i, tags: ["alpha", "beta", String(i % 7)], nested: {a: i * 2, b: i % 2 === 0, when: "2024-01-01T00:00:00Z"}}); return [S(rows), S(rows, null, 2), S(rows, ["id", "nested", "b"])]`},
	{"stringify of stringify", `return S(S({a: "\"q\""}))`},
	{"nested stringify in toJSON", `return S({a: {toJSON() { return S([1, {b: 2}]) }}})`},
	{"huge sparse within limit", `const a = []; a.length = 1000; return S(a).length`},
}

// jsonSpecCases are the cases where goja's original departs from the
// specification and the guard follows it; want is what Node prints
// (recorded with node v20: JSON.stringify of the same expressions).
var jsonSpecCases = []struct{ name, body, want string }{
	// §25.5.2.1 step 7.a: ToIntegerOrInfinity, then min(10, ·): Infinity is 10.
	{"space Infinity", `return S([1], null, Infinity)`, "string:[<000a>          1<000a>]"},
	// step 8: the first 10 code units, not bytes.
	{"space non-ASCII string truncated by code units", `return S([1], null, "ééééééééééééé")`, "string:[<000a><00e9><00e9><00e9><00e9><00e9><00e9><00e9><00e9><00e9><00e9>1<000a>]"},
	{"space lone surrogate kept raw", `return S([1], null, "\ud800-")`, "string:[<000a><d800>-1<000a>]"},
	{"space NaN", `return S([1], null, NaN)`, "string:[1]"},
	// SerializeJSONArray step 11: the indent is restored after an empty
	// array too (goja keeps the deeper indent for the rest of the value).
	{"space with nested empty", `return S({a: {}, b: [], c: [[]], d: {e: {}}}, null, 2)`, "string:{<000a>  \"a\": {},<000a>  \"b\": [],<000a>  \"c\": [<000a>    []<000a>  ],<000a>  \"d\": {<000a>    \"e\": {}<000a>  }<000a>}"},
	// SerializeJSONArray step 2 (property list entries keep their code
	// units; goja passes them through a Go string, losing lone surrogates).
	{"allowlist lone surrogate", `const o = {}; o["\ud800"] = 1; o.x = 2; return S(o, ["\ud800"])`, `string:{"\ud800":1}`},
}

// TestStringifyDifferential: on every case the guarded JSON.stringify
// behaves exactly as goja's original (ECMA-262 §25.5.2; DESIGN §3.6 —
// the guard must not change a program's results).
func TestStringifyDifferential(t *testing.T) {
	if len(jsonDiffCases) < 80 {
		t.Fatalf("only %d differential cases", len(jsonDiffCases))
	}
	p := newJSONPair(t, 256<<20)
	seen := map[string]bool{}
	for _, tt := range jsonDiffCases {
		if seen[tt.name] {
			t.Fatalf("duplicate case %q", tt.name)
		}
		seen[tt.name] = true
		t.Run(tt.name, func(t *testing.T) {
			want, err := p.outcome(tt.body, p.orig)
			if err != nil {
				t.Fatalf("original: %v", err)
			}
			got, err := p.outcome(tt.body, p.ours)
			if err != nil {
				t.Fatalf("guard: %v", err)
			}
			if got != want {
				t.Errorf("guard:    %s\noriginal: %s", got, want)
			}
			if len(p.stopped) > 0 {
				t.Errorf("run stopped: %v", p.stopped)
			}
		})
	}
}

// TestStringifySpec: where goja departs from ECMA-262 §25.5.2, the guard
// gives what the specification (and Node) does.
func TestStringifySpec(t *testing.T) {
	p := newJSONPair(t, 256<<20)
	for _, tt := range jsonSpecCases {
		t.Run(tt.name, func(t *testing.T) {
			got, err := p.outcome(tt.body, p.ours)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}
