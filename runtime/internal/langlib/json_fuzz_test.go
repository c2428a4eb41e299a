package langlib_test

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

// FuzzReviverSource checks the scanner behind the reviver's context.source
// (js/json.js) on any text goja's JSON.parse accepts: every primitive the
// reviver sees with a source parses back, from that source, to the same
// value, objects and arrays get none, and the result equals the plain
// parse's.
func FuzzReviverSource(f *testing.F) {
	for _, s := range []string{
		`1`, ` -0.5e-3 `, `"a\"b\\"`, `[1, [2, [3]], {"x": null}]`, `{"a": 1, "a": [true, false]}`,
		`{"__proto__": 1, "": "empty", "\u00e9": "\ud83d\ude00"}`, "\t[\n1\r,\"]\"]", `{}`, `[]`, `[[],{}]`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		vm := goja.New()
		if err := langlib.Install(vm, nil); err != nil {
			t.Fatal(err)
		}
		if _, err := vm.RunString(`JSON.parse`); err != nil {
			t.Fatal(err)
		}
		check, err := vm.RunString(`(function (text) {
			let plain;
			try { plain = JSON.parse(text); } catch (e) { return "skip"; }
			const bad = [];
			const revived = JSON.parse(text, function (k, v, ctx) {
				if (v !== null && typeof v === "object") {
					if ("source" in ctx) bad.push("source for an object at " + k);
				} else if (!Object.is(JSON.parse(ctx.source), v)) {
					bad.push(k + ": " + String(ctx.source) + " is not " + String(v));
				}
				return v;
			});
			if (JSON.stringify(revived) !== JSON.stringify(plain)) bad.push("result differs");
			return bad.join("; ");
		})`)
		if err != nil {
			t.Fatal(err)
		}
		fn, _ := goja.AssertFunction(check)
		v, err := fn(goja.Undefined(), vm.ToValue(text))
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if s := v.String(); s != "" && s != "skip" {
			t.Fatalf("%q: %s", text, s)
		}
	})
}
