package upstream

import (
	"bytes"
	"encoding/json"
	"strconv"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// codemode reads and amends a few JSON-RPC messages of an upstream
// connection that the go-sdk client does not expose: the raw tools/list
// results (for execution.taskSupport, tasks.go) and the notifications/
// cancelled it sends (to carry the client's reason). It does so on the
// bytes, below the SDK (the stdio pipes in stdio.go, the HTTP round trips
// in wirehttp.go), never by wrapping an mcp.Connection: the go-sdk tells
// its connections that initialization finished through an unexported
// method (the streamable client then opens its standalone GET stream and
// sends the negotiated MCP-Protocol-Version), which no wrapper outside the
// SDK can forward. wrapper_test.go keeps it that way.

// callMarkKey is the _meta key by which a tools/call names its call to
// the wire, which removes it before the message leaves codemode.
const callMarkKey = "codemode.call"

// wire watches the messages of one upstream connection.
type wire struct {
	u *upstream

	mu    sync.Mutex
	lists map[string]bool   // tools/list request ids in flight
	calls map[string]string // tools/call request id -> its call mark
}

func newWire(u *upstream) *wire {
	return &wire{u: u, lists: map[string]bool{}, calls: map[string]string{}}
}

// message is the part of a JSON-RPC message the wire reads.
type message struct {
	ID     json.RawMessage `json:"id,omitempty"`
	Method string          `json:"method,omitempty"`
	Params json.RawMessage `json:"params,omitempty"`
	Result json.RawMessage `json:"result,omitempty"`
	Error  json.RawMessage `json:"error,omitempty"`
}

// idKey is the canonical text of a JSON-RPC id (a number or a string).
func idKey(raw json.RawMessage) string {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return string(raw)
	}
	switch x := v.(type) {
	case string:
		return "s:" + x
	case float64:
		b, _ := json.Marshal(x)
		return "n:" + string(b)
	}
	return string(raw)
}

// out reads one message codemode sends and returns the bytes to send in
// its place: a tools/call loses its call mark, and a notifications/
// cancelled of a marked call carries the reason the call was cancelled.
// Anything it cannot read goes out unchanged.
func (w *wire) out(b []byte) []byte {
	if !bytes.Contains(b, []byte(`"tools/`)) && !bytes.Contains(b, []byte(`"notifications/cancelled"`)) {
		return b
	}
	var m message
	if json.Unmarshal(b, &m) != nil {
		return b
	}
	switch m.Method {
	case "tools/list":
		if len(m.ID) > 0 {
			w.mu.Lock()
			w.lists[idKey(m.ID)] = true
			w.mu.Unlock()
		}
	case "tools/call":
		var p map[string]json.RawMessage
		if len(m.ID) == 0 || json.Unmarshal(m.Params, &p) != nil {
			return b
		}
		var meta map[string]json.RawMessage
		if json.Unmarshal(p["_meta"], &meta) != nil || meta[callMarkKey] == nil {
			return b
		}
		var mark string
		_ = json.Unmarshal(meta[callMarkKey], &mark)
		delete(meta, callMarkKey)
		if len(meta) == 0 {
			delete(p, "_meta")
		} else {
			p["_meta"], _ = json.Marshal(meta)
		}
		if nb, ok := reencode(b, p); ok {
			w.mu.Lock()
			w.calls[idKey(m.ID)] = mark
			w.mu.Unlock()
			return nb
		}
	case "notifications/cancelled":
		var p map[string]json.RawMessage
		if json.Unmarshal(m.Params, &p) != nil || p["requestId"] == nil {
			return b
		}
		k := idKey(p["requestId"])
		w.mu.Lock()
		mark := w.calls[k]
		delete(w.calls, k) // a cancelled call gets no answer
		w.mu.Unlock()
		reason := w.u.reason(mark)
		if reason == "" {
			return b
		}
		p["reason"], _ = json.Marshal(reason)
		if nb, ok := reencode(b, p); ok {
			return nb
		}
	}
	return b
}

// reencode returns message b with params p.
func reencode(b []byte, p map[string]json.RawMessage) ([]byte, bool) {
	var whole map[string]json.RawMessage
	if json.Unmarshal(b, &whole) != nil {
		return nil, false
	}
	pb, err := json.Marshal(p)
	if err != nil {
		return nil, false
	}
	whole["params"] = pb
	nb, err := json.Marshal(whole)
	return nb, err == nil
}

// in reads one message codemode receives (it is passed on unchanged): the
// answer to a call ends its record, and a tools/list result is read for
// task-only tools.
func (w *wire) in(b []byte) {
	if bytes.Contains(b, []byte(`"notifications/message"`)) || bytes.Contains(b, []byte(`"notifications/progress"`)) {
		var m message
		if json.Unmarshal(b, &m) == nil && len(m.ID) == 0 && (m.Method == "notifications/message" || m.Method == "notifications/progress") {
			w.u.noteArrived()
			return
		}
	}
	if !bytes.Contains(b, []byte(`"id"`)) {
		return
	}
	var m message
	if json.Unmarshal(b, &m) != nil || len(m.ID) == 0 || m.Method != "" {
		return
	}
	k := idKey(m.ID)
	w.mu.Lock()
	list := w.lists[k]
	mark := w.calls[k]
	delete(w.lists, k)
	delete(w.calls, k)
	w.mu.Unlock()
	if mark != "" {
		w.u.noteAnswered(mark)
	}
	if list && len(m.Error) == 0 {
		if required, other, ok := taskSupportRequired(m.Result); ok {
			w.u.noteTaskOnly(required, other)
		}
	}
}

// seen is in as a jsonlines edit: the line passes on unchanged.
func (w *wire) seen(b []byte) []byte {
	w.in(b)
	return b
}

// markCall names a tools/call for the wire (params' _meta gets the call
// mark, which the wire removes before sending) and registers why, the
// function that says why the call was cancelled. The returned function
// waits for the log and progress notifications that came before the
// call's answer (order.go) and ends the registration, a moment later: the
// SDK sends notifications/cancelled after the call returned.
func (u *upstream) markCall(params *mcp.CallToolParams, why func() string) func() {
	mark := "c" + strconv.FormatInt(u.tokens.Add(1), 10)
	if params.Meta == nil {
		params.Meta = mcp.Meta{}
	}
	params.Meta[callMarkKey] = mark
	u.mu.Lock()
	if u.reasons == nil {
		u.reasons = map[string]func() string{}
	}
	u.reasons[mark] = why
	u.mu.Unlock()
	return func() {
		u.awaitNotifications(mark)
		// The SDK sends notifications/cancelled after the call returned.
		time.AfterFunc(progressGrace, func() {
			u.mu.Lock()
			delete(u.reasons, mark)
			u.mu.Unlock()
		})
	}
}

// reason is why the marked call was cancelled, "" when not known.
func (u *upstream) reason(mark string) string {
	if mark == "" {
		return ""
	}
	u.mu.Lock()
	why := u.reasons[mark]
	u.mu.Unlock()
	if why == nil {
		return ""
	}
	return why()
}
