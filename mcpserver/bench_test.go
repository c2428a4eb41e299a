package mcpserver

import (
	"context"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
)

// BenchmarkServerRunCodeTrivial measures a tools/call of run_code for
// `return 1` through the server, the registry and the in-process runtime,
// over in-memory transports (no process boundary).
func BenchmarkServerRunCodeTrivial(b *testing.B) {
	h := newHarness(b, registry.ModeCode, nil)
	ctx := context.Background()
	params := &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"code": "return 1", "description": "bench"}}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := h.client.CallTool(ctx, params)
		if err != nil || res.IsError {
			b.Fatal(err)
		}
	}
}
