package tests

// Issue #44 item 8: the large-output and waiting-run cases together
// against one `serve --http`, on the file store and on Redis. It reports
// (never asserts) serve's peak RSS, the store's size and the p99 of a
// trivial run; the README's sizing figures come from it. It takes about a
// minute per store, so it runs only with -load:
//
//	go test ./tests -run TestLoadHostile -load -v

import (
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/redis/go-redis/v9"

	"github.com/codemode-go/codemode/internal/testredis"
)

var loadFlag = flag.Bool("load", false, "run TestLoadHostile, the hostile load test of issue #44 (about a minute per store)")

func TestLoadHostile(t *testing.T) {
	if !*loadFlag {
		t.Skip("the hostile load test runs with -load")
	}
	requireServe(t)
	stores := map[string]func(t *testing.T) (spec string, size func() int64){
		"file": func(t *testing.T) (string, func() int64) {
			dir := t.TempDir()
			return dir, func() int64 { return dirSize(dir) }
		},
		"redis": func(t *testing.T) (string, func() int64) {
			srv := testredis.Start(t)
			c := redis.NewClient(&redis.Options{Addr: srv.Addr})
			t.Cleanup(func() { c.Close() })
			return srv.URL(0), func() int64 {
				info, err := c.Info(context.Background(), "memory").Result()
				if err != nil {
					return -1
				}
				for _, l := range strings.Split(info, "\r\n") {
					if v, ok := strings.CutPrefix(l, "used_memory:"); ok {
						n, _ := strconv.ParseInt(v, 10, 64)
						return n
					}
				}
				return -1
			}
		},
	}
	for _, name := range []string{"file", "redis"} {
		t.Run(name, func(t *testing.T) {
			spec, size := stores[name](t)
			loadOnce(t, spec, size)
		})
	}
}

func loadOnce(t *testing.T, stateSpec string, storeSize func() int64) {
	const (
		large   = 6          // concurrent runs returning a large string
		bytes   = 60_000_000 // each
		waiters = 8          // runs that only wait
		trivial = 60         // trivial runs timed, at least
	)
	dir := t.TempDir()
	servers := filepath.Join(dir, "servers.json")
	writeJSON(t, servers, map[string]any{"mcpServers": map[string]any{}})
	base, cmd, _ := startServeReady(t, []string{"XDG_CACHE_HOME=" + filepath.Join(dir, "cache")},
		"--servers", servers, "--root", dir, "--approve", "*=allow", "--state", stateSpec, "--timeout", "120s", "--host-memory", "768MiB")
	connect := func() *mcp.ClientSession { return connectHTTP(t, base+"/mcp") }
	ctx := context.Background()
	// serve's peak before the load: the part of the peak under load that
	// the large outputs do not explain.
	idle := peakRSS(cmd.Process.Pid)
	var wg sync.WaitGroup
	var mu sync.Mutex
	outcomes := map[string]int{}
	note := func(kind string, res *mcp.CallToolResult, err error) {
		mu.Lock()
		defer mu.Unlock()
		switch {
		case err != nil:
			outcomes[kind+": "+firstLine(err.Error())]++
		case res.IsError:
			outcomes[kind+": "+firstLine(resultText(res))]++
		default:
			outcomes[kind+": ok"]++
		}
	}
	for range waiters {
		cs := connect()
		wg.Go(func() {
			res, err := runCode(t, ctx, cs, `await new Promise(r => setTimeout(r, 20000)); return "waited"`)
			note("waiter", res, err)
		})
	}
	for range large {
		cs := connect()
		wg.Go(func() {
			res, err := runCode(t, ctx, cs, fmt.Sprintf(`return "x".repeat(%d)`, bytes))
			note("large", res, err)
		})
	}
	loaded := make(chan struct{})
	go func() { wg.Wait(); close(loaded) }()
	cs := connect()
	var lat []time.Duration
	// Trivial runs, one after another, for as long as the load lasts.
	for busy := true; busy || len(lat) < trivial; {
		start := time.Now()
		res, err := runCode(t, ctx, cs, `return 1 + 1`)
		lat = append(lat, time.Since(start))
		note("trivial", res, err)
		select {
		case <-loaded:
			busy = false
		default:
		}
	}
	slices.Sort(lat)
	p99 := lat[len(lat)*99/100]
	peak := peakRSS(cmd.Process.Pid)
	t.Logf("peak RSS of serve %d MiB (%d MiB before the load: %.1f times each large output's size above it); store %d MiB; %d trivial runs during the load: p50 %v p99 %v; outcomes %v",
		peak>>20, idle>>20, float64(peak-idle)/large/bytes, storeSize()>>20, len(lat), lat[len(lat)/2].Round(time.Millisecond), p99.Round(time.Millisecond), outcomes)
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	if len(s) > 120 {
		s = s[:120]
	}
	return s
}

// peakRSS is a process's peak resident set (VmHWM) in bytes, from /proc.
func peakRSS(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return -1
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			n, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return n << 10
		}
	}
	return -1
}

// dirSize is the bytes of the files under dir.
func dirSize(dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if fi, err := d.Info(); err == nil {
				n += fi.Size()
			}
		}
		return nil
	})
	return n
}
