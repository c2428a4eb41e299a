package kit

// A registry result as the single text that a tool result carries in
// SDKs without an error flag or content blocks (OpenAI, Eino, Genkit).

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

// Text is the result's text blocks joined by newlines (other blocks as
// their JSON), then the text of its deferred contexts. A failure starts
// with "ERROR (CODE):" on its own line; an empty success is "(no
// output)".
func Text(res *registry.Result) string {
	var parts []string
	for _, c := range Blocks(res) {
		if c.Type == "text" && len(c.Raw) == 0 {
			parts = append(parts, c.Text)
			continue
		}
		b, _ := json.Marshal(c)
		parts = append(parts, string(b))
	}
	text := strings.Join(parts, "\n")
	if res.IsError {
		code := res.Code
		if code == "" {
			code = failure.ToolError
		}
		text = fmt.Sprintf("ERROR (%s):\n%s", code, text)
	}
	if text == "" {
		text = "(no output)"
	}
	return text
}

// Blocks are the result's content blocks, then those of its deferred
// contexts (images a program's sub-calls produced), in order: what a
// tool result carries.
func Blocks(res *registry.Result) []registry.Content {
	if len(res.Contexts) == 0 {
		return res.Content
	}
	out := slices.Clone(res.Content)
	for _, x := range res.Contexts {
		out = append(out, x.Content...)
	}
	return out
}

// Value is a framework tool's output text as a canonical value: JSON text
// as is, any other text as a JSON string.
func Value(out string) (json.RawMessage, error) {
	if json.Valid([]byte(out)) {
		return json.RawMessage(out), nil
	}
	return json.Marshal(out)
}
