package inprocess

import (
	"context"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// Prepared realms serve one run each: what a program leaves in its realm
// (globals, vandalised builtins, a patched prototype) never reaches a later
// run, whether that run's realm was prepared ahead or built on demand.
func TestPreparedRealmsAreNotShared(t *testing.T) {
	rt := mustNew(t, nil)
	const program = `
		const seen = [typeof globalThis.leak, typeof Array.prototype.leak, typeof JSON.leak, String(Object.keys)];
		globalThis.leak = 1; Array.prototype.leak = 1; JSON.leak = 1; Object.keys = () => ["vandal"];
		return seen.join(",");`
	want := "undefined,undefined,undefined," + "function keys() { [native code] }"
	for i := range 3 * cap(rt.realms.ready) {
		if i%2 == 1 { // let the builder fill the pool: alternate prepared and on-demand realms
			waitPoolFull(t, rt)
		}
		res := run1(t, rt, context.Background(), program)
		if res.Error != nil || string(res.Value) != strconv.Quote(want) {
			t.Fatalf("run %d: %s %v, want %q", i, res.Value, res.Error, want)
		}
	}
}

// Concurrent runs take distinct realms.
func TestPreparedRealmsConcurrentRuns(t *testing.T) {
	rt := mustNew(t, nil)
	run1(t, rt, context.Background(), `return 1`) // starts the builder
	waitPoolFull(t, rt)
	var wg sync.WaitGroup
	for i := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := `if (globalThis.mark !== undefined) throw new Error("shared realm"); globalThis.mark = ` + strconv.Itoa(i) + `; await null; return globalThis.mark;`
			res := run1(t, rt, context.Background(), p)
			if res.Error != nil || string(res.Value) != strconv.Itoa(i) {
				t.Errorf("run %d: %s %v", i, res.Value, res.Error)
			}
		}()
	}
	wg.Wait()
}

// Close stops the builder and drops the prepared realms; a Runtime that
// never ran never started one.
func TestPreparedRealmsStopOnClose(t *testing.T) {
	idle := mustNew(t, nil)
	if err := idle.Close(); err != nil {
		t.Fatal(err)
	}
	if n := len(idle.realms.ready); n != 0 {
		t.Fatalf("an unused Runtime prepared %d realms", n)
	}

	rt := mustNew(t, nil)
	run1(t, rt, context.Background(), `return 1`)
	waitPoolFull(t, rt)
	done := make(chan struct{})
	go func() { rt.Close(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Close did not return")
	}
	if n := len(rt.realms.ready); n != 0 {
		t.Fatalf("%d prepared realms kept after Close", n)
	}
	stopped := make(chan struct{})
	go func() { rt.realms.wg.Wait(); close(stopped) }()
	select {
	case <-stopped:
	case <-time.After(10 * time.Second):
		t.Fatal("the builder is still running after Close")
	}
	if _, err := rt.Run(context.Background(), runtime.Request{Program: `return 1`}); err == nil {
		t.Fatal("Run after Close succeeded")
	}
}

func waitPoolFull(t testing.TB, rt *Runtime) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for len(rt.realms.ready) < cap(rt.realms.ready) {
		if time.Now().After(deadline) {
			t.Fatal("the realm pool did not fill")
		}
		time.Sleep(100 * time.Microsecond)
	}
}
