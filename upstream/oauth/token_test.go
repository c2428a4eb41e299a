package oauth

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/state"
)

func TestParseTokenResponse(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, ct, body string
		status         int
		want           *tokenResponse
		err            *TokenError
	}{
		{name: "RFC 6749 §5.1 example", status: 200, ct: "application/json;charset=UTF-8",
			body: `{"access_token":"2YotnFZFEjr1zCsicMWpAA","token_type":"example","expires_in":3600,"refresh_token":"tGzv3JOkF0XG5Qx2TlKWIA","example_parameter":"example_value"}`,
			want: &tokenResponse{AccessToken: "2YotnFZFEjr1zCsicMWpAA", TokenType: "example", RefreshToken: "tGzv3JOkF0XG5Qx2TlKWIA", ExpiresIn: time.Hour}},
		{name: "expires_in as a string", status: 200, ct: "application/json", body: `{"access_token":"a","expires_in":"60"}`,
			want: &tokenResponse{AccessToken: "a", ExpiresIn: time.Minute}},
		{name: "absurd expires_in (nanoseconds) is ignored", status: 200, ct: "application/json", body: `{"access_token":"a","expires_in":600000000000}`,
			want: &tokenResponse{AccessToken: "a"}},
		{name: "negative expires_in is ignored", status: 200, ct: "application/json", body: `{"access_token":"a","expires_in":-5}`, want: &tokenResponse{AccessToken: "a"}},
		{name: "form-encoded (GitHub without Accept)", status: 200, ct: "application/x-www-form-urlencoded", body: `access_token=gho_x&scope=repo&token_type=bearer`,
			want: &tokenResponse{AccessToken: "gho_x", TokenType: "bearer", Scope: "repo"}},
		{name: "RFC 6749 §5.2 error", status: 400, ct: "application/json", body: `{"error":"invalid_grant","error_description":"expired"}`,
			err: &TokenError{Status: 400, Code: "invalid_grant", Description: "expired"}},
		{name: "error in a 200 (GitHub)", status: 200, ct: "application/json", body: `{"error":"bad_verification_code"}`,
			err: &TokenError{Status: 200, Code: "bad_verification_code"}},
		{name: "no access_token", status: 200, ct: "application/json", body: `{"token_type":"bearer"}`,
			err: &TokenError{Status: 200, Description: "the response has no access_token"}},
		{name: "HTML error page", status: 502, ct: "text/html", body: `<html>bad gateway</html>`,
			err: &TokenError{Status: 502, Description: "<html>bad gateway</html>"}},
		{name: "JSON that is not an object", status: 200, ct: "application/json", body: `[1]`, err: &TokenError{Status: 200, Description: "[1]"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := parseTokenResponse(tt.status, tt.ct, []byte(tt.body))
			if tt.err != nil {
				var te *TokenError
				if !errors.As(err, &te) || !reflect.DeepEqual(te, tt.err) {
					t.Fatalf("err = %#v, want %#v", err, tt.err)
				}
				return
			}
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("parseTokenResponse = %+v, %v; want %+v", got, err, tt.want)
			}
		})
	}
}

func FuzzParseTokenResponse(f *testing.F) {
	f.Add(200, "application/json", `{"access_token":"a","expires_in":3600,"refresh_token":"r"}`)
	f.Add(400, "application/json", `{"error":"invalid_grant"}`)
	f.Add(200, "application/x-www-form-urlencoded", `access_token=a&expires_in=1e308`)
	f.Add(200, "application/json", `{"access_token":"a","expires_in":"NaN"}`)
	f.Fuzz(func(t *testing.T, status int, ct, body string) {
		tr, err := parseTokenResponse(status, ct, []byte(body))
		if (tr == nil) == (err == nil) {
			t.Fatalf("want exactly one of a response and an error, got %+v, %v", tr, err)
		}
		if tr != nil && (tr.AccessToken == "" || tr.ExpiresIn < 0 || tr.ExpiresIn > 10*365*24*time.Hour) {
			t.Fatalf("bad response %+v", tr)
		}
	})
}

