package runcode

import (
	"context"
	"time"
)

// Waiting for a person's decision: a call that may wait (a server's
// approval wait, URL-mode elicitation, run --approval-wait) blocks on
// Approvals.Wait until the approval is decided.

// approvalPoll is how often Wait looks at the store for a decision made
// by another process sharing it.
const approvalPoll = 500 * time.Millisecond

// Wait blocks until the approval id names is decided, gone, or ctx ends;
// it returns the approval (decided), or an error. A decision made in this
// process wakes it at once; one made by another process sharing the store
// is seen within a poll.
func (a *Approvals) Wait(ctx context.Context, id string) (*Approval, error) {
	ch := make(chan struct{}, 1)
	a.mu.Lock()
	a.waiters[id] = append(a.waiters[id], ch)
	a.mu.Unlock()
	defer a.unwait(id, ch)
	tick := time.NewTicker(approvalPoll)
	defer tick.Stop()
	for {
		ap, err := a.Get(ctx, id)
		if err != nil {
			return nil, err
		}
		if ap.Decision != nil {
			return ap, nil
		}
		select {
		case <-ctx.Done():
			return nil, context.Cause(ctx)
		case <-ch:
		case <-tick.C:
		}
	}
}

func (a *Approvals) unwait(id string, ch chan struct{}) {
	a.mu.Lock()
	defer a.mu.Unlock()
	ws := a.waiters[id]
	for i, w := range ws {
		if w == ch {
			ws = append(ws[:i], ws[i+1:]...)
			break
		}
	}
	if len(ws) == 0 {
		delete(a.waiters, id)
	} else {
		a.waiters[id] = ws
	}
}

func (a *Approvals) wake(id string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, w := range a.waiters[id] {
		select {
		case w <- struct{}{}:
		default:
		}
	}
}
