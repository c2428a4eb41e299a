// Package oauth is the client side of MCP authorization (the 2025-11-25
// revision of the specification, OAuth 2.1 with protected-resource
// metadata) for codemode's upstream HTTP servers.
//
// A remote MCP server that wants a token answers 401 with a
// WWW-Authenticate challenge. [Login] runs the user-facing part once:
// it reads the challenge, discovers the protected-resource metadata
// (RFC 9728) and the authorization server's metadata (RFC 8414 or
// OpenID Connect discovery), registers the client (pre-registered,
// client ID metadata document, or dynamic registration per RFC 7591),
// runs the authorization code flow with PKCE (S256) and a loopback
// redirect, and keeps the resulting grant in a [state.Store]. A
// [Handler] then authorizes every request to that server from the kept
// grant: it adds the bearer token, refreshes it (refresh_token grant)
// before it expires or when the server rejects it, and tells the user to
// run `codemode login NAME` when no usable grant is left. Every token
// request carries the resource indicator (RFC 8707).
//
// The package knows HTTP, OAuth and the state store only; the MCP client
// plugs a Handler into its transport (it implements go-sdk's
// auth.OAuthHandler).
package oauth
