package mcpserver

import (
	"context"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// approveOnPage is the person at the browser: it opens the page, reads
// its form and approves.
func approveOnPage(t *testing.T, page string) {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	res, err := c.Get(page)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	field := func(name string) string {
		m := regexp.MustCompile(`name="` + name + `" value="([^"]*)"`).FindSubmatch(b)
		if m == nil {
			t.Fatalf("the page has no %s field:\n%s", name, b)
		}
		return string(m[1])
	}
	u, _ := url.Parse(page)
	req, _ := http.NewRequest(http.MethodPost, page, strings.NewReader(url.Values{"csrf": {field("csrf")}, "bind": {field("bind")}, "decision": {"approve"}, "scope": {"call"}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", u.Scheme+"://"+u.Host)
	res, err = c.Do(req)
	if err != nil || res.StatusCode != http.StatusOK { // 303, then the decided page
		t.Fatalf("approving on the page: %v %v", res.StatusCode, err)
	}
	res.Body.Close()
}

// TestApprovalByURLElicitation: a client that declares URL-mode
// elicitation (and not form) is sent the approval page's link; the user
// approves there, the same call continues the run (the write happens
// once) and the client hears that the elicitation completed.
func TestApprovalByURLElicitation(t *testing.T) {
	p := newPageRig(t)
	srv, err := NewServer(p.reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	ct, st := mcp.NewInMemoryTransports()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go srv.Run(ctx, st)
	var asked []*mcp.ElicitParams
	completed := make(chan string, 1)
	client := mcp.NewClient(&mcp.Implementation{Name: "url-client", Version: "1"}, &mcp.ClientOptions{
		Capabilities: &mcp.ClientCapabilities{Elicitation: &mcp.ElicitationCapabilities{URL: &mcp.URLElicitationCapabilities{}}},
		ElicitationHandler: func(_ context.Context, r *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			asked = append(asked, r.Params)
			if r.Params.Mode == "url" {
				approveOnPage(t, r.Params.URL)
			}
			return &mcp.ElicitResult{Action: "accept"}, nil
		},
		ElicitationCompleteHandler: func(_ context.Context, r *mcp.ElicitationCompleteNotificationRequest) {
			completed <- r.Params.ElicitationID
		},
	})
	cs, err := client.Connect(ctx, ct, &mcp.ClientSessionOptions{ProtocolVersion: "2025-11-25"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"code": pageProgram, "description": "Write <out.txt> for the test"}})
	if err != nil {
		t.Fatal(err)
	}
	if res.IsError || p.writes.Load() != 1 {
		t.Fatalf("result: %+v (writes %d)", res, p.writes.Load())
	}
	if len(asked) != 1 || asked[0].Mode != "url" || !strings.HasPrefix(asked[0].URL, p.srv.URL+ApprovalPath) || len(asked[0].ElicitationID) != 32 {
		t.Fatalf("asked = %+v, want one url-mode elicitation of the page", asked)
	}
	if id := <-completed; id != asked[0].ElicitationID {
		t.Errorf("completed %q, want %q", id, asked[0].ElicitationID)
	}
}
