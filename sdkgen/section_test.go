package sdkgen

import (
	"encoding/json"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

func raw(s string) json.RawMessage {
	if s == "" {
		return nil
	}
	return json.RawMessage(s)
}

// sc38Tools are the five tools of reference SC-38.
func sc38Tools() []Tool {
	return []Tool{
		{Name: "my-mcp.tool", InputSchema: raw(`{"type":"object","properties":{}}`), OutputSchema: raw(`{"$ref":"#/x"}`)},
		{Name: "bash", Description: "Run a shell command. Ends with */ here",
			InputSchema:  raw(`{"type":"object","properties":{"command":{"type":"string","description":"cmd"}},"required":["command"]}`),
			OutputSchema: raw(`{"type":"object","additionalProperties":false,"properties":{"exitCode":{"type":"integer"}},"required":["exitCode"]}`)},
		{Name: "Zeta", Description: "upper", InputSchema: raw(`{"type":"object","properties":{"q":{"type":"string","minLength":2}}}`), OutputSchema: raw(`{}`)},
		{Name: "😀tool", InputSchema: raw(`{"type":"object"}`), OutputSchema: raw(`{"type":"null"}`)},
		{Name: "！tool", InputSchema: raw(`{"type":"object"}`), OutputSchema: raw(`{"type":"null"}`)},
	}
}

func mustSection(t *testing.T, tools []Tool) string {
	t.Helper()
	s, err := Section(tools)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestSectionEmpty is SC-37: the structure of the declarations (SDK-G4).
func TestSectionEmpty(t *testing.T) {
	got := mustSection(t, nil)
	wantTail := "\n\n```ts\n" + jsonValueDecl + "\n\n" +
		"interface ToolArgsMap {}\n\ninterface ToolOutputMap {}\n\n" +
		"type ToolName = keyof ToolArgsMap\n\n" +
		"declare class ToolCallError extends Error {\n  readonly name: \"ToolCallError\";\n  readonly toolName: ToolName;\n}\n\n" +
		"declare const tools: {\n  [K in ToolName]: (args: ToolArgsMap[K]) => Promise<K extends keyof ToolOutputMap ? ToolOutputMap[K] : JsonValue>;\n}\n\n" +
		codemodeDecl + "\n```"
	if !strings.HasSuffix(got, wantTail) {
		t.Errorf("section does not end with the SC-37 declarations:\n%s", got)
	}
	if got != instructions+wantTail {
		t.Errorf("section is not instructions + declarations")
	}
}

// TestSectionSC38 is SC-38, adapted (DESIGN §3.3): Zeta's minLength member
// is typed, and my-mcp.tool's unresolvable $ref output is the one node
// typed unknown, with a note. Section layout: a one-line member's doc
// trails it as a // comment, and ToolOutputMap lists only the tools whose
// output is not plain JsonValue (Zeta's is, so it is left out).
func TestSectionSC38(t *testing.T) {
	got := mustSection(t, sc38Tools())
	want := "interface ToolArgsMap {\n" +
		"  /** upper */\n" +
		"  Zeta: {\n    q?: string; // @minLength 2\n  } & Record<string, JsonValue>;\n" +
		"  /** Run a shell command. Ends with *\\/ here */\n" +
		"  bash: {\n    command: string; // cmd\n  } & Record<string, JsonValue>;\n" +
		"  \"my-mcp.tool\": Record<string, JsonValue>;\n" +
		"  \"😀tool\": Record<string, JsonValue>;\n" +
		"  \"！tool\": Record<string, JsonValue>;\n" +
		"}\n\n" +
		"interface ToolOutputMap {\n" +
		"  bash: {\n    exitCode: number;\n  };\n" +
		"  /** @remarks $ref #/x does not resolve */\n" +
		"  \"my-mcp.tool\": unknown;\n" +
		"  \"😀tool\": null;\n" +
		"  \"！tool\": null;\n" +
		"}"
	if !strings.Contains(got, want) {
		t.Errorf("section maps differ:\n%s\nwant:\n%s", got, want)
	}
}

// TestSectionPermutations is SC-39 / SDK-G3: the text is a pure function of
// the set of tools.
func TestSectionPermutations(t *testing.T) {
	tools := sc38Tools()
	want := mustSection(t, tools)
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20; i++ {
		r.Shuffle(len(tools), func(i, j int) { tools[i], tools[j] = tools[j], tools[i] })
		if got := mustSection(t, tools); got != want {
			t.Fatalf("permutation %d changed the text", i)
		}
	}
}

// TestInstructions is SC-40, adapted: DESIGN §3.1 accepts full TypeScript,
// so the text says types are stripped, not "erasable syntax only".
func TestInstructions(t *testing.T) {
	got := mustSection(t, nil)
	for _, s := range []string{
		"## Writing code for run_code", "two required arguments", "`code`", "`description`",
		"body of an async TypeScript function", "not checked", "`await tools.name(args)`",
		"tools[\"my-tool\"](args)", "lossless JSON", "rejects with `ToolCallError`", "`toolName`",
		"MAY overlap under `Promise.all`", "concurrency-safe", "returns or prints with `console.log`",
		"The available tools:",
	} {
		if !strings.Contains(got, s) {
			t.Errorf("instructions lack %q", s)
		}
	}
	if strings.Contains(got, "erasable syntax only") {
		t.Error("instructions claim erasable syntax only; DESIGN §3.1 accepts full TypeScript")
	}
	if !strings.HasSuffix(got, "\n```") {
		t.Error("section must end with a closing fence and no newline")
	}
}

// TestSectionSC41: a parameterless tool and one with a required parameter
// (the reference's DSL roots are open objects).
func TestSectionSC41(t *testing.T) {
	got := mustSection(t, []Tool{
		{Name: "none"},
		{Name: "one", InputSchema: raw(`{"type":"object","properties":{"p":{"type":"string"}},"required":["p"]}`)},
	})
	for _, s := range []string{
		"  none: Record<string, JsonValue>;\n",
		"  one: {\n    p: string;\n  } & Record<string, JsonValue>;\n",
		// Both return JsonValue, which the tools constant says for tools
		// ToolOutputMap leaves out.
		"interface ToolOutputMap {}",
	} {
		if !strings.Contains(got, s) {
			t.Errorf("section lacks %q", s)
		}
	}
}

// TestSortUTF16 pins SDK-G2 / hazard H2: UTF-16 code-unit order, which puts
// an astral first character before U+FF01 (Go's byte order does not).
func TestSortUTF16(t *testing.T) {
	names := []string{"subagent_fork", "！x", "bash", "😀x", "Zeta", "subagent", "\uffff", "a"}
	var tools []Tool
	for _, n := range names {
		tools = append(tools, Tool{Name: n})
	}
	got := mustSection(t, tools)
	args := got[strings.Index(got, "interface ToolArgsMap"):strings.Index(got, "interface ToolOutputMap")]
	var order []string
	for _, l := range strings.Split(args, "\n") {
		if k, _, ok := strings.Cut(strings.TrimPrefix(l, "  "), ": "); ok && strings.HasPrefix(l, "  ") {
			order = append(order, k)
		}
	}
	want := []string{"Zeta", "a", "bash", "subagent", "subagent_fork", `"😀x"`, `"！x"`, `"` + "\uffff" + `"`}
	if strings.Join(order, ",") != strings.Join(want, ",") {
		t.Errorf("order = %v, want %v", order, want)
	}
}

func TestDuplicateToolNames(t *testing.T) {
	_, err := Section([]Tool{{Name: "a"}, {Name: "b"}, {Name: "a"}})
	if err == nil || !strings.Contains(err.Error(), `two tools are named "a"`) {
		t.Errorf("err = %v", err)
	}
}

func TestSectionSchemaErrorNamesTool(t *testing.T) {
	_, err := Section([]Tool{{Name: "ok"}, {Name: "bad", InputSchema: raw(`{"properties":{"x":{"type":"nope"}}}`)}})
	want := `sdkgen: tool "bad": inputSchema at /properties/x/type: unknown type "nope"`
	if err == nil || err.Error() != want {
		t.Errorf("err = %v, want %s", err, want)
	}
	_, err = Section([]Tool{{Name: "bad", OutputSchema: raw(`{"type":`)}})
	if err == nil || !strings.Contains(err.Error(), `tool "bad": outputSchema: invalid JSON at line 1, column 9`) {
		t.Errorf("err = %v", err)
	}
}

// TestSharedDefinitions: identical $defs of different tools become one
// named type; different ones with the same name are qualified by tool.
func TestSharedDefinitions(t *testing.T) {
	user := `"$defs":{"user":{"type":"object","additionalProperties":false,"properties":{"login":{"type":"string"}}}}`
	other := `"$defs":{"user":{"type":"object","additionalProperties":false,"properties":{"id":{"type":"integer"}}}}`
	mk := func(defs string) json.RawMessage {
		return raw(`{"type":"object","additionalProperties":false,"properties":{"u":{"$ref":"#/$defs/user"}},` + defs + `}`)
	}
	got := mustSection(t, []Tool{
		{Name: "b_tool", InputSchema: mk(user)},
		{Name: "a_tool", InputSchema: mk(user), OutputSchema: mk(other)},
	})
	for _, s := range []string{
		"type AToolUser2 = {\n  id?: number;\n}",
		"type AToolUser = {\n  login?: string;\n}",
		"  a_tool: {\n    u?: AToolUser;\n  };\n  b_tool: {\n    u?: AToolUser;\n  };",
		"  a_tool: {\n    u?: AToolUser2;\n  };",
	} {
		if !strings.Contains(got, s) {
			t.Errorf("section lacks %q:\n%s", s, got)
		}
	}
}

// declarations strips comments and string literals from declarations, so
// that a search for `unknown` finds only types.
var commentOrString = regexp.MustCompile(`/\*\*.*?\*/|//[^\n]*|"(?:[^"\\]|\\.)*"`)

func declarations(section string) string {
	i := strings.Index(section, "```ts\n")
	return commentOrString.ReplaceAllString(section[i:], "")
}
