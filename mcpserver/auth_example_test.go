package mcpserver_test

import (
	"fmt"

	"github.com/codemode-go/codemode/mcpserver"
)

// A tokens file names the principal of each bearer token; Lookup finds
// the name of a presented token, in constant time.
func ExampleParseTokens() {
	tokens, err := mcpserver.ParseTokens([]byte(`# who may call serve --http
alice alice-token-0123456789
ci    sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(tokens.Len())
	fmt.Println(tokens.Lookup("alice-token-0123456789"))
	fmt.Println(tokens.Lookup("guess-0123456789abcdef"))
	_ = &mcpserver.HTTPOptions{Auth: &mcpserver.AuthOptions{Tokens: tokens}} // what serve --http then checks

	// Output:
	// 2
	// alice true
	//  false
}
