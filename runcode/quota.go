package runcode

import (
	"context"
	"sync"
	"time"

	"github.com/codemode-go/codemode/registry/principal"
)

// DefaultResultQuota is the bytes of kept results one principal may hold
// when Options.ResultQuota is zero: a quarter of the default store cap, so
// that one client's large outputs evict its own older handles before the
// store's cap reaches anyone else's.
const DefaultResultQuota = 128 << 20

// quotas counts, per principal (registry/principal: who the call was made
// for), the result records this Runner kept, oldest first. It is this
// process's account: after a restart the store's own cap still bounds
// what the records written before hold.
type quotas struct {
	mu sync.Mutex
	by map[string]*held
}

type held struct {
	bytes int64
	recs  []heldRecord // oldest first
}

type heldRecord struct {
	id      string
	bytes   int64
	expires time.Time
}

// resultQuota is the configured per-principal quota; negative means none.
func (r *Runner) resultQuota() int64 {
	if r.opts.ResultQuota != 0 {
		return r.opts.ResultQuota
	}
	return DefaultResultQuota
}

// chargeResult counts a kept record of n bytes against the principal of
// ctx and deletes that principal's oldest records while it is over its
// quota (never the one just kept).
func (r *Runner) chargeResult(ctx context.Context, id string, n int) {
	limit := r.resultQuota()
	if limit < 0 {
		return
	}
	who := principal.FromContext(ctx)
	now := time.Now()
	q := &r.quotas
	q.mu.Lock()
	if q.by == nil {
		q.by = map[string]*held{}
	}
	h := q.by[who]
	if h == nil {
		h = &held{}
		q.by[who] = h
	}
	// Records past their TTL are gone from the store already.
	live := h.recs[:0]
	h.bytes = 0
	for _, rec := range h.recs {
		if now.Before(rec.expires) {
			live = append(live, rec)
			h.bytes += rec.bytes
		}
	}
	h.recs = append(live, heldRecord{id: id, bytes: int64(n), expires: now.Add(r.resultTTL())})
	h.bytes += int64(n)
	var drop []string
	for h.bytes > limit && len(h.recs) > 1 {
		drop = append(drop, h.recs[0].id)
		h.bytes -= h.recs[0].bytes
		h.recs = h.recs[1:]
	}
	if len(h.recs) == 0 {
		delete(q.by, who)
	}
	q.mu.Unlock()
	for _, old := range drop {
		_ = r.opts.State.Delete(context.WithoutCancel(ctx), resultKey(old)) // an evicted handle reads as "evicted"
	}
}
