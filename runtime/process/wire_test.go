package process

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// writeCounter counts Write calls (syscalls, on a pipe).
type writeCounter struct {
	n int
	b []byte
}

func (w *writeCounter) Write(p []byte) (int, error) {
	w.n++
	w.b = append(w.b, p...)
	return len(p), nil
}

// TestFrameOneWrite: a frame is one write, its length and its JSON
// together, so the reader never wakes for half a frame; and a buffered
// reader takes several frames from one read of what the pipe holds.
func TestFrameOneWrite(t *testing.T) {
	w := &writeCounter{}
	for i := range 3 {
		if err := writeFrame(w, &message{T: tReply, Run: 1, Call: uint64(i + 1), Value: rawJSON(`{"n":1}`)}); err != nil {
			t.Fatal(err)
		}
	}
	if w.n != 3 {
		t.Fatalf("3 frames took %d writes", w.n)
	}
	r := &readCounter{data: w.b}
	fr := frameReader(r)
	for i := range 3 {
		m, err := readFrame(fr, 1<<20, nil)
		if err != nil || m.Call != uint64(i+1) || string(m.Value) != `{"n":1}` {
			t.Fatalf("frame %d: %+v %v", i, m, err)
		}
	}
	if r.n != 1 {
		t.Errorf("3 buffered frames took %d reads", r.n)
	}
	if _, err := readFrame(fr, 1<<20, nil); err != io.EOF {
		t.Errorf("after the frames: %v", err)
	}
}

// readCounter serves data and counts the reads that returned bytes.
type readCounter struct {
	data []byte
	n    int
}

func (r *readCounter) Read(p []byte) (int, error) {
	if len(r.data) == 0 {
		return 0, io.EOF
	}
	c := copy(p, r.data)
	r.data = r.data[c:]
	r.n++
	return c, nil
}

// TestFrameSplicedThroughBuffer: a value of spliceMin bytes or more is
// written after the encoded members, from its own buffer, and the
// buffered reader gives back the same frame as a small one's.
func TestFrameSplicedThroughBuffer(t *testing.T) {
	big := rawJSON(`"` + strings.Repeat("x", spliceMin) + `"`)
	var b bytes.Buffer
	if err := writeFrame(&b, &message{T: tReply, Run: 2, Call: 7, Value: big}); err != nil {
		t.Fatal(err)
	}
	if err := writeFrame(&b, &message{T: tReply, Run: 2, Call: 8, Value: rawJSON(`1`)}); err != nil {
		t.Fatal(err)
	}
	fr := frameReader(&b)
	m, err := readFrame(fr, 1<<20, nil)
	if err != nil {
		t.Fatal(err)
	}
	if m.Call != 7 || !bytes.Equal(m.Value, big) {
		t.Fatalf("spliced frame: call %v, %d value bytes", m.Call, len(m.Value))
	}
	m, err = readFrame(fr, 1<<20, nil)
	if err != nil || m.Call != 8 || string(m.Value) != "1" {
		t.Fatalf("frame after it: %+v %v", m, err)
	}
}
