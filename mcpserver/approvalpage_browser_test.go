package mcpserver

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/upstream"
)

// pageRig is a registry whose gated "write" tool writes a real file, and
// an HTTP server of its approval pages that the suspended results link.
type pageRig struct {
	reg    *registry.Registry
	rc     *runcode.Runner
	srv    *httptest.Server
	dir    string
	writes atomic.Int64
	// onApproval, when set, hears each stored approval.
	onApproval func(context.Context, *runcode.Approval)
}

func newPageRig(t *testing.T) *pageRig {
	t.Helper()
	p := &pageRig{dir: t.TempDir()}
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	var base atomic.Pointer[string]
	p.reg, p.rc, err = runcode.NewRegistry(&registry.Options{
		Mode: registry.ModeCode, Approver: PendingApprover,
		PreExecute: []registry.PreExecute{upstream.ApprovalPolicy(func() *registry.Registry { return p.reg }, nil)},
	}, &runcode.Options{Runtime: rt, ApprovalLink: func(id string) string { return *base.Load() + ApprovalPath + id },
		OnApproval: func(ctx context.Context, ap *runcode.Approval) {
			if p.onApproval != nil {
				p.onApproval(ctx, ap)
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.reg.Register(registry.Tool{Name: "write", Description: "Write a file.", Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
		var a struct{ Name, Text string }
		if err := json.Unmarshal(e.Arguments(), &a); err != nil {
			return nil, err
		}
		p.writes.Add(1)
		return json.RawMessage(`true`), os.WriteFile(filepath.Join(p.dir, filepath.Base(a.Name)), []byte(a.Text), 0o600)
	}}); err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle(ApprovalPath, ApprovalPage(p.rc.Approvals(), &ApprovalPageOptions{ServerOf: func(string) string { return "files" }}))
	p.srv = httptest.NewServer(mux)
	t.Cleanup(p.srv.Close)
	u := p.srv.URL
	base.Store(&u)
	return p
}

const pageProgram = `try { return await tools.write({ name: "out.txt", text: "<b>hello</b> & goodbye" }) } catch (e) { return "caught " + e.name }`

func (p *pageRig) run(t *testing.T, resume map[string]any) *registry.Result {
	t.Helper()
	args := map[string]any{"code": pageProgram, "description": "Write <out.txt> for the test"}
	if resume != nil {
		args["resume"] = resume
	}
	b, _ := json.Marshal(args)
	return p.reg.Call(context.Background(), registry.Call{ID: "c", Name: registry.RunCodeName, Arguments: b})
}

func (p *pageRig) suspend(t *testing.T) *runcode.Suspension {
	t.Helper()
	s, ok := runcode.SuspensionOf(p.run(t, nil))
	if !ok || s.Approval == nil || !strings.HasPrefix(s.Approval.URL, p.srv.URL+ApprovalPath) {
		t.Fatalf("no suspension with a page link: %+v", s)
	}
	return s
}

// browser starts headless Chromium, or skips when it is not installed.
func browser(t *testing.T) context.Context {
	t.Helper()
	path, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (apt-get install chromium): the browser test cannot run")
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path), chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("headless", true), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true), chromedp.NoFirstRun, chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	t.Cleanup(cancel)
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(acancel)
	bctx, bcancel := chromedp.NewContext(actx)
	t.Cleanup(bcancel)
	if err := chromedp.Do(bctx, chromedp.EmulateViewport(390, 844)); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	return bctx
}

func pageText(t *testing.T, ctx context.Context) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`main`)))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func resText(res *registry.Result) string {
	var parts []string
	for _, c := range res.Content {
		parts = append(parts, c.Text)
	}
	return strings.Join(parts, "|")
}

