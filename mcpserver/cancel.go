package mcpserver

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// CancelReason is the cancellation cause of a call the client cancelled
// with notifications/cancelled. Upstream requests of that call are
// cancelled with the same reason.
type CancelReason struct {
	// Reason is the client's reason; it may be empty.
	Reason string
}

// Error says that the client cancelled, and why when it said.
func (c *CancelReason) Error() string {
	if c.Reason == "" {
		return "the client cancelled the call"
	}
	return "the client cancelled the call: " + c.Reason
}

// callMetaKey is the _meta key by which a tools/call read by a cancelling
// connection finds its cancel slot.
const callMetaKey = "codemode.cancel-slot"

// slots holds the cancel functions of calls in flight, by slot id. A slot
// is created when a cancelling connection reads tools/call, and filled by
// the call's handler.
type slots struct {
	mu sync.Mutex
	m  map[string]*slot
}

type slot struct {
	mu        sync.Mutex
	cancel    context.CancelCauseFunc // nil until the handler starts
	cancelled error                   // set when the client cancelled first
}

func (s *slots) add(id string) *slot {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil {
		s.m = map[string]*slot{}
	}
	sl := &slot{}
	s.m[id] = sl
	return sl
}

func (s *slots) get(id string) *slot {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.m[id]
}

func (s *slots) remove(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.m, id)
}

// bind attaches a handler's cancel function; a cancellation that arrived
// first applies at once.
func (sl *slot) bind(cancel context.CancelCauseFunc) {
	sl.mu.Lock()
	sl.cancel = cancel
	err := sl.cancelled
	sl.mu.Unlock()
	if err != nil {
		cancel(err)
	}
}

func (sl *slot) fire(err error) {
	sl.mu.Lock()
	sl.cancelled = err
	cancel := sl.cancel
	sl.mu.Unlock()
	if cancel != nil {
		cancel(err)
	}
}

func newToken() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func idKey(id jsonrpc.ID) string { return rawIDKey(id.Raw()) }

// rawIDKey keys a JSON-RPC id as decoded from JSON (float64 or string) or
// as the SDK holds it (int64 or string), the same for both.
func rawIDKey(v any) string {
	switch v := v.(type) {
	case float64:
		if v == float64(int64(v)) {
			return fmt.Sprintf("n:%d", int64(v))
		}
		return fmt.Sprintf("f:%v", v)
	case int64:
		return fmt.Sprintf("n:%d", v)
	case string:
		return "s:" + v
	}
	return fmt.Sprintf("%T:%v", v, v)
}

// cancellingTransport wraps a server transport (stdio) so that a client's
// notifications/cancelled cancels its call with the client's reason
// ([CancelReason], which reaches upstream servers), and no response is
// written for a cancelled request, as the protocol asks.
type cancellingTransport struct {
	mcp.Transport
	slots *slots
}

func (t *cancellingTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := t.Transport.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &cancellingConn{Connection: c, slots: t.slots, prefix: newToken() + ":", calls: map[string]string{}, cancelled: map[string]bool{}}, nil
}

type cancellingConn struct {
	mcp.Connection
	slots  *slots
	prefix string

	mu        sync.Mutex
	calls     map[string]string // request key -> slot id, for calls in flight
	cancelled map[string]bool   // request keys the client cancelled
}

func (c *cancellingConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	msg, err := c.Connection.Read(ctx)
	if err != nil {
		return msg, err
	}
	req, ok := msg.(*jsonrpc.Request)
	if !ok {
		return msg, nil
	}
	switch {
	case req.Method == "tools/call" && req.IsCall():
		var params map[string]any
		if json.Unmarshal(req.Params, &params) != nil || params == nil {
			return msg, nil
		}
		meta, _ := params["_meta"].(map[string]any)
		if meta == nil {
			meta = map[string]any{}
		}
		key := idKey(req.ID)
		id := c.prefix + key
		meta[callMetaKey] = id
		params["_meta"] = meta
		b, err := json.Marshal(params)
		if err != nil {
			return msg, nil
		}
		c.slots.add(id)
		c.mu.Lock()
		c.calls[key] = id
		c.mu.Unlock()
		cp := *req
		cp.Params = b
		return &cp, nil
	case req.Method == "notifications/cancelled":
		var p mcp.CancelledParams
		if json.Unmarshal(req.Params, &p) != nil {
			return msg, nil
		}
		key := rawIDKey(p.RequestID)
		c.mu.Lock()
		id, inFlight := c.calls[key]
		if inFlight {
			c.cancelled[key] = true
		}
		c.mu.Unlock()
		if sl := c.slots.get(id); inFlight && sl != nil {
			sl.fire(&CancelReason{Reason: p.Reason})
		}
	}
	return msg, nil
}

