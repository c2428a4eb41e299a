package oauth

import (
	"net/http"
)

// Transport returns an http.RoundTripper that authorizes each request
// through h, for MCP transports that take no OAuth handler (the older
// HTTP+SSE transport): it sets the bearer token, and on a 401 or 403
// calls [Handler.Authorize] and, when that succeeds, sends the request
// once more. A request whose body cannot be replayed is not retried.
func (h *Handler) Transport(base http.RoundTripper) http.RoundTripper {
	if base == nil {
		base = http.DefaultTransport
	}
	return &transport{h: h, base: base}
}

type transport struct {
	h    *Handler
	base http.RoundTripper
}

// RoundTrip implements http.RoundTripper.
func (t *transport) RoundTrip(r *http.Request) (*http.Response, error) {
	req, err := t.authorized(r, false)
	if err != nil {
		closeBody(r)
		return nil, err
	}
	resp, err := t.base.RoundTrip(req)
	if err != nil || (resp.StatusCode != http.StatusUnauthorized && resp.StatusCode != http.StatusForbidden) {
		return resp, err
	}
	if r.Body != nil && r.Body != http.NoBody && r.GetBody == nil {
		return resp, nil
	}
	if err := t.h.Authorize(r.Context(), req, resp); err != nil {
		return nil, err
	}
	if req, err = t.authorized(r, true); err != nil {
		return nil, err
	}
	return t.base.RoundTrip(req)
}

// authorized clones r with the current token; replay gives it a fresh
// copy of the body.
func (t *transport) authorized(r *http.Request, replay bool) (*http.Request, error) {
	req := r.Clone(r.Context())
	if replay && r.GetBody != nil {
		body, err := r.GetBody()
		if err != nil {
			return nil, err
		}
		req.Body = body
	}
	ts, err := t.h.TokenSource(r.Context())
	if err != nil {
		return nil, err
	}
	if ts != nil {
		tok, err := ts.Token()
		if err != nil {
			return nil, err
		}
		req.Header.Set("Authorization", "Bearer "+tok.AccessToken)
	}
	return req, nil
}

func closeBody(r *http.Request) {
	if r.Body != nil {
		r.Body.Close()
	}
}
