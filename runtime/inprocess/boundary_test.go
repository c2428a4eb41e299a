package inprocess

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

func TestBoundaryHardening(t *testing.T) {
	T := runtime.KindTimeout
	tests := []rc{
		{name: "JSON-4 getter shrinks array", program: `const a = [1, 2, 3]; Object.defineProperty(a, 0, { get() { a.length = 1; return 1 }, enumerable: true }); return a`, kind: runtime.KindInvalidOutput, msg: "program completion must be lossless JSON: $ changed length while being read; build the array first, then return it"},
		{name: "JSON-4 getter read once", program: `let n = 0; const o = { get g() { return ++n } }; const r = await tools.echo(o); return [r, n]`, value: `[{"g":1},1]`},
		{name: "JSON-2 proxy rejected", program: `return new Proxy({}, {})`, kind: runtime.KindInvalidOutput, msg: "program completion must be lossless JSON: $ is a Proxy; return a plain copy ({...value}) instead"},
		{name: "JSON-2 array subclass rejected", program: `class A extends Array {}; return A.from([1])`, kind: runtime.KindInvalidOutput, msg: "program completion must be lossless JSON: $ is an Array subclass instance; return Array.from(value) instead"},
		{name: "JSON-2 boxed primitive", program: `return new String("s")`, kind: runtime.KindInvalidOutput, msg: "program completion must be lossless JSON: $ is a boxed String; return value.valueOf() instead"},
		{name: "JSON-1 null prototype accepted", program: `const o = Object.create(null); o.a = 1; return await tools.echo(o)`, value: `{"a":1}`},
		{name: "JSON-1 lone surrogate kept", program: `const s = await tools.echo("a\ud800"); return [s.length, s.charCodeAt(1)]`, value: `[2,55296]`},
		// JSON-9 checks lossiness first, so a DAG bomb is validated to the end: the
		// compute budget stops it, and the text past the cap is never held.
		{name: "JSON-9 DAG bomb completion is bounded by the compute budget", program: `let a = [1]; for (let i = 0; i < 60; i++) a = [a, a]; return a`, opts: &runtime.Options{Compute: ms(300)}, kind: T, msgLike: `compute budget`},
		{name: "JSON-9 lossy beats large", program: `return ["x".repeat(200), NaN]`, opts: &runtime.Options{MaxOutputBytes: 100}, kind: runtime.KindInvalidOutput, msg: "program completion must be lossless JSON: $[1] is NaN; return null or a string instead"},
		{name: "DESIGN 3.6 DAG bomb argument hits the memory budget", program: `let a = [1]; for (let i = 0; i < 60; i++) a = [a, a]; await tools.echo(a)`, opts: &runtime.Options{Compute: 5 * time.Second, MemoryBytes: 1 << 20}, kind: runtime.KindWorkerExit, msgLike: `^worker error: memory budget exceeded \((1 MiB|1048576 bytes)\)`},
		{name: "FAIL-2 looping toString is stopped by the compute budget", program: `throw { toString() { for (;;) {} } }`, opts: &runtime.Options{Compute: ms(200)}, kind: T, msg: "compute budget exhausted (200ms busy)"},
		{name: "FAIL-2 looping stack getter", program: `const e = new Error("x"); Object.defineProperty(e, "stack", { get() { for (;;) {} } }); throw e`, opts: &runtime.Options{Compute: ms(200)}, kind: T, msgLike: `compute budget`},
		{name: "FAIL-2 throwing stack getter", program: `const e = new Error("x"); Object.defineProperty(e, "stack", { get() { throw 1 } }); throw e`, kind: runtime.KindException, msg: unrenderable},
		{name: "FAIL-2 numeric stack", program: `const e = new Error("x"); e.stack = 42; throw e`, kind: runtime.KindException, msg: "42"},
		{name: "FAIL-2 null-prototype throw", program: `throw Object.create(null)`, kind: runtime.KindException, msg: unrenderable},
		{name: "FAIL-2 symbol throw", program: `throw Symbol("s")`, kind: runtime.KindException, msg: "Symbol(s)"},
		{name: "FAIL-2 null throw", program: `throw null`, kind: runtime.KindException, msg: "null"},
		{name: "FAIL-2 object throw", program: `throw {}`, kind: runtime.KindException, msg: "[object Object]"},
		{name: "H12 compute budget in a getter during B1", program: `await tools.echo({ get g() { for (;;) {} } })`, opts: &runtime.Options{Compute: ms(200)}, kind: T, msgLike: `compute budget`},
		{name: "H12 caught interrupt is not catchable", program: `try { for (;;) {} } catch (e) { return "caught" }`, opts: &runtime.Options{Compute: ms(100)}, kind: T, msgLike: `compute budget`},
		{name: "B2 invalid host JSON", program: `try { await h.bad({}) } catch (e) { return e.message }`, value: `"binding resolution must be lossless JSON"`, nss: hostNS("bad", `{"a":`)},
		{name: "B2 host -0", program: `try { await h.bad({}) } catch (e) { return e.message }`, value: `"binding resolution must be lossless JSON"`, nss: hostNS("bad", `-0`)},
		{name: "B2 empty host value", program: `try { await h.bad({}) } catch (e) { return e.message }`, value: `"binding resolution must be lossless JSON"`, nss: hostNS("bad", ``)},
		{name: "B2 __proto__ stays own", program: `const r = await h.p({}); return [Object.getOwnPropertyNames(r), r.x === undefined]`, value: `[["__proto__"],true]`, nss: hostNS("p", `{"__proto__":{"x":1}}`)},
		{name: "BIND-2 member without a host function", program: `try { await h.none({}) } catch (e) { return e.message }`, value: `"unknown binding \"h.none\""`, nss: func(*hostCounter) []runtime.Namespace {
			return []runtime.Namespace{{Global: "h", Functions: []runtime.Function{{Name: "none"}}}}
		}},
		{name: "BIND-1 members are read-only and own", program: `"use strict"; const d = Object.getOwnPropertyDescriptor(tools, "echo"); let threw = false; try { tools.echo = 1 } catch (e) { threw = e instanceof TypeError }; return [d.writable, d.configurable, d.enumerable, threw, Object.keys(tools).slice(0, 2)]`, value: `[false,false,true,true,["echo","deny"]]`},
		{name: "PROG-5 console has exactly its methods", program: `return [Object.getPrototypeOf(console), Object.keys(console)]`, value: `[null,["log","info","warn","error","debug","table","dir","group","groupCollapsed","groupEnd","count","countReset","assert","time","timeEnd","timeLog","trace"]]`},
		{name: "BIND-8 reply twice: first wins", program: `return await h.twice({})`, value: `1`, nss: func(*hostCounter) []runtime.Namespace {
			return []runtime.Namespace{{Global: "h", Functions: []runtime.Function{{Name: "twice", Call: func(_ context.Context, _ json.RawMessage, reply runtime.Reply) {
				reply(json.RawMessage(`1`), nil)
				reply(json.RawMessage(`2`), nil)
			}}}}}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			runCase(t, tt)
		})
	}
}

