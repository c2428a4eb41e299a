package oauth

import (
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/oauthex"
)

// Challenge is what a Bearer WWW-Authenticate challenge (RFC 6750 §3,
// RFC 9728 §5.1) tells a client.
type Challenge struct {
	// ResourceMetadata is the URL of the protected-resource metadata
	// ("resource_metadata"), or empty.
	ResourceMetadata string
	// Scopes are the scopes the request needs ("scope"), or nil.
	Scopes []string
	// Error is the error code ("invalid_token", "insufficient_scope"…),
	// or empty.
	Error string
}

// ParseChallenge reads the WWW-Authenticate header values of a response.
// It uses the Bearer challenge; a resource_metadata parameter of another
// scheme is taken too, as some servers send it on their only challenge.
// A malformed header yields the zero Challenge and false: discovery then
// falls back to the well-known URLs, as the specification says.
func ParseChallenge(h http.Header) (Challenge, bool) {
	values := h.Values("WWW-Authenticate")
	if len(values) == 0 {
		return Challenge{}, false
	}
	cs, err := oauthex.ParseWWWAuthenticate(values)
	if err != nil {
		return Challenge{}, false
	}
	var c Challenge
	found := false
	for _, ch := range cs {
		bearer := strings.EqualFold(ch.Scheme, "bearer")
		if u := ch.Params["resource_metadata"]; u != "" && (bearer || c.ResourceMetadata == "") {
			c.ResourceMetadata = u
			found = true
		}
		if !bearer {
			continue
		}
		found = true
		if s := strings.Fields(ch.Params["scope"]); len(s) > 0 && c.Scopes == nil {
			c.Scopes = s
		}
		if e := ch.Params["error"]; e != "" && c.Error == "" {
			c.Error = e
		}
	}
	return c, found
}
