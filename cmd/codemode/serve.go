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
run_code, whose description carries the TypeScript SDK of every tool, or,
past --sdk-budget, a smaller tier of it (programs then find tools with
codemode.search); a tools/call naming any other tool is an error result
containing UNKNOWN_TOOL. The full SDK is also the resource codemode://sdk
and the system prompt an MCP prompt. Upstream MCP
servers from --servers join the registry. The server keeps no state between
calls, so HTTP replicas scale out behind any load balancer. Programs run in
worker subprocesses (--isolation process, the default where supported), so
one client's hostile program costs only its own worker.

Approvals: a call that a run_code program makes to a tool not marked
read-only (MCP destructiveHint, or no readOnlyHint) needs approval, unless
--approve rules or the servers file say otherwise. A client that supports
elicitation is asked inline; any other client gets a result with status
"suspended", the pending calls and a resume token, and continues with
run_code's "resume" argument. Suspended runs live in --state (default: a
file store under $XDG_STATE_HOME/codemode); replicas that share a
redis:// store and a seal key resume each other's runs.`)
	var st setupFlags
	st.register(fs, "code")
	st.registerSDKBudget(fs)
	var x execFlags
	x.register(fs, serveIsolation())
	ap := approvalFlags{defaultState: defaultStateDir()}
	ap.register(fs, true)
	addr := fs.String("http", "", "serve streamable HTTP on `ADDR` (host:port) instead of stdio")
	if done, code := fs.parse(e, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, "serve", usagef("unexpected argument %q", fs.Arg(0)))
	}
	if *addr != "" {
		if err := checkListenAddr(*addr); err != nil {
			return fail(e, "serve", err)
		}
	}
	s, err := st.open(ctx, e, sessionOptions{exec: &x, approval: &ap, ask: true})
	if err != nil {
		return fail(e, "serve", err)
	}
	defer s.close()
	opts := &mcpserver.ServeOptions{HTTPAddr: *addr}
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
