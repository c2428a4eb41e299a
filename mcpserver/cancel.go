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
	"os"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/jsonlines"
	"github.com/codemode-go/codemode/runtime"
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
	// hold is the host memory the call's HTTP request reserved
	// (Admission), for a kept session's call: the go-sdk runs it under
	// the session's context, not the request's, so the hold would
	// otherwise not reach the backend. Nil over stdio.
	hold *runtime.Hold
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

// cancelling serves a stdio or IO transport (t itself otherwise) with a
// cancelWire on its lines, so that a client's notifications/cancelled
// cancels its call with the client's reason ([CancelReason], which reaches
// upstream servers), and no response is written for a cancelled request,
// as the protocol asks. It works on the bytes, below the SDK: a wrapper of
// the mcp.Connection would hide the SDK's unexported methods (on a stdio
// connection, the one that sets the negotiated protocol version). Other
// transports get the SDK's own cancellation, without the reason.
func cancelling(t mcp.Transport, sl *slots) mcp.Transport {
	var r io.ReadCloser
	var w io.WriteCloser
	switch t := t.(type) {
	case *mcp.StdioTransport:
		r, w = os.Stdin, nopCloser{os.Stdout}
	case *mcp.IOTransport:
		r, w = t.Reader, t.Writer
	default:
		return t
	}
	c := &cancelWire{slots: sl, prefix: newToken() + ":", calls: map[string]string{}, cancelled: map[string]bool{}}
	return &mcp.IOTransport{
		Reader: &jsonlines.Reader{R: r, Edit: c.in},
		Writer: &jsonlines.Writer{W: w, Edit: c.out, Stop: w.Close},
	}
}

// nopCloser is a writer whose Close does nothing (stdout stays open).
type nopCloser struct{ io.Writer }

// Close implements io.Closer, leaving the writer open.
func (nopCloser) Close() error { return nil }

// cancelWire reads the lines of one stdio session.
type cancelWire struct {
	slots  *slots
	prefix string

	mu        sync.Mutex
	calls     map[string]string // request key -> slot id, for calls in flight
	cancelled map[string]bool   // request keys the client cancelled
}

// in reads a line from the client: a tools/call gets a cancel slot (named
// in its _meta, which bindSlot removes), and a notifications/cancelled
// fires the slot of its call.
func (c *cancelWire) in(line []byte) []byte {
	if !bytes.Contains(line, []byte(`"tools/call"`)) && !bytes.Contains(line, []byte(`"notifications/cancelled"`)) {
		return line
	}
	var msg struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
		Params json.RawMessage `json:"params"`
	}
	if json.Unmarshal(line, &msg) != nil {
		return line
	}
	switch {
	case msg.Method == "tools/call" && len(msg.ID) > 0 && string(msg.ID) != "null":
		key := rawKey(msg.ID)
		id := c.prefix + key
		b, ok := metaWith(line, callMetaKey, id)
		if !ok {
			return line
		}
		c.slots.add(id)
		c.mu.Lock()
		c.calls[key] = id
		c.mu.Unlock()
		return b
	case msg.Method == "notifications/cancelled":
		var p struct {
			RequestID json.RawMessage `json:"requestId"`
			Reason    string          `json:"reason"`
		}
		if json.Unmarshal(msg.Params, &p) != nil {
			return line
		}
		key := rawKey(p.RequestID)
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
	return line
}

// metaWith is the JSON-RPC request msg with key set to value in its
// params' _meta; ok is false when msg is no request with object params.
func metaWith(msg []byte, key, value string) ([]byte, bool) {
	var whole, params map[string]json.RawMessage
	if json.Unmarshal(msg, &whole) != nil || json.Unmarshal(whole["params"], &params) != nil || params == nil {
		return nil, false
	}
	var meta map[string]any
	_ = json.Unmarshal(params["_meta"], &meta)
	if meta == nil {
		meta = map[string]any{}
	}
	meta[key] = value
	var err error
	if params["_meta"], err = json.Marshal(meta); err != nil {
		return nil, false
	}
	if whole["params"], err = json.Marshal(params); err != nil {
		return nil, false
	}
	b, err := json.Marshal(whole)
	return b, err == nil
}

// out reads a line to the client: the response of a call ends its slot,
// and one the client cancelled is dropped.
func (c *cancelWire) out(line []byte) []byte {
	if !bytes.Contains(line, []byte(`"id"`)) {
		return line
	}
	var msg struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
	}
	if json.Unmarshal(line, &msg) != nil || msg.Method != "" || len(msg.ID) == 0 {
		return line
	}
	key := rawKey(msg.ID)
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
	return line
}

// rawKey keys a JSON-RPC id as it is on the wire.
func rawKey(id json.RawMessage) string {
	var v any
	if json.Unmarshal(id, &v) != nil {
		return string(id)
	}
	return rawIDKey(v)
}

// bindSlot connects a tools/call handler's cancel function to the slot its
// request was given by a cancelling connection or a kept session, if any,
// and returns the host-memory hold that slot carries (nil when none).
func (s *Server) bindSlot(req *mcp.CallToolRequest, cancel context.CancelCauseFunc) *runtime.Hold {
	if req.Params == nil || req.Params.Meta == nil {
		return nil
	}
	id, _ := req.Params.Meta[callMetaKey].(string)
	delete(req.Params.Meta, callMetaKey)
	if sl := s.slots.get(id); id != "" && sl != nil {
		sl.bind(cancel)
		return sl.hold
	}
	return nil
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

// peekRequest reads the body of a POST (restoring it for the handler
// after) and decodes its JSON-RPC request: nil for other requests, and
// for bodies that are no single request (the handler answers those). ok
// is false when it answered the request itself (an unreadable or too
// large body).
func peekRequest(w http.ResponseWriter, r *http.Request) (req *jsonrpc.Request, ok bool) {
	if r.Method != http.MethodPost || r.Body == nil {
		return nil, true
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxPeekBytes+1))
	r.Body.Close()
	if err != nil {
		http.Error(w, "reading the request: "+err.Error(), http.StatusBadRequest)
		return nil, false
	}
	if len(body) > maxPeekBytes {
		http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
		return nil, false
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	msg, err := jsonrpc.DecodeMessage(body)
	if req, ok := msg.(*jsonrpc.Request); err == nil && ok {
		return req, true
	}
	return nil, true
}

// serve passes the request req (as peekRequest decoded it; nil for any
// other) to next with cancellation by notifications/cancelled: a
// tools/call is recorded under the client's session header and its id,
// and cancel, which ends it, is what a notifications/cancelled naming it
// calls.
func (hc *httpCalls) serve(w http.ResponseWriter, r *http.Request, req *jsonrpc.Request, cancel context.CancelCauseFunc, next func(http.ResponseWriter, *http.Request)) {
	if req == nil {
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
