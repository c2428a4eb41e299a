package mcpserver

import (
	"encoding/json"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/runcode"
)

// callResult maps a registry result onto the MCP result of DESIGN §7.
func callResult(name string, res *registry.Result) *mcp.CallToolResult {
	out := &mcp.CallToolResult{IsError: res.IsError}
	if !res.IsError {
		out.Content = append(mcpContent(res.Content), deferredBlocks(res.Contexts)...)
		if isObject(res.Value) {
			out.StructuredContent = json.RawMessage(res.Value)
		}
		return out
	}
	var cre *failure.CodeRunError
	if errors.As(res.Err, &cre) {
		run := runcode.RunOutput(res)
		sc, _ := json.Marshal(struct { // error before logs, the bytes this server always sent
			Error *runcode.CodeRunFailure `json:"error"`
			Logs  []string                `json:"logs"`
		}{run.Error, run.Logs})
		out.StructuredContent = json.RawMessage(sc)
		text := string(run.Error.Kind) + ": " + run.Error.Message
		if len(run.Logs) > 0 {
			text += "\n\nlogs:\n" + strings.Join(run.Logs, "\n")
		}
		out.Content = []mcp.Content{&mcp.TextContent{Text: text}}
		return out
	}
	code := res.Code
	if code == "" {
		code = failure.ToolError
	}
	msg := res.Message()
	if msg == "" {
		msg = "tool " + name + " failed"
	}
	text := string(code) + ": " + msg
	// Keep extra blocks a finalizer or policy supplied (an image, say),
	// after the coded text.
	out.Content = []mcp.Content{&mcp.TextContent{Text: text}}
	for _, c := range mcpContent(res.Content) {
		if t, ok := c.(*mcp.TextContent); ok && strings.Contains(text, t.Text) {
			continue
		}
		out.Content = append(out.Content, c)
	}
	return out
}

// deferredBlocks are the binary content blocks (images, audio, embedded
// resources) that a run's nested calls deferred into the conversation:
// MCP has no other channel for them, so they join the call's content.
func deferredBlocks(ctxs []registry.Context) []mcp.Content {
	var out []mcp.Content
	for _, c := range ctxs {
		for _, b := range c.Content {
			if b.Type == "image" || b.Type == "audio" || b.Type == "resource" {
				out = append(out, mcpContent([]registry.Content{b})...)
			}
		}
	}
	return out
}

func isObject(v json.RawMessage) bool {
	for _, b := range v {
		switch b {
		case ' ', '\t', '\n', '\r':
			continue
		case '{':
			return true
		}
		return false
	}
	return false
}

// mcpContent converts registry content blocks.
func mcpContent(cs []registry.Content) []mcp.Content {
	out := make([]mcp.Content, 0, len(cs))
	for _, c := range cs {
		switch c.Type {
		case "text":
			if len(c.Raw) == 0 {
				out = append(out, &mcp.TextContent{Text: c.Text})
				continue
			}
		}
		raw, err := json.Marshal(c)
		if err != nil {
			continue
		}
		var blk mcp.Content
		if blk = decodeContent(raw); blk != nil {
			out = append(out, blk)
		}
	}
	return out
}

// decodeContent reads one MCP content block through the SDK's own
// unmarshaling (a one-message prompt result is the smallest public type
// that holds a Content).
func decodeContent(raw json.RawMessage) mcp.Content {
	var pm mcp.PromptMessage
	if err := json.Unmarshal([]byte(`{"role":"user","content":`+string(raw)+`}`), &pm); err != nil {
		return &mcp.TextContent{Text: string(raw)}
	}
	return pm.Content
}
