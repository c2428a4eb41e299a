package inprocess

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// FuzzCompletion checks the completion encoder against the realm's own
// JSON.stringify: whenever `return (expr)` succeeds, its text is what
// JSON.stringify(expr) gives; whenever it is refused, the message keeps
// the prefix and names a JSON path. Nothing may panic.
func FuzzCompletion(f *testing.F) {
	for _, s := range []string{
		`1`, `"s"`, `null`, `[1, undefined, () => 1]`, `{a: 1, b: undefined, s: Symbol()}`,
		`new Date(0)`, `{d: new Date(NaN)}`, `{toJSON(k) { return [k] }}`, `[{toJSON() { return undefined }}]`,
		`{a: NaN}`, `[-0]`, `{m: new Map()}`, `new Set([1])`, `[1, , 2]`, `10n`, `new Proxy({}, {})`,
		`(() => { const o = {}; o.o = o; return o })()`, `Promise.resolve(1).then(() => ({p: Promise.resolve()}))`,
		`{get g() { return undefined }}`, `{"a b": [{"\u2028": 1e21}]}`, `Object.create(null)`, `new (class {})()`,
		`new String("x")`, `{[Symbol()]: 1}`, `/x/`, `new Error("e")`, `new Uint8Array(1)`,
	} {
		f.Add(s)
	}
	rt, err := New(&runtime.Options{Compute: 2e8})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { rt.Close() })
	f.Fuzz(func(t *testing.T, expr string) {
		if strings.ContainsAny(expr, "\n\r`") || strings.Contains(expr, "Math.random") || strings.Contains(expr, "Date.now") || strings.Contains(expr, "new Date()") {
			t.Skip()
		}
		ctx := context.Background()
		got, err := rt.Run(ctx, runtime.Request{Program: "return (" + expr + ")"})
		if err != nil {
			t.Fatal(err)
		}
		if got.Error != nil {
			if got.Error.Kind == runtime.KindInvalidOutput && !strings.HasPrefix(got.Error.Message, completionPrefix+": $") {
				t.Fatalf("refusal without a path: %q", got.Error.Message)
			}
			return
		}
		want, err := rt.Run(ctx, runtime.Request{Program: "return JSON.stringify(" + expr + ") ?? null"})
		if err != nil || want.Error != nil {
			return // the expression is not deterministic enough to compare
		}
		var text *string
		if err := json.Unmarshal(want.Value, &text); err != nil {
			t.Fatalf("JSON.stringify gave %s", want.Value)
		}
		if got.Value == nil {
			if text != nil {
				t.Fatalf("no value, JSON.stringify gave %s", *text)
			}
			return
		}
		if text == nil || *text != string(got.Value) {
			t.Fatalf("completion %s, JSON.stringify %v", got.Value, text)
		}
	})
}
