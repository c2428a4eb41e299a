package mcpserver

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestApprovalWebhook: a pending approval is POSTed to the webhook with
// a signed callback; the receiver calls back with approve, and the
// model's resume writes the file once. A forged, altered or expired
// signature and a replayed callback are refused.
func TestApprovalWebhook(t *testing.T) {
	p := newPageRig(t)
	got := make(chan WebhookPayload, 4)
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var pl WebhookPayload
		if err := json.NewDecoder(r.Body).Decode(&pl); err != nil {
			t.Errorf("webhook body: %v", err)
		}
		got <- pl
	}))
	t.Cleanup(receiver.Close)
	p.onApproval = NewApprovalWebhook(p.rc.Approvals(), ApprovalWebhook{URL: receiver.URL, Base: func() string { return p.srv.URL }})
	s := p.suspend(t)
	pl := <-got // the POST is sent once the journal is stored
	if pl.Approval == nil || pl.Approval.ID != s.Approval.ID || len(pl.Approval.Pending) != 1 || pl.Page != s.Approval.URL ||
		!strings.HasPrefix(pl.Callback, p.srv.URL+ApprovalPath+s.Approval.ID+callbackSuffix+"?") {
		t.Fatalf("payload = %+v", pl)
	}
	call := func(u, body string) int {
		res, err := http.Post(u, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	cb, _ := url.Parse(pl.Callback)
	q := cb.Query()
	with := func(exp, sig string) string {
		u := *cb
		v := url.Values{"exp": {exp}, "sig": {sig}}
		u.RawQuery = v.Encode()
		return u.String()
	}
	past := time.Now().Add(-time.Minute).Unix()
	other := strings.Replace(pl.Callback, s.Approval.ID, strings.Repeat("ab", 16), 1)
	for _, tc := range []struct {
		name, url string
		want      int
	}{
		{"forged signature", with(q.Get("exp"), strings.Repeat("0", 64)), http.StatusForbidden},
		{"later expiry", with(q.Get("exp")+"0", q.Get("sig")), http.StatusForbidden},
		{"expired", with(jsonInt(past), p.rc.Approvals().Sign(s.Approval.ID, past)), http.StatusForbidden},
		{"another approval's id", other, http.StatusForbidden},
	} {
		if code := call(tc.url, `{"decision":"approve"}`); code != tc.want {
			t.Errorf("%s: status %d, want %d", tc.name, code, tc.want)
		}
	}
	if code := call(pl.Callback, `{"decision":"maybe"}`); code != http.StatusBadRequest {
		t.Errorf("decision maybe: status %d, want 400", code)
	}
	if ap, _ := p.rc.Approvals().Get(context.Background(), s.Approval.ID); ap == nil || ap.Decision != nil {
		t.Fatalf("a refused callback decided: %+v", ap)
	}
	if code := call(pl.Callback, `{"decision":"approve","scope":"call"}`); code != http.StatusOK {
		t.Fatalf("the receiver's callback: status %d", code)
	}
	if code := call(pl.Callback, `{"decision":"deny"}`); code != http.StatusConflict {
		t.Errorf("replayed callback: status %d, want 409", code)
	}
	if res := p.run(t, map[string]any{"token": s.Resume}); res.IsError || p.writes.Load() != 1 {
		t.Fatalf("resume after the webhook's approval: %s", resText(res))
	}
	if _, err := os.Stat(filepath.Join(p.dir, "out.txt")); err != nil {
		t.Fatal(err)
	}
}

func jsonInt(n int64) string { b, _ := json.Marshal(n); return string(b) }