func TestDecodeGrant(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, in string
		ok       bool
	}{
		{name: "complete", in: `{"v":1,"tokenUrl":"https://as/t","clientId":"c","accessToken":"a"}`, ok: true},
		{name: "other version", in: `{"v":2,"tokenUrl":"https://as/t","clientId":"c","accessToken":"a"}`},
		{name: "no token endpoint", in: `{"v":1,"clientId":"c","accessToken":"a"}`},
		{name: "truncated", in: `{"v":1,"tokenUrl":"https://as/t","cli`},
		{name: "not an object", in: `"x"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := decodeGrant([]byte(tt.in))
			if (err == nil) != tt.ok || (err != nil && !errors.Is(err, state.ErrCorrupt)) {
				t.Errorf("decodeGrant(%s) err = %v, want ok=%v or ErrCorrupt", tt.in, err, tt.ok)
			}
		})
	}
}

func FuzzDecodeGrant(f *testing.F) {
	f.Add(`{"v":1,"tokenUrl":"https://as/t","clientId":"c","accessToken":"a","expiry":"2026-01-01T00:00:00Z"}`)
	f.Add(`{"v":1,"expiry":"not a time"}`)
	f.Fuzz(func(t *testing.T, s string) {
		g, err := decodeGrant([]byte(s))
		if err != nil && !errors.Is(err, state.ErrCorrupt) {
			t.Fatalf("error %v does not wrap ErrCorrupt", err)
		}
		if err == nil && (g.AccessToken == "" || g.TokenURL == "" || g.ClientID == "") {
			t.Fatalf("incomplete grant accepted: %+v", g)
		}
	})
}

// tokenEndpoint is an httptest token endpoint that records each request's
// form and basic credentials and answers with the next of answers.
type tokenEndpoint struct {
	mu      sync.Mutex
	forms   []url.Values
	basic   []string
	answers []string
}

func (te *tokenEndpoint) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	r.ParseForm()
	te.mu.Lock()
	defer te.mu.Unlock()
	te.forms = append(te.forms, r.PostForm)
	u, p, _ := r.BasicAuth()
	te.basic = append(te.basic, u+":"+p)
	a := te.answers[0]
	te.answers = te.answers[1:]
	w.Header().Set("Content-Type", "application/json")
	if strings.Contains(a, `"error"`) {
		w.WriteHeader(http.StatusBadRequest)
	}
	w.Write([]byte(a))
}

// TestHandlerRefreshesBeforeExpiry: a token about to expire is refreshed
// before it is sent, with the resource indicator and the client's
// authentication; the rotated refresh token is kept; a refused refresh is
// a LoginRequiredError.
func TestHandlerRefreshesBeforeExpiry(t *testing.T) {
	t.Parallel()
	te := &tokenEndpoint{answers: []string{`{"access_token":"new","token_type":"Bearer","expires_in":3600,"refresh_token":"r2"}`, `{"error":"invalid_grant"}`}}
	srv := httptest.NewServer(te)
	defer srv.Close()
	ctx := context.Background()
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	store := state.NewMemory(nil)
	client := Client{ID: "cid", Secret: "s3cret"}
	const mcpURL = "https://mcp.example.com/mcp"
	key := StoreKey(mcpURL, client)
	saveGrant(ctx, store, key, &Grant{Resource: mcpURL, TokenURL: srv.URL, ClientID: "cid", ClientSecret: "s3cret", AuthMethod: "client_secret_basic",
		AccessToken: "old", RefreshToken: "r1", Expiry: now.Add(10 * time.Second)})
	h := NewHandler(HandlerOptions{Name: "x", URL: mcpURL, Client: client, Store: store, HTTPClient: srv.Client(), Now: func() time.Time { return now }})
	ts, err := h.TokenSource(ctx)
	if err != nil || ts == nil {
		t.Fatalf("TokenSource = %v, %v", ts, err)
	}
	tok, err := ts.Token()
	if err != nil || tok.AccessToken != "new" {
		t.Fatalf("Token = %+v, %v; want the refreshed token", tok, err)
	}
	wantForm := url.Values{"grant_type": {"refresh_token"}, "refresh_token": {"r1"}, "resource": {mcpURL}}
	if !reflect.DeepEqual(te.forms[0], wantForm) || te.basic[0] != "cid:s3cret" {
		t.Errorf("refresh request form %v basic %q; want %v and cid:s3cret", te.forms[0], te.basic[0], wantForm)
	}
	g, _ := loadGrant(ctx, store, key)
	if g.AccessToken != "new" || g.RefreshToken != "r2" || !g.Expiry.Equal(now.Add(time.Hour)) {
		t.Errorf("kept grant = %+v", g)
	}
	if tok, _ := ts.Token(); tok.AccessToken != "new" || len(te.forms) != 1 {
		t.Errorf("a fresh token was refreshed again (%d requests)", len(te.forms))
	}

	now = now.Add(time.Hour)
	_, err = ts.Token()
	var lr *LoginRequiredError
	if !errors.As(err, &lr) || !strings.Contains(err.Error(), "run `codemode login x`") {
		t.Fatalf("Token after a refused refresh: %v, want a LoginRequiredError", err)
	}
}
