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

// TestWriteFrameSplicesLargeMembers: a large value or arguments cross
// the pipe byte for byte without being copied into the encoder's buffer,
// and read back as they were written.
func TestWriteFrameSplicesLargeMembers(t *testing.T) {
	const size = 8 << 20
	value := rawJSON(`{"s":"` + strings.Repeat("<\u2028>", size/7) + `"}`)
	args := rawJSON(`["` + strings.Repeat("a", size) + `"]`)
	for _, m := range []*message{
		{T: tDone, Run: 3, Logs: []string{"l"}, Value: value},
		{T: tCall, Run: 3, Call: 9, NS: 1, Fn: 2, Args: args},
		{T: tReply, Run: 3, Call: 9, Value: rawJSON(`1`)},
	} {
		var b bytes.Buffer
		b.Grow(2*size + 1024)
		s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
		metrics.Read(s)
		before := s[0].Value.Uint64()
		if err := writeFrame(&b, m); err != nil {
			t.Fatal(err)
		}
		metrics.Read(s)
		if got := s[0].Value.Uint64() - before; got > 1<<20 {
			t.Errorf("%s frame: writing allocated %d bytes", m.T, got)
		}
		got, err := readFrame(bytes.NewReader(b.Bytes()), 1<<30, nil)
		if err != nil {
			t.Fatalf("%s frame: %v", m.T, err)
		}
		if got.T != m.T || got.Run != m.Run || got.Call != m.Call || got.NS != m.NS || got.Fn != m.Fn ||
			!bytes.Equal(got.Value, m.Value) || !bytes.Equal(got.Args, m.Args) || len(got.Logs) != len(m.Logs) {
			t.Errorf("%s frame did not round-trip", m.T)
		}
	}
}
