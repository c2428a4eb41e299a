package runtime

import (
	"crypto/rand"
	"errors"
	"fmt"
	"math"
	"sync"
	"time"
)

// Sources makes a run's time and randomness replayable: Date.now and
// new Date() (DrawTime), Math.random (DrawRandom), crypto.randomUUID and
// crypto.getRandomValues (DrawBytes). A run with Sources answers each
// read from Replay first, in order, then from the real clock and entropy,
// and reports every value it read — replayed or fresh — to OnDraw, in
// the order the program read them. A host that journals the drawn values
// of one run and replays them in the next gets the same time and the same
// random numbers, so the program takes the same path.
//
// A read whose kind differs from the next replayed value's (the program
// asked for the time where it drew a random number before) ends the run
// as an exception whose message starts with ReplayDivergedPrefix.
type Sources struct {
	// Replay holds the values of an earlier run, in the order it read
	// them.
	Replay []Draw
	// OnDraw, when set, receives each value the program reads, on the
	// run's goroutine (or the host's receive loop for process workers).
	// It must not block.
	OnDraw func(Draw)
}

// ReplayDivergedPrefix opens the message of a run whose program departed
// from the run it replays.
const ReplayDivergedPrefix = "replay diverged: "

// DrawKind is the kind of one nondeterministic value.
type DrawKind string

// The kinds of drawn values.
const (
	// DrawTime is a reading of the clock (Date.now, new Date()).
	DrawTime DrawKind = "time"
	// DrawRandom is a Math.random() value in [0, 1).
	DrawRandom DrawKind = "random"
	// DrawBytes is a block of entropy (crypto.randomUUID,
	// crypto.getRandomValues).
	DrawBytes DrawKind = "bytes"
)

// Draw is one nondeterministic value a program read.
type Draw struct {
	Kind DrawKind `json:"k"`
	// Time is the clock reading in Unix nanoseconds (DrawTime).
	Time int64 `json:"t,omitempty"`
	// Random is the Math.random value (DrawRandom).
	Random float64 `json:"r,omitempty"`
	// Bytes is the entropy block (DrawBytes).
	Bytes []byte `json:"b,omitempty"`
}

// Validate reports a draw that no run could have produced: an unknown
// kind, a random value outside [0, 1), or an empty block.
func (d Draw) Validate() error {
	switch d.Kind {
	case DrawTime:
		return nil
	case DrawRandom:
		if math.IsNaN(d.Random) || d.Random < 0 || d.Random >= 1 {
			return fmt.Errorf("random draw %v outside [0, 1)", d.Random)
		}
		return nil
	case DrawBytes:
		if len(d.Bytes) == 0 {
			return errors.New("empty entropy draw")
		}
		return nil
	}
	return fmt.Errorf("unknown draw kind %q", d.Kind)
}

// ErrReplayDiverged is the cause a Drawer reports when the program read a
// value of another kind (or size) than the run it replays.
var ErrReplayDiverged = errors.New("replay diverged")

// Drawer hands out the values of one run from Sources. Backends create
// one per run with NewDrawer; it is safe for concurrent use.
type Drawer struct {
	mu     sync.Mutex
	replay []Draw
	onDraw func(Draw)
	failed error
}

// NewDrawer returns the drawer of one run; s may be nil (fresh values,
// reported nowhere).
func NewDrawer(s *Sources) *Drawer {
	d := &Drawer{}
	if s != nil {
		d.replay, d.onDraw = s.Replay, s.OnDraw
	}
	return d
}

// Err returns the divergence that ended replay, or nil.
func (d *Drawer) Err() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.failed
}

// next returns the next replayed draw of kind k, or ok false when replay
// is over. A kind mismatch records a divergence.
func (d *Drawer) next(k DrawKind, n int) (Draw, bool, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.failed != nil {
		return Draw{}, false, d.failed
	}
	if len(d.replay) == 0 {
		return Draw{}, false, nil
	}
	v := d.replay[0]
	if v.Kind != k || (k == DrawBytes && len(v.Bytes) != n) {
		d.failed = fmt.Errorf("%w: the program read %s where the run it replays read %s", ErrReplayDiverged, describe(k, n), describe(v.Kind, len(v.Bytes)))
		return Draw{}, false, d.failed
	}
	d.replay = d.replay[1:]
	return v, true, nil
}

func describe(k DrawKind, n int) string {
	switch k {
	case DrawTime:
		return "the time"
	case DrawRandom:
		return "a random number"
	case DrawBytes:
		return fmt.Sprintf("%d random bytes", n)
	}
	return string(k)
}

func (d *Drawer) report(v Draw) {
	if d.onDraw != nil {
		d.onDraw(v)
	}
}

// Now is the clock of the run (DrawTime).
func (d *Drawer) Now() (time.Time, error) {
	v, ok, err := d.next(DrawTime, 0)
	if err != nil {
		return time.Time{}, err
	}
	if !ok {
		v = Draw{Kind: DrawTime, Time: time.Now().UnixNano()}
	}
	d.report(v)
	return time.Unix(0, v.Time), nil
}

// Random is Math.random of the run (DrawRandom).
func (d *Drawer) Random(fresh func() float64) (float64, error) {
	v, ok, err := d.next(DrawRandom, 0)
	if err != nil {
		return 0, err
	}
	if !ok {
		v = Draw{Kind: DrawRandom, Random: fresh()}
	}
	d.report(v)
	return v.Random, nil
}

// Read fills p with the run's entropy (DrawBytes): one draw per Read.
func (d *Drawer) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	v, ok, err := d.next(DrawBytes, len(p))
	if err != nil {
		return 0, err
	}
	if !ok {
		b := make([]byte, len(p))
		if _, err := rand.Read(b); err != nil {
			return 0, err
		}
		v = Draw{Kind: DrawBytes, Bytes: b}
	}
	d.report(v)
	return copy(p, v.Bytes), nil
}
