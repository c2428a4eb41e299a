package mcpserver

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/testredis"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/state/filestore"
	"github.com/codemode-go/codemode/state/redisstore"
	"github.com/codemode-go/codemode/upstream"
)

// tenantSecret is a value only the first tenant's results carry.
const tenantSecret = "tenant-a-secret"

// tenantServer is a replica over a shared store and seal key: a registry
// whose run_code keeps outputs over 1 KiB behind handles, observes output
// types, and suspends the gated tool "write" for approval (its clients do
// not elicit); "ls" answers tenantSecret in an enum-like member.
func tenantServer(t *testing.T, st state.Store, writes *atomic.Int64) *Server {
	t.Helper()
	rt, err := inprocess.New(&runtime.Options{MaxOutputBytes: 16 << 20})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	var reg *registry.Registry
	reg, _, err = runcode.NewRegistry(&registry.Options{
		Mode: registry.ModeCode, Approver: PendingApprover,
		PreExecute: []registry.PreExecute{upstream.ApprovalPolicy(func() *registry.Registry { return reg }, nil)},
	}, &runcode.Options{Runtime: rt, State: st, SealKey: []byte("0123456789abcdef0123456789abcdef"), MaxOutputBytes: 1024, ObserveTypes: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range []registry.Tool{
		{Name: "ls", Annotations: json.RawMessage(`{"readOnlyHint":true}`), Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
			return json.RawMessage(`{"entries":[{"name":"a","kind":"` + tenantSecret + `"},{"name":"b","kind":"` + tenantSecret + `"}]}`), nil
		}},
		{Name: "write", Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
			writes.Add(1)
			return e.Arguments(), nil
		}},
	} {
		if _, err := reg.Register(tl); err != nil {
			t.Fatal(err)
		}
	}
	srv, err := NewServer(reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	return srv
}

func callRun(t *testing.T, cs *mcp.ClientSession, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code", Arguments: args})
	if err != nil {
		t.Fatalf("run_code: %v", err)
	}
	return res
}

const writeProgram = `await tools.write({v: 1}); return "wrote"`

// leftBehind is what the first tenant's runs leave: a handle and a resume
// token.
type leftBehind struct {
	handle, token string
}

// leave makes cs's principal a result handle, a suspended run and
// observed types carrying tenantSecret.
func leave(t *testing.T, cs *mcp.ClientSession) leftBehind {
	t.Helper()
	res := callRun(t, cs, map[string]any{"description": "big", "code": `for (let i = 0; i < 12; i++) await tools.ls({}); return {items: Array.from({length: 500}, (_, i) => "item " + i)}`})
	sc, _ := json.Marshal(res.StructuredContent)
	var out struct{ Handle string }
	if json.Unmarshal(sc, &out); res.IsError || out.Handle == "" {
		t.Fatalf("no handle: %s %s", sc, text(res))
	}
	res = callRun(t, cs, map[string]any{"description": "write", "code": writeProgram})
	sc, _ = json.Marshal(res.StructuredContent)
	var susp struct{ Status, Resume string }
	if json.Unmarshal(sc, &susp); susp.Status != "suspended" || susp.Resume == "" {
		t.Fatalf("not suspended: %s %s", sc, text(res))
	}
	// The types were observed (and so rendered in the SDK the replica
	// shows every client), as structure alone.
	sdk, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: SDKResourceURI})
	if err != nil || !strings.Contains(sdk.Contents[0].Text, "Observed output type") || !strings.Contains(sdk.Contents[0].Text, "kind: string;") {
		t.Fatalf("the types of ls were not observed: %v", err)
	}
	return leftBehind{handle: out.Handle, token: susp.Resume}
}

// trespass tries, as cs, everything the first tenant left, and fails the
// test if any of it works or reveals the first tenant's values.
func trespass(t *testing.T, cs *mcp.ClientSession, lb leftBehind, writes *atomic.Int64) {
	t.Helper()
	ctx := context.Background()
	if _, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: lb.handle}); err == nil || !strings.Contains(err.Error(), "unknown, expired") {
		t.Errorf("resources/read of the other tenant's handle = %v, want the unknown-handle error", err)
	}
	if _, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: lb.handle + "?logs=1"}); err == nil {
		t.Error("resources/read of the other tenant's logs worked")
	}
	id := strings.TrimPrefix(lb.handle, runcode.ResultURIPrefix)
	res := callRun(t, cs, map[string]any{"description": "peek", "code": `return await codemode.result("` + id + `")`})
	if !res.IsError || !strings.Contains(text(res), "unknown, expired") {
		t.Errorf("codemode.result of the other tenant's handle = %s", text(res))
	}
	list, err := cs.ListResources(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range list.Resources {
		if strings.HasPrefix(r.URI, runcode.ResultURIPrefix) {
			t.Errorf("resources/list shows a result: %s", r.URI)
		}
	}
	before := writes.Load()
	res = callRun(t, cs, map[string]any{"description": "write", "code": writeProgram, "resume": map[string]any{"token": lb.token, "decision": "approve"}})
	if !res.IsError || !strings.Contains(text(res), "already used") {
		t.Errorf("resuming the other tenant's token = %s", text(res))
	}
	if writes.Load() != before {
		t.Error("the other tenant's gated call ran")
	}
	// Over MCP a client has no channel that approves (the resume's own
	// decision is ignored, AP-2), so the resume above is the second
	// tenant's whole attempt; that the approval record is listed only to
	// its owner's principal is runcode's TestApprovalOwner, and that the
	// page refuses another approval's form token is TestApprovalPageRefuses.
	sdk, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: SDKResourceURI})
	if err != nil {
		t.Fatal(err)
	}
	if s := sdk.Contents[0].Text; strings.Contains(s, tenantSecret) {
		t.Errorf("the SDK shows the other tenant's value %q:\n%s", tenantSecret, s)
	}
}

