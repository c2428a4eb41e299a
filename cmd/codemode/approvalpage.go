package main

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"

	"github.com/codemode-go/codemode/mcpserver"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/upstream"
)

// serveApprovalPage serves rc's approval pages on a loopback listener
// (127.0.0.1, a random port), for stdio serve and run, whose MCP
// transport is no HTTP listener; it returns the base URL and a stop.
func serveApprovalPage(rc *runcode.Runner, ups *upstream.Set) (base string, stop func(), err error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	mux := http.NewServeMux()
	mux.Handle(mcpserver.ApprovalPath, mcpserver.ApprovalPage(rc.Approvals(), &mcpserver.ApprovalPageOptions{ServerOf: ups.ServerOf}))
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			_ = err // the listener closed under it: stop was called
		}
	}()
	return "http://" + ln.Addr().String(), func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = hs.Shutdown(ctx)
	}, nil
}
