package oauthtest_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/upstream/oauth"
	"github.com/codemode-go/codemode/upstream/oauth/oauthtest"
)

// login runs codemode's login against the fixture for endpoint and
// returns the grant.
func login(t *testing.T, srv *oauthtest.Server, endpoint string) *oauth.Grant {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	g, err := oauth.Login(ctx, oauth.LoginOptions{Name: "p", URL: endpoint, Client: oauth.Client{ID: srv.ClientID, Secret: srv.ClientSecret},
		Store: state.NewMemory(nil), Open: func(ctx context.Context, u string) error { go oauthtest.Approve(ctx, u); return nil }})
	if err != nil {
		t.Fatalf("Login: %v", err)
	}
	return g
}

// TestFixtureRefusesWhatARealServerRefuses: the fixture is a server, not
// a yes-machine. The authorization server refuses a request without PKCE
// S256 and a refresh naming another resource; the resource server
// refuses a token meant for another resource (its audience), a forged
// one, and an expired one.
func TestFixtureRefusesWhatARealServerRefuses(t *testing.T) {
	srv := oauthtest.Start(t)
	g := login(t, srv, srv.MCPURL)
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

	t.Run("authorization without PKCE S256", func(t *testing.T) {
		for _, pkce := range []string{"", "&code_challenge=abc&code_challenge_method=plain"} {
			q := "client_id=" + srv.ClientID + "&response_type=code&scope=openid&redirect_uri=" + url.QueryEscape("http://127.0.0.1:1/callback") + pkce
			resp, err := noRedirect.Get(srv.Issuer + "/authorize?" + q)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			loc, _ := url.Parse(resp.Header.Get("Location"))
			if resp.StatusCode != http.StatusFound || loc == nil || loc.Query().Get("error") != "invalid_request" {
				t.Errorf("authorize with %q: HTTP %d to %s, want a redirect with error=invalid_request", pkce, resp.StatusCode, resp.Header.Get("Location"))
			}
		}
	})

	t.Run("refresh for another resource", func(t *testing.T) {
		for _, tt := range []struct {
			resource string
			want     int
		}{{srv.SSEURL, http.StatusBadRequest}, {srv.MCPURL, http.StatusOK}} {
			form := url.Values{"grant_type": {"refresh_token"}, "refresh_token": {g.RefreshToken}, "client_id": {srv.ClientID},
				"client_secret": {srv.ClientSecret}, "resource": {tt.resource}}
			resp, err := http.PostForm(g.TokenURL, form)
			if err != nil {
				t.Fatal(err)
			}
			var body struct {
				Error        string `json:"error"`
				RefreshToken string `json:"refresh_token"`
			}
			json.NewDecoder(resp.Body).Decode(&body)
			resp.Body.Close()
			if resp.StatusCode != tt.want {
				t.Errorf("refresh with resource %s: HTTP %d (%s), want %d", tt.resource, resp.StatusCode, body.Error, tt.want)
			}
			if tt.want == http.StatusOK {
				if body.RefreshToken == "" || body.RefreshToken == g.RefreshToken {
					t.Errorf("refresh returned refresh token %q: want a new one (rotation)", body.RefreshToken)
				}
				// The spent refresh token no longer works.
				resp, err := http.PostForm(g.TokenURL, form)
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
				if resp.StatusCode != http.StatusBadRequest {
					t.Errorf("reusing a rotated refresh token: HTTP %d, want 400", resp.StatusCode)
				}
			}
		}
	})

	t.Run("resource server", func(t *testing.T) {
		for _, tt := range []struct {
			name, url, token string
			advance          time.Duration
		}{
			{name: "token for another resource", url: srv.SSEURL, token: g.AccessToken},
			{name: "forged signature", url: srv.MCPURL, token: g.AccessToken[:strings.LastIndex(g.AccessToken, ".")+1] + "AAAA"},
			{name: "expired", url: srv.MCPURL, token: g.AccessToken, advance: oauthtest.AccessTTL + time.Second},
		} {
			srv.Advance(tt.advance)
			req, _ := http.NewRequest(http.MethodGet, tt.url, nil)
			req.Header.Set("Authorization", "Bearer "+tt.token)
			req.Header.Set("Accept", "text/event-stream")
			_, before := srv.Counts()
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if _, after := srv.Counts(); resp.StatusCode != http.StatusUnauthorized || after != before+1 {
				t.Errorf("%s: HTTP %d, %d refusals counted; want 401 and 1", tt.name, resp.StatusCode, after-before)
			}
		}
	})
}
