package upstream

import (
	"sync"
	"time"
)

// waitStarts waits for the starts of Open (wg) and, when Options.Waiting
// is set, reports every WaitingEvery the servers still starting.
func (s *Set) waitStarts(wg *sync.WaitGroup) {
	if s.opts.Waiting == nil {
		wg.Wait()
		return
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	tick := time.NewTicker(s.opts.WaitingEvery)
	defer tick.Stop()
	for {
		select {
		case <-done:
			return
		case <-tick.C:
			var starting []string
			for _, u := range s.ups { // sorted by name
				if u.status().State == StateStarting {
					starting = append(starting, u.name)
				}
			}
			if len(starting) > 0 {
				s.opts.Waiting(starting)
			}
		}
	}
}
