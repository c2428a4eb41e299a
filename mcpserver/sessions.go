package mcpserver

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/runtime"
)

// SessionMode decides which streamable-HTTP clients get a session kept
// on the server (HTTPOptions.Sessions). A kept session carries
// server-to-client requests: an upstream server's sampling/createMessage
// and elicitation/create passed on during a call, an approval asked by
// form or URL elicitation, roots/list. Every other client is served
// stateless, so that replicas need no affinity for it (DESIGN §7,
// AUTH-7).
type SessionMode string

// The session modes.
const (
	// SessionsAuto keeps a session for a client whose initialize request
	// declares the sampling or elicitation capability (the only clients
	// that can answer what a session carries), and serves every other
	// client stateless. It is the default.
	SessionsAuto SessionMode = "auto"
	// SessionsAlways keeps a session for every client that initializes.
	SessionsAlways SessionMode = "always"
	// SessionsNever serves every client stateless: server-to-client
	// requests are refused, saying so.
	SessionsNever SessionMode = "never"
)

// ParseSessionMode reads a --sessions value; "" is SessionsAuto.
func ParseSessionMode(s string) (SessionMode, error) {
	switch m := SessionMode(s); m {
	case "":
		return SessionsAuto, nil
	case SessionsAuto, SessionsAlways, SessionsNever:
		return m, nil
	}
	return "", fmt.Errorf("sessions mode %q: want auto, always or never", s)
}

// DefaultSessionIdle is how long a kept session lives without a request
// when HTTPOptions.SessionIdle is zero.
const DefaultSessionIdle = 30 * time.Minute

// DefaultMaxSessions bounds the kept sessions of a replica when
// HTTPOptions.MaxSessions is zero. A client that initializes beyond it is
// served stateless (and logged).
const DefaultMaxSessions = 1000

// keptSessionPrefix starts the id of every kept session, so that a
// request naming one goes to the kept sessions (which answer 404 for one
// that ended, as the transport asks, so that its client initializes
// again), while the correlation ids stateless clients are handed
// (httpCalls) stay stateless.
const keptSessionPrefix = "k"

// newSessionID is the go-sdk's ServerOptions.GetSessionID: 128 random
// bits after keptSessionPrefix.
func newSessionID() string { return keptSessionPrefix + newToken() }

// keptSessions routes the streamable-HTTP requests of clients that need a
// session to a stateful go-sdk handler, and ties each of their calls to
// its own HTTP request: the go-sdk runs a kept session's handlers under
// the context of the request that opened the session, so neither the
// request's end (the client gave up) nor the drain would reach them. A
// tools/call gets a cancel slot named in its _meta (as over stdio,
// cancel.go), fired when its request ends, when the client cancels it,
// or with errDrained when a drain runs out.
type keptSessions struct {
	s      *Server
	h      *mcp.StreamableHTTPHandler
	mode   SessionMode
	max    int
	logger *slog.Logger

	mu       sync.Mutex
	opening  int               // initialize requests being served
	calls    map[string]int    // session id -> calls in flight, > 0
	owners   map[string]string // session id -> the principal that opened it
	draining bool
}

// newKeptSessions returns the kept sessions of o, nil under SessionsNever.
func (s *Server) newKeptSessions(o *HTTPOptions) *keptSessions {
	mode := o.Sessions
	if mode == "" {
		mode = SessionsAuto
	}
	if mode == SessionsNever {
		return nil
	}
	idle := o.SessionIdle
	if idle <= 0 {
		idle = DefaultSessionIdle
	}
	limit := o.MaxSessions
	if limit <= 0 {
		limit = DefaultMaxSessions
	}
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s.mcp },
		&mcp.StreamableHTTPOptions{SessionTimeout: idle, Logger: s.opts.Logger})
	return &keptSessions{s: s, h: h, mode: mode, max: limit, logger: s.opts.Logger, calls: map[string]int{}, owners: map[string]string{}}
}

