package main

import (
	"context"
	"fmt"
	"net"
	"strconv"

	"github.com/codemode-go/codemode/mcpserver"
)

func init() {
	commands["serve"] = command{summary: "serve the registry as an MCP server (stdio or streamable HTTP)", run: runServe}
}

func runServe(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet("serve", "", `Serve the registry as an MCP server on stdio, or on streamable HTTP with
--http. Under --mode code (the default) tools/list offers exactly one tool,
run_code, whose description carries the TypeScript SDK of every tool; a
tools/call naming any other tool is an error result containing UNKNOWN_TOOL.
The SDK is also a resource and the system prompt an MCP prompt. Upstream MCP
servers from --servers join the registry. The server keeps no state between
calls, so HTTP replicas scale out behind any load balancer.

The built-in workspace tools (read, write, edit, list, glob, grep) are
offered only with an explicit --root, or, on stdio, rooted at the first
directory the client reports as its MCP roots (VS Code does). The client's
roots (else --root) are what upstream servers get from roots/list.`)
	var st setupFlags
	st.register(fs, "code")
	var x execFlags
	x.register(fs)
	addr := fs.String("http", "", "serve streamable HTTP on `ADDR` (host:port) instead of stdio")
	if done, code := fs.parse(e, args); done {
		return code
	}
	st.noteExplicit(fs)
	if fs.NArg() > 0 {
		return fail(e, "serve", usagef("unexpected argument %q", fs.Arg(0)))
	}
	if *addr != "" {
		if err := checkListenAddr(*addr); err != nil {
			return fail(e, "serve", err)
		}
	}
	s, err := st.open(ctx, e, sessionOptions{exec: &x, explicitRoot: true})
	if err != nil {
		return fail(e, "serve", err)
	}
	defer s.close()
	opts := &mcpserver.ServeOptions{HTTPAddr: *addr}
	opts.Server.OnRoots = s.useClientRoots(e.stderr)
	if *addr != "" {
		opts.Ready = func(a net.Addr) { fmt.Fprintf(e.stderr, "codemode serve: listening on http://%s\n", a) }
	}
	if err := mcpserver.Serve(ctx, s.reg, s.ups, opts); err != nil {
		return fail(e, "serve", err)
	}
	return exitOK
}

// checkListenAddr rejects an --http value that is not host:port with a
// numeric port, before anything starts.
func checkListenAddr(addr string) error {
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return usagef("--http %q: want HOST:PORT, e.g. 127.0.0.1:8080 (%v)", addr, err)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return usagef("--http %q: port must be a number from 0 to 65535", addr)
	}
	return nil
}
