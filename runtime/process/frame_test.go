package process

import (
	"bytes"
	"errors"
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

// TestReadFrameReserves: a frame of reserveMin bytes or more is read
// only after reserve granted its bytes, and a frame that ends early (a
// worker killed mid-frame) gives them back; smaller frames and refused
// reservations reserve nothing and read nothing.
func TestReadFrameReserves(t *testing.T) {
	var b bytes.Buffer
	if err := writeFrame(&b, &message{T: tDone, Run: 1, Value: rawJSON(`"` + strings.Repeat("x", reserveMin) + `"`)}); err != nil {
		t.Fatal(err)
	}
	large := bytes.Clone(b.Bytes())
	b.Reset()
	if err := writeFrame(&b, &message{T: tDone, Run: 1, Value: rawJSON(`1`)}); err != nil {
		t.Fatal(err)
	}
	small := b.Bytes()
	refused := errors.New("over the budget")
	for _, tt := range []struct {
		name              string
		frame             []byte
		grant             bool
		reserved, held    int // bytes asked for, still held after
		wantErr, released bool
	}{
		{"large", large, true, len(large) - 4, len(large) - 4, false, false},
		{"small", small, true, 0, 0, false, false},
		{"refused", large, false, len(large) - 4, 0, true, false},
		{"cut short", large[:len(large)/2], true, len(large) - 4, 0, true, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			asked, held := 0, 0
			r := bytes.NewReader(tt.frame)
			m, err := readFrame(r, 1<<30, func(n int) (func(), error) {
				asked = n
				if !tt.grant {
					return nil, refused
				}
				held += n
				return func() { held -= n }, nil
			})
			if (err != nil) != tt.wantErr || asked != tt.reserved || held != tt.held {
				t.Fatalf("err %v, asked %d, held %d; want error %v, asked %d, held %d", err, asked, held, tt.wantErr, tt.reserved, tt.held)
			}
			if !tt.grant && r.Len() != len(tt.frame)-4 {
				t.Errorf("a refused frame was read: %d bytes left", r.Len())
			}
			if m != nil {
				m.free()
				if held != 0 {
					t.Errorf("free left %d bytes held", held)
				}
			}
		})
	}
}
