package oauth

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/state"
)

// deviceAS is a small RFC 8628 authorization server with an MCP resource
// in front: the resource answers 401 with its metadata URL; the device
// endpoint hands out one code; the token endpoint answers
// authorization_pending until the user approved.
type deviceAS struct {
	url      string
	mu       sync.Mutex
	polls    int
	approved bool
	forms    map[string][]map[string][]string // path -> request forms
}

func newDeviceAS(t *testing.T) *deviceAS {
	as := &deviceAS{forms: map[string][]map[string][]string{}}
	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	as.url = srv.URL
	js := func(w http.ResponseWriter, status int, v any) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		json.NewEncoder(w).Encode(v)
	}
	mux.HandleFunc("/mcp", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("WWW-Authenticate", `Bearer resource_metadata="`+as.url+`/.well-known/oauth-protected-resource/mcp", scope="tasks"`)
		w.WriteHeader(http.StatusUnauthorized)
	})
	mux.HandleFunc("/.well-known/oauth-protected-resource/mcp", func(w http.ResponseWriter, r *http.Request) {
		js(w, 200, map[string]any{"resource": as.url + "/mcp", "authorization_servers": []string{as.url}})
	})
	mux.HandleFunc("/.well-known/oauth-authorization-server", func(w http.ResponseWriter, r *http.Request) {
		js(w, 200, map[string]any{"issuer": as.url, "authorization_endpoint": as.url + "/authorize", "token_endpoint": as.url + "/token",
			"device_authorization_endpoint": as.url + "/device", "code_challenge_methods_supported": []string{"S256"},
			"token_endpoint_auth_methods_supported": []string{"none"}})
	})
	mux.HandleFunc("POST /device", func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		as.record("/device", r)
		js(w, 200, map[string]any{"device_code": "dc-1", "user_code": "WDJB-MJHT", "verification_uri": as.url + "/activate", "expires_in": 60, "interval": 1})
	})
	mux.HandleFunc("POST /token", func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		as.record("/token", r)
		as.mu.Lock()
		defer as.mu.Unlock()
		as.polls++
		if r.PostForm.Get("device_code") != "dc-1" || r.PostForm.Get("grant_type") != "urn:ietf:params:oauth:grant-type:device_code" {
			js(w, 400, map[string]string{"error": "invalid_grant"})
			return
		}
		if !as.approved {
			js(w, 400, map[string]string{"error": "authorization_pending"})
			return
		}
		js(w, 200, map[string]any{"access_token": "dev-token", "token_type": "Bearer", "refresh_token": "dev-refresh", "expires_in": 3600})
	})
	return as
}

func (as *deviceAS) record(path string, r *http.Request) {
	as.mu.Lock()
	defer as.mu.Unlock()
	as.forms[path] = append(as.forms[path], r.PostForm)
}

// TestLoginDevice: discovery from the 401, the device authorization
// request with the challenge's scope and the resource indicator, the
// prompt, polling through authorization_pending, and the grant kept.
func TestLoginDevice(t *testing.T) {
	t.Parallel()
	as := newDeviceAS(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	store := state.NewMemory(nil)
	client := Client{ID: "cli"}
	var shown DevicePrompt
	g, err := Login(ctx, LoginOptions{Name: "d", URL: as.url + "/mcp", Client: client, Store: store,
		Device: func(_ context.Context, p DevicePrompt) error {
			shown = p
			go func() { // the user approves on their phone after the first poll
				for {
					time.Sleep(50 * time.Millisecond)
					as.mu.Lock()
					if as.polls > 0 {
						as.approved = true
						as.mu.Unlock()
						return
					}
					as.mu.Unlock()
				}
			}()
			return nil
		}})
	if err != nil {
		t.Fatalf("Login: %v", err)
	}
	if shown.UserCode != "WDJB-MJHT" || shown.VerificationURI != as.url+"/activate" {
		t.Errorf("prompt = %+v", shown)
	}
	wantDevice := map[string][]string{"client_id": {"cli"}, "scope": {"tasks"}, "resource": {as.url + "/mcp"}}
	if got := as.forms["/device"]; len(got) != 1 || !reflect.DeepEqual(got[0], wantDevice) {
		t.Errorf("device authorization request = %v, want %v", got, wantDevice)
	}
	if n := len(as.forms["/token"]); n < 2 {
		t.Errorf("%d token polls, want the pending one and the granted one", n)
	}
	if last := as.forms["/token"][len(as.forms["/token"])-1]; last["resource"][0] != as.url+"/mcp" {
		t.Errorf("token request lacks the resource indicator: %v", last)
	}
	kept, _ := loadGrant(ctx, store, StoreKey(as.url+"/mcp", client))
	if g.AccessToken != "dev-token" || kept == nil || kept.RefreshToken != "dev-refresh" || kept.TokenURL != as.url+"/token" {
		t.Errorf("grant = %+v, kept %+v", g, kept)
	}

	if _, err := Login(ctx, LoginOptions{URL: as.url + "/mcp", Store: store, Device: func(context.Context, DevicePrompt) error { return nil }}); err != errDeviceNeedsClient {
		t.Errorf("device login without a client id: %v", err)
	}
}

func TestAuthServerMetadataURLs(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		issuer string
		want   []string
	}{
		{"https://as.example.com", []string{"https://as.example.com/.well-known/oauth-authorization-server", "https://as.example.com/.well-known/openid-configuration"}},
		{"https://as.example.com/tenant1", []string{"https://as.example.com/.well-known/oauth-authorization-server/tenant1",
			"https://as.example.com/.well-known/openid-configuration/tenant1", "https://as.example.com/tenant1/.well-known/openid-configuration"}},
		{"not a url", nil},
	} {
		if got := authServerMetadataURLs(tt.issuer); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("authServerMetadataURLs(%q) = %q, want %q", tt.issuer, got, tt.want)
		}
	}
}

// TestDeviceEndpointHonoursGrantTypes: a published
// device_authorization_endpoint counts only when grant_types_supported,
// if present, lists the device grant (zitadel's provider publishes the
// endpoint either way).
func TestDeviceEndpointHonoursGrantTypes(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name    string
		grants  []string
		wantErr string
	}{
		{name: "no grant list", grants: nil},
		{name: "grant listed", grants: []string{"authorization_code", deviceGrant}},
		{name: "grant not listed", grants: []string{"authorization_code", "refresh_token"}, wantErr: "offers no device flow (grant_types_supported lacks " + deviceGrant + ")"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var url string
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				m := map[string]any{"issuer": url, "device_authorization_endpoint": url + "/device"}
				if tt.grants != nil {
					m["grant_types_supported"] = tt.grants
				}
				json.NewEncoder(w).Encode(m)
			}))
			defer srv.Close()
			url = srv.URL
			got, err := deviceEndpoint(context.Background(), srv.Client(), url)
			switch {
			case tt.wantErr == "" && (err != nil || got != url+"/device"):
				t.Errorf("deviceEndpoint = %q, %v; want %s/device", got, err, url)
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
				t.Errorf("deviceEndpoint error = %v, want %q", err, tt.wantErr)
			}
		})
	}
}
