package runcode_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/internal/testredis"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/state/redisstore"
)

// journal1000 makes 1,000 sequential calls, reads the clock and a random
// number, then one gated write.
const journal1000 = `let s = 0;
for (let i = 0; i < 1000; i++) s += (await tools.t({ i })).ok ? 1 : 0;
const r = Math.random() + Date.now();
await tools.write({ s, r });
return s`

// benchGated is a registry whose write asks and whose approver answers
// later (pending), over store.
func benchGated(b *testing.B, store state.Store) *rig {
	return newReg(b, &registry.Options{
		Mode: registry.ModeCode,
		PreExecute: []registry.PreExecute{func(_ context.Context, e *registry.Execution) (registry.Decision, error) {
			if e.Tool() == "write" {
				return registry.Decision{Kind: registry.Ask}, nil
			}
			return registry.Decision{}, nil
		}},
		Approver: registry.Approver(func(context.Context, registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			return registry.ApprovalPending, nil
		}),
	}, &runcode.Options{Runtime: inproc(b), State: store}, constTool("t"), registry.Tool{Name: "write", Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) { return e.Arguments(), nil }})
}

// BenchmarkReplay compares, per journaled call, the original run of a
// 1,000-call program (which suspends at its gated write, storing the
// journal) with its resume (which replays the 1,000 calls from the
// journal and runs the write). The bound: resume ≤ 2× original.
// "direct" is the same program with the write allowed: run_code with no
// suspension at all.
func BenchmarkReplay(b *testing.B) {
	ctx := context.Background()
	call := runCode(journal1000)
	b.Run("direct", func(b *testing.B) {
		r := newReg(b, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: inproc(b)}, constTool("t"),
			registry.Tool{Name: "write", Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) { return e.Arguments(), nil }})
		for b.Loop() {
			if res := r.Call(ctx, call); res.IsError {
				b.Fatal(text(res))
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/call")
	})
	b.Run("original", func(b *testing.B) {
		r := benchGated(b, state.NewMemory(nil))
		for b.Loop() {
			if _, ok := runcode.SuspensionOf(r.Call(ctx, call)); !ok {
				b.Fatal("did not suspend")
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/call")
	})
	for _, store := range []string{"memory", "redis"} {
		b.Run("resume-"+store, func(b *testing.B) {
			var st state.Store = state.NewMemory(nil)
			if store == "redis" {
				srv := testredis.Start(b)
				rs, err := redisstore.Open(ctx, srv.URL(0), nil)
				if err != nil {
					b.Fatal(err)
				}
				b.Cleanup(func() { rs.Close() })
				st = rs
			}
			r := benchGated(b, st)
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				s, ok := runcode.SuspensionOf(r.Call(ctx, call))
				if !ok {
					b.Fatal("did not suspend")
				}
				b.StartTimer()
				res := r.Resume(ctx, call, runcode.Resume{Token: s.Resume, Decision: runcode.ResumeApprove})
				if res.IsError || !strings.Contains(string(res.Value), `"value":1000`) {
					b.Fatal(text(res))
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/call")
		})
	}
}

// BenchmarkJournalStore is the store's share of a suspension and resume
// of a 1,000-call journal: one Put and one Take of the encoded journal;
// ns/call divides by the 1,000 journaled calls.
func BenchmarkJournalStore(b *testing.B) {
	ctx := context.Background()
	mem := state.NewMemory(nil)
	if _, ok := runcode.SuspensionOf(benchGated(b, mem).Call(ctx, runCode(journal1000))); !ok {
		b.Fatal("did not suspend")
	}
	keys, err := mem.Keys(ctx, "journal/")
	if err != nil || len(keys) != 1 {
		b.Fatal(keys, err)
	}
	journal, _ := mem.Get(ctx, keys[0])
	for _, store := range []string{"memory", "redis"} {
		b.Run(store, func(b *testing.B) {
			var st state.Store = state.NewMemory(nil)
			if store == "redis" {
				srv := testredis.Start(b)
				rs, err := redisstore.Open(ctx, srv.URL(0), nil)
				if err != nil {
					b.Fatal(err)
				}
				b.Cleanup(func() { rs.Close() })
				st = rs
			}
			b.SetBytes(int64(len(journal)))
			for b.Loop() {
				if err := st.Put(ctx, "journal/x", journal, 0); err != nil {
					b.Fatal(err)
				}
				if _, err := st.Take(ctx, "journal/x"); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/call")
		})
	}
}
