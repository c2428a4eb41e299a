package inprocess

import (
	"context"
	"encoding/json"
	"errors"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// hosts are the default host functions of reference §15-A.
type hostCounter struct{ echo, big atomic.Int64 }

func defaultNamespaces(c *hostCounter) []runtime.Namespace {
	fixed := func(text string) runtime.HostFunc {
		return func(_ context.Context, _ json.RawMessage, reply runtime.Reply) { reply(json.RawMessage(text), nil) }
	}
	return []runtime.Namespace{{
		Global:     "tools",
		ErrorClass: &runtime.ErrorClass{Name: "ToolCallError", MemberProperty: "toolName"},
		Functions: []runtime.Function{
			{Name: "echo", Call: func(_ context.Context, args json.RawMessage, reply runtime.Reply) {
				c.echo.Add(1)
				reply(args, nil)
			}},
			{Name: "deny", Call: func(_ context.Context, _ json.RawMessage, reply runtime.Reply) { reply(nil, errors.New("denied")) }},
			{Name: "never", Call: func(context.Context, json.RawMessage, runtime.Reply) {}},
			{Name: "slow", Call: runtime.Blocking(func(ctx context.Context, _ json.RawMessage) (json.RawMessage, error) {
				select {
				case <-time.After(1200 * time.Millisecond):
				case <-ctx.Done():
				}
				return json.RawMessage(`"slow-ok"`), nil
			})},
			{Name: "late", Call: runtime.Blocking(func(context.Context, json.RawMessage) (json.RawMessage, error) {
				time.Sleep(400 * time.Millisecond)
				return json.RawMessage(`"late"`), nil
			})},
			{Name: "oops", Call: func(_ context.Context, _ json.RawMessage, reply runtime.Reply) { reply(nil, errors.New("oops")) }},
			{Name: "vague", Call: fixed(`NaN`)},
			{Name: "big", Call: func(_ context.Context, _ json.RawMessage, reply runtime.Reply) {
				c.big.Add(1)
				reply(json.RawMessage(`"`+strings.Repeat("z", 5000000)+`"`), nil)
			}},
			{Name: "get", Call: fixed(`{"__proto__": {"k": 1}}`)},
			{Name: "__proto__", Call: fixed(`"__proto__"`)},
			{Name: "constructor", Call: fixed(`"constructor"`)},
			{Name: "toString", Call: fixed(`"toString"`)},
		},
	}}
}

type rc struct {
	name    string
	program string
	opts    *runtime.Options
	// expectations
	value   string // exact JSON of the value ("" = no value)
	kind    runtime.Kind
	msg     string // exact message
	msgLike string // regexp the message must match
	logs    []string
	nss     func(*hostCounter) []runtime.Namespace
	check   func(t *testing.T, c *hostCounter, res runtime.Result)
}

func ms(d int) time.Duration { return time.Duration(d) * time.Millisecond }

func runCase(t *testing.T, tt rc) {
	t.Helper()
	rt, err := New(tt.opts)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	c := &hostCounter{}
	nss := defaultNamespaces(c)
	if tt.nss != nil {
		nss = tt.nss(c)
	}
	res, err := rt.Run(context.Background(), runtime.Request{Program: tt.program, Namespaces: nss})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	assertResult(t, tt, res)
	if tt.check != nil {
		tt.check(t, c, res)
	}
}

func assertResult(t *testing.T, tt rc, res runtime.Result) {
	t.Helper()
	if res.Logs == nil {
		t.Errorf("Logs is nil")
	}
	if tt.logs != nil && strings.Join(res.Logs, "\x00") != strings.Join(tt.logs, "\x00") || tt.logs != nil && len(res.Logs) != len(tt.logs) {
		t.Errorf("logs = %q, want %q", res.Logs, tt.logs)
	}
	if tt.kind == "" {
		if res.Error != nil {
			t.Fatalf("unexpected failure %v", res.Error)
		}
		if string(res.Value) != tt.value {
			t.Errorf("value = %s, want %s", res.Value, tt.value)
		}
		return
	}
	if res.Error == nil {
		t.Fatalf("want %s failure, got value %s", tt.kind, res.Value)
	}
	if res.Value != nil {
		t.Errorf("failure carries a value %s", res.Value)
	}
	if res.Error.Kind != tt.kind {
		t.Errorf("kind = %s (%q), want %s", res.Error.Kind, res.Error.Message, tt.kind)
	}
	if tt.msgLike == "" && res.Error.Message != tt.msg {
		t.Errorf("message = %q, want %q", res.Error.Message, tt.msg)
	}
	if tt.msgLike != "" && !regexp.MustCompile(tt.msgLike).MatchString(res.Error.Message) {
		t.Errorf("message = %q, want match %q", res.Error.Message, tt.msgLike)
	}
}

func hostUntouched(t *testing.T, c *hostCounter, _ runtime.Result) {
	if n := c.echo.Load(); n != 0 {
		t.Errorf("echo invoked %d times, want 0", n)
	}
}

func echoedOnce(t *testing.T, c *hostCounter, _ runtime.Result) {
	if n := c.echo.Load(); n != 1 {
		t.Errorf("echo invoked %d times, want 1", n)
	}
}

func TestConformance(t *testing.T) {
	X := runtime.KindException
	I := runtime.KindInvalidOutput
	L := runtime.KindOutputLimit
	const lossy = "program completion must be lossless JSON"
	capOpt := func(n int) *runtime.Options { return &runtime.Options{MaxOutputBytes: n} }
	tests := []rc{
		{name: "RC-01 return 6*7", program: `return 6 * 7`, value: `42`},
		{name: "RC-02 annotations", program: `const n: number = 4; return n as number`, value: `4`},
		{name: "RC-03 types", program: `type Pair = [string, number]; interface Box { v: Pair } const b: Box = { v: ["k", 2] }; return b.v! satisfies Pair`, value: `["k",2]`},
		{name: "RC-04 setTimeout", program: `return await new Promise(r => setTimeout(() => r("late"), 20))`, value: `"late"`},
		{name: "RC-05 no value", program: `let unused = 1`, logs: []string{}},
		{name: "RC-05 return undefined", program: `return undefined`},
		{name: "RC-05 return null", program: `return null`, value: `null`},
		{name: "RC-06 promise completion", program: `return Promise.resolve({ ok: true })`, value: `{"ok":true}`},
		{name: "RC-07 enum compiles (DESIGN 3.1)", program: "enum Mode { On, Off }\nreturn Mode.On", value: `0`},
		{name: "RC-08 namespace is exception (DESIGN 3.1)", program: "namespace Util { export const k = 1 }\nreturn 1", kind: X, msgLike: `program\.ts:1`},
		{name: "RC-08 parameter property compiles", program: "class Pt { constructor(public x: number) {} }\nreturn new Pt(1).x", value: `1`},
		{name: "RC-08 angle cast compiles", program: "const v = <number>3\nreturn v", value: `3`},
		{name: "RC-09 syntax error", program: `return )`, kind: X, msgLike: `^program\.ts:1:8: Unexpected "\)"\n    return \)`},
		{name: "RC-09 strict ReferenceError", program: `undeclaredVar = 1`, kind: X, msgLike: `ReferenceError`},
		{name: "RC-11 console levels", program: `console.log("a"); console.info("b"); console.warn("c"); console.error("d"); console.debug("e"); console.warn(); console.error("x", { n: 1 })`, logs: []string{"a", "b", "[warn] c", "[error] d", "e", "[warn]", "[error] x { n: 1 }"}},
		{name: "RC-12 format specifiers", program: `console.log("sum", 1 + 2, false, null, undefined); console.log("%d items", 5); console.log("%s=%d%%", "a", 1, "extra"); console.log(1, "%s", 2)`, logs: []string{"sum 3 false null undefined", "5 items", "a=1% extra", "1 %s 2"}},
		{name: "PROG-6 Node's default depth 2", program: `console.log({ a: { b: { c: { d: 1 } } } }); console.log("%o", { a: { b: { c: { d: { e: 1 } } } } })`, logs: []string{"{ a: { b: { c: [Object] } } }", "{\n  a: {\n    b: { c: { d: { e: 1 } } }\n  }\n}"}},
		{name: "PROG-6 specifier throws like Node", program: `try { console.log("%s", { toString() { throw new RangeError("no") } }) } catch (e) { return e.name }`, value: `"RangeError"`, logs: []string{}},
		{name: "RC-13 objects rendered like util.inspect", program: `console.log({ id: 7, tags: ["x", "y"] }); console.log(Object.assign(Object.create(null), { z: 1 }))`, logs: []string{"{ id: 7, tags: [ 'x', 'y' ] }", "[Object: null prototype] { z: 1 }"}},
		{name: "PROG-6 scalars and labels", program: `console.log("point", { x: 1, y: 2 }); console.log("got", 42); console.log(-0, NaN, 10n, Symbol("s"), [1, , 3], new Map([["a", 1]]))`, logs: []string{"point { x: 1, y: 2 }", "got 42", "-0 NaN 10n Symbol(s) [ 1, <1 empty item>, 3 ] Map(1) { 'a' => 1 }"}},
		{name: "RC-14 empty and multi-line entries", program: `console.log(); console.log("l1\nl2")`, logs: []string{"", "l1\nl2"}},
		{name: "RC-15 console.table", program: `console.table([{ a: 1, b: "x" }, { a: 22 }])`, logs: []string{"┌─────────┬────┬─────┐\n│ (index) │ a  │ b   │\n├─────────┼────┼─────┤\n│ 0       │ 1  │ 'x' │\n│ 1       │ 22 │     │\n└─────────┴────┴─────┘"}},
		{name: "RC-16 no process (DESIGN 3.5)", program: `return typeof process`, value: `"undefined"`},
		{name: "RC-17 no process.stdout (DESIGN 3.5)", program: `process.stdout.write("cb")`, kind: X, msgLike: `ReferenceError`},
		{name: "RC-18 no process.env (DESIGN 3.5)", program: `return typeof require === "undefined" && typeof process === "undefined"`, value: `true`},
		{name: "RC-19 throw Error", program: `throw new Error("fizz")`, kind: X, msgLike: `fizz`},
		{name: "RC-19 rejected RangeError", program: `await Promise.reject(new RangeError("rr"))`, kind: X, msgLike: `rr`},
		{name: "RC-20 throw string", program: `throw "plain text"`, kind: X, msg: "plain text"},
		{name: "RC-20 throw number", program: `throw 404`, kind: X, msg: "404"},
		{name: "RC-21 unrenderable", program: `throw { toString() { throw new Error("no") } }`, kind: X, msg: unrenderable},
		{name: "RC-22 stackless Error", program: `const e = new Error("bare"); e.stack = undefined; throw e`, kind: X, msg: "bare"},
		{name: "RC-23 logs kept on exception", program: `console.log("first"); throw new Error("second")`, kind: X, msgLike: `second`, logs: []string{"first"}},
		{name: "RC-24 function completion", program: `return () => 1`, kind: I, msg: lossy + ": $ is a function; call it and return its result instead", logs: []string{}},
		{name: "RC-25 NaN", program: `return NaN`, kind: I, msg: lossy + ": $ is NaN; return null or a string instead"},
		{name: "RC-25 -0", program: `return -0`, kind: I, msg: lossy + ": $ is -0; return 0 instead"},
		{name: "RC-25 Infinity", program: `return Infinity`, kind: I, msg: lossy + ": $ is Infinity; return null or a string instead"},
		{name: "RC-25 nested -0", program: `return [0, -0]`, kind: I, msg: lossy + ": $[1] is -0; return 0 instead"},
		{name: "RC-26 hole", program: `return [1, , 3]`, kind: I, msg: lossy + ": $ has an empty slot at [1]; return Array.from(array) instead (empty slots become null)"},
		// RC-26 and RC-27 are overridden by issue #21 item 7: a completion is
		// encoded like JSON.stringify (undefined members left out, null in
		// arrays, toJSON applied); what JSON.stringify would change silently
		// is still refused, with its path and a fix.
		{name: "RC-26 undefined element (issue #21: null)", program: `return [undefined, () => 1, Symbol("s")]`, value: `[null,null,null]`},
		{name: "RC-26 undefined member (issue #21: left out)", program: `return { a: undefined, b: 1, f() {}, [Symbol("k")]: undefined, s: Symbol("s") }`, kind: I, msg: lossy + ": $ has a symbol-keyed property; use string keys instead"},
		{name: "RC-26 undefined member left out (issue #21)", program: `return { a: undefined, b: 1, f() {}, s: Symbol("s") }`, value: `{"b":1}`},
		{name: "RC-27 Date (issue #21: toJSON)", program: `return { when: new Date(0) }`, value: `{"when":"1970-01-01T00:00:00.000Z"}`},
		{name: "RC-27 Map", program: `return { rows: [{ when: new Map() }] }`, kind: I, msg: lossy + ": $.rows[0].when is a Map; return Object.fromEntries(map) instead"},
		{name: "RC-27 BigInt", program: `return 10n`, kind: I, msg: lossy + ": $ is a BigInt; return String(n) or Number(n) instead"},
		{name: "RC-27 Symbol", program: `return Symbol("s")`, kind: I, msg: lossy + ": $ is a symbol; return its description string instead"},
		{name: "RC-27 RegExp", program: `return /x/`, kind: I, msg: lossy + ": $ is a RegExp; return its .source string instead"},
		{name: "RC-27 toJSON (issue #21: applied)", program: `return { toJSON() { return 1 } }`, value: `1`},
		{name: "RC-28 class instance", program: `class C { v = 1 }; return new C()`, kind: I, msg: lossy + ": $ is a class instance (not a plain object); return a plain object ({ ...value }) instead"},
		{name: "RC-28 foreign prototype", program: `const f = Object.create(Object.create(null)); f.x = 1; return f`, kind: I, msg: lossy + ": $ is a class instance (not a plain object); return a plain object ({ ...value }) instead"},
		{name: "RC-29 decorated array", program: `const a = [1]; Object.defineProperty(a, "m", { value: 1 }); return a`, kind: I, msg: lossy + ": $ is an array with extra properties; return Array.from(value) and the extra properties separately instead"},
		{name: "RC-29 non-enumerable key", program: `return Object.defineProperty({}, "h", { value: 1 })`, kind: I, msg: lossy + ": $ has a non-enumerable property; return a plain copy ({...value}) instead"},
		{name: "RC-29 symbol key", program: `return { [Symbol("s")]: 1 }`, kind: I, msg: lossy + ": $ has a symbol-keyed property; use string keys instead"},
		{name: "RC-30 cycle", program: `const o = { a: { n: 1 } }; o.a.b = o.a; return o`, kind: I, msg: lossy + ": $.a.b refers back to $.a; return a copy without the cycle instead"},
		{name: "RC-31 shared refs copied", program: `const s = { v: 1 }; return { a: s, b: [s] }`, value: `{"a":{"v":1},"b":[{"v":1}]}`},
		{name: "RC-32 own __proto__ key", program: `return JSON.parse('{"__proto__": {"p": 1}, "q": 2}')`, value: `{"__proto__":{"p":1},"q":2}`},
		{name: "RC-33 getter read", program: `return { get g() { return 9 } }`, value: `{"g":9}`},
		{name: "RC-33 throwing getter", program: `return { get g() { throw new Error("g") } }`, kind: I, msg: lossy + ": $.g threw while being read (Error: g); return plain data instead"},
		{name: "RC-34 key order", program: `return { b: 1, a: 2, 10: 3, 2: 4 }`, value: `{"2":4,"10":3,"b":1,"a":2}`},
		{name: "RC-35 numbers", program: `return [1e308, 2 ** 60, 0.1]`, value: `[1e+308,1152921504606847000,0.1]`},
		{name: "RC-36 2500 deep", program: `let v = 0; for (let i = 0; i < 2500; i++) v = [v]; return v`, value: strings.Repeat("[", 2500) + "0" + strings.Repeat("]", 2500)},
		{name: "RC-37 echo", program: `return await tools.echo({ q: [1, "two"] })`, value: `{"q":[1,"two"]}`, check: func(t *testing.T, c *hostCounter, _ runtime.Result) {
			if c.echo.Load() != 1 {
				t.Errorf("echo invoked %d times", c.echo.Load())
			}
		}},
		{name: "RC-38 typed rejection", program: `try { await tools.deny({}) } catch (e) { return [e instanceof ToolCallError, e instanceof Error, e.name, e.toolName, e.message] }`, value: `[true,true,"ToolCallError","deny","denied"]`},
		{name: "RC-39 host error text", program: `try { await tools.oops({}) } catch (e) { return [e.toolName, e.message] }`, value: `["oops","oops"]`},
		{name: "RC-40 lossy resolution", program: `try { await tools.vague({}) } catch (e) { return e.message }`, value: `"binding resolution must be lossless JSON"`},
		{name: "RC-41 lossy argument", program: `try { await tools.echo(new Date()) } catch (e) { return [e.name, e.message] }`, value: `["ToolCallError","binding arguments must be lossless JSON"]`, check: hostUntouched},
		// RC-42 and JSON-8's B1 "no argument" row are overridden by issue
		// #34: every peer accepts tools.x() (and tools.x(undefined)) as {}.
		{name: "RC-42 missing argument is {} (issue #34)", program: `return await tools.echo()`, value: `{}`, check: echoedOnce},
		{name: "RC-42 undefined argument is {} (issue #34)", program: `return await tools.echo(undefined, 2)`, value: `{}`, check: echoedOnce},
		{name: "RC-41 a cycle is JSON.stringify's TypeError (issue #40)", program: `const a: any = {}; a.a = a; try { await tools.echo(a) } catch (e) { return [e.name, e.message.split("\n")[0]] }`, value: `["TypeError","Converting circular structure to JSON"]`, check: hostUntouched},
		{name: "RC-41 undefined inside a container stays lossy", program: `try { await tools.echo([undefined]) } catch (e) { return e.message }`, value: `"binding arguments must be lossless JSON"`, check: hostUntouched},
		{name: "RC-43 first argument only", program: `return await tools.echo(1, 2)`, value: `1`},
		{name: "RC-44 plain Error namespace", program: `try { await helpers.x({}) } catch (e) { return [e.name, "helperName" in e, e.message] }`, value: `["Error",false,"nope"]`,
			nss: func(*hostCounter) []runtime.Namespace {
				return []runtime.Namespace{{Global: "helpers", Functions: []runtime.Function{{Name: "x", Call: func(_ context.Context, _ json.RawMessage, reply runtime.Reply) { reply(nil, errors.New("nope")) }}}}}
			}},
		{name: "RC-45 custom error class", program: `try { await svc.call({}) } catch (e) { return [e instanceof SvcError, e.name, e.op, e.message] }`, value: `[true,"SvcError","call","down"]`,
			nss: func(*hostCounter) []runtime.Namespace {
				return []runtime.Namespace{{Global: "svc", ErrorClass: &runtime.ErrorClass{Name: "SvcError", MemberProperty: "op"}, Functions: []runtime.Function{{Name: "call", Call: func(_ context.Context, _ json.RawMessage, reply runtime.Reply) { reply(nil, errors.New("down")) }}}}}
			}},
		{name: "RC-46 hostile member names", program: `return [await tools["__proto__"]({}), await tools.constructor({}), await tools.toString({}), Object.getPrototypeOf(tools), typeof tools.hasOwnProperty]`, value: `["__proto__","constructor","toString",null,"undefined"]`},
		{name: "RC-47 undeclared typeof", program: `return typeof tools.missing`, value: `"undefined"`},
		{name: "RC-47 undeclared call", program: `await tools.missing({})`, kind: X, msgLike: `^ToolCallError: there is no tool "missing" \(tools\.missing is not a function\)`, check: hostUntouched},
		{name: "RC-47 undeclared call is a ToolCallError naming the closest", program: `try { await tools.ech(1) } catch (e) { return [e instanceof ToolCallError, e.toolName, e.message] }`,
			value: `[true,"ech","there is no tool \"ech\" (tools.ech is not a function); the closest are tools.echo; codemode.search(\"what it should do\") finds a tool by its purpose"]`, check: hostUntouched},
		{name: "RC-47 undeclared member of a namespace without an error class stays a TypeError", program: `try { await helpers.x() } catch (e) { return [e.name, e.message] }`, value: `["TypeError","helpers.x is not a function"]`,
			nss: func(*hostCounter) []runtime.Namespace { return []runtime.Namespace{{Global: "helpers"}} }},
		{name: "RC-48 uncaught ToolCallError", program: `await tools.deny({})`, kind: X, msgLike: `^ToolCallError: denied`},
		{name: "RC-49 constructible error class", program: `const e = new ToolCallError("made", "by hand"); return [e.name, e.toolName, e.message, e instanceof Error]`, value: `["ToolCallError","made","by hand",true]`},
		{name: "RC-50 parameters not globals", program: `return [typeof tools, typeof globalThis.tools]`, value: `["object","undefined"]`},
		{name: "RC-51 Promise.all", program: `const [a, b] = await Promise.all([tools.echo(1), tools.echo(2)]); return a + b`, value: `3`},
		{name: "RC-51 dropped call is waited for", program: `void tools.echo(7).then(v => console.log("late", v)); return "done"`, value: `"done"`,
			logs: []string{"codemode: the program returned with 1 tool call still pending; waiting for them before settling, as Node does", "late 7"}},
		{name: "RC-51 a dropped call that never replies holds the run to the wall ceiling, not its value", opts: &runtime.Options{Wall: ms(300)}, program: `void tools.never({}); return "done"`, value: `"done"`,
			logs: []string{"codemode: the program returned with 1 tool call still pending; waiting for them before settling, as Node does", "codemode: the wall-clock ceiling (300ms) ended the wait after the program returned; still pending: tools.never"}},
		{name: "RC-52 uncapped resolution", opts: capOpt(1000), program: `return (await tools.big({})).length`, value: `5000000`},
		{name: "RC-53 own __proto__ resolution", program: `const r = await tools.get({}); return [Object.keys(r), Object.getPrototypeOf(r) === Object.prototype]`, value: `[["__proto__"],true]`},
		{name: "RC-54 compute budget", opts: &runtime.Options{Compute: ms(200)}, program: `console.log("t0"); for (;;) {}`, kind: runtime.KindTimeout, msg: "compute budget exhausted (200ms busy)", logs: []string{"t0"}},
		{name: "RC-55 pending call does not pause meter", opts: &runtime.Options{Compute: ms(200)}, program: `void tools.never({}); for (;;) {}`, kind: runtime.KindTimeout, msgLike: `compute budget`},
		{name: "RC-56 waiting is free", opts: &runtime.Options{Compute: ms(500), Wall: 10 * time.Second}, program: `return await tools.slow({})`, value: `"slow-ok"`},
		{name: "RC-57 wall ceiling", opts: &runtime.Options{Wall: ms(300)}, program: `await tools.never({}); return 1`, kind: runtime.KindTimeout, msg: "wall-clock ceiling reached (300ms); waiting on tools.never"},
		{name: "RC-65 cap 7", opts: capOpt(7), program: `return "€"`, value: `"€"`},
		{name: "RC-65 cap 6", opts: capOpt(6), program: `return "€"`, kind: L, msg: "ou", logs: []string{}},
		{name: "RC-66 cap 20", opts: capOpt(20), program: `console.log("ab"); console.log("cd"); return { k: "v" }`, value: `{"k":"v"}`, logs: []string{"ab", "cd"}},
		{name: "RC-66 cap 19", opts: capOpt(19), program: `console.log("ab"); console.log("cd"); return { k: "v" }`, kind: L, msg: "outer output ex", logs: []string{}},
		{name: "RC-67 cap 11", opts: capOpt(11), program: `console.log("abc"); throw "xy"`, kind: X, msg: "xy", logs: []string{"abc"}},
		{name: "RC-67 cap 10", opts: capOpt(10), program: `console.log("abc"); throw "xy"`, kind: L, msg: "outer ", logs: []string{}},
		{name: "RC-68 cap 64 value", opts: capOpt(64), program: `return "y".repeat(10000)`, kind: L, msg: "outer output exceeded 64 bytes", logs: []string{}},
		{name: "RC-68 cap 64 stack", opts: capOpt(64), program: `throw new Error("x".repeat(1e6))`, kind: L, msg: "outer output exceeded 64 bytes", logs: []string{}},
		{name: "RC-69 cap 300 spam", opts: capOpt(300), program: `for (let i = 0; i < 1000; i++) console.log("spam line", i); return 1`, kind: L, msg: "outer output exceeded 300 bytes",
			logs: append(spamLines(18), "spa")},
		{name: "RC-70 cap 40", opts: capOpt(40), program: `console.log("a".repeat(50))`, kind: L, msg: "outer output exceeded 40 bytes", logs: []string{"aaaa"}},
		{name: "RC-71 cap 100 fits logs", opts: capOpt(100), program: `console.log("a".repeat(60)); return "b".repeat(50)`, kind: L, msg: "outer output exceeded 100 bytes", logs: []string{strings.Repeat("a", 60)}},
		{name: "RC-71 cap 100 trims logs", opts: capOpt(100), program: `console.log("a".repeat(80)); return "b".repeat(50)`, kind: L, msg: "outer output exceeded 100 bytes", logs: []string{strings.Repeat("a", 63)}},
		{name: "RC-72 cap 16", opts: capOpt(16), program: `console.log("\"\u0001😀")`, logs: []string{"\"\u0001😀"}},
		{name: "RC-72 cap 15", opts: capOpt(15), program: `console.log("\"\u0001😀")`, kind: L, msg: "outer outpu", logs: []string{}},
		{name: "RC-73 cap 16", opts: capOpt(16), program: `console.log("é".repeat(10))`, kind: L, msg: "outer output", logs: []string{}},
		{name: "RC-74 cap 4 diagnostic", opts: capOpt(4), program: "return )", kind: L, msg: "", logs: []string{}},
		{name: "RC-76 64MiB fits", opts: &runtime.Options{MaxOutputBytes: 64 << 20, Compute: 5 * time.Minute, Wall: 10 * time.Minute}, program: `return "x".repeat(67108860)`, check: func(t *testing.T, _ *hostCounter, res runtime.Result) {
			if len(res.Value) != 67108862 {
				t.Errorf("value length %d", len(res.Value))
			}
		}, value: `"` + strings.Repeat("x", 67108860) + `"`},
		{name: "RC-76 64MiB overflows", opts: &runtime.Options{MaxOutputBytes: 64 << 20, Compute: 5 * time.Minute, Wall: 10 * time.Minute}, program: `return "x".repeat(67108861)`, kind: L, msg: "outer output exceeded 67108864 bytes"},
		{name: "RC-77 cap 30", opts: capOpt(30), program: `console.log("a"); console.log("b"); console.log("c"); return [true, false]`, value: `[true,false]`, logs: []string{"a", "b", "c"}},
		{name: "RC-77 cap 24", opts: capOpt(24), program: `console.log("a"); console.log("b"); console.log("c"); return [true, false]`, kind: L, msg: "outer output exceede", logs: []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			runCase(t, tt)
		})
	}
}

func spamLines(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = "spam line " + itoa(i)
	}
	return out
}

func itoa(i int) string { return strconv.Itoa(i) }
