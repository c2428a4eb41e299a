package sdkgen

import "encoding/json"

// instructionsBody is the fixed Markdown that opens the section (SDK-H1): the
// contract of run_code as DESIGN.md §1 and §3 define it.
const instructionsBody = "## Writing code for run_code\n" +
	"\n" +
	"`run_code` takes two required arguments: `code`, the body of an async TypeScript function (top-level `await` " +
	"and `return` work), and `description`, a short active-voice summary of what it does. Any TypeScript syntax works; " +
	"types are stripped, not checked. Inside the program:\n" +
	"\n" +
	"- Call a tool with `await tools.name(args)`, or `await tools[\"my-tool\"](args)` when the name is not an identifier. " +
	"Each call resolves to the tool's canonical JSON value, typed by `ToolOutputMap`.\n" +
	"- Arguments must be lossless JSON: plain objects, arrays, strings, finite numbers, booleans and `null`; " +
	"no `undefined` members, `NaN`, `Infinity`, `-0`, class instances or cycles. Pass `{}` for no arguments.\n" +
	"- A failed call rejects with `ToolCallError`: `toolName` names the tool, `message` says why. " +
	"Use `try`/`catch` to recover and continue.\n" +
	"- Calls MAY overlap under `Promise.all`, but only concurrency-safe (read-only) tools run at once; " +
	"any other call runs alone, in call order. Sequence dependent work with `await`.\n" +
	"- Only what the program returns or prints with `console.log` re-enters the conversation, " +
	"so return just what the next step needs.\n" +
	"- The return value is encoded like `JSON.stringify`: `undefined` members are left out and a `Date` becomes " +
	"its ISO string. `NaN`, `Infinity`, `-0`, `BigInt`, `Map`, `Set`, class instances, cycles and un-awaited promises " +
	"are refused with the value's JSON path and the fix.\n" +
	"- There is no `require`, `process`, file system or network; reach the outside world through `tools`."

// instructionsTrailer introduces the declarations.
const instructionsTrailer = "\n\nThe available tools:"

// instructions is instructionsBody then instructionsTrailer.
const instructions = instructionsBody + instructionsTrailer

// runCodeSchema is the input schema of run_code (SDK-I3, RC-2).
const runCodeSchema = `{"type":"object","properties":{` +
	`"code":{"type":"string","description":"The body of an async TypeScript function: top-level await and return work; call tools as await tools.name(args); return or console.log what the next step needs."},` +
	`"description":{"type":"string","description":"A 5-10 word active-voice summary of what the program does, shown to the user, e.g. \"List open pull requests\", \"Count TODO comments per file\", \"Fetch the latest release notes\"."}` +
	`},"required":["code","description"]}`

// RunCodeInputSchema returns the JSON Schema of run_code's arguments: an
// object with two required strings, `code` and `description`. Each call
// returns a fresh copy.
func RunCodeInputSchema() json.RawMessage { return json.RawMessage(runCodeSchema) }

// runCodeLead is the short contract that opens run_code's description.
const runCodeLead = "Run a TypeScript program against the tools declared below. " +
	"Two arguments are required: `code`, the body of an async function (top-level `await` and `return` work), " +
	"and `description`, a short summary of what it does. Call tools as `await tools.name(args)`. " +
	"Only what the program returns or logs is output: keep it to what you need. " +
	"The return value is encoded like `JSON.stringify`."

// RunCodeDescription returns the description MCP clients see for run_code:
// a short contract followed by the whole SDK section (DESIGN §7), since
// MCP clients have no system-prompt hook. sdk is normally Section's text.
func RunCodeDescription(sdk string) string {
	if sdk == "" {
		return runCodeLead
	}
	return runCodeLead + "\n\n" + sdk
}
