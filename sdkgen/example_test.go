package sdkgen_test

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/sdkgen"
)

func ExampleTypeOf() {
	ts, err := sdkgen.TypeOf(json.RawMessage(`{
		"type": "object",
		"properties": {
			"path": {"type": "string", "description": "File path"},
			"limit": {"type": ["integer", "null"], "minimum": 1, "default": 100}
		},
		"required": ["path"],
		"additionalProperties": false
	}`))
	if err != nil {
		panic(err)
	}
	fmt.Println(ts)
	// Output:
	// {
	//   /** File path */
	//   path: string;
	//   /** @minimum 1 @default 100 */
	//   limit?: number | null;
	// }
}

func ExampleTypeOf_ref() {
	ts, err := sdkgen.TypeOf(json.RawMessage(`{
		"$ref": "#/$defs/tree",
		"$defs": {"tree": {"type": "object", "additionalProperties": false,
			"properties": {"name": {"type": "string"}, "children": {"type": "array", "items": {"$ref": "#/$defs/tree"}}}}}
	}`))
	if err != nil {
		panic(err)
	}
	fmt.Println(ts)
	// Output:
	// type Tree = {
	//   name?: string;
	//   children?: Tree[];
	// }
	//
	// Tree
}

func ExampleSection() {
	sdk, err := sdkgen.Section([]sdkgen.Tool{{
		Name:         "read",
		Description:  "Read a file.",
		InputSchema:  json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}},"required":["path"],"additionalProperties":false}`),
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"content":{"type":"string"}},"required":["content"],"additionalProperties":false}`),
	}})
	if err != nil {
		panic(err)
	}
	// Print the declarations of the tool, without the fixed instructions.
	start := strings.Index(sdk, "interface ToolArgsMap")
	end := strings.Index(sdk, "\n\ntype ToolName")
	fmt.Println(sdk[start:end])
	// Output:
	// interface ToolArgsMap {
	//   /** Read a file. */
	//   read: {
	//     path: string;
	//   };
	// }
	//
	// interface ToolOutputMap {
	//   read: {
	//     content: string;
	//   };
	// }
}

// A doc that several members of one name share is stated once, in the
// legend before the declarations; a one-line member's own doc trails it.
func ExampleSection_legend() {
	repo := `"repo":{"type":"string","description":"Repository name"}`
	sdk, err := sdkgen.Section([]sdkgen.Tool{
		{Name: "get_repo", InputSchema: json.RawMessage(`{"type":"object","additionalProperties":false,"properties":{` + repo + `}}`)},
		{Name: "list_issues", InputSchema: json.RawMessage(`{"type":"object","additionalProperties":false,"properties":{` + repo +
			`,"state":{"type":"string","enum":["open","closed"],"description":"Issue state"}},"required":["repo"]}`)},
	})
	if err != nil {
		panic(err)
	}
	start := strings.Index(sdk, "// Members")
	end := strings.Index(sdk, "\n\ninterface ToolOutputMap")
	fmt.Println(sdk[start:end])
	// Output:
	// // Members without a comment of their own, if named here, mean:
	// // repo: Repository name
	//
	// interface ToolArgsMap {
	//   get_repo: {
	//     repo?: string;
	//   };
	//   list_issues: {
	//     repo: string;
	//     state?: "open" | "closed"; // Issue state
	//   };
	// }
}

func ExampleParseCatalog() {
	tools, err := sdkgen.ParseCatalog([]byte(`{"tools": [
		{"name": "get_me", "description": "Who am I?", "inputSchema": {"type": "object"}},
		{"name": "ping", "inputSchema": {"type": "object", "properties": {"n": {"type": "strng"}}}}
	]}`))
	fmt.Println(len(tools), err)
	// Output:
	// 0 sdkgen: tool "ping": inputSchema at /properties/n/type: unknown type "strng"
}

func ExampleRunCodeInputSchema() {
	var schema struct {
		Required []string `json:"required"`
	}
	if err := json.Unmarshal(sdkgen.RunCodeInputSchema(), &schema); err != nil {
		panic(err)
	}
	fmt.Println(schema.Required)
	// Output:
	// [code description]
}

func ExampleRunCodeDescription() {
	sdk, _ := sdkgen.Section(nil)
	desc := sdkgen.RunCodeDescription(sdk)
	fmt.Println(strings.HasSuffix(desc, sdk), strings.Contains(desc, "`code`"), strings.Contains(desc, "`description`"))
	// Output:
	// true true true
}
