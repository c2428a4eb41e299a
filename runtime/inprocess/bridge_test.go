package inprocess

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
)

// bridgeRun is a run with just enough realm for (*run).encode.
func bridgeRun() *run {
	vm := goja.New()
	return &run{vm: vm, objectProto: vm.NewObject().Prototype(), arrayProto: vm.NewArray().Prototype()}
}

// encodeGeneral is the encoder without its fast paths (the cycle map from
// the first container, goja's Number::toString, a fresh encoder, vm.Try
// around every value): the reference the fast path must equal.
func encodeGeneral(r *run, v goja.Value, limit int, hard bool) ([]byte, error) {
	e := encoder{objectProto: r.objectProto, arrayProto: r.arrayProto, halted: r.halted, limit: limit, hardLimit: hard, general: true}
	var err error
	if ex := r.vm.Try(func() { err = e.encode(v) }); ex != nil {
		return nil, errLossy
	}
	if err != nil {
		return nil, err
	}
	if e.overflow {
		return nil, errTooLarge
	}
	return e.buf, nil
}

// bridgeValues are JS expressions covering every branch of the encoder
// (JSON-1…JSON-7): lossless values, lossy ones and values that run code.
var bridgeValues = []string{
	`null`, `true`, `false`, `0`, `-0`, `1`, `-1`, `42`, `1.5`, `-2.25`, `0.1`,
	`999999999999999`, `-999999999999999`, `1e15`, `-1e15`, `2**53`, `2**53+2`, `1e21`, `1e-7`, `5e-324`, `Number.MAX_VALUE`,
	`NaN`, `Infinity`, `-Infinity`, `undefined`, `1n`, `Symbol("s")`, `() => 1`,
	`""`, `"plain"`, `"\ud800"`, `"a\udfff\ud800b"`, `"\ud83d\ude00"`, `"é\u2028\u0000\u001f\"\\"`, `"Could not convert &{x} to primitive"`,
	`[]`, `[1,[2,[3,[4,[]]]]]`, `[,1]`, `(() => { const a = [1]; a.x = 2; return a })()`, `Object.assign([1], {[Symbol()]: 1})`,
	`{}`, `{a: 1, b: "x"}`, `{"10": 1, "2": 2, b: 3, a: 4}`, `{["__proto__"]: {p: 1}}`, `{a: {b: {c: [null, {d: true}]}}}`,
	`{a: undefined}`, `{a: 1n}`, `{[Symbol("k")]: 1}`, `Object.defineProperty({a: 1}, "h", {value: 2})`,
	`Object.create(null)`, `Object.assign(Object.create(null), {a: [1]})`, `Object.create({})`, `new (class C {})()`,
	`{toJSON() { return 1 }}`, `{get a() { return 7 }}`, `{get a() { throw new Error("boom") }}`,
	`[1, 2].map(x => x)`, `(() => { const a = [1, 2, 3]; Object.defineProperty(a, 0, {get() { a.length = 1; return 0 }}); return a })()`,
	`new Proxy({}, {})`, `new Proxy([], {})`, `{p: new Proxy({}, {})}`,
	`(() => { const a = []; a.push(a); return a })()`, `(() => { const o = {}; o.o = {p: o}; return o })()`,
	`(() => { const s = {v: 1}; return {x: s, y: [s, s]} })()`,
	`new Date(0)`, `/re/`, `new Map()`, `new Uint8Array(2)`, `new Number(1)`, `new String("s")`, `new Boolean(true)`,
	`(() => { let v = 1; for (let i = 0; i < 40; i++) v = [v]; return v })()`,
	`(() => { let v = {}; const top = v; for (let i = 0; i < 40; i++) v = v.c = {}; v.c = top; return top })()`,
	`(() => { let v = {}; const top = v; for (let i = 0; i < 40; i++) v = v.c = {i}; v.c = [top.c.c]; return top })()`,
	`(() => { let v = "x"; for (let i = 0; i < 100; i++) v = {i, v, a: [i, -i, i / 3]}; return v })()`,
	// Objects the fast key path must pass to the generic one (or read right).
	`{é: 1, a: 2}`, `{a: 1, 3: 2, b: 3}`, `(() => { const o = {a: 1, b: 2}; o[7] = 3; return o })()`,
	`(() => { const o = {a: 1, b: 2, c: 3}; delete o.b; return o })()`, `Object.defineProperty({a: 1}, "b", {value: 2, enumerable: true})`,
	`Object.assign({a: 1}, {[Symbol("s")]: 2})`, `Object.freeze({a: 1})`, `{a: {b: 1, get c() { return 2 }}}`,
}

