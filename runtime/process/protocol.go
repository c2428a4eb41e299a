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
	Call  uint64          `json:"call,omitempty"`
	NS    int             `json:"ns,omitempty"`
	Fn    int             `json:"fn,omitempty"`
	Args  json.RawMessage `json:"args,omitempty"`
	Value json.RawMessage `json:"value,omitempty"`
	Err   *string         `json:"err,omitempty"`
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

// errFrameTooLarge reports a frame over the reader's limit.
var errFrameTooLarge = errors.New("frame exceeds the size limit")

// writeFrame writes one message, its length and its JSON in a single
// write (one syscall, and the reader never wakes between the two). HTML
// escaping is off so that a
// completion's JSON text (a RawMessage) crosses the pipe byte for byte:
// json.Marshal would rewrite "<" as \u003c and U+2028 as \u2028, and the
// process backend would answer other text than the in-process one.
func writeFrame(w io.Writer, m *message) error {
	var buf bytes.Buffer
	buf.Write(make([]byte, 4)) // the length, filled in below
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(toWire(m)); err != nil {
		return err
	}
	b := bytes.TrimSuffix(buf.Bytes(), []byte{'\n'})
	if len(b)-4 > 1<<31-1 {
		return errFrameTooLarge
	}
	binary.BigEndian.PutUint32(b[:4], uint32(len(b)-4))
	_, err := w.Write(b)
	return err
}

// frameReader buffers a pipe's frames, so that one read syscall takes in
// every frame the other side has written by then.
func frameReader(r io.Reader) *bufio.Reader { return bufio.NewReaderSize(r, 64<<10) }

// readFrame reads one message of at most limit bytes. A longer frame is
// errFrameTooLarge and is not read.
func readFrame(r io.Reader, limit int) (*message, error) {
	var hdr [4]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return nil, err
	}
	n := int(binary.BigEndian.Uint32(hdr[:]))
	if n > limit {
		return nil, fmt.Errorf("%w: %d bytes (limit %d)", errFrameTooLarge, n, limit)
	}
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
