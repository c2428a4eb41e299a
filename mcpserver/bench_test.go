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
func BenchmarkServerRunCodeTrivial(b *testing.B) { benchRunCode(b, nil) }

// BenchmarkRunCodeFailedUpstream compares a run_code call (`return 1`)
// with and without an upstream that failed to start and that the program
// does not use (its every start fails after 50 ms): the failed server
// must add nothing to the call (issue #33).
func BenchmarkRunCodeFailedUpstream(b *testing.B) {
	b.Run("no-failed-upstream", func(b *testing.B) { benchRunCode(b, nil) })
	b.Run("failed-unused-upstream", func(b *testing.B) { benchRunCode(b, &clientHooks{failing: 50 * time.Millisecond}) })
}

// benchRunCode measures run_code calls of `return 1` on a harness.
func benchRunCode(b *testing.B, hooks *clientHooks) {
	h := newHarness(b, registry.ModeCode, hooks)
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
}