func hostNS(name, reply string) func(*hostCounter) []runtime.Namespace {
	return func(*hostCounter) []runtime.Namespace {
		return []runtime.Namespace{{Global: "h", Functions: []runtime.Function{{Name: name, Call: func(_ context.Context, _ json.RawMessage, r runtime.Reply) {
			r(json.RawMessage(reply), nil)
		}}}}}
	}
}

func TestReplyAfterSettlement(t *testing.T) { // BIND-10
	rt := mustNew(t, nil)
	var saved runtime.Reply
	nss := []runtime.Namespace{{Global: "h", Functions: []runtime.Function{{Name: "keep", Call: func(_ context.Context, _ json.RawMessage, r runtime.Reply) { saved = r }}}}}
	// A rejected program settles at once, its call still in flight (a
	// fulfilled one would wait for the call: SETTLE-1).
	res, err := rt.Run(context.Background(), runtime.Request{Program: `void h.keep({}); throw new Error("done")`, Namespaces: nss})
	if err != nil || res.Error == nil || res.Error.Kind != runtime.KindException || !strings.HasPrefix(res.Error.Message, "Error: done") {
		t.Fatal(err, res)
	}
	saved(json.RawMessage(`2`), nil) // must be a harmless no-op
	if res2, _ := rt.Run(context.Background(), runtime.Request{Program: `return 2`}); string(res2.Value) != "2" {
		t.Fatal(res2)
	}
}

func TestCallsAfterTerminalEventNotDelivered(t *testing.T) { // RUN-4
	rt := mustNew(t, &runtime.Options{MaxOutputBytes: 8})
	calls := 0
	nss := []runtime.Namespace{{Global: "h", Functions: []runtime.Function{{Name: "c", Call: func(_ context.Context, _ json.RawMessage, r runtime.Reply) { calls++; r(json.RawMessage(`1`), nil) }}}}}
	// The second log overflows the ledger: the run ends there, and the call
	// after it is never issued.
	res, err := rt.Run(context.Background(), runtime.Request{Program: `console.log("a"); console.log("bbbbbbbb"); h.c({}); return 1`, Namespaces: nss})
	if err != nil || res.Error == nil || res.Error.Kind != runtime.KindOutputLimit || calls != 0 {
		t.Fatalf("res %+v calls %d", res, calls)
	}
}
