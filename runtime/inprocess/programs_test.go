package inprocess

import (
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// TestProgramShapes: programs as models write them (issue #34) run as the
// peers run them: a lone function is called, a Markdown fence is removed,
// the logs say so first, and errors keep the model's own line:col.
func TestProgramShapes(t *testing.T) {
	for _, tt := range []rc{
		{name: "lone async arrow is called", program: "async () => {\n  const r = await tools.echo({ n: 1 });\n  return r.n + 1;\n}",
			value: `2`, logs: []string{"codemode: normalized the program: called the program's lone async arrow function and returned its result"}},
		{name: "lone arrow with semicolon", program: "async () => { console.log('ran'); return 'ok' };",
			value: `"ok"`, logs: []string{"codemode: normalized the program: called the program's lone async arrow function and returned its result", "ran"}},
		{name: "fenced program", program: "```js\nconst r = await tools.echo({ q: 'x' });\nreturn r.q;\n```",
			value: `"x"`, logs: []string{"codemode: normalized the program: removed the ```js fence around it (lines 1 and 4)"}},
		{name: "fenced lone function declaration", program: "```ts\nasync function main(): Promise<number> {\n  return 7;\n}\n```",
			value: `7`, logs: []string{"codemode: normalized the program: removed the ```ts fence around it (lines 1 and 5); called the program's lone async function and returned its result"}},
		{name: "error in a fenced lone arrow points at its line", program: "```js\nasync () => {\n  null.x;\n};\n```",
			kind: runtime.KindException, msgLike: `program\.ts:3:`},
		{name: "plain body is not normalized", program: "return 1", value: `1`, logs: []string{}},
		{name: "a reworded TypeError keeps V8's property attributes", program: "const a = []; try { a.x() } catch (e) { return [e.message, Object.keys(e), Object.getOwnPropertyDescriptor(e, 'message').enumerable, Object.getOwnPropertyDescriptor(e, 'stack').enumerable] }",
			value: `["a.x is not a function",[],false,false]`},
		{name: "a ToolCallError's stack is not enumerable", program: "try { await tools.deny({}) } catch (e) { return [Object.keys(e), Object.getOwnPropertyDescriptor(e, 'stack').configurable] }",
			value: `[["name","toolName"],true]`},
		{name: "no argument is {} (issue #34)", program: "return [await tools.echo(), await tools.echo(undefined)]", value: `[{},{}]`},
	} {
		t.Run(tt.name, func(t *testing.T) { runCase(t, tt) })
	}
}
