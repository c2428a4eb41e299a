package oauth

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"html"
	"io"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/oauthex"
	"golang.org/x/oauth2"

	"github.com/codemode-go/codemode/state"
)

// LoginOptions configure [Login].
type LoginOptions struct {
	// Name is the server's name in the servers file (for messages).
	Name string
	// URL is the server's MCP endpoint.
	URL string
	// Headers are the entry's static headers, sent with the first,
	// unauthenticated request that asks the server for its challenge.
	Headers map[string]string
	// Client is the "oauth" object of the entry (zero: dynamic).
	Client Client
	// Store keeps the grant. Required.
	Store state.Store
	// HTTPClient reaches the MCP server and the authorization server.
	// Nil: http.DefaultClient.
	HTTPClient *http.Client
	// Open sends the user to the authorization URL: print it, open a
	// browser. It returns once it has done so; Login then waits for the
	// redirect. Required.
	Open func(ctx context.Context, authURL string) error
	// Device, when set, selects the device authorization grant (RFC
	// 8628) instead of the browser redirect: Login shows the prompt with
	// it and polls until the user approved on another device. It needs a
	// pre-registered client and a server that offers the grant.
	Device func(ctx context.Context, p DevicePrompt) error
	// Now is the clock. Nil: time.Now.
	Now func() time.Time
}

