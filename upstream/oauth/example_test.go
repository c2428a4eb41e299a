package oauth_test

import (
	"fmt"
	"net/http"

	"github.com/codemode-go/codemode/upstream/oauth"
)

// A protected MCP server's 401 names its metadata and the scopes it wants.
func ExampleParseChallenge() {
	h := http.Header{}
	h.Set("WWW-Authenticate", `Bearer resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource/mcp", scope="issues:read issues:write"`)
	c, ok := oauth.ParseChallenge(h)
	fmt.Println(ok, c.ResourceMetadata, c.Scopes)
	// Output: true https://mcp.example.com/.well-known/oauth-protected-resource/mcp [issues:read issues:write]
}

// Without a challenge, the metadata is looked for at the well-known URLs.
func ExampleResourceMetadataURLs() {
	urls, resources := oauth.ResourceMetadataURLs("", "https://mcp.example.com/v1/mcp")
	for i := range urls {
		fmt.Println(urls[i], "for", resources[i])
	}
	// Output:
	// https://mcp.example.com/.well-known/oauth-protected-resource/v1/mcp for https://mcp.example.com/v1/mcp
	// https://mcp.example.com/.well-known/oauth-protected-resource for https://mcp.example.com
}

// Grants are keyed by the server URL and the client.
func ExampleStoreKey() {
	fmt.Println(oauth.StoreKey("https://mcp.example.com/mcp", oauth.Client{}))
	fmt.Println(oauth.StoreKey("https://mcp.example.com/mcp", oauth.Client{ID: "Iv1.abc"}))
	// Output:
	// oauth/https:%2F%2Fmcp.example.com%2Fmcp/dynamic
	// oauth/https:%2F%2Fmcp.example.com%2Fmcp/Iv1.abc
}
