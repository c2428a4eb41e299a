package inprocess

import (
	"os"
	goruntime "runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/internal/testhook"
)

// The stuck-in-Go test hook. The backstop (backstop.go) exists for holes
// nobody has found yet, so its tests cannot rely on one: in a test binary
// that turned the test hooks on (internal/testhook.Enable, which only
// test code calls) and whose environment sets StuckHookEnv to 1, every
// run gets a global function
//
//	__stuckInGo(ms, bytes, spin)
//
// that stays in Go for ms milliseconds, ignoring interrupts as a runaway
// builtin would: it first allocates and touches bytes of memory, held
// until it returns, then spins on a processor (spin true) or blocks. The
// variable is read at each run, and the environment reaches the workers
// of the process backend — test binaries that serve as their own workers
// call testhook.Enable in an init function, before process.WorkerMain —
// so tests of every layer can use it. A binary built without go test
// never calls Enable and so never installs the hook, whatever its
// environment; nor does it link the testing package
// (tests.TestNoTestingInProduction).
const StuckHookEnv = "CODEMODE_TEST_STUCK_IN_GO"

// stuckHookEnabled reports whether runs get __stuckInGo.
func stuckHookEnabled() bool { return testhook.Enabled() && os.Getenv(StuckHookEnv) == "1" }

// stuckGate lets this package's tests end every __stuckInGo call at once
// (releaseStuck), so a test can observe a goroutine that is still stuck
// and then its return.
var stuckGate = struct {
	mu sync.Mutex
	ch chan struct{}
}{ch: make(chan struct{})}

func stuckReleased() <-chan struct{} {
	stuckGate.mu.Lock()
	defer stuckGate.mu.Unlock()
	return stuckGate.ch
}

// stuckEntries counts __stuckInGo calls, so a test can wait until a
// program is stuck before stopping it.
var stuckEntries atomic.Int64

// releaseStuck ends the __stuckInGo calls in progress; later calls block
// again.
func releaseStuck() {
	stuckGate.mu.Lock()
	defer stuckGate.mu.Unlock()
	close(stuckGate.ch)
	stuckGate.ch = make(chan struct{})
}

// installStuckHook defines __stuckInGo on vm's global object.
func installStuckHook(vm *goja.Runtime) {
	_ = vm.Set("__stuckInGo", func(call goja.FunctionCall) goja.Value {
		released := stuckReleased()
		stuckEntries.Add(1)
		d := time.Duration(call.Argument(0).ToInteger()) * time.Millisecond
		hold := make([]byte, max(call.Argument(1).ToInteger(), 0))
		for i := 0; i < len(hold); i += 4096 {
			hold[i] = 1
		}
		deadline := time.Now().Add(d)
		if call.Argument(2).ToBoolean() {
		spin:
			for time.Now().Before(deadline) {
				select {
				case <-released:
					break spin
				default:
				}
			}
		} else {
			t := time.NewTimer(d)
			select {
			case <-t.C:
			case <-released:
			}
			t.Stop()
		}
		goruntime.KeepAlive(hold)
		return vm.ToValue(len(hold))
	})
}
