package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	goruntime "runtime"
	"strings"
	"time"

	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/telemetry"
	"github.com/codemode-go/codemode/upstream"
	"github.com/codemode-go/codemode/upstream/oauth"
)

func init() {
	commands["login"] = command{summary: "authorize codemode at an OAuth-protected upstream server", run: runLogin}
}

func runLogin(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet("login", "SERVER", `Authorize codemode at the OAuth-protected upstream SERVER (its name in
--servers FILE), once: later runs and "codemode serve" use the kept tokens
and refresh them.

It asks the server for its OAuth challenge, discovers its authorization
server (protected-resource metadata, then OAuth or OpenID metadata),
registers codemode (the entry's "oauth": {"clientId", "clientSecret"},
else a client ID metadata document, else dynamic client registration),
then prints the authorization URL (and opens it in a browser when run at
a terminal) and waits on a loopback port (the entry's "callbackPort", as
http://localhost:PORT/callback, else a free one on 127.0.0.1) for the
browser's redirect. The code is exchanged with PKCE and the resource
indicator; the tokens are kept in --state, keyed by the server URL and
client.

--device uses the device authorization grant (RFC 8628) instead, for a
machine without a browser: it prints a URL and a code to enter on any
other device, and waits. It needs a pre-registered "clientId" and an
authorization server that offers the grant.

Exit status: 0 logged in, 1 the flow failed (discovery, the server refused,
--timeout), 2 usage (no such server, not an HTTP server, a bad servers file).`)
	servers := fs.String("servers", "", "upstream MCP servers `FILE` that names SERVER (required)")
	var sf stateFlags
	fs.StringVar(&sf.spec, "state", "", "keep the tokens in `DIR` (a file store) or redis://HOST:PORT/DB; default the serve default, $XDG_STATE_HOME/codemode (use the --state that serve and run are given)")
	timeout := fs.Duration("timeout", 5*time.Minute, "how long to wait for the browser's redirect (`DURATION`)")
	noBrowser := fs.Bool("no-browser", false, "only print the URL, never open a browser")
	device := fs.Bool("device", false, "use the device flow: print a URL and a code to approve on another device")
	if done, code := fs.parse(e, args); done {
		return code
	}
	if fs.NArg() != 1 {
		return fail(e, "login", usagef("want exactly one SERVER (a name in --servers FILE), got %d arguments", fs.NArg()))
	}
	if *servers == "" {
		return fail(e, "login", usagef("--servers FILE is required: it names the server and its OAuth client"))
	}
	if *timeout <= 0 {
		return fail(e, "login", usagef("--timeout must be positive, got %v", *timeout))
	}
	name := fs.Arg(0)
	file, err := upstream.LoadServers(*servers)
	if err != nil {
		return fail(e, "login", usagef("--servers: %v", err))
	}
	cfg, ok := file.Servers[name]
	if !ok {
		return fail(e, "login", usagef("--servers %s has no server %q (it has: %s)", *servers, name, strings.Join(file.Names(), ", ")))
	}
	if !cfg.IsHTTP() {
		return fail(e, "login", usagef("server %q is a stdio command: OAuth applies to \"url\" servers only", name))
	}
	spec := sf.spec
	if spec == "" {
		spec = defaultStateDir()
	}
	st, err := openStore(ctx, spec)
	if err != nil {
		return fail(e, "login", err)
	}
	defer st.Close()
	var client oauth.Client
	if cfg.OAuth != nil {
		client = *cfg.OAuth
	}
	if *device && client.ID == "" {
		return fail(e, "login", usagef(`--device needs a pre-registered client: set "oauth": {"clientId": …} in server %q`, name))
	}
	ctx, cancel := context.WithTimeoutCause(ctx, *timeout, fmt.Errorf("no redirect within --timeout %v", *timeout))
	defer cancel()
	lo := oauth.LoginOptions{
		Name: name, URL: cfg.URL, Headers: cfg.Headers, Client: client, Store: st,
		HTTPClient: &http.Client{Transport: telemetry.Transport(nil), Timeout: 30 * time.Second},
		Open: func(_ context.Context, u string) error {
			fmt.Fprintf(e.stderr, "codemode login: open this URL to authorize codemode at %s:\n\n  %s\n\nWaiting for the redirect (up to %v)…\n", name, u, *timeout)
			if e.stdinIsTerminal && !*noBrowser {
				openBrowser(u)
			}
			return nil
		},
	}
	if *device {
		lo.Device = func(_ context.Context, p oauth.DevicePrompt) error {
			fmt.Fprintf(e.stderr, "codemode login: to authorize codemode at %s, open\n\n  %s\n\nand enter the code %s", name, p.VerificationURI, p.UserCode)
			if p.VerificationURIComplete != "" {
				fmt.Fprintf(e.stderr, " (or open %s)", p.VerificationURIComplete)
			}
			fmt.Fprintf(e.stderr, "\n\nWaiting for the approval (up to %v)…\n", *timeout)
			return nil
		}
	}
	g, err := oauth.Login(ctx, lo)
	if err != nil {
		return fail(e, "login", fmt.Errorf("%s: %w", name, err))
	}
	exp := "no expiry given"
	if !g.Expiry.IsZero() {
		exp = "access token valid until " + g.Expiry.Format(time.RFC3339)
	}
	refresh := "no refresh token"
	if g.RefreshToken != "" {
		refresh = "refreshable"
	}
	fmt.Fprintf(e.stdout, "logged in to %s at %s (scopes: %s; %s, %s); tokens kept in %s\n",
		name, g.Issuer, orNone(g.Scopes), exp, refresh, redactStore(spec))
	return exitOK
}

// redactStore hides the password of a redis:// store URL.
func redactStore(spec string) string {
	if u, err := url.Parse(spec); err == nil && u.User != nil {
		return u.Redacted()
	}
	return spec
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, " ")
}

// openBrowser starts the platform's URL opener, best effort: the URL is
// printed anyway.
func openBrowser(u string) {
	var cmd *exec.Cmd
	switch goruntime.GOOS {
	case "darwin":
		cmd = exec.Command("open", u)
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", u)
	default:
		cmd = exec.Command("xdg-open", u)
	}
	if cmd.Start() == nil {
		go cmd.Wait()
	}
}

// oauthStore is where sessions find the tokens `codemode login` kept:
// the --state store when one is given (or serve's default directory),
// else the default directory when it exists (run keeps nothing itself,
// but finds what login kept there); nil when there is none.
func (s *setupFlags) oauthStore(ctx context.Context, sessionStore state.Store, defaultState string) (state.Store, error) {
	if s.state.spec != "" || defaultState != "" {
		return sessionStore, nil
	}
	dir := defaultStateDir()
	if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	return openStore(ctx, dir)
}
