package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// TestServeBudgetedSDK: under an SDK budget, tools/list offers run_code
// with the degraded description, codemode://sdk stays the full SDK, and a
// tool registered later is found by codemode.search after a refresh (the
// index is rebuilt with the catalog), while the client hears
// tools/list_changed.
func TestServeBudgetedSDK(t *testing.T) {
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	reg, _, err := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode, Prompt: registry.PromptOptions{SDKBudget: 900}}, &runcode.Options{Runtime: rt})
	if err != nil {
		t.Fatal(err)
	}
	tool := func(name, server, desc string) registry.Tool {
		return registry.Tool{Name: name, Server: server, Description: desc,
			InputSchema: json.RawMessage(`{"type":"object","properties":{"id":{"type":"string","description":"The record identifier, as the list tool returns it."}}}`),
			Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
				return json.RawMessage(`"` + name + ` ran"`), nil
			}}
	}
	for i := range 40 {
		server := []string{"alpha", "beta"}[i%2]
		if _, err := reg.Register(tool(fmt.Sprintf("%s_record_%02d", server, i), server, fmt.Sprintf("Fetch record kind %d of the %s service, with every field it keeps.", i, server))); err != nil {
			t.Fatal(err)
		}
	}
	srv, err := NewServer(reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	changed := make(chan struct{}, 4)
	ct, st := mcp.NewInMemoryTransports()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go srv.Run(ctx, st)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { changed <- struct{}{} },
	}).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })

	list, err := cs.ListTools(ctx, nil)
	if err != nil || len(list.Tools) != 1 {
		t.Fatalf("tools/list: %v %v", err, list)
	}
	desc := list.Tools[0].Description
	off, err := reg.Offer("", true)
	if err != nil {
		t.Fatal(err)
	}
	if !off.Fits || off.Tokens > 900 || !strings.Contains(desc, off.Section) || strings.Contains(desc, "interface ToolArgsMap") || !strings.Contains(desc, "declare const codemode") {
		t.Errorf("run_code's description is not the budgeted offer (tier %s, %d tokens):\n%s", off.Tier, off.Tokens, desc)
	}
	rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: SDKResourceURI})
	if err != nil {
		t.Fatal(err)
	}
	full := rr.Contents[0].Text
	if !strings.Contains(full, "interface ToolArgsMap") || !strings.Contains(full, "beta_record_39: {") || !strings.Contains(full, "declare const codemode") {
		t.Errorf("codemode://sdk is not the full SDK:\n%.400s", full)
	}

	run := func(code string) string {
		t.Helper()
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: registry.RunCodeName, Arguments: map[string]any{"code": code, "description": "search"}})
		if err != nil || res.IsError {
			t.Fatalf("run_code: %v %+v", err, res)
		}
		b, _ := json.Marshal(res.StructuredContent)
		return string(b)
	}
	const find = `const [h] = await codemode.search("invoice archive", { limit: 1 }); return h ? [h.name, await tools[h.name]({})] : null`
	if got := run(find); got != `{"logs":[],"value":null}` {
		t.Fatalf("before the tool exists: %s", got)
	}
	if _, err := reg.Register(tool("gamma_archive_invoice", "gamma", "Archive an invoice so it leaves the open list.")); err != nil {
		t.Fatal(err)
	}
	if err := srv.Refresh(); err != nil {
		t.Fatal(err)
	}
	<-changed
	if got := run(find); got != `{"logs":[],"value":["gamma_archive_invoice","gamma_archive_invoice ran"]}` {
		t.Errorf("after the tool joined: %s", got)
	}
}
