package mcpserver

import (
	"context"
	"io"
	"net"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/upstream"
)

// ServeOptions configure [Serve]. A nil *ServeOptions serves stdio with
// default server options.
type ServeOptions struct {
	// Server configures the MCP server; Server.Upstreams is set by Serve.
	Server ServerOptions
	// HTTPAddr, when set, serves streamable HTTP on this address instead
	// of stdio (stateless, except the sessions HTTP.Sessions keeps).
	HTTPAddr string
	// Ready, when set, is called with the bound address once the HTTP
	// listener is up.
	Ready func(net.Addr)
	// HTTP is the production surface of HTTPAddr: probes, metrics,
	// admission control and drain.
	HTTP HTTPOptions
	// Stdin and Stdout carry the stdio session; nil means the process's
	// standard input and output.
	Stdin  io.ReadCloser
	Stdout io.WriteCloser
}

// Serve is `codemode serve`: it attaches upstreams (may be nil) to reg
// unless that was done already, serves reg over MCP on stdio or HTTP until
// the client disconnects (stdio) or ctx is done, and keeps the tool list
// in sync with the upstreams meanwhile. Calls in flight when it stops are
// cancelled. The caller still owns upstreams and closes it afterwards,
// which stops the upstream servers.
func Serve(ctx context.Context, reg *registry.Registry, upstreams *upstream.Set, opts *ServeOptions) error {
	var o ServeOptions
	if opts != nil {
		o = *opts
	}
	if upstreams != nil {
		if !upstreams.Attached(reg) {
			detach, err := upstreams.Attach(reg)
			if err != nil {
				return err
			}
			defer detach()
		}
		o.Server.Upstreams = upstreams
	}
	srv, err := NewServer(reg, &o.Server)
	if err != nil {
		return err
	}
	defer srv.Close()
	if o.HTTPAddr != "" {
		return srv.ListenAndServeHTTP(ctx, o.HTTPAddr, o.Ready, &o.HTTP)
	}
	var t mcp.Transport = &mcp.StdioTransport{}
	if o.Stdin != nil || o.Stdout != nil {
		t = &mcp.IOTransport{Reader: o.Stdin, Writer: o.Stdout}
	}
	err = srv.Run(ctx, t)
	if ctx.Err() != nil {
		return nil // a signal ended the session: a clean shutdown
	}
	return err
}
