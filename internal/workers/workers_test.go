package workers

import (
	"bytes"
	"runtime"
	"sync"
	"testing"
	"time"
)

// TestConcurrent: Go returns at once and its functions run concurrently,
// as with the go statement: each of these waits for all the others.
func TestConcurrent(t *testing.T) {
	p := &pool{work: make(chan func()), idle: time.Second}
	const n = 50
	var started, done sync.WaitGroup
	started.Add(n)
	done.Add(n)
	for range n {
		p.run(func() {
			started.Done()
			started.Wait()
			done.Done()
		})
	}
	done.Wait()
}

// goroutineID is the id runtime.Stack prints for the calling goroutine.
func goroutineID() string {
	b := make([]byte, 64)
	b = b[:runtime.Stack(b, false)]
	id, _, _ := bytes.Cut(bytes.TrimPrefix(b, []byte("goroutine ")), []byte(" "))
	return string(id)
}

// TestReuse: one function after another runs on a waiting worker rather
// than on a new goroutine.
func TestReuse(t *testing.T) {
	p := &pool{work: make(chan func()), idle: time.Second}
	ids := map[string]bool{}
	for range 20 {
		got := make(chan string)
		p.run(func() { got <- goroutineID() })
		ids[<-got] = true
		time.Sleep(2 * time.Millisecond) // the worker goes back to waiting
	}
	if len(ids) > 10 {
		t.Errorf("20 sequential functions ran on %d goroutines", len(ids))
	}
}

// TestIdleExit: a worker that gets nothing to run for idle exits.
func TestIdleExit(t *testing.T) {
	p := &pool{work: make(chan func()), idle: 5 * time.Millisecond}
	before := runtime.NumGoroutine()
	var wg sync.WaitGroup
	wg.Add(10)
	for range 10 {
		p.run(func() { time.Sleep(time.Millisecond); wg.Done() })
	}
	wg.Wait()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines remain, %d before", n, before)
	}
}

// deep needs a few kilobytes of stack, as a tool call's dispatch does.
//
//go:noinline
func deep(n int) int {
	var pad [256]byte
	pad[n%256] = byte(n)
	if n == 0 {
		return int(pad[0])
	}
	return deep(n-1) + int(pad[n%256])
}

// BenchmarkGo compares Go with the go statement for a function that
// grows a new goroutine's stack.
func BenchmarkGo(b *testing.B) {
	for _, bm := range []struct {
		name  string
		start func(func())
	}{
		{"workers", Go},
		{"go statement", func(f func()) { go f() }},
	} {
		b.Run(bm.name, func(b *testing.B) {
			done := make(chan int)
			for b.Loop() {
				bm.start(func() { done <- deep(16) })
				<-done
			}
		})
	}
}
