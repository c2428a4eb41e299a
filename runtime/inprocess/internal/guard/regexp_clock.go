package guard

import (
	"sync"
	"time"

	"github.com/dlclark/regexp2"
)

// regexpClock readies goja's backtracking engine (regexp2) for the runs'
// match budget, once per process, at the first run's guards — nothing
// changes when the package is imported, so a host that links it without
// running programs keeps regexp2's defaults and starts no goroutine.
//
// The timeout is regexp2's process-wide DefaultMatchTimeout, not a
// per-pattern MatchTimeout, because goja compiles its regexp2 patterns
// itself, lazily at a pattern's first backtracking match and again when
// it clones one (regexpPattern.createRegexp2, unexported), so no code
// outside goja ever holds the *regexp2.Regexp to set it on. Every regexp2
// pattern in a process that runs programs therefore gives up after
// RegexpMatchTimeout; see guardRegExp.
//
// The clock: regexp2 measures timeouts with a coarse clock that its
// goroutine advances every 100ms and stops a second after the last
// deadline. A match that starts after the clock stopped computes its
// deadline from the stale time and times out at once, silently reporting
// "no match". One goroutine matching a one-letter pattern twice a second
// keeps the clock current. It lives as long as the process once a program
// has run: stopping it when the last run ends would reopen that window
// for the next run's first matches (regexp2 offers no way to refresh the
// clock synchronously), and one goroutine waking twice a second is the
// whole cost — the same regexp2 itself pays while any deadline is live.
var regexpClock = sync.OnceFunc(func() {
	regexp2.DefaultMatchTimeout = RegexpMatchTimeout
	re := regexp2.MustCompile("a", regexp2.None)
	re.MatchTimeout = RegexpMatchTimeout
	_, _ = re.MatchString("a")
	go func() {
		for range time.Tick(500 * time.Millisecond) {
			_, _ = re.MatchString("a")
		}
	}()
})