func (c *cancellingConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	if res, ok := msg.(*jsonrpc.Response); ok {
		key := idKey(res.ID)
		c.mu.Lock()
		id, call := c.calls[key]
		drop := c.cancelled[key]
		delete(c.calls, key)
		delete(c.cancelled, key)
		c.mu.Unlock()
		if call {
			c.slots.remove(id)
		}
		if drop {
			return nil // the client cancelled: it expects no response
		}
	}
	return c.Connection.Write(ctx, msg)
}

// bindSlot connects a tools/call handler's cancel function to the slot its
// request was given by a cancelling connection, if any.
func (s *Server) bindSlot(req *mcp.CallToolRequest, cancel context.CancelCauseFunc) {
	if req.Params == nil || req.Params.Meta == nil {
		return
	}
	id, _ := req.Params.Meta[callMetaKey].(string)
	delete(req.Params.Meta, callMetaKey)
	if sl := s.slots.get(id); id != "" && sl != nil {
		sl.bind(cancel)
	}
}

// httpCalls tracks the tools/call requests in flight on this replica by
// the client's session header and JSON-RPC id, so that a
// notifications/cancelled, which a stateless server receives in another
// HTTP request, cancels its call. The server hands every client a
// session header on initialize (it keeps no session state: the header is
// only a correlation key), which clients such as the official TypeScript
// SDK send back on every request.
type httpCalls struct {
	mu sync.Mutex
	m  map[string]*httpCall
}

type httpCall struct {
	cancel context.CancelCauseFunc
	muted  *mutableWriter
}

// maxPeekBytes bounds the request body read to find its method.
const maxPeekBytes = 64 << 20

// sessionHeader is the streamable-HTTP session header.
const sessionHeader = "Mcp-Session-Id"

// wrap returns h with cancellation by notifications/cancelled. ctx of each
// call is derived from the request's; cancel cancels it.
func (hc *httpCalls) serve(w http.ResponseWriter, r *http.Request, cancel context.CancelCauseFunc, next func(http.ResponseWriter, *http.Request)) {
	if r.Method != http.MethodPost || r.Body == nil {
		next(w, r)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxPeekBytes+1))
	r.Body.Close()
	if err != nil {
		http.Error(w, "reading the request: "+err.Error(), http.StatusBadRequest)
		return
	}
	if len(body) > maxPeekBytes {
		http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
		return
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	msg, err := jsonrpc.DecodeMessage(body)
	req, ok := msg.(*jsonrpc.Request)
	if err != nil || !ok {
		next(w, r)
		return
	}
	session := r.Header.Get(sessionHeader)
	switch {
	case req.Method == "initialize" && session == "":
		w.Header().Set(sessionHeader, newToken())
	case req.Method == "tools/call" && req.IsCall() && session != "":
		key := session + "|" + idKey(req.ID)
		mw := &mutableWriter{ResponseWriter: w}
		hc.mu.Lock()
		if hc.m == nil {
			hc.m = map[string]*httpCall{}
		}
		hc.m[key] = &httpCall{cancel: cancel, muted: mw}
		hc.mu.Unlock()
		defer func() {
			hc.mu.Lock()
			delete(hc.m, key)
			hc.mu.Unlock()
		}()
		w = mw
	case req.Method == "notifications/cancelled" && session != "":
		var p mcp.CancelledParams
		if json.Unmarshal(req.Params, &p) == nil {
			hc.mu.Lock()
			c := hc.m[session+"|"+rawIDKey(p.RequestID)]
			hc.mu.Unlock()
			if c != nil {
				c.muted.mute()
				c.cancel(&CancelReason{Reason: p.Reason})
			}
		}
	}
	next(w, r)
}

// mutableWriter drops the body once muted: a cancelled call's response
// is not sent.
type mutableWriter struct {
	http.ResponseWriter
	mu    sync.Mutex
	muted bool
}

func (m *mutableWriter) mute() {
	m.mu.Lock()
	m.muted = true
	m.mu.Unlock()
}

func (m *mutableWriter) Write(p []byte) (int, error) {
	m.mu.Lock()
	muted := m.muted
	m.mu.Unlock()
	if muted {
		return len(p), nil
	}
	return m.ResponseWriter.Write(p)
}

// Flush passes flushes through (progress streams as server-sent events).
func (m *mutableWriter) Flush() {
	if f, ok := m.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Unwrap exposes the underlying writer to http.ResponseController.
func (m *mutableWriter) Unwrap() http.ResponseWriter { return m.ResponseWriter }