// TestBridgeEncodeDifferential: (*run).encode, with its pooled encoder,
// stack-scan cycle check, integer formatting and primitive shortcut,
// produces exactly the general path's text or error, for every value in
// the table, under no limit, a soft limit and a hard limit.
func TestBridgeEncodeDifferential(t *testing.T) {
	r := bridgeRun()
	for _, src := range bridgeValues {
		// A fresh value for every encode: getters may mutate it.
		value := func() goja.Value {
			v, err := r.vm.RunString("(" + src + ")")
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			return v
		}
		for _, lim := range []struct {
			n    int
			hard bool
		}{{0, false}, {8, false}, {8, true}} {
			want, werr := encodeGeneral(r, value(), lim.n, lim.hard)
			// Twice: the second call takes a recycled encoder.
			for range 2 {
				got, gerr := r.encode(value(), lim.n, lim.hard)
				// Errors compare by text: a cycle's *cycleError is new each time.
				if fmt.Sprint(gerr) != fmt.Sprint(werr) || !bytes.Equal(got, want) {
					t.Errorf("%s (limit %d hard %v): fast %s (%v), general %s (%v)", src, lim.n, lim.hard, got, gerr, want, werr)
				}
			}
		}
	}
}

// TestBridgeEncodeOwnsText: the text (*run).encode returns is not the
// pooled buffer, so a host may keep it while later calls encode.
func TestBridgeEncodeOwnsText(t *testing.T) {
	r := bridgeRun()
	a, err := r.encode(r.vm.ToValue("first"), 0, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.encode(r.vm.ToValue("second!"), 0, false); err != nil {
		t.Fatal(err)
	}
	if string(a) != `"first"` {
		t.Fatalf("first text became %s", a)
	}
}

// TestBridgeDecodeDifferential: the decoder's key and small-integer fast
// paths accept and reject exactly what the general path does and build
// the same values.
func TestBridgeDecodeDifferential(t *testing.T) {
	texts := []string{
		`0`, `-0`, `-`, `1`, `-1`, `01`, `-01`, `00`, `123456789012345`, `-123456789012345`, `1234567890123456`, `9007199254740993`,
		`1.0`, `1e2`, `1E2`, `-0e0`, `1.`, `12a`, `[1,-0]`, `[0,1,22,-333]`, `{"a":1}`, `{"a" :1}`, `{"a": 1 }`,
		`{"\u0061":1}`, `{"a\"b":1}`, `{"a\\":1}`, "{\"\xff\":1}", "{\"a\tb\":1}", `{"é😀":1}`, `{"__proto__":{"x":1}}`,
		`{"a":1,"a":2}`, `{"10":1,"2":2}`, `{"a"}`, `{"a":}`, `{"a"1}`, `{"a`, `{"`, `[[[[1]]],[2,[3]],[]]`, `[1,[2,`,
		`{"k":[1,{"k":[2,{"k":[]}]}],"z":-7}`,
	}
	r := bridgeRun()
	vm := r.vm
	for _, text := range texts {
		fast := getDecoder(vm, []byte(text), nil)
		fv, ferr := fast.decode()
		putDecoder(fast)
		general := decoder{vm: vm, data: []byte(text), general: true}
		gv, gerr := general.decode()
		if (ferr == nil) != (gerr == nil) {
			t.Errorf("%s: fast error %v, general error %v", text, ferr, gerr)
			continue
		}
		if ferr != nil {
			continue
		}
		ft, err1 := encodeGeneral(r, fv, 0, false)
		gt, err2 := encodeGeneral(r, gv, 0, false)
		if err1 != nil || err2 != nil || !bytes.Equal(ft, gt) {
			t.Errorf("%s: fast %s (%v), general %s (%v)", text, ft, err1, gt, err2)
		}
	}
}

// FuzzBridgeJSONPaths: for any text, the fast decoder agrees with the
// general one, and the fast encoder with the general encoder on what was
// decoded.
func FuzzBridgeJSONPaths(f *testing.F) {
	for _, s := range []string{`{"a":[1,-2,{"b":null}]}`, `-0`, `[01]`, `{"\u00e9":"\ud800"}`, `123456789012345`, `[[[[]]]]`} {
		f.Add([]byte(s))
	}
	r := bridgeRun()
	vm := r.vm
	f.Fuzz(func(t *testing.T, in []byte) {
		fast := getDecoder(vm, in, nil)
		fv, ferr := fast.decode()
		putDecoder(fast)
		general := decoder{vm: vm, data: in, general: true}
		gv, gerr := general.decode()
		if (ferr == nil) != (gerr == nil) {
			t.Fatalf("%q: fast error %v, general error %v", in, ferr, gerr)
		}
		if ferr != nil {
			return
		}
		want, werr := encodeGeneral(r, gv, 0, false)
		got, gerr2 := r.encode(fv, 0, false)
		if werr != gerr2 || !bytes.Equal(got, want) {
			t.Fatalf("%q: fast %s (%v), general %s (%v)", in, got, gerr2, want, werr)
		}
	})
}

// TestBridgeReplyOnce: a host that replies several times, concurrently,
// settles its call with the first reply only, and the budget releases the
// call's in-flight slot: 11,000 calls over a run exceed
// MaxBindingCallsInFlight (10,000), so a slot never released fails the run.
func TestBridgeReplyOnce(t *testing.T) {
	rt := mustNew(t, nil)
	dup := func(_ context.Context, args json.RawMessage, reply runtime.Reply) {
		reply(args, nil)
		go reply(json.RawMessage(`-1`), nil)
		go reply(nil, errors.New("late"))
	}
	ns := []runtime.Namespace{{Global: "tools", Functions: []runtime.Function{{Name: "dup", Call: dup}}}}
	prog := `let n = 0;
for (let r = 0; r < 11; r++) {
	const xs = [];
	for (let i = 0; i < 1000; i++) xs.push(tools.dup(i));
	for (const v of await Promise.all(xs)) n += v;
}
return n`
	res, err := rt.Run(context.Background(), runtime.Request{Program: prog, Namespaces: ns})
	if err != nil || res.Error != nil {
		t.Fatal(err, res.Error)
	}
	if string(res.Value) != "5494500" {
		t.Fatalf("value %s, want 5494500", res.Value)
	}
}

// TestBridgeBatchSettlesAfterReturn: when a batch of replies settles the
// program's promise partway, the rest of the batch still settles its
// calls and runs their callbacks before the run settles, as Node runs
// what is pending after a script's main returns (issue #40).
func TestBridgeBatchSettlesAfterReturn(t *testing.T) {
	rt := mustNew(t, nil)
	var replies []runtime.Reply
	var mu sync.Mutex
	hold := func(_ context.Context, args json.RawMessage, reply runtime.Reply) {
		mu.Lock()
		replies = append(replies, reply)
		n := len(replies)
		mu.Unlock()
		if n == 3 { // all three queued before the loop drains: one batch
			for _, r := range replies {
				r(json.RawMessage(`1`), nil)
			}
		}
	}
	ns := []runtime.Namespace{{Global: "tools", Functions: []runtime.Function{{Name: "hold", Call: hold}}}}
	prog := `const a = tools.hold(0), b = tools.hold(1), c = tools.hold(2);
b.then(() => console.log("b settled"));
c.then(() => console.log("c settled"));
await a; return "done"`
	res, err := rt.Run(context.Background(), runtime.Request{Program: prog, Namespaces: ns})
	if err != nil || res.Error != nil {
		t.Fatal(err, res.Error)
	}
	if string(res.Value) != `"done"` || !reflect.DeepEqual(res.Logs, []string{"b settled", "c settled"}) {
		t.Fatalf("value %s logs %q: want the replies after the settling one to run their callbacks", res.Value, res.Logs)
	}
}
