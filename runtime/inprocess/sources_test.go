package inprocess_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// sourcesProgram reads every kind of nondeterministic value.
const sourcesProgram = `return [Date.now(), new Date().toISOString(), Math.random(), crypto.randomUUID(), Array.from(crypto.getRandomValues(new Uint8Array(4)))]`

func TestSourcesReplay(t *testing.T) {
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	checkSourcesReplay(t, rt)
}

// checkSourcesReplay runs a program twice: the second run replays the
// first's draws and must return the same value; a third run whose replay
// starts with the wrong kind fails as a divergence.
func checkSourcesReplay(t *testing.T, rt runtime.Runtime) {
	t.Helper()
	var mu sync.Mutex
	var draws []runtime.Draw
	first, err := rt.Run(context.Background(), runtime.Request{Program: sourcesProgram, Sources: &runtime.Sources{OnDraw: func(d runtime.Draw) {
		mu.Lock()
		draws = append(draws, d)
		mu.Unlock()
	}}})
	if err != nil || first.Error != nil {
		t.Fatalf("first run: %v %v", err, first.Error)
	}
	kinds := ""
	for _, d := range draws {
		if err := d.Validate(); err != nil {
			t.Fatalf("draw %+v: %v", d, err)
		}
		kinds += string(d.Kind[0])
	}
	if kinds != "ttrbb" {
		t.Fatalf("draw kinds = %q, want ttrbb (time, time, random, bytes, bytes)", kinds)
	}
	var again []runtime.Draw
	second, err := rt.Run(context.Background(), runtime.Request{Program: sourcesProgram, Sources: &runtime.Sources{Replay: draws, OnDraw: func(d runtime.Draw) { again = append(again, d) }}})
	if err != nil || second.Error != nil {
		t.Fatalf("replayed run: %v %v", err, second.Error)
	}
	if string(second.Value) != string(first.Value) {
		t.Fatalf("replay returned %s, the original %s", second.Value, first.Value)
	}
	if len(again) != len(draws) {
		t.Fatalf("replay reported %d draws, want %d", len(again), len(draws))
	}
	bad := append([]runtime.Draw{{Kind: runtime.DrawRandom, Random: 0.5}}, draws[1:]...)
	third, err := rt.Run(context.Background(), runtime.Request{Program: sourcesProgram, Sources: &runtime.Sources{Replay: bad}})
	if err != nil {
		t.Fatal(err)
	}
	if third.Error == nil || third.Error.Kind != runtime.KindException || !strings.HasPrefix(third.Error.Message, runtime.ReplayDivergedPrefix) {
		t.Fatalf("diverged replay = %+v, want an exception starting %q", third.Error, runtime.ReplayDivergedPrefix)
	}
}

func TestOnIdle(t *testing.T) {
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	checkOnIdle(t, rt)
}

// checkOnIdle: a program waiting on a call that is never answered is
// reported idle once both sibling calls reached the host; the host then
// answers them.
func checkOnIdle(t *testing.T, rt runtime.Runtime) {
	t.Helper()
	var mu sync.Mutex
	var replies []runtime.Reply
	calls := 0
	fn := func(_ context.Context, _ json.RawMessage, reply runtime.Reply) {
		mu.Lock()
		calls++
		replies = append(replies, reply)
		mu.Unlock()
	}
	res, err := rt.Run(context.Background(), runtime.Request{
		Program:    `const [a, b] = await Promise.all([tools.f({}), tools.f({})]); return a + b`,
		Namespaces: []runtime.Namespace{{Global: "tools", Functions: []runtime.Function{{Name: "f", Call: func(ctx context.Context, args json.RawMessage, reply runtime.Reply) { fn(ctx, args, reply) }}}}},
		OnIdle: func(timers bool) {
			mu.Lock()
			defer mu.Unlock()
			if calls != 2 {
				t.Errorf("idle with %d calls issued, want 2", calls)
			}
			for _, r := range replies {
				r([]byte("1"), nil)
			}
			replies = nil
		},
	})
	if err != nil || res.Error != nil || string(res.Value) != "2" {
		t.Fatalf("run = %s %v %v", res.Value, res.Error, err)
	}
}
