package registry

import (
	"bytes"
	"encoding/json"
	"io"
	"sync"

	"github.com/codemode-go/codemode/registry/failure"
)

// An Event is one typed record of what the registry did. The concrete
// types are CallStart, CallSettle, CodeDispatchStart and CodeDispatch.
type Event interface {
	// EventType names the event in its JSON form ("call-start", …).
	EventType() string
}

// CallStart is emitted once per execution, when it is created, before any
// policy runs. Arguments is nil when they were not lossless JSON.
type CallStart struct {
	CallID       string          `json:"callId"`
	RootCallID   string          `json:"rootCallId"`
	ParentCallID string          `json:"parentCallId,omitempty"`
	Tool         string          `json:"tool"`
	Scope        string          `json:"scope,omitempty"`
	Arguments    json.RawMessage `json:"arguments,omitempty"`
}

// CallSettle is emitted exactly once per execution, after the finalizer,
// on every path (RS-1).
type CallSettle struct {
	CallID       string       `json:"callId"`
	RootCallID   string       `json:"rootCallId"`
	ParentCallID string       `json:"parentCallId,omitempty"`
	Tool         string       `json:"tool"`
	Scope        string       `json:"scope,omitempty"`
	IsError      bool         `json:"isError"`
	Code         failure.Code `json:"code,omitempty"`
	// Pending is set on a call that never ran because its run suspended
	// first ("approval": its approval is pending; "resume": it queued
	// behind one); Code is then ABORTED_BEFORE_DISPATCH (RS-4).
	Pending failure.Pending `json:"pending,omitempty"`
	Content []Content       `json:"content"`
}

// EventType returns "call-start".
func (CallStart) EventType() string { return "call-start" }

// EventType returns "call-settle".
func (CallSettle) EventType() string { return "call-settle" }

// An Observer receives events, as every hook a function. It is called
// synchronously from the goroutine doing the work, possibly from many at
// once, so it must be safe for concurrent use and fast. A panic is
// contained and logged (RS-2).
type Observer func(Event)

func (r *Registry) emit(ev Event) {
	o := r.opts.Observer
	if o == nil {
		return
	}
	defer func() {
		if v := recover(); v != nil {
			r.opts.Logger.Warn("registry: observer panicked", "event", ev.EventType(), "panic", errMessage(v))
		}
	}()
	o(ev)
}

// JSONL returns an Observer that writes each event as one JSON line,
// {"type": EventType(), ...fields}, and a function reporting the first
// write error, or nil. After that error the observer writes nothing more.
// The observer is safe for concurrent use.
func JSONL(w io.Writer) (o Observer, err func() error) {
	j := &jsonlWriter{w: w}
	return j.observe, j.error
}

// jsonlWriter is the writer behind the Observer of JSONL.
type jsonlWriter struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

func (j *jsonlWriter) observe(ev Event) {
	line, err := marshalEvent(ev)
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.err != nil {
		return
	}
	if err != nil {
		j.err = err
		return
	}
	_, j.err = j.w.Write(append(line, '\n'))
}

func (j *jsonlWriter) error() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.err
}

// marshalEvent returns the JSON object of ev with its "type" key first.
// Text is not HTML-escaped: program source in arguments stays readable.
func marshalEvent(ev Event) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(ev); err != nil {
		return nil, err
	}
	body := bytes.TrimRight(buf.Bytes(), "\n")
	out := append([]byte(`{"type":"`), ev.EventType()...)
	out = append(out, '"')
	if len(body) > 2 {
		out = append(out, ',')
	}
	return append(out, body[1:]...), nil
}
