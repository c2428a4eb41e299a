package mcpserver

import (
	"context"
	"testing"
	"time"

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

// BenchmarkRunCodeFailedUpstream compares a run_code call (`return 1`)
// with and without an upstream that failed to start and that the program
// does not use (its every start fails after 50 ms): the failed server
// must add nothing to the call (issue #33).
func BenchmarkRunCodeFailedUpstream(b *testing.B) {
	for _, bc := range []struct {
		name  string
		hooks *clientHooks
	}{
		{"no-failed-upstream", nil},
		{"failed-unused-upstream", &clientHooks{failing: 50 * time.Millisecond}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			h := newHarness(b, registry.ModeCode, bc.hooks)
			ctx := context.Background()
			params := &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"code": "return 1", "description": "bench"}}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				res, err := h.client.CallTool(ctx, params)
				if err != nil || res.IsError {
					b.Fatal(err, text(res))
				}
			}
		})
	}
}