// takes reports whether the request goes to a kept session: it names one,
// or it is an initialize that asks for one (and the cap allows it; open
// is then true and the caller must call opened when it was served).
func (k *keptSessions) takes(r *http.Request, req *jsonrpc.Request) (take, open bool) {
	if id := r.Header.Get(sessionHeader); id != "" {
		return strings.HasPrefix(id, keptSessionPrefix), false
	}
	if req == nil || req.Method != "initialize" || !k.wants(req) {
		return false, false
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.draining {
		return false, false
	}
	if n := k.count() + k.opening; n >= k.max {
		k.logger.Warn("serving a client stateless: the replica keeps its maximum of sessions", "max", k.max)
		return false, false
	}
	k.opening++
	return true, true
}

// opened ends an initialize that takes counted.
func (k *keptSessions) opened() {
	k.mu.Lock()
	k.opening--
	k.mu.Unlock()
}

// wants reports whether the initialize request asks for what a kept
// session carries. A client of protocol 2026-07-28 or later sends no
// initialize (and the go-sdk keeps no session for it): it is asked
// through input_required results.
func (k *keptSessions) wants(req *jsonrpc.Request) bool {
	var p mcp.InitializeParams
	if json.Unmarshal(req.Params, &p) != nil || p.ProtocolVersion >= newProtocol {
		return false
	}
	if k.mode == SessionsAlways {
		return true
	}
	c := p.Capabilities
	return c != nil && (c.Sampling != nil || c.Elicitation != nil)
}

// count is the number of kept sessions open; the owners of sessions that
// ended are forgotten. k.mu is held.
func (k *keptSessions) count() int {
	live := map[string]bool{}
	for ss := range k.s.mcp.Sessions() {
		if id := ss.ID(); strings.HasPrefix(id, keptSessionPrefix) {
			live[id] = true
		}
	}
	for id := range k.owners {
		if !live[id] {
			delete(k.owners, id)
		}
	}
	return len(live)
}

// owned reports whether the principal of r may use the session it
// names: the one that opened it (tenants apart, AUTH-4). A session this
// replica does not know is the go-sdk handler's to refuse (404).
func (k *keptSessions) owned(r *http.Request) bool {
	k.mu.Lock()
	owner, known := k.owners[r.Header.Get(sessionHeader)]
	k.mu.Unlock()
	return !known || owner == principal.FromContext(r.Context())
}

// serve serves a request of a kept session (or one that opens it). run
// is the context of the request's calls: it ends when the request does,
// or with errDrained when the drain ran out.
func (k *keptSessions) serve(w http.ResponseWriter, r *http.Request, req *jsonrpc.Request, run context.Context, cancelRequest context.CancelCauseFunc) {
	id := r.Header.Get(sessionHeader)
	if id == "" { // an initialize: the session it opens belongs to its principal
		k.h.ServeHTTP(w, r)
		if id := w.Header().Get(sessionHeader); strings.HasPrefix(id, keptSessionPrefix) {
			k.mu.Lock()
			k.owners[id] = principal.FromContext(r.Context())
			k.mu.Unlock()
		}
		return
	}
	if !k.owned(r) {
		http.Error(w, "Forbidden: the session belongs to another principal", http.StatusForbidden)
		return
	}
	if req != nil && req.IsCall() {
		k.enter(id)
		defer k.leave(id)
	}
	cancel := cancelRequest
	if req != nil && req.Method == "tools/call" && req.IsCall() {
		slotID := newToken()
		if body, ok := withSlot(r, slotID); ok {
			sl := k.s.slots.add(slotID)
			sl.hold = runtime.HoldFrom(r.Context())
			defer k.s.slots.remove(slotID)
			defer context.AfterFunc(run, func() { sl.fire(keptCause(run)) })()
			// A notifications/cancelled fires the slot before the go-sdk
			// sees it: the go-sdk then cancels the call's context itself,
			// without the reason, and AfterFunc's goroutine alone would
			// race it (the upstream got "context canceled").
			cancel = func(err error) {
				cancelRequest(err)
				sl.fire(keptCause(run))
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
			r.ContentLength = int64(len(body))
		}
	}
	k.s.httpCalls.serve(w, r, req, cancel, k.h.ServeHTTP)
}

// keptCause is why a kept session's call was cancelled: the client's
// reason, the drain, or the end of the call's HTTP request.
func keptCause(run context.Context) error {
	var why *CancelReason
	switch cause := context.Cause(run); {
	case errors.As(cause, &why):
		return why
	case errors.Is(cause, registry.ErrDraining):
		return cause
	}
	return &CancelReason{Reason: "its HTTP request ended"}
}

// withSlot is the body of r with the cancel slot id in the tools/call's
// _meta (replacing any the client sent).
func withSlot(r *http.Request, id string) ([]byte, bool) {
	body, err := io.ReadAll(r.Body)
	r.Body.Close()
	r.Body = io.NopCloser(bytes.NewReader(body))
	if err != nil {
		return nil, false
	}
	return metaWith(body, callMetaKey, id)
}

// enter counts a call in flight on session id.
func (k *keptSessions) enter(id string) {
	k.mu.Lock()
	k.calls[id]++
	k.mu.Unlock()
}

// leave ends a call of session id; a draining replica closes the
// session once its last call ended.
func (k *keptSessions) leave(id string) {
	k.mu.Lock()
	k.calls[id]--
	last := k.calls[id] <= 0
	if last {
		delete(k.calls, id)
	}
	closing := last && k.draining
	k.mu.Unlock()
	if closing {
		k.close(func(sid string) bool { return sid == id })
	}
}

// drain opens no more sessions, closes the idle ones now, and each busy
// one once its calls ended, so that their open streams (the standalone
// GET) let the HTTP server shut down.
func (k *keptSessions) drain() {
	k.mu.Lock()
	k.draining = true
	busy := make(map[string]bool, len(k.calls))
	for id := range k.calls {
		busy[id] = true
	}
	k.mu.Unlock()
	k.close(func(id string) bool { return !busy[id] })
}

// close closes the kept sessions whose id pick chooses, each on a
// goroutine: a close waits for the session's requests to the client in
// flight (roots/list), which the client may never answer.
func (k *keptSessions) close(pick func(id string) bool) {
	for ss := range k.s.mcp.Sessions() {
		if id := ss.ID(); strings.HasPrefix(id, keptSessionPrefix) && pick(id) {
			go ss.Close()
		}
	}
}
