package process

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// TestSourcesReplay: a worker reports every draw to the host, replays the
// draws it is given, and fails a replay whose kinds differ as a
// divergence.
func TestSourcesReplay(t *testing.T) {
	rt := newRT(t, nil, &Options{Workers: 1})
	const prog = `return [Date.now(), Math.random(), crypto.randomUUID()]`
	var mu sync.Mutex
	var draws []runtime.Draw
	first, err := rt.Run(context.Background(), runtime.Request{Program: prog, Sources: &runtime.Sources{OnDraw: func(d runtime.Draw) {
		mu.Lock()
		draws = append(draws, d)
		mu.Unlock()
	}}})
	if err != nil || first.Error != nil {
		t.Fatalf("first run: %v %v", err, first.Error)
	}
	mu.Lock()
	got := append([]runtime.Draw(nil), draws...)
	mu.Unlock()
	if len(got) != 3 || got[0].Kind != runtime.DrawTime || got[1].Kind != runtime.DrawRandom || got[2].Kind != runtime.DrawBytes {
		t.Fatalf("draws = %+v, want time, random, bytes", got)
	}
	second, err := rt.Run(context.Background(), runtime.Request{Program: prog, Sources: &runtime.Sources{Replay: got}})
	if err != nil || second.Error != nil || string(second.Value) != string(first.Value) {
		t.Fatalf("replay = %s %v %v, want %s", second.Value, second.Error, err, first.Value)
	}
	third, err := rt.Run(context.Background(), runtime.Request{Program: prog, Sources: &runtime.Sources{Replay: got[1:]}})
	if err != nil || third.Error == nil || !strings.HasPrefix(third.Error.Message, runtime.ReplayDivergedPrefix) {
		t.Fatalf("diverged replay = %+v %v", third.Error, err)
	}
}

// TestOnIdle: the host hears that the worker's program waits, after both
// sibling calls reached it.
func TestOnIdle(t *testing.T) {
	rt := newRT(t, nil, &Options{Workers: 1})
	var mu sync.Mutex
	var replies []runtime.Reply
	res, err := rt.Run(context.Background(), runtime.Request{
		Program: `const [a, b] = await Promise.all([tools.f({}), tools.f({})]); return a + b`,
		Namespaces: []runtime.Namespace{{Global: "tools", Functions: []runtime.Function{{Name: "f", Call: func(_ context.Context, _ json.RawMessage, reply runtime.Reply) {
			mu.Lock()
			replies = append(replies, reply)
			mu.Unlock()
		}}}}},
		OnIdle: func(bool) {
			mu.Lock()
			defer mu.Unlock()
			if len(replies) == 2 {
				for _, r := range replies {
					r(json.RawMessage("1"), nil)
				}
				replies = nil
			}
		},
	})
	if err != nil || res.Error != nil || string(res.Value) != "2" {
		t.Fatalf("run = %s %v %v", res.Value, res.Error, err)
	}
}
