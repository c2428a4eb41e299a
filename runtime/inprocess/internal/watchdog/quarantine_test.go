package watchdog

import (
	"context"
	"testing"
	"time"
)

// TestQuarantineSettles: quarantined runs count towards the limit only
// once they have been stuck for QuarantineSettle, so a busy machine's
// late returns never refuse runs, while a heap over the limit refuses as
// soon as a run is quarantined; a run whose goroutine has returned does
// not count at all.
func TestQuarantineSettles(t *testing.T) {
	live := context.Background()
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	now := time.Now()
	fresh := func() *Run {
		return &Run{ctx: live, budget: 1, quarantined: true, quarantinedAt: now}
	}
	settled := func() *Run {
		return &Run{ctx: live, budget: 1, quarantined: true, quarantinedAt: now.Add(-QuarantineSettle)}
	}
	n := QuarantineLimit()
	tests := []struct {
		name       string
		runs       func() []*Run
		overBudget bool
		refusing   bool
	}{
		{"limit, all fresh", func() (ws []*Run) {
			for range n {
				ws = append(ws, fresh())
			}
			return ws
		}, false, false},
		{"limit, one fresh", func() (ws []*Run) {
			for range n - 1 {
				ws = append(ws, settled())
			}
			return append(ws, fresh())
		}, false, false},
		{"limit, all settled", func() (ws []*Run) {
			for range n {
				ws = append(ws, settled())
			}
			return ws
		}, false, true},
		{"limit, one returned", func() (ws []*Run) {
			for range n - 1 {
				ws = append(ws, settled())
			}
			w := settled()
			w.ctx = gone
			return append(ws, w)
		}, false, false},
		{"over budget, fresh", func() []*Run { return []*Run{fresh()} }, true, true},
		{"over budget, returned", func() []*Run {
			w := fresh()
			w.ctx = gone
			return []*Run{w}
		}, true, false},
		{"over budget, not quarantined", func() []*Run {
			return []*Run{{ctx: live, budget: 1}}
		}, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := &watchdog{runs: map[*Run]struct{}{}, overBudget: tt.overBudget}
			for _, w := range tt.runs() {
				d.runs[w] = struct{}{}
			}
			if q := d.quarantineNow(); q.Refusing != tt.refusing {
				t.Fatalf("%+v, want refusing %v", q, tt.refusing)
			}
		})
	}
}
