package inprocess

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
)

// t262Outcome is what an engine observed of one test: whether the test's
// code started (false = it did not compile), whether it failed, and the
// failure's text, "Name: message".
type t262Outcome struct {
	Started bool
	Failed  bool
	Msg     string
}

// notEvaluated is the text of harness $DONOTEVALUATE (and of raw tests'
// equivalent throw): a negative-syntax test whose code runs throws it first.
const notEvaluated = "should not be evaluated"

// t262Judge decides pass or fail by test262's rules: a positive test must
// not fail; a negative parse (or resolution) test must fail before its
// code runs; a negative runtime test must throw an error of its type.
// Code that runs through eval (noStrict and raw tests in codemode) has
// started before eval parses it; its early errors are recognised as a
// SyntaxError thrown before the $DONOTEVALUATE() every such test begins
// with.
func t262Judge(t *t262Test, o t262Outcome) (bool, string) {
	first, _, _ := strings.Cut(o.Msg, "\n")
	switch t.Meta.Phase {
	case "":
		if o.Failed {
			return false, first
		}
		return true, ""
	case "runtime":
		if !o.Failed {
			return false, "expected a " + t.Meta.Type + " at run time, completed normally"
		}
		if !o.Started {
			return false, "expected a " + t.Meta.Type + " at run time, did not compile: " + first
		}
		if !strings.HasPrefix(o.Msg, t.Meta.Type) {
			return false, "expected a " + t.Meta.Type + " at run time, got " + first
		}
		return true, ""
	default: // parse, resolution
		if !o.Failed || strings.Contains(o.Msg, notEvaluated) {
			return false, "expected an early " + t.Meta.Type + ", the code ran"
		}
		if o.Started && !strings.HasPrefix(o.Msg, t.Meta.Type) {
			return false, "expected an early " + t.Meta.Type + ", got " + first
		}
		return true, ""
	}
}

// t262Timeout bounds one test on every engine; no test of the subset
// needs more than a fraction of it.
const t262Timeout = 20 * time.Second

// ---- codemode

// codemodePrelude gives the test the host-defined globals of test262
// (INTERPRETING.md): $DONE for async tests, print, and the $262 object
// with what can be written in the program's own language; start marks
// that the program compiled and began. detachArrayBuffer detaches through
// ArrayBuffer.prototype.transfer when the realm has it.
const codemodePrelude = `console.log("T262:start");
let __t262settle; const __t262done = new Promise((res) => { __t262settle = res; });
globalThis.$DONE = (e) => __t262settle(e === undefined ? { ok: true } : { err: e });
globalThis.print = (...a) => console.log(...a);
globalThis.$262 = {
  global: globalThis,
  evalScript: (s) => (0, eval)(s),
  gc() {},
  detachArrayBuffer(ab) {
    if (typeof ArrayBuffer.prototype.transfer !== "function") throw new TypeError("detachArrayBuffer: not available");
    ab.transfer();
  },
  createRealm() { throw new TypeError("createRealm: not available"); },
};
`

// codemodeAsyncTail waits for $DONE and fails the run as $DONE was told.
const codemodeAsyncTail = "\n;{ const __t262r = await __t262done; if (!__t262r.ok) throw __t262r.err; }\n"

// codemodeProgram is the program codemode runs for t. A strict test is
// the program itself, prelude first: a codemode program is the body of a
// strict async function, transpiled by esbuild, so the test meets what a
// model's code meets — the transpiler's syntax checks and lowering, the
// guards, langlib. The difference from a script: top-level declarations
// are a function's locals, not properties of the global object. A
// sloppy-mode test (noStrict, raw) cannot be a strict function body; the
// program runs it as a script with indirect eval, the way a program
// reaches script semantics, through the same guarded eval.
//
// The strict test is wrapped once more, in a function called with this =
// globalThis: a script's top-level this is the global object, and tests
// such as verifyProperty(this, "JSON") check the global binding, not
// something a program can change.
func codemodeProgram(h t262Harness, t *t262Test) (string, error) {
	script, err := h.script(t)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString(codemodePrelude)
	if t.Strict() {
		b.WriteString("(function () {\n")
		b.WriteString(script)
		b.WriteString("\n}).call(globalThis);\n")
	} else {
		q, _ := json.Marshal(script)
		b.WriteString("(0, eval)(")
		b.Write(q)
		b.WriteString(");\n")
	}
	if t.Meta.Flags["async"] {
		b.WriteString(codemodeAsyncTail)
	}
	return b.String(), nil
}

