package adaptertest

import (
	"encoding/json"
	"io"
	"net/http"
	"sync"
)

// Final is the text a scripted model answers once it has a tool result.
const Final = "done: the task is finished"

// Wire is a provider's wire format as a scripted model speaks it.
type Wire struct {
	// Reply is the response to one request, given its URL path and JSON
	// body: a run_code call with the arguments call ({"code": …,
	// "description": …}) while the conversation holds no tool result,
	// and the text Final once it does. Nil rejects the request.
	Reply func(path string, body map[string]json.RawMessage, call map[string]any) any
	// Reject is the JSON error body of a rejected request (status 400).
	Reject string
}

// Request is one request a scripted model received.
type Request struct {
	Path string
	Body map[string]json.RawMessage
}

// Model is an http.Handler scripted like a model: it answers in its Wire
// format with a run_code call of Code, then with a final text, and
// records every request.
type Model struct {
	Wire Wire
	// Code is the program of the run_code call.
	Code string

	mu   sync.Mutex
	reqs []Request
}

// ServeHTTP answers one request as Wire says.
func (m *Model) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	raw, _ := io.ReadAll(r.Body)
	var body map[string]json.RawMessage
	var resp any
	if json.Unmarshal(raw, &body) == nil {
		resp = m.Wire.Reply(r.URL.Path, body, map[string]any{"code": m.Code, "description": "look at the notes"})
	}
	if resp == nil {
		http.Error(w, m.Wire.Reject, http.StatusBadRequest)
		return
	}
	m.mu.Lock()
	m.reqs = append(m.reqs, Request{Path: r.URL.Path, Body: body})
	m.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(resp)
}

// Requests are the requests answered so far, in order.
func (m *Model) Requests() []Request {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]Request(nil), m.reqs...)
}