// reclaim shows the first tenant still reaches what it left.
func reclaim(t *testing.T, cs *mcp.ClientSession, lb leftBehind) {
	t.Helper()
	page, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: lb.handle + "?path=items[499]"})
	if err != nil || page.Contents[0].Text != `"item 499"` {
		t.Errorf("the owner's resources/read = %v %v", page, err)
	}
	// Deny, so that this holds whoever may approve (#41 item 1): what
	// matters is that the owner's token is still accepted.
	res := callRun(t, cs, map[string]any{"description": "write", "code": writeProgram, "resume": map[string]any{"token": lb.token, "decision": "deny"}})
	if strings.Contains(text(res), "already used") || strings.Contains(text(res), "not valid") {
		t.Errorf("the owner's resume = %s", text(res))
	}
}

// stores are the shared stores the tenant tests run on.
func stores(t *testing.T) map[string]func(t *testing.T) state.Store {
	return map[string]func(t *testing.T) state.Store{
		"file": func(t *testing.T) state.Store {
			st, err := filestore.Open(t.TempDir(), nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { st.Close() })
			return st
		},
		"redis": func(t *testing.T) state.Store {
			srv := testredis.Start(t)
			st, err := redisstore.Open(context.Background(), srv.URL(0), nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { st.Close() })
			return st
		},
	}
}

// TestTenantsApartAuthenticated: two clients with their own bearer
// tokens, on two replicas that share a store and seal key: the second
// can neither read, list, resume nor see in its SDK anything the first
// left, on either replica, while the first still can on the other one.
func TestTenantsApartAuthenticated(t *testing.T) {
	tokens, err := ParseTokens([]byte("alice alice-token-0123456789\nbob bob-token-0123456789"))
	if err != nil {
		t.Fatal(err)
	}
	for name, open := range stores(t) {
		t.Run(name, func(t *testing.T) {
			st := open(t)
			var writes atomic.Int64
			opts := &HTTPOptions{Auth: &AuthOptions{Tokens: tokens}}
			one := serveHTTP(t, tenantServer(t, st, &writes).reg, opts)
			two := serveHTTP(t, tenantServer(t, st, &writes).reg, opts)
			connect := func(url, token string) *mcp.ClientSession {
				cs, err := connectWith(t, url+"/mcp", token)
				if err != nil {
					t.Fatal(err)
				}
				return cs
			}
			alice := connect(one, "alice-token-0123456789")
			lb := leave(t, alice)
			for replica, url := range map[string]string{"same replica": one, "other replica": two} {
				t.Run(replica, func(t *testing.T) { trespass(t, connect(url, "bob-token-0123456789"), lb, &writes) })
			}
			reclaim(t, connect(two, "alice-token-0123456789"), lb)
			if writes.Load() != 0 {
				t.Errorf("write ran %d times; every resume was a refusal or a deny", writes.Load())
			}
		})
	}
}

// TestTenantsApartSessions: without auth, two MCP sessions that the
// server keeps are two principals: the second is refused everything the
// first left, and the first still reaches it.
func TestTenantsApartSessions(t *testing.T) {
	for name, open := range stores(t) {
		t.Run(name, func(t *testing.T) {
			var writes atomic.Int64
			srv := tenantServer(t, open(t), &writes)
			hs := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv.mcp }, nil))
			t.Cleanup(hs.Close)
			first, err := connectWith(t, hs.URL, "")
			if err != nil {
				t.Fatal(err)
			}
			second, err := connectWith(t, hs.URL, "")
			if err != nil {
				t.Fatal(err)
			}
			if first.ID() == "" || first.ID() == second.ID() {
				t.Fatalf("session ids %q and %q: want two kept sessions", first.ID(), second.ID())
			}
			lb := leave(t, first)
			trespass(t, second, lb, &writes)
			reclaim(t, first, lb)
		})
	}
}
