package process

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/codemode-go/codemode/runtime"
)

// The host and a worker exchange frames over two pipes (the worker's file
// descriptors 3 and 4): a 4-byte big-endian length, then that many bytes
// of one JSON message. The host treats the worker as hostile (reference
// BIND-12): every inbound frame is size-checked before it is read,
// decoded into a fixed shape, and revalidated; anything else ends the
// worker.

// message is every frame, host to worker and worker to host. T selects the
// meaning; unused fields are omitted.
type message struct {
	T string `json:"t"`

	// run (host -> worker)
	Run        uint64           `json:"run,omitempty"`
	Program    string           `json:"program,omitempty"`
	Filename   string           `json:"filename,omitempty"`
	Namespaces []wireNamespace  `json:"namespaces,omitempty"`
	Sources    bool             `json:"sources,omitempty"` // report draws (tDraw)
	Replay     []runtime.Draw   `json:"replay,omitempty"`
	Idle       bool             `json:"idle,omitempty"` // report idleness (tIdle)
	Servers    []runtime.Server `json:"servers,omitempty"`

	// ready (worker -> host): the confinement layers it runs under.
	Layers []Layer `json:"layers,omitempty"`

	// draw (worker -> host)
	Draw *runtime.Draw `json:"draw,omitempty"`
	// idle (worker -> host)
	Timers bool `json:"timers,omitempty"`

	// call (worker -> host), reply (host -> worker)
	Call  uint64  `json:"call,omitempty"`
	NS    int     `json:"ns,omitempty"`
	Fn    int     `json:"fn,omitempty"`
	Args  rawJSON `json:"args,omitempty"`
	Value rawJSON `json:"value,omitempty"`
	Err   *string `json:"err,omitempty"`
	// ArgsText and ValueText carry Args and Value nested deeper than the
	// JSON decoder allows, as strings (deepjson.go); never both forms.
	ArgsText  string `json:"argsText,omitempty"`
	ValueText string `json:"valueText,omitempty"`

	// log (worker -> host)
	Entry string `json:"entry,omitempty"`

	// done (worker -> host)
	Logs    []string     `json:"logs,omitempty"`
	Failure *wireFailure `json:"failure,omitempty"`
	Misuse  string       `json:"misuse,omitempty"`
	// Quarantined: the run's goroutine is still stuck in Go code (the
	// in-process backstop answered without it); the host kills the worker.
	Quarantined bool `json:"quarantined,omitempty"`

	// release gives back the host memory reserved for this frame, if
	// any (readFrame's reserve); never on the wire.
	release func()
}

type wireNamespace struct {
	Global    string   `json:"global"`
	Functions []string `json:"functions"`
	// AllArgs lists the indexes of Functions that take every argument.
	AllArgs    []int `json:"allArgs,omitempty"`
	ErrorClass *struct {
		Name           string `json:"name"`
		MemberProperty string `json:"memberProperty"`
	} `json:"errorClass,omitempty"`
}

type wireFailure struct {
	Kind    string `json:"kind"`
	Message string `json:"message"`
}

// Message types.
const (
	tReady = "ready"
	tRun   = "run"
	tCall  = "call"
	tReply = "reply"
	tLog   = "log"
	tDone  = "done"
	tDraw  = "draw"
	tIdle  = "idle"
)

// rawJSON is a JSON value inside a frame: it marshals as json.RawMessage
// does, but unmarshalling keeps the decoder's slice of the frame instead
// of copying it. readFrame gives every frame a buffer of its own and
// never reuses it, so a large completion is held on the host once (as
// the frame) rather than twice (the frame and its copy), issue #44 item 4.
type rawJSON []byte

// MarshalJSON returns r itself, or null for a nil r.
func (r rawJSON) MarshalJSON() ([]byte, error) {
	if r == nil {
		return []byte("null"), nil
	}
	return r, nil
}

// UnmarshalJSON keeps b, a slice of the frame being decoded, without
// copying it.
func (r *rawJSON) UnmarshalJSON(b []byte) error {
	*r = b
	return nil
}

// errFrameTooLarge reports a frame over the reader's limit.
var errFrameTooLarge = errors.New("frame exceeds the size limit")