// Login runs the authorization code flow with PKCE for one server and
// keeps the grant in the store, where a [Handler] finds it. It waits for
// the browser's redirect to the loopback listener until ctx ends.
func Login(ctx context.Context, o LoginOptions) (*Grant, error) {
	if o.Store == nil || (o.Open == nil && o.Device == nil) {
		return nil, errors.New("oauth.Login: Store and Open (or Device) are required")
	}
	if o.Device != nil && o.Client.ID == "" {
		return nil, errDeviceNeedsClient
	}
	if err := o.Client.Validate(); err != nil {
		return nil, err
	}
	if o.HTTPClient == nil {
		o.HTTPClient = http.DefaultClient
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	ch, status, err := probe(ctx, o.HTTPClient, o.URL, o.Headers)
	if err != nil {
		return nil, err
	}
	md, err := Discover(ctx, o.HTTPClient, o.URL, ch, o.Client.AuthServerMetadataURL)
	if err != nil {
		return nil, err
	}
	if status != http.StatusUnauthorized && status != http.StatusForbidden && md.ProtectedResource == nil && md.DefaultEndpoints {
		return nil, fmt.Errorf("%s answered HTTP %d, not 401, and publishes no OAuth metadata: it does not use OAuth", o.URL, status)
	}
	key := StoreKey(o.URL, o.Client)
	scopes := md.Scopes(o.Client.Scopes, ch)
	if old, _ := loadGrant(ctx, o.Store, key); old != nil && len(old.StepUpScopes) > 0 {
		// A server asked for more with 403 insufficient_scope: ask for
		// the union, so that what was granted before is kept (SEP-2350).
		scopes = union(scopes, old.Scopes, old.StepUpScopes)
	}
	if o.Device != nil {
		g, err := register(ctx, o.HTTPClient, md, o.Client, "", scopes)
		if err != nil {
			return nil, err
		}
		g.Resource, g.Issuer, g.TokenURL, g.Scopes = md.Resource, md.AuthServer.Issuer, md.AuthServer.TokenEndpoint, scopes
		if err := loginDevice(ctx, o.HTTPClient, md, g, scopes, o.Device); err != nil {
			return nil, err
		}
		if err := saveGrant(ctx, o.Store, key, g); err != nil {
			return nil, fmt.Errorf("keeping the tokens: %w", err)
		}
		return g, nil
	}
	lns, redirectURI, err := listenLoopback(o.Client.RedirectPort)
	if err != nil {
		return nil, err
	}
	g, err := register(ctx, o.HTTPClient, md, o.Client, redirectURI, scopes)
	if err != nil {
		return nil, err
	}
	g.Resource, g.Issuer, g.TokenURL, g.Scopes = md.Resource, md.AuthServer.Issuer, md.AuthServer.TokenEndpoint, scopes

	verifier, st := oauth2.GenerateVerifier(), rand.Text()
	authURL := authorizationURL(md, g.ClientID, redirectURI, scopes, st, verifier)

	results := make(chan callback, 1)
	srv := &http.Server{Handler: callbackHandler(results, st), ReadHeaderTimeout: 10 * time.Second}
	for _, ln := range lns {
		go srv.Serve(ln)
	}
	defer srv.Close()
	defer closeAll(lns)
	if err := o.Open(ctx, authURL); err != nil {
		return nil, err
	}
	var cb callback
	select {
	case cb = <-results:
	case <-ctx.Done():
		return nil, fmt.Errorf("waiting for the authorization redirect: %w", context.Cause(ctx))
	}
	if cb.err != "" {
		return nil, fmt.Errorf("authorization server refused: %s", cb.err)
	}
	if err := checkIssuer(cb.iss, md.AuthServer); err != nil {
		return nil, err
	}
	form := url.Values{"grant_type": {"authorization_code"}, "code": {cb.code}, "redirect_uri": {redirectURI}, "code_verifier": {verifier}}
	tr, err := postToken(ctx, o.HTTPClient, g, form)
	if err != nil {
		return nil, err
	}
	g.apply(tr, o.Now())
	if err := saveGrant(ctx, o.Store, key, g); err != nil {
		return nil, fmt.Errorf("keeping the tokens: %w", err)
	}
	return g, nil
}

// listenLoopback listens for the redirect. Without a port: 127.0.0.1 on
// a free port, redirect URI http://127.0.0.1:PORT/callback (RFC 8252
// §7.3). With one: http://localhost:PORT/callback, the form clients are
// registered with (Claude Code's callbackPort), on 127.0.0.1 and, where
// the host has it, ::1, whichever localhost resolves to in the browser.
func listenLoopback(port int) ([]net.Listener, string, error) {
	ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
	if err != nil {
		return nil, "", fmt.Errorf("listening for the redirect on 127.0.0.1:%d: %w", port, err)
	}
	if port == 0 {
		return []net.Listener{ln}, "http://" + ln.Addr().String() + "/callback", nil
	}
	lns := []net.Listener{ln}
	if ln6, err := net.Listen("tcp", net.JoinHostPort("::1", strconv.Itoa(port))); err == nil {
		lns = append(lns, ln6)
	}
	return lns, fmt.Sprintf("http://localhost:%d/callback", port), nil
}

func closeAll(lns []net.Listener) {
	for _, ln := range lns {
		ln.Close()
	}
}

// authorizationURL is the authorization request (RFC 6749 §4.1.1) with
// the PKCE S256 challenge of verifier (RFC 7636 §4.3) and the resource
// indicator (RFC 8707 §2).
func authorizationURL(md *Metadata, clientID, redirectURI string, scopes []string, state, verifier string) string {
	cfg := oauth2.Config{ClientID: clientID, RedirectURL: redirectURI, Scopes: scopes,
		Endpoint: oauth2.Endpoint{AuthURL: md.AuthServer.AuthorizationEndpoint}}
	return cfg.AuthCodeURL(state, oauth2.S256ChallengeOption(verifier), oauth2.SetAuthURLParam("resource", md.Resource))
}

// probe asks the server for its challenge without credentials: an
// initialize request, and when the server lets that through (some only
// protect what follows it), the initialized notification and a
// tools/list in that session. It returns the first 401 or 403 challenge,
// or the zero Challenge when nothing was refused: discovery then tries
// the well-known URLs. status is that of the last answer.
func probe(ctx context.Context, hc *http.Client, serverURL string, headers map[string]string) (_ Challenge, status int, _ error) {
	const version = "2025-11-25"
	send := func(body, session string) (*http.Response, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, serverURL, strings.NewReader(body))
		if err != nil {
			return nil, err
		}
		for k, v := range headers {
			if !strings.EqualFold(k, "Authorization") {
				req.Header.Set(k, v)
			}
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if session != "" {
			req.Header.Set("Mcp-Session-Id", session)
			req.Header.Set("MCP-Protocol-Version", version)
		}
		resp, err := hc.Do(req)
		if err != nil {
			return nil, fmt.Errorf("reaching %s: %w", serverURL, err)
		}
		io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
		resp.Body.Close()
		return resp, nil
	}
	refused := func(r *http.Response) bool {
		return r.StatusCode == http.StatusUnauthorized || r.StatusCode == http.StatusForbidden
	}
	resp, err := send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"`+version+`","capabilities":{},"clientInfo":{"name":"codemode","version":"login"}}}`, "")
	if err != nil {
		return Challenge{}, 0, err
	}
	if refused(resp) || resp.StatusCode/100 != 2 {
		c, _ := ParseChallenge(resp.Header)
		return c, resp.StatusCode, nil
	}
	session := resp.Header.Get("Mcp-Session-Id")
	if resp, err = send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`, session); err != nil {
		return Challenge{}, 0, err
	}
	if !refused(resp) {
		if resp, err = send(`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`, session); err != nil {
			return Challenge{}, 0, err
		}
	}
	if refused(resp) {
		c, _ := ParseChallenge(resp.Header)
		return c, resp.StatusCode, nil
	}
	return Challenge{}, resp.StatusCode, nil
}

