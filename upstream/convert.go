package upstream

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Result is the outcome of a successful upstream tool call.
type Result struct {
	// Value is the canonical JSON value of the call (see [Set.Call] for how
	// it is derived).
	Value json.RawMessage
	// Content is the upstream's content blocks, unchanged.
	Content []mcp.Content
}

// resultValue derives the canonical value of an upstream result:
// structuredContent when the upstream sent one, else the content mapped by
// contentValue.
func resultValue(res *mcp.CallToolResult) (json.RawMessage, error) {
	if res.StructuredContent != nil {
		if raw, ok := res.StructuredContent.(json.RawMessage); ok {
			return raw, nil
		}
		return json.Marshal(res.StructuredContent)
	}
	return contentValue(res.Content)
}

// contentValue maps content blocks to one JSON value:
//
//   - no block: null;
//   - one text block: its text as a JSON string, except that a text which
//     is a JSON object or array (after trimming white space) is that value;
//   - otherwise an array with one element per block: text blocks mapped as
//     above, every other block as its MCP JSON form ({"type": "image",
//     "mimeType": …, "data": …} and so on).
func contentValue(blocks []mcp.Content) (json.RawMessage, error) {
	if len(blocks) == 0 {
		return json.RawMessage("null"), nil
	}
	if len(blocks) == 1 {
		if t, ok := blocks[0].(*mcp.TextContent); ok {
			return textValue(t.Text)
		}
	}
	parts := make([]json.RawMessage, 0, len(blocks))
	for _, b := range blocks {
		var v json.RawMessage
		var err error
		if t, ok := b.(*mcp.TextContent); ok {
			v, err = textValue(t.Text)
		} else {
			v, err = json.Marshal(b)
		}
		if err != nil {
			return nil, err
		}
		parts = append(parts, v)
	}
	return json.Marshal(parts)
}

// textValue maps one text: a JSON object or array text is parsed (and
// compacted), anything else is a JSON string.
func textValue(text string) (json.RawMessage, error) {
	trimmed := strings.TrimSpace(text)
	if (strings.HasPrefix(trimmed, "{") || strings.HasPrefix(trimmed, "[")) && json.Valid([]byte(trimmed)) {
		var b bytes.Buffer
		if err := json.Compact(&b, []byte(trimmed)); err == nil {
			return b.Bytes(), nil
		}
	}
	return json.Marshal(text)
}

// errorText joins the text blocks of an error result.
func errorText(blocks []mcp.Content) string {
	var parts []string
	for _, b := range blocks {
		if t, ok := b.(*mcp.TextContent); ok && strings.TrimSpace(t.Text) != "" {
			parts = append(parts, t.Text)
		}
	}
	return strings.Join(parts, "\n")
}