// TestApprovalPageInBrowser: the link of a suspended result opens in
// Chromium; approve → the model's resume writes the file once; deny in
// another run → it never does; the page is screenshotted for a look.
func TestApprovalPageInBrowser(t *testing.T) {
	p := newPageRig(t)
	ctx := browser(t)
	s := p.suspend(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(s.Approval.URL), chromedp.WaitVisible(chromedp.CSS(`button.approve`))); err != nil {
		t.Fatal(err)
	}
	shown := pageText(t, ctx)
	// Quality 100 is a PNG.
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	art := filepath.Join(t.ArtifactDir(), "approval-page.png") // kept with -artifacts
	if err := os.WriteFile(art, shot, 0o600); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot of the approval page: %s", art)
	for _, want := range []string{"write", "server files", "Write <out.txt> for the test", `"text": "<b>hello</b> & goodbye"`, "Approve", "Deny"} {
		if !strings.Contains(shown, want) {
			t.Errorf("the page does not show %q:\n%s", want, shown)
		}
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button.approve`)), chromedp.WaitNotPresent(chromedp.CSS(`form`))); err != nil {
		t.Fatal(err)
	}
	shown = pageText(t, ctx)
	if !strings.HasPrefix(shown, "Decided") {
		t.Fatalf("after approve the page shows %q", shown)
	}
	if !strings.Contains(shown, "approve") || p.writes.Load() != 0 {
		t.Fatalf("after approve: writes %d, page %q", p.writes.Load(), shown)
	}
	res := p.run(t, map[string]any{"token": s.Resume})
	if res.IsError || string(runcode.RunOutput(res).Value) != "true" || p.writes.Load() != 1 {
		t.Fatalf("resume after approval: %s (writes %d)", resText(res), p.writes.Load())
	}
	if b, err := os.ReadFile(filepath.Join(p.dir, "out.txt")); err != nil || string(b) != "<b>hello</b> & goodbye" {
		t.Fatalf("file = %q, %v", b, err)
	}
	if res := p.run(t, map[string]any{"token": s.Resume}); !res.IsError || p.writes.Load() != 1 {
		t.Fatalf("second resume: %s (writes %d)", resText(res), p.writes.Load())
	}

	if err := os.Remove(filepath.Join(p.dir, "out.txt")); err != nil {
		t.Fatal(err)
	}
	s = p.suspend(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(s.Approval.URL), chromedp.Click(chromedp.CSS(`button.deny`)),
		chromedp.WaitNotPresent(chromedp.CSS(`form`))); err != nil {
		t.Fatal(err)
	}
	res = p.run(t, map[string]any{"token": s.Resume, "decision": "approve"})
	if res.IsError || string(runcode.RunOutput(res).Value) != `"caught ToolCallError"` || p.writes.Load() != 1 {
		t.Fatalf("resume after deny: %s (writes %d)", resText(res), p.writes.Load())
	}
	if _, err := os.Stat(filepath.Join(p.dir, "out.txt")); !os.IsNotExist(err) {
		t.Fatalf("the denied write happened: %v", err)
	}
}

// TestApprovalPageRefuses: a forged token, another approval's id, a
// cross-site origin, a replayed POST, GET without the id and other
// methods are refused, and nothing is decided by them.
func TestApprovalPageRefuses(t *testing.T) {
	p := newPageRig(t)
	s1, s2 := p.suspend(t), p.suspend(t)
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	// page fetches a page and returns its form token (the cookie) and binding.
	page := func(u string) (tok, bind string) {
		res, err := c.Get(u)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		for _, h := range []string{"Cache-Control", "Content-Security-Policy"} {
			if res.Header.Get(h) == "" {
				t.Errorf("%s: no %s header", u, h)
			}
		}
		if !strings.Contains(res.Header.Get("Content-Security-Policy"), "frame-ancestors 'none'") || res.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("headers = %v", res.Header)
		}
		for _, ck := range res.Cookies() {
			if ck.Name == approvalCookie {
				if ck.SameSite != http.SameSiteStrictMode || !ck.HttpOnly {
					t.Errorf("cookie = %+v, want SameSite=Strict, HttpOnly", ck)
				}
				tok = ck.Value
			}
		}
		ap, err := p.rc.Approvals().Get(context.Background(), strings.TrimPrefix(u, p.srv.URL+ApprovalPath))
		if err != nil {
			t.Fatal(err)
		}
		return tok, ap.Bind
	}
	tok1, bind1 := page(s1.Approval.URL)
	tok2, bind2 := page(s2.Approval.URL)
	post := func(u, tok, cookie, bind, origin string) int {
		form := url.Values{"csrf": {tok}, "bind": {bind}, "decision": {"approve"}, "scope": {"call"}}
		req, _ := http.NewRequest(http.MethodPost, u, strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Origin", origin)
		req.AddCookie(&http.Cookie{Name: approvalCookie, Value: cookie})
		res, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	same := p.srv.URL
	for _, tc := range []struct {
		name                           string
		url, tok, cookie, bind, origin string
		want                           int
	}{
		{"forged token", s1.Approval.URL, strings.Repeat("0", 64), strings.Repeat("0", 64), bind1, same, http.StatusForbidden},
		{"token without its cookie", s1.Approval.URL, tok1, "", bind1, same, http.StatusForbidden},
		{"another approval's token", s1.Approval.URL, tok2, tok2, bind2, same, http.StatusForbidden},
		{"cross-site origin", s1.Approval.URL, tok1, tok1, bind1, "https://evil.example", http.StatusForbidden},
		{"stale binding", s1.Approval.URL, tok1, tok1, bind2, same, http.StatusConflict},
		{"unknown id", p.srv.URL + ApprovalPath + strings.Repeat("ab", 16), tok1, tok1, bind1, same, http.StatusNotFound},
		{"no id", p.srv.URL + ApprovalPath, tok1, tok1, bind1, same, http.StatusNotFound},
	} {
		if got := post(tc.url, tc.tok, tc.cookie, tc.bind, tc.origin); got != tc.want {
			t.Errorf("%s: status %d, want %d", tc.name, got, tc.want)
		}
	}
	for _, s := range []*runcode.Suspension{s1, s2} {
		if ap, _ := p.rc.Approvals().Get(context.Background(), s.Approval.ID); ap == nil || ap.Decision != nil {
			t.Fatalf("a refused POST decided: %+v", ap)
		}
	}
	if got := post(s1.Approval.URL, tok1, tok1, bind1, same); got != http.StatusSeeOther {
		t.Fatalf("the page's own POST: status %d, want 303", got)
	}
	if got := post(s1.Approval.URL, tok1, tok1, bind1, same); got != http.StatusConflict {
		t.Errorf("replayed POST: status %d, want 409", got)
	}
	if res, err := c.Get(p.srv.URL + ApprovalPath); err != nil || res.StatusCode != http.StatusNotFound {
		t.Errorf("GET without an id: %v %v, want 404 (no listing)", res.StatusCode, err)
	}
	req, _ := http.NewRequest(http.MethodDelete, s2.Approval.URL, nil)
	if res, err := c.Do(req); err != nil || res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("DELETE: %v %v, want 405", res.StatusCode, err)
	}
	if res := p.run(t, map[string]any{"token": s1.Resume}); res.IsError || p.writes.Load() != 1 {
		t.Fatalf("resume after the page's approval of %s: %s", s1.Approval.ID, resText(res))
	}
}
