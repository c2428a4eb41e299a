package tests

// End-to-end test of errors a model can fix in one step (issue 21, item
// 7), with the official TypeScript SDK client against `codemode serve` in
// front of the npm reference servers filesystem and memory, under both
// isolations: a completion is encoded like JSON.stringify (an undefined
// member is left out, a Date becomes its ISO string); what JSON.stringify
// would change silently is refused with the value's JSON path and the fix;
// an uncaught failed tool call names the tool and the program's line:col;
// and the SDK text states the completion rule.

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// tsErrorCase is one run_code program and what the client must receive.
type tsErrorCase struct {
	name string
	code string
	// value is the exact JSON of structuredContent.value on success; ""
	// means the run must fail and text must match want.
	value string
	want  *regexp.Regexp
}

var tsErrorCases = []tsErrorCase{
	{name: "undefined member left out", code: `return { a: 1, b: undefined }`, value: `{"a":1}`},
	{name: "undefined after a real tool call", code: `const g = await tools.read_graph({})
return { entities: g.entities.length, note: undefined }`, value: `{"entities":0}`},
	{name: "Date becomes its ISO string", code: `return { when: new Date(0) }`, value: `{"when":"1970-01-01T00:00:00.000Z"}`},
	{name: "Map", code: `const byName = new Map([["a", 1]])
return { rows: [{ byName }] }`,
		want: regexp.MustCompile(`^invalid-output: program completion must be lossless JSON: \$\.rows\[0\]\.byName is a Map; return Object\.fromEntries\(map\) instead$`)},
	{name: "NaN from a real tool's result", code: `const g = await tools.read_graph({})
return { avg: g.entities.length / g.relations.length }`,
		want: regexp.MustCompile(`^invalid-output: program completion must be lossless JSON: \$\.avg is NaN; return null or a string instead$`)},
	{name: "cycle", code: `const node: any = { name: "root" }
node.parent = node
return { tree: node }`,
		want: regexp.MustCompile(`^invalid-output: program completion must be lossless JSON: \$\.tree\.parent refers back to \$\.tree; return a copy without the cycle instead$`)},
	{name: "uncaught tool failure", code: `const dirs: unknown = await tools.list_allowed_directories({})
const text: string = await tools.read_text_file({ path: "/no/such/dir/x.txt" })
return { dirs, text }`,
		// The message is the filesystem server's; the frame and the line are codemode's.
		want: regexp.MustCompile(`(?s)^exception: ToolCallError: .*denied.*\n    at tools\.read_text_file \(program\.ts:2:34\)\n\n  2 \| const text: string = await tools\.read_text_file\(\{ path: "/no/such/dir/x\.txt" \}\)$`)},
	{name: "caught tool failure keeps message and tool", code: `try {
  await tools.read_text_file({ path: "/no/such/dir/x.txt" })
  return "read"
} catch (e) {
  return [e instanceof ToolCallError, e.toolName, e.message.split("\n").length]
}`, value: `[true,"read_text_file",1]`},
}

func TestTSRunCodeErrors(t *testing.T) {
	requireServe(t)
	dir := t.TempDir()
	servers := filepath.Join(dir, "servers.json")
	writeJSON(t, servers, map[string]any{"mcpServers": map[string]any{
		"memory":     map[string]any{"command": npmBin(t, "mcp-server-memory"), "env": map[string]string{"MEMORY_FILE_PATH": filepath.Join(dir, "m.jsonl")}},
		"filesystem": map[string]any{"command": npmBin(t, "mcp-server-filesystem"), "args": []string{dir}},
	}})
	codes := make([]string, len(tsErrorCases))
	for i, c := range tsErrorCases {
		codes[i] = c.code
	}
	for _, isolation := range []string{"inprocess", "process"} {
		t.Run(isolation, func(t *testing.T) {
			out := runNode(t, `import { connectStdio, runCode, print } from "./client.mjs";
const c = await connectStdio({command: `+jsString(codemodeBin)+`, args: ["serve", "--servers", `+jsString(servers)+`, "--root", `+jsString(dir)+`,
  "--isolation", `+jsString(isolation)+`, "--approve", "*=allow", "--start-timeout", "2m"]});
const tool = (await c.listTools()).tools.find(t => t.name === "run_code");
const sdk = (await c.readResource({uri: "codemode://sdk"})).contents[0].text;
print({description: tool.description, sdk});
for (const code of `+jsonOf(codes)+`) {
  const r = await runCode(c, code);
  print({isError: r.isError ?? false, text: r.content?.[0]?.text ?? "", value: r.structuredContent?.value});
}
await c.close();
`)
			lines := jsonLines(t, out)
			if len(lines) != 1+len(tsErrorCases) {
				t.Fatalf("node output: %s", out)
			}
			// The completion rule, in the tool description and the SDK.
			for _, where := range []string{"description", "sdk"} {
				text, _ := lines[0][where].(string)
				for _, want := range []string{
					"The return value is encoded like `JSON.stringify`: `undefined` members are left out and a `Date` becomes its ISO string.",
					"un-awaited promises are refused with the value's JSON path and the fix.",
				} {
					if !strings.Contains(text, want) {
						t.Errorf("%s lacks %q", where, want)
					}
				}
			}
			for i, c := range tsErrorCases {
				got := lines[1+i]
				text, _ := got["text"].(string)
				if c.value != "" {
					if got["isError"] != false || jsonOf(got["value"]) != c.value {
						t.Errorf("%s: isError %v value %s text %q, want value %s", c.name, got["isError"], jsonOf(got["value"]), text, c.value)
					}
					continue
				}
				if got["isError"] != true || !c.want.MatchString(text) {
					t.Errorf("%s: isError %v text:\n%s\nwant it to match %s", c.name, got["isError"], text, c.want)
				}
			}
		})
	}
}
