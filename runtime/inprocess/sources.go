package inprocess

import (
	"crypto/rand"
	mrand "math/rand/v2"
	"time"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
)

// installSources routes the program's clock and randomness through the
// request's Sources (runtime.Sources): goja's time and random sources, and
// the language library's entropy reader (runEntropy). Without Sources the
// realm keeps the real clock and entropy.
func (r *run) installSources(vm *goja.Runtime) {
	if r.req.Sources == nil {
		return
	}
	d := runtime.NewDrawer(r.req.Sources)
	r.drawer = d
	vm.SetTimeSource(func() time.Time {
		t, err := d.Now()
		if err != nil {
			r.diverged(err)
		}
		return t
	})
	vm.SetRandSource(func() float64 {
		v, err := d.Random(mrand.Float64)
		if err != nil {
			r.diverged(err)
		}
		return v
	})
}

// diverged ends the run as the exception a replay divergence is.
func (r *run) diverged(err error) {
	r.stopFail(runtime.KindException, runtime.ReplayDivergedPrefix+trimCause(err))
}

// trimCause drops the sentinel's own text from a divergence message.
func trimCause(err error) string {
	s := err.Error()
	p := runtime.ErrReplayDiverged.Error() + ": "
	if len(s) > len(p) && s[:len(p)] == p {
		return s[len(p):]
	}
	return s
}

// runEntropy is the language library's entropy source for one run: the
// request's Sources when it has them, else crypto/rand.
type runEntropy struct{ r *run }

func (e runEntropy) Read(p []byte) (int, error) {
	if d := e.r.drawer; d != nil {
		n, err := d.Read(p)
		if err != nil {
			e.r.diverged(err)
		}
		return n, err
	}
	return rand.Read(p)
}