// register picks the client identity (MCP 2025-11-25, "Client
// Registration Approaches"): the pre-registered client, else the client
// ID metadata document where the server supports it, else dynamic
// registration at the server's registration endpoint.
func register(ctx context.Context, hc *http.Client, md *Metadata, c Client, redirectURI string, scopes []string) (*Grant, error) {
	asm := md.AuthServer
	switch {
	case c.ID != "":
		g := &Grant{ClientID: c.ID, ClientSecret: c.Secret, AuthMethod: "none"}
		if c.Secret != "" {
			g.AuthMethod = "client_secret_basic" // RFC 8414's default
			if slices.Contains(asm.TokenEndpointAuthMethodsSupported, "client_secret_post") {
				g.AuthMethod = "client_secret_post"
			} else if len(asm.TokenEndpointAuthMethodsSupported) > 0 && !slices.Contains(asm.TokenEndpointAuthMethodsSupported, "client_secret_basic") {
				return nil, fmt.Errorf("authorization server %s supports neither client_secret_post nor client_secret_basic (token_endpoint_auth_methods_supported %v)", asm.Issuer, asm.TokenEndpointAuthMethodsSupported)
			}
		}
		return g, nil
	case c.MetadataURL != "" && asm.ClientIDMetadataDocumentSupported:
		return &Grant{ClientID: c.MetadataURL, AuthMethod: "none"}, nil
	case asm.RegistrationEndpoint != "":
		meta := &oauthex.ClientRegistrationMetadata{
			RedirectURIs:            []string{redirectURI},
			TokenEndpointAuthMethod: "none",
			GrantTypes:              []string{"authorization_code", "refresh_token"},
			ResponseTypes:           []string{"code"},
			ClientName:              "codemode",
			ApplicationType:         "native",
			Scope:                   strings.Join(scopes, " "),
		}
		resp, err := oauthex.RegisterClient(ctx, asm.RegistrationEndpoint, meta, hc)
		if err != nil {
			return nil, fmt.Errorf("dynamic client registration at %s: %w", asm.RegistrationEndpoint, err)
		}
		g := &Grant{ClientID: resp.ClientID, ClientSecret: resp.ClientSecret, AuthMethod: resp.TokenEndpointAuthMethod}
		if g.AuthMethod == "" {
			g.AuthMethod = "none"
			if g.ClientSecret != "" {
				g.AuthMethod = "client_secret_basic"
			}
		}
		return g, nil
	}
	return nil, fmt.Errorf("authorization server %s offers no way to register codemode (no registration_endpoint): "+
		`pre-register a client there and put its id in the server's "oauth": {"clientId": …}`, asm.Issuer)
}

// union returns the scopes of all lists, each once, in first-seen order.
func union(lists ...[]string) []string {
	var out []string
	for _, l := range lists {
		for _, s := range l {
			if !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// checkIssuer applies RFC 9207: a server that advertises the iss
// parameter must send its own issuer; any iss that is sent must match.
func checkIssuer(iss string, asm *oauthex.AuthServerMeta) error {
	if iss == "" {
		if asm.AuthorizationResponseIssParameterSupported {
			return errors.New("the authorization response lacks the iss parameter its server advertises (RFC 9207)")
		}
		return nil
	}
	if iss != asm.Issuer { // simple string comparison (RFC 9207 §2.4): no normalization

		return fmt.Errorf("the authorization response comes from issuer %q, not %q (RFC 9207): refusing it", iss, asm.Issuer)
	}
	return nil
}

// callback is what the redirect carried.
type callback struct {
	code, state, iss, err string
}

// callbackHandler serves the loopback redirect: the first request to
// /callback that carries state is the answer; one with another state (a
// forged or stale redirect) is refused with 400 and waited past; later
// ones and other paths get 404.
func callbackHandler(results chan<- callback, state string) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /callback", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		if q.Get("state") != state {
			http.Error(w, "codemode login: this redirect's state is not the one codemode sent; ignored", http.StatusBadRequest)
			return
		}
		cb := callback{code: q.Get("code"), state: q.Get("state"), iss: q.Get("iss")}
		if e := q.Get("error"); e != "" {
			cb.err = e
			if d := q.Get("error_description"); d != "" {
				cb.err += ": " + d
			}
		} else if cb.code == "" {
			cb.err = "the redirect carried no code"
		}
		msg := "Authorization complete. You can close this tab and return to codemode."
		if cb.err != "" {
			msg = "Authorization failed: " + cb.err
		}
		select {
		case results <- cb:
		default:
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, "<!doctype html><title>codemode login</title><p>%s</p>\n", html.EscapeString(msg))
	})
	return mux
}
