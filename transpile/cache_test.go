package transpile

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
)

// withCache swaps in a fresh cache with the given bounds for one test.
func withCache(t *testing.T, entries, bytes int) *cache {
	t.Helper()
	old := defaultCache
	c := newCache(entries, bytes)
	defaultCache = c
	t.Cleanup(func() { defaultCache = old })
	return c
}

func calls(f func()) int64 {
	before := esbuildCalls.Load()
	f()
	return esbuildCalls.Load() - before
}

// TestCacheRetryDoesNotRunEsbuild: the same program (and the same broken
// program) transformed again is served from the cache (STYLE C7).
func TestCacheRetryDoesNotRunEsbuild(t *testing.T) {
	withCache(t, 16, 1<<20)
	opts := Options{Params: []string{"tools"}}
	var first *Program
	if n := calls(func() {
		var err error
		first, err = Transform("const o = { a: 1 }; return o", opts)
		if err != nil {
			t.Fatal(err)
		}
	}); n != 1 {
		t.Fatalf("first transform ran esbuild %d times, want 1", n)
	}
	if n := calls(func() {
		again, err := Transform("const o = { a: 1 }; return o", opts)
		if err != nil || again != first {
			t.Fatalf("retry = %p, %v; want the cached %p", again, err, first)
		}
	}); n != 0 {
		t.Errorf("retry ran esbuild %d times", n)
	}
	var e1 *Error
	if n := calls(func() {
		_, err := Transform("return )", opts)
		if !errors.As(err, &e1) {
			t.Fatalf("got %v", err)
		}
	}); n != 2 {
		t.Errorf("broken program ran esbuild %d times, want 2 (probe and plain wrapper)", n)
	}
	if n := calls(func() {
		_, err := Transform("return )", opts)
		var e2 *Error
		if !errors.As(err, &e2) || *e2 != *e1 {
			t.Fatalf("retry of broken program = %v, want %v", err, e1)
		}
		if e2 == e1 {
			t.Error("cached *Error shared, want a copy")
		}
	}); n != 0 {
		t.Errorf("retry of broken program ran esbuild %d times", n)
	}
}

// TestCacheKey: filename and params are part of the key.
func TestCacheKey(t *testing.T) {
	withCache(t, 16, 1<<20)
	for _, o := range []Options{{}, {Filename: "a.ts"}, {Params: []string{"tools"}}, {Params: []string{"tools", "console"}}, {Params: []string{"toolsconsole"}}} {
		if n := calls(func() {
			if _, err := Transform("return 1", o); err != nil {
				t.Fatal(err)
			}
		}); n != 1 {
			t.Errorf("%+v: %d esbuild calls, want 1 (a miss)", o, n)
		}
	}
	if k1, k2 := cacheKey("ab", "c", nil), cacheKey("a", "bc", nil); k1 == k2 {
		t.Error("key is ambiguous across fields")
	}
	if k1, k2 := cacheKey("x", "f", []string{"a", "b"}), cacheKey("x", "f", []string{"ab"}); k1 == k2 {
		t.Error("key is ambiguous across params")
	}
}

// TestCacheEvictsByCount keeps the most recently used entries.
func TestCacheEvictsByCount(t *testing.T) {
	c := withCache(t, 3, 1<<20)
	for i := 0; i < 3; i++ {
		mustTransform(t, fmt.Sprintf("return %d", i))
	}
	mustTransform(t, "return 0") // touch 0: 1 is now the oldest
	mustTransform(t, "return 3") // evicts 1
	if n, _ := c.stats(); n != 3 {
		t.Fatalf("entries = %d, want 3", n)
	}
	for _, c := range []struct {
		src  string
		want int64
	}{{"return 0", 0}, {"return 2", 0}, {"return 3", 0}, {"return 1", 1}} {
		if n := calls(func() { mustTransform(t, c.src) }); n != c.want {
			t.Errorf("%q: %d esbuild calls, want %d", c.src, n, c.want)
		}
	}
}

// TestCacheEvictsByBytes bounds the total size, and never keeps an entry
// larger than the bound.
func TestCacheEvictsByBytes(t *testing.T) {
	big := "return `" + strings.Repeat("x", 4000) + "`"
	one := sizeOf(mustCompile(t, big+";1"), nil)
	c := withCache(t, 100, 2*one+one/2)
	mustTransform(t, big+";1")
	mustTransform(t, big+";2")
	mustTransform(t, big+";3")
	n, b := c.stats()
	if n != 2 || b > 2*one+one/2 {
		t.Errorf("entries = %d, bytes = %d; want 2 entries within %d bytes", n, b, 2*one+one/2)
	}
	tiny := withCache(t, 100, 100)
	mustTransform(t, big)
	if n, _ := tiny.stats(); n != 0 {
		t.Errorf("an entry larger than the byte bound was kept")
	}
	if n := calls(func() { mustTransform(t, big) }); n == 0 {
		t.Error("uncacheable entry served from the cache")
	}
}

// TestCacheConcurrent: concurrent transforms of the same and of different
// programs agree, and one key's concurrent misses share one transform. Run
// with -race.
func TestCacheConcurrent(t *testing.T) {
	withCache(t, 64, 1<<20)
	const workers = 16
	var wg sync.WaitGroup
	results := make([]*Program, workers)
	n := calls(func() {
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				results[w] = mustTransform(t, "const same = { v: 1 }; return same")
				for i := 0; i < 20; i++ {
					p := mustTransform(t, fmt.Sprintf("return %d", (w+i)%12))
					if !strings.Contains(p.JS, fmt.Sprintf("return %d;", (w+i)%12)) {
						t.Errorf("wrong program: %s", p.JS)
					}
					if l, _, ok := p.Position(3, 3); !ok || l != 1 {
						t.Errorf("Position = %d, %v", l, ok)
					}
				}
			}(w)
		}
		wg.Wait()
	})
	for _, r := range results {
		if r != results[0] {
			t.Fatal("concurrent misses of one program produced different *Programs")
		}
	}
	// Nothing is evicted, so each of the 13 programs is transformed
	// exactly once, however many goroutines asked for it at the same time.
	if n != 13 {
		t.Errorf("%d esbuild calls, want 13", n)
	}
}

func mustTransform(t *testing.T, src string) *Program {
	t.Helper()
	p, err := Transform(src, Options{Params: []string{"tools"}})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustCompile(t *testing.T, src string) *Program {
	t.Helper()
	p, err := compile(src, DefaultFilename, []string{"tools"})
	if err != nil {
		t.Fatal(err)
	}
	return p
}
