package process

import (
	"bytes"
	"runtime/metrics"
	"strings"
	"testing"
)

// TestReadFrameHoldsValueOnce (#44 item 4): reading a done frame with a
// large completion allocates the frame's buffer and not a second copy of
// the value: the decoded Value is a slice of the frame.
func TestReadFrameHoldsValueOnce(t *testing.T) {
	const size = 8 << 20
	value := `"` + strings.Repeat("x", size) + `"`
	var b bytes.Buffer
	if err := writeFrame(&b, &message{T: tDone, Run: 1, Logs: []string{"a"}, Value: rawJSON(value)}); err != nil {
		t.Fatal(err)
	}
	frame := b.Bytes()
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	before := s[0].Value.Uint64()
	m, err := readFrame(bytes.NewReader(frame), 1<<30, nil)
	metrics.Read(s)
	allocated := s[0].Value.Uint64() - before
	if err != nil {
		t.Fatal(err)
	}
	if string(m.Value) != value || len(m.Logs) != 1 {
		t.Fatalf("round trip lost the value (%d bytes) or the logs %q", len(m.Value), m.Logs)
	}
	// The frame is one buffer of len(frame); a copy of the value would
	// double that. Other goroutines' allocations in the window are small.
	if limit := uint64(len(frame)) * 3 / 2; allocated > limit {
		t.Errorf("reading a %d-byte frame allocated %d bytes, over %d: the value was copied", len(frame), allocated, limit)
	}
}
