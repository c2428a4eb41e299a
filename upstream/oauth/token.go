package oauth

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// maxTokenResponse bounds the body of a token response.
const maxTokenResponse = 1 << 20

// TokenError is an error response of a token endpoint (RFC 6749 §5.2).
type TokenError struct {
	// Status is the HTTP status.
	Status int
	// Code is the "error" field ("invalid_grant", "invalid_client"…), or
	// empty when the body was no OAuth error.
	Code string
	// Description is "error_description", or the start of the body.
	Description string
}

// Error renders the status, the OAuth error code and its description.
func (e *TokenError) Error() string {
	s := fmt.Sprintf("token endpoint: HTTP %d", e.Status)
	if e.Code != "" {
		s += " " + e.Code
	}
	if e.Description != "" {
		s += ": " + e.Description
	}
	return s
}

// tokenResponse is a successful token response (RFC 6749 §5.1).
type tokenResponse struct {
	AccessToken  string
	TokenType    string
	RefreshToken string
	ExpiresIn    time.Duration // zero: not given
	Scope        string
}

// parseTokenResponse reads a token endpoint's answer: JSON (RFC 6749),
// or the form encoding some servers still send. expires_in may be a
// number or a numeric string; a nonsensical one (negative, or over ten
// years) is ignored. A 2xx without access_token is an error.
func parseTokenResponse(status int, contentType string, body []byte) (*tokenResponse, error) {
	mt, _, _ := mime.ParseMediaType(contentType)
	var fields map[string]any
	if mt == "application/x-www-form-urlencoded" || mt == "text/plain" {
		vals, err := url.ParseQuery(string(body))
		if err != nil {
			return nil, &TokenError{Status: status, Description: "undecodable body"}
		}
		fields = map[string]any{}
		for k := range vals {
			fields[k] = vals.Get(k)
		}
	} else if err := json.Unmarshal(body, &fields); err != nil || fields == nil {
		return nil, &TokenError{Status: status, Description: snippet(body)}
	}
	str := func(k string) string { s, _ := fields[k].(string); return s }
	if status/100 != 2 || str("error") != "" {
		desc := str("error_description")
		if desc == "" && str("error") == "" {
			desc = snippet(body)
		}
		return nil, &TokenError{Status: status, Code: str("error"), Description: desc}
	}
	tr := &tokenResponse{AccessToken: str("access_token"), TokenType: str("token_type"), RefreshToken: str("refresh_token"), Scope: str("scope")}
	if tr.AccessToken == "" {
		return nil, &TokenError{Status: status, Description: "the response has no access_token"}
	}
	var secs float64
	switch v := fields["expires_in"].(type) {
	case float64:
		secs = v
	case string:
		secs, _ = strconv.ParseFloat(v, 64)
	}
	if secs > 0 && secs <= 10*365*24*3600 {
		tr.ExpiresIn = time.Duration(secs * float64(time.Second))
	}
	return tr, nil
}

func snippet(b []byte) string {
	s := strings.TrimSpace(string(b))
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}

// postToken sends form to the grant's token endpoint, authenticating the
// client the grant's way, and returns the parsed answer.
func postToken(ctx context.Context, hc *http.Client, g *Grant, form url.Values) (*tokenResponse, error) {
	if g.Resource != "" {
		form.Set("resource", g.Resource)
	}
	basic := g.AuthMethod == "client_secret_basic" && g.ClientSecret != ""
	if !basic {
		form.Set("client_id", g.ClientID)
		if g.ClientSecret != "" {
			form.Set("client_secret", g.ClientSecret)
		}
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, g.TokenURL, strings.NewReader(form.Encode()))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	if basic {
		req.SetBasicAuth(url.QueryEscape(g.ClientID), url.QueryEscape(g.ClientSecret))
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("token endpoint: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxTokenResponse))
	if err != nil {
		return nil, fmt.Errorf("token endpoint: %w", err)
	}
	return parseTokenResponse(resp.StatusCode, resp.Header.Get("Content-Type"), body)
}

// apply stores a token response in g, keeping the old refresh token
// when the server did not rotate it (RFC 6749 §6).
func (g *Grant) apply(tr *tokenResponse, now time.Time) {
	g.AccessToken, g.TokenType = tr.AccessToken, tr.TokenType
	if tr.RefreshToken != "" {
		g.RefreshToken = tr.RefreshToken
	}
	g.Expiry = time.Time{}
	if tr.ExpiresIn > 0 {
		g.Expiry = now.Add(tr.ExpiresIn)
	}
}

// expiryLeeway is how long before its expiry a token is refreshed, so
// that it does not expire in flight.
const expiryLeeway = 30 * time.Second

// fresh reports whether the access token may still be sent at now.
func (g *Grant) fresh(now time.Time) bool {
	return g.AccessToken != "" && (g.Expiry.IsZero() || now.Add(expiryLeeway).Before(g.Expiry))
}

// refresh runs the refresh_token grant (RFC 6749 §6) with the resource
// indicator and updates g.
func refresh(ctx context.Context, hc *http.Client, g *Grant, now func() time.Time) error {
	form := url.Values{"grant_type": {"refresh_token"}, "refresh_token": {g.RefreshToken}}
	tr, err := postToken(ctx, hc, g, form)
	if err != nil {
		return err
	}
	g.apply(tr, now())
	return nil
}
