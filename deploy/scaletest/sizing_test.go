package scaletest

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var sizing = flag.Bool("scale.sizing", false, "measure the sizing table: runs per CPU-second and memory per in-flight run of one replica")

// fiftyLines is a 50-line program of the kind models write: data shaping
// with objects, arrays, strings and a sort, no tool calls.
const fiftyLines = `
type Row = { id: number; name: string; tags: string[]; score: number };
const rows: Row[] = [];
for (let i = 0; i < 200; i++) {
  rows.push({
    id: i,
    name: "item-" + i.toString(36),
    tags: i % 3 === 0 ? ["a", "b"] : ["c"],
    score: (i * 7919) % 101,
  });
}
const byTag = new Map<string, Row[]>();
for (const r of rows) {
  for (const t of r.tags) {
    const list = byTag.get(t) ?? [];
    list.push(r);
    byTag.set(t, list);
  }
}
const summary: Record<string, { count: number; mean: number; top: string }> = {};
for (const [tag, list] of byTag) {
  const total = list.reduce((s, r) => s + r.score, 0);
  const top = [...list].sort((a, b) => b.score - a.score)[0];
  summary[tag] = {
    count: list.length,
    mean: Math.round((total / list.length) * 100) / 100,
    top: top.name,
  };
}
const words = rows.map((r) => r.name.toUpperCase()).join(" ");
const histogram: number[] = new Array(10).fill(0);
for (const r of rows) {
  histogram[Math.min(9, Math.floor(r.score / 10))]++;
}
const filtered = rows
  .filter((r) => r.score > 50)
  .map(({ id, name }) => ({ id, name }))
  .slice(0, 5);
const checksum = [...words].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
console.log("rows", rows.length);
return {
  summary,
  histogram,
  filtered,
  checksum,
  longest: words.split(" ").reduce((a, b) => (b.length > a.length ? b : a), ""),
};
`

const thousandCalls = `let lines = 0;
for (let i = 0; i < 1000; i++) {
  const r = await tools.read({path: "file03.txt"});
  lines += r.totalLines;
}
return lines`

// TestSizing measures one replica: CPU-seconds per run (so runs per second
// per core, independent of what else the machine runs) for three program
// sizes through MCP over HTTP, and resident memory per in-flight run; both
// count the replica's worker subprocesses under --isolation process.
func TestSizing(t *testing.T) {
	if !*sizing {
		t.Skip("run with -scale.sizing to measure the sizing table")
	}
	bin := buildCodemode(t)
	root := t.TempDir()
	os.WriteFile(filepath.Join(root, "file03.txt"), []byte("a\nb\nc\nd\n"), 0o644)
	rep := startReplica(t, bin, "r1", root, filepath.Join(t.TempDir(), "state"))
	url := "http://" + rep.addr
	ctx := context.Background()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "sizing", Version: "1"}, nil).
		Connect(ctx, &mcp.StreamableClientTransport{Endpoint: url, HTTPClient: authClient(), MaxRetries: -1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	pid := rep.cmd.Process.Pid
	for _, p := range []struct {
		name string
		code string
		n    int
	}{{"trivial", trivialProgram, 2000}, {"50-line", fiftyLines, 500}, {"1,000-call", thousandCalls, 20}} {
		if err := expectValue(call(ctx, cs, p.code, nil), ""); err != nil { // warm up
			t.Fatalf("%s: %v", p.name, err)
		}
		cpu0, wall0 := cpuSeconds(t, pid), time.Now()
		for range p.n {
			if err := expectValue(call(ctx, cs, p.code, nil), ""); err != nil {
				t.Fatalf("%s: %v", p.name, err)
			}
		}
		cpu := cpuSeconds(t, pid) - cpu0
		t.Logf("| %s | %.0f runs/s per core | %.2f ms CPU per run | %.2f ms wall per run |",
			p.name, float64(p.n)/cpu, cpu*1000/float64(p.n), float64(time.Since(wall0).Milliseconds())/float64(p.n))
	}

	// Memory per in-flight run: K runs that wait, RSS before and during.
	const k = 200
	rss0 := rssBytes(t, pid)
	var wg sync.WaitGroup
	for range k {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := mcp.NewClient(&mcp.Implementation{Name: "pending", Version: "1"}, nil).
				Connect(ctx, &mcp.StreamableClientTransport{Endpoint: url, MaxRetries: -1, HTTPClient: authClient()}, nil)
			if err != nil {
				t.Error(err)
				return
			}
			defer c.Close()
			call(ctx, c, `const big = Array.from({length: 1000}, (_, i) => ({i})); await new Promise(r => setTimeout(r, 4000)); return big.length`, nil)
		}()
	}
	time.Sleep(2500 * time.Millisecond)
	rss1 := rssBytes(t, pid)
	wg.Wait()
	t.Logf("memory: %.1f MiB idle (after the runs above), %.1f MiB with %d runs in flight: %.2f MiB per in-flight run",
		float64(rss0)/(1<<20), float64(rss1)/(1<<20), k, float64(rss1-rss0)/k/(1<<20))
}

// tree returns pid and its descendants (the worker subprocesses of
// --isolation process), from /proc/PID/task/TID/children.
func tree(pid int) []int {
	out := []int{pid}
	tasks, _ := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	for _, t := range tasks {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/children", pid, t.Name()))
		if err != nil {
			continue
		}
		for _, f := range strings.Fields(string(b)) {
			if c, err := strconv.Atoi(f); err == nil {
				out = append(out, tree(c)...)
			}
		}
	}
	return out
}

// cpuSeconds is the user plus system CPU time of the process and its live
// descendants, plus what its reaped children used.
func cpuSeconds(t *testing.T, pid int) float64 {
	var total float64
	for i, p := range tree(pid) {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", p))
		if err != nil {
			if i == 0 {
				t.Fatal(err)
			}
			continue // a worker that just exited
		}
		// Fields after the command name (which may hold spaces) start at ")".
		f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+2:]))
		for _, k := range []int{11, 12, 13, 14} { // utime stime cutime cstime
			v, _ := strconv.ParseFloat(f[k], 64)
			total += v / 100 // USER_HZ
		}
	}
	return total
}

// rssBytes is the resident memory of the process and its descendants.
func rssBytes(t *testing.T, pid int) int64 {
	var total int64
	for i, p := range tree(pid) {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", p))
		if err != nil {
			if i == 0 {
				t.Fatal(err)
			}
			continue
		}
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
				kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
				total += kb << 10
			}
		}
	}
	return total
}
