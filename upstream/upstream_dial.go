package upstream

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"sort"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/telemetry"
	"github.com/codemode-go/codemode/upstream/oauth"
)

// dialConfig builds the transport a ServerConfig describes.
func dialConfig(_ context.Context, u *upstream) (mcp.Transport, *exec.Cmd, error) {
	cfg := u.cfg
	if cfg.IsHTTP() {
		var base http.RoundTripper = headerTransport{headers: cfg.Headers, base: telemetry.Transport(nil)}
		h := oauthHandler(u)
		if cfg.IsSSE() {
			if h != nil { // the SSE transport takes no OAuth handler
				base = h.Transport(base)
			}
			base = sseStream{life: u.set.life, base: base}
			hc := &http.Client{Transport: wireTransport{wire: newWire(u), base: base}}
			return &mcp.SSEClientTransport{Endpoint: cfg.URL, HTTPClient: hc}, nil, nil
		}
		hc := &http.Client{Transport: wireTransport{wire: newWire(u), base: base}}
		st := &mcp.StreamableClientTransport{Endpoint: cfg.URL, HTTPClient: hc, MaxRetries: 1}
		if h != nil {
			st.OAuthHandler = h
		}
		return st, nil, nil
	}
	cmd := exec.Command(cfg.Command, cfg.Args...)
	env := append([]string(nil), u.set.opts.Env...)
	keys := make([]string, 0, len(cfg.Env))
	for k := range cfg.Env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		env = append(env, k+"="+cfg.Env[k])
	}
	cmd.Env = env
	cmd.Stderr = u.stderr
	setProcAttr(cmd)
	return &stdioTransport{cmd: cmd, wire: newWire(u), terminate: terminateAfter}, cmd, nil
}

// oauthHandler returns the OAuth handler of an HTTP server: one with an
// "oauth" entry, or without a static Authorization header (a server that
// needs no token never sees a difference). Nil otherwise.
func oauthHandler(u *upstream) *oauth.Handler {
	cfg := u.cfg
	if cfg.OAuth == nil {
		for k := range cfg.Headers {
			if strings.EqualFold(k, "Authorization") {
				return nil
			}
		}
	}
	var client oauth.Client
	if cfg.OAuth != nil {
		client = *cfg.OAuth
	}
	return oauth.NewHandler(oauth.HandlerOptions{
		Name: u.name, URL: cfg.URL, Client: client, Store: u.set.opts.OAuthStore,
		HTTPClient: &http.Client{Transport: telemetry.Transport(nil)},
	})
}

// headerTransport adds configured headers to every request.
type headerTransport struct {
	headers map[string]string
	base    http.RoundTripper
}

func (h headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if len(h.headers) > 0 {
		r = r.Clone(r.Context())
		for k, v := range h.headers {
			r.Header.Set(k, v)
		}
	}
	return h.base.RoundTrip(r)
}

// stderrTail keeps the last stderr line of a server for crash messages and
// forwards stderr, line by line with a "[NAME] " prefix, to w.
type stderrTail struct {
	name string
	w    io.Writer

	mu      sync.Mutex
	partial []byte
	lastLn  string
}

func newStderrTail(name string, w io.Writer) *stderrTail { return &stderrTail{name: name, w: w} }

// Write implements io.Writer.
func (t *stderrTail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.partial = append(t.partial, p...)
	for {
		i := strings.IndexByte(string(t.partial), '\n')
		if i < 0 {
			break
		}
		line := strings.TrimRight(string(t.partial[:i]), "\r")
		t.partial = t.partial[i+1:]
		if strings.TrimSpace(line) != "" {
			t.lastLn = line
		}
		if t.w != nil {
			fmt.Fprintf(t.w, "[%s] %s\n", t.name, line)
		}
	}
	if len(t.partial) > 4096 { // an endless line: keep its start
		t.lastLn = string(t.partial[:4096])
		t.partial = t.partial[:0]
	}
	return len(p), nil
}

// last returns the last non-empty stderr line (or the unterminated tail),
// truncated to 300 bytes.
func (t *stderrTail) last() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.lastLn
	if p := strings.TrimSpace(string(t.partial)); p != "" {
		s = p
	}
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	return s
}
