package tests

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestServeHostMemoryBoundsLargeOutputs (#44 item 4, OUT-11): five
// concurrent runs each return a 40 MB string to one `serve --http
// --host-memory 96MiB` (process isolation, the file store), more than
// the budget holds at once. The outputs reserve their bytes before serve
// reads them, so they wait for room: every run gets its answer (a
// preview and a handle) or a clear busy refusal, never a worker death or
// a lost answer, serve answers a trivial run afterwards, and its peak
// RSS stays under the budget plus 240 MiB for everything else it holds
// (before, these outputs cost it about 2.8 times their size: some 560
// MB). A 110 MB output, over the whole budget, is refused first as
// output-limit naming --host-memory: the reservation reached the worker's
// reader through the call.
func TestServeHostMemoryBoundsLargeOutputs(t *testing.T) {
	requireServe(t)
	const (
		runs   = 5
		size   = 40_000_000
		budget = 96 << 20
		bound  = budget + 240<<20
	)
	dir := t.TempDir()
	servers := filepath.Join(dir, "servers.json")
	writeJSON(t, servers, map[string]any{"mcpServers": map[string]any{}})
	base, cmd, stderr := startServeReady(t, []string{"XDG_CACHE_HOME=" + filepath.Join(dir, "cache")},
		"--servers", servers, "--root", dir, "--state", filepath.Join(dir, "state"), "--timeout", "300s",
		"--host-memory", fmt.Sprint(budget), "--max-result", "128MiB", "--memory", "512MiB")
	ctx := context.Background()
	connect := func() *mcp.ClientSession { return connectHTTP(t, base+"/mcp") }
	res, err := runCode(t, ctx, connect(), `return "x".repeat(110_000_000)`)
	if err != nil || !res.IsError || !strings.HasPrefix(resultText(res), "output-limit") || !strings.Contains(resultText(res), "--host-memory") {
		t.Fatalf("an output over the whole budget: %v %s", err, firstLine(resultText(res)))
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	outcomes := map[string]int{}
	for range runs {
		cs := connect()
		wg.Go(func() {
			res, err := runCode(t, ctx, cs, fmt.Sprintf(`return "x".repeat(%d)`, size))
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err != nil && strings.Contains(err.Error(), "busy") && strings.Contains(err.Error(), "--host-memory"):
				outcomes["busy"]++
			case err != nil:
				t.Errorf("a large run failed: %v", err)
			case res.IsError:
				t.Errorf("a large run failed: %s", firstLine(resultText(res)))
			case !strings.Contains(resultText(res), "codemode://results/"):
				t.Errorf("a large run answered without a handle: %.200s", resultText(res))
			default:
				outcomes["answered"]++
			}
		})
	}
	wg.Wait()
	if outcomes["answered"] == 0 {
		t.Errorf("no large run was answered: %v", outcomes)
	}
	res, err = runCode(t, ctx, connect(), `return 1 + 1`)
	if err != nil || res.IsError || !strings.Contains(resultText(res), "2") {
		t.Fatalf("serve after the large outputs: %v %v\n%s", err, res, stderr)
	}
	peak := peakRSS(cmd.Process.Pid)
	t.Logf("%d runs of %d MB with --host-memory %d MiB: %v; serve's peak RSS %d MiB (bound %d MiB)", runs, size/1_000_000, budget>>20, outcomes, peak>>20, bound>>20)
	if peak <= 0 || peak > bound {
		t.Errorf("serve's peak RSS %d MiB, over the bound of %d MiB", peak>>20, bound>>20)
	}
}