// writeFrame writes one message, its length and its JSON in a single
// write (one syscall, and the reader never wakes between the two). HTML
// escaping is off so that a
// completion's JSON text (a RawMessage) crosses the pipe byte for byte:
// json.Marshal would rewrite "<" as \u003c and U+2028 as \u2028, and the
// process backend would answer other text than the in-process one.
//
// A value or arguments of spliceMin bytes or more are not encoded: the
// rest of the message is, and they are written after it as its last
// members, straight from their buffers. The encoder would copy them into
// its own buffer, growing it by doubling, so a worker returning 60 MB
// held about three more copies of it and could hit its memory limit
// (issue #44 item 4). The reader checks them as it checks every frame.
func writeFrame(w io.Writer, m *message) error {
	wm := toWire(m)
	var tail [][]byte // the spliced members: `,"name":` then the text
	if wm == m && (len(m.Value) >= spliceMin || len(m.Args) >= spliceMin) {
		c := *m
		if len(m.Value) >= spliceMin {
			c.Value, tail = nil, append(tail, []byte(`,"value":`), m.Value)
		}
		if len(m.Args) >= spliceMin {
			c.Args, tail = nil, append(tail, []byte(`,"args":`), m.Args)
		}
		wm = &c
	}
	var buf bytes.Buffer
	buf.Write(make([]byte, 4)) // the length, filled in below
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(wm); err != nil {
		return err
	}
	b := bytes.TrimSuffix(buf.Bytes(), []byte{'\n'})
	n := len(b) - 4
	if tail != nil {
		b = b[:len(b)-1] // the closing brace, written after the members
		for _, t := range tail {
			n += len(t)
		}
	}
	if n > 1<<31-1 {
		return errFrameTooLarge
	}
	binary.BigEndian.PutUint32(b[:4], uint32(n))
	if _, err := w.Write(b); err != nil { // a small frame is one write
		return err
	}
	for _, t := range tail {
		if _, err := w.Write(t); err != nil {
			return err
		}
	}
	if tail != nil {
		_, err := w.Write([]byte{'}'})
		return err
	}
	return nil
}

// spliceMin is the size from which writeFrame writes a value or
// arguments from their own buffer instead of encoding them.
const spliceMin = 64 << 10

// free gives back the host memory reserved for m, if any.
func (m *message) free() {
	if m.release != nil {
		m.release()
	}
}

// reserveMin is the frame size from which readFrame reserves host memory
// before reading the frame: smaller frames are what every run holds.
const reserveMin = 1 << 20

// frameReader buffers a pipe's frames, so that one read syscall takes in
// every frame the other side has written by then.
func frameReader(r io.Reader) *bufio.Reader { return bufio.NewReaderSize(r, 64<<10) }

// readFrame reads one message of at most limit bytes. A longer frame is
// errFrameTooLarge and is not read. A frame of reserveMin bytes or more
// is read only once reserve (when not nil) has reserved its bytes of
// host memory; the message's release gives them back, and an error of
// reserve is returned with the frame unread.
func readFrame(r io.Reader, limit int, reserve func(n int) (func(), error)) (*message, error) {
	var hdr [4]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return nil, err
	}
	n := int(binary.BigEndian.Uint32(hdr[:]))
	if n > limit {
		return nil, fmt.Errorf("%w: %d bytes (limit %d)", errFrameTooLarge, n, limit)
	}
	release := func() {}
	if reserve != nil && n >= reserveMin {
		rel, err := reserve(n)
		if err != nil {
			return nil, err
		}
		if rel != nil {
			release = rel
		}
	}
	m, err := readBody(r, n)
	if err != nil {
		release()
		return nil, err
	}
	m.release = release
	return m, nil
}

// readBody reads and decodes a frame's n bytes.
func readBody(r io.Reader, n int) (*message, error) {
	b := make([]byte, n)
	if _, err := io.ReadFull(r, b); err != nil {
		return nil, err
	}
	var m message
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("malformed frame: %v", err)
	}
	if err := fromWire(&m); err != nil {
		return nil, err
	}
	return &m, nil
}

// maxDrawBytes is the largest entropy block a program can draw at once
// (crypto.getRandomValues' quota), so larger draw frames are forged.
const maxDrawBytes = 65536
