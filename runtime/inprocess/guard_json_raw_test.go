package inprocess

import (
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// TestStringifyRawJSON: the guarded JSON.stringify emits the text of the
// objects JSON.rawJSON made (ES2026), and only of those; the text counts
// toward the output limit like any other.
func TestStringifyRawJSON(t *testing.T) {
	rt := guardRuntime(t)
	tests := []guardCase{
		{"raw number", `return JSON.stringify({ big: JSON.rawJSON("9007199254740993"), list: [JSON.rawJSON("1.50"), JSON.rawJSON('"é"')] })`, "", `"{\"big\":9007199254740993,\"list\":[1.50,\"é\"]}"`},
		{"through a replacer", `return JSON.stringify({ n: 10n ** 20n }, (k, v) => typeof v === "bigint" ? JSON.rawJSON(String(v)) : v)`, "", `"{\"n\":100000000000000000000}"`},
		{"with indentation", `return JSON.stringify([JSON.rawJSON("true")], null, 1)`, "", `"[\n true\n]"`},
		{"a look-alike is an ordinary object", `return JSON.stringify(Object.freeze({ __proto__: null, rawJSON: "1" }))`, "", `"{\"rawJSON\":\"1\"}"`},
		{"round trip with the reviver's source", `const t = '{"id":12345678901234567890}'; const v = JSON.parse(t, (k, v, c) => typeof v === "number" ? BigInt(c.source) : v); return JSON.stringify(v, (k, v) => typeof v === "bigint" ? JSON.rawJSON(String(v)) : v) === t`, "", `true`},
		{"raw text counts toward the limit", `const r = JSON.rawJSON('"' + "x".repeat(3e6) + '"'); return JSON.stringify([r, r, r]).length`, runtime.KindWorkerExit, "JSON.stringify"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkGuardCase(t, rt, tt) })
	}
}