// runCodemode runs t on rt, an in-process Runtime.
func runCodemode(rt *Runtime, h t262Harness, t *t262Test) (t262Outcome, error) {
	prog, err := codemodeProgram(h, t)
	if err != nil {
		return t262Outcome{}, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), t262Timeout)
	defer cancel()
	res, err := rt.Run(ctx, runtime.Request{Program: prog, Filename: t.Path})
	if err != nil {
		return t262Outcome{}, err
	}
	o := t262Outcome{Started: len(res.Logs) > 0 && res.Logs[0] == "T262:start"}
	if res.Error != nil {
		o.Failed = true
		o.Msg = res.Error.Message
		if res.Error.Kind != runtime.KindException {
			o.Msg = string(res.Error.Kind) + ": " + res.Error.Message
		}
	}
	return o, nil
}

// ---- bare goja

// runGoja runs t on a fresh goja.Runtime with nothing added but the
// test262 host globals: the baseline codemode must not fall below.
func runGoja(h t262Harness, t *t262Test) (o t262Outcome, err error) {
	script, err := h.script(t)
	if err != nil {
		return o, err
	}
	prog, cerr := goja.Compile(t.Path, script, false)
	if cerr != nil {
		return t262Outcome{Failed: true, Msg: "SyntaxError: " + cerr.Error()}, nil
	}
	o.Started = true
	vm := goja.New()
	done, doneErr := false, goja.Value(nil)
	_ = vm.Set("$DONE", func(e goja.Value) {
		done = true
		if e != nil && !goja.IsUndefined(e) {
			doneErr = e
		}
	})
	_ = vm.Set("print", func(goja.Value) {})
	d := vm.NewObject()
	_ = d.Set("global", vm.GlobalObject())
	_ = d.Set("gc", func() {})
	_ = d.Set("evalScript", func(s string) goja.Value {
		v, err := vm.RunString(s)
		if err != nil {
			panic(err)
		}
		return v
	})
	_ = d.Set("detachArrayBuffer", func(v goja.Value) {
		if ab, ok := v.Export().(goja.ArrayBuffer); ok {
			ab.Detach()
			return
		}
		panic(vm.NewTypeError("not an ArrayBuffer"))
	})
	_ = d.Set("createRealm", func() { panic(vm.NewTypeError("createRealm: not available")) })
	_ = vm.Set("$262", d)
	timer := time.AfterFunc(t262Timeout, func() { vm.Interrupt("timeout") })
	defer timer.Stop()
	defer func() {
		if p := recover(); p != nil {
			o.Failed, o.Msg = true, fmt.Sprintf("panic: %v", p)
		}
	}()
	if _, err := vm.RunProgram(prog); err != nil {
		o.Failed, o.Msg = true, gojaErrText(err)
		return o, nil
	}
	if t.Meta.Flags["async"] {
		switch {
		case !done:
			o.Failed, o.Msg = true, "async test did not call $DONE"
		case doneErr != nil:
			o.Failed, o.Msg = true, valueText(doneErr)
		}
	}
	return o, nil
}

func gojaErrText(err error) string {
	if ex, ok := err.(*goja.Exception); ok {
		return valueText(ex.Value())
	}
	return err.Error()
}

// valueText is String(v), or a placeholder when that throws.
func valueText(v goja.Value) (s string) {
	defer func() {
		if recover() != nil {
			s = "(unprintable thrown value)"
		}
	}()
	return v.String()
}
