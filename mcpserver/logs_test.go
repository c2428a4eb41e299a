package mcpserver

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestUpstreamLogsReachTheClient: an upstream server's notifications/message
// reach the MCP client as notifications/message whose logger names the
// server, during a call (to that call's client) and outside any call (to
// every live session), filtered by the client's level (issue #33).
func TestUpstreamLogsReachTheClient(t *testing.T) {
	t.Parallel()
	up := mcp.NewServer(&mcp.Implementation{Name: "chatty", Version: "1"}, &mcp.ServerOptions{HasTools: true})
	up.AddTool(&mcp.Tool{Name: "work", Description: "Work, logging.", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			_ = req.Session.Log(ctx, &mcp.LoggingMessageParams{Level: "warning", Logger: "db", Data: "slow query"})
			_ = req.Session.Log(ctx, &mcp.LoggingMessageParams{Level: "debug", Data: "below the client's level"})
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done"}}}, nil
		})
	var mu sync.Mutex
	var got []mcp.LoggingMessageParams
	cs := serveSet(t, openMem(t, map[string]*mcp.Server{"chatty": up}, nil), &mcp.ClientOptions{
		LoggingMessageHandler: func(_ context.Context, r *mcp.LoggingMessageRequest) {
			mu.Lock()
			got = append(got, *r.Params)
			mu.Unlock()
		}}, "2025-11-25", false)
	ctx := context.Background()
	if err := cs.SetLoggingLevel(ctx, &mcp.SetLoggingLevelParams{Level: "info"}); err != nil {
		t.Fatal(err)
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code",
		Arguments: map[string]any{"code": "return await tools.work({})", "description": "work"}})
	if err != nil || res.IsError {
		t.Fatalf("run_code: %v %s", err, text(res))
	}
	// Outside any call: the upstream logs on its own.
	for ss := range up.Sessions() {
		_ = ss.Log(ctx, &mcp.LoggingMessageParams{Level: "error", Data: "disk full"})
	}
	want := map[string]string{"chatty/db": "slow query", "chatty": "disk full"}
	deadline := time.Now().Add(5 * time.Second)
	for {
		mu.Lock()
		seen := map[string]string{}
		for _, p := range got {
			if s, ok := p.Data.(string); ok && p.Logger != "run_code" {
				seen[p.Logger] = s
			}
			if p.Data == "below the client's level" {
				t.Errorf("a debug message passed a client at level info: %+v", p)
			}
		}
		mu.Unlock()
		if len(seen) == len(want) && seen["chatty/db"] == want["chatty/db"] && seen["chatty"] == want["chatty"] {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("upstream logs at the client %v; want %v", seen, want)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
