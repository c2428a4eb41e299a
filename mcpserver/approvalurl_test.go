package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/runcode"
)

// approveOnPage is the person at the browser: it opens the page, reads
// its form and approves.
func approveOnPage(page string) error {
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := c.Get(page)
	if err != nil {
		return err
	}
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	form := url.Values{"decision": {"approve"}, "scope": {"call"}}
	for _, name := range []string{"csrf", "bind"} {
		m := regexp.MustCompile(`name="` + name + `" value="([^"]*)"`).FindSubmatch(b)
		if m == nil {
			return fmt.Errorf("the page has no %s field:\n%s", name, b)
		}
		form.Set(name, string(m[1]))
	}
	u, _ := url.Parse(page)
	req, _ := http.NewRequest(http.MethodPost, page, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", u.Scheme+"://"+u.Host)
	res, err = c.Do(req)
	if err != nil {
		return err
	}
	res.Body.Close()
	if res.StatusCode != http.StatusSeeOther { // to the decided page
		return fmt.Errorf("approving on the page: status %d", res.StatusCode)
	}
	return nil
}

// TestApprovalByURLElicitation: a client that declares URL-mode
// elicitation (and not form) is sent the approval page's link; the user
// approves there, the same call continues the run (the write happens
// once) and the client hears that the elicitation completed.
func TestApprovalByURLElicitation(t *testing.T) {
	p := newPageRig(t)
	var asked []*mcp.ElicitParams
	completed := make(chan string, 1)
	client := mcp.NewClient(&mcp.Implementation{Name: "url-client", Version: "1"}, &mcp.ClientOptions{
		Capabilities: &mcp.ClientCapabilities{Elicitation: &mcp.ElicitationCapabilities{URL: &mcp.URLElicitationCapabilities{}}},
		ElicitationHandler: func(_ context.Context, r *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			asked = append(asked, r.Params)
			if r.Params.Mode == "url" {
				if err := approveOnPage(r.Params.URL); err != nil {
					t.Error(err)
				}
			}
			return &mcp.ElicitResult{Action: "accept"}, nil
		},
		ElicitationCompleteHandler: func(_ context.Context, r *mcp.ElicitationCompleteNotificationRequest) {
			completed <- r.Params.ElicitationID
		},
	})
	ctx := context.Background()
	cs := p.serve(t, nil, client, &mcp.ClientSessionOptions{ProtocolVersion: "2025-11-25"})
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

// TestApprovalWaitInCall: with ServerOptions.ApprovalWait, a client
// without elicitation gets no suspension when a person decides in time:
// the same call continues the run (the write happens once).
func TestApprovalWaitInCall(t *testing.T) {
	p := newPageRig(t)
	decided := make(chan error, 1)
	p.onApproval = func(_ context.Context, ap *runcode.Approval) {
		go func() { decided <- approveOnPage(p.srv.URL + ApprovalPath + ap.ID) }() // the person, as soon as the link exists
	}
	ctx := context.Background()
	cs := p.serve(t, &ServerOptions{ApprovalWait: 10 * time.Minute}, // generous: the decision ends the wait
		mcp.NewClient(&mcp.Implementation{Name: "plain", Version: "1"}, nil), nil)
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"code": pageProgram, "description": "Write <out.txt> for the test"}})
	if err != nil {
		t.Fatal(err)
	}
	if sc, _ := json.Marshal(res.StructuredContent); res.IsError || string(sc) != `{"logs":[],"value":true}` || p.writes.Load() != 1 {
		t.Fatalf("result %s (writes %d), want the completed run", sc, p.writes.Load())
	}
	if err := <-decided; err != nil {
		t.Fatal(err)
	}
}

// serve serves the rig's registry to client over in-memory transports.
func (p *pageRig) serve(t *testing.T, o *ServerOptions, client *mcp.Client, so *mcp.ClientSessionOptions) *mcp.ClientSession {
	t.Helper()
	srv, err := NewServer(p.reg, o)
	if err != nil {
		t.Fatal(err)
	}
	ct, st := mcp.NewInMemoryTransports()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go srv.Run(ctx, st)
	cs, err := client.Connect(ctx, ct, so)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}
