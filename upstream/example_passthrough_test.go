package upstream_test

import (
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"

	"github.com/codemode-go/codemode/upstream"
)

func ExamplePassthroughError() {
	var err error = &upstream.PassthroughError{Server: "everything", Method: "sampling/createMessage",
		Reason: "the client did not declare the sampling capability"}
	fmt.Println(err)
	fmt.Println(errors.Is(err, upstream.ErrNoPassthrough))
	// The upstream server receives this JSON-RPC error code.
	var wire *jsonrpc.Error
	fmt.Println(errors.As(err, &wire), wire.Code == upstream.CodePassthroughRefused)
	// Output:
	// codemode cannot pass sampling/createMessage from upstream server "everything" to its MCP client: the client did not declare the sampling capability
	// true
	// true true
}
