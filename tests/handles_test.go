package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/testredis"
)

// bigJSONProgram returns about 50 MB of JSON: 100 000 items of ~500 bytes.
const bigJSONProgram = `
const pad = "x".repeat(440);
const items = [];
for (let i = 0; i < 100000; i++) items.push({id: i, name: "item " + i, pad});
console.log("built", items.length);
return {count: items.length, items};`

// TestHandles50MBCLI is issue 19's "done": a program returning 50 MB of
// JSON succeeds; the model sees at most --max-output bytes, with markers
// and a handle; the next program reads items[9999] from the handle, and
// so does `codemode result`, through the file store.
func TestHandles50MBCLI(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	stateDir := filepath.Join(dir, "state")
	prog := writeProgram(t, dir, "big.ts", bigJSONProgram)
	const budget = 4 << 20
	// Generous budgets: building 50 MB in the engine is slow on a loaded machine.
	r := codemode(t, dir, "", "run", "--json", "--memory", "2GiB", "--compute", "5m", "--timeout", "10m", "--state", stateDir, prog)
	if r.code != 0 {
		t.Fatalf("exit %d: %.500s\n%s", r.code, r.stdout, r.stderr)
	}
	var out struct {
		Value  json.RawMessage `json:"value"`
		Logs   []string        `json:"logs"`
		Handle string          `json:"handle"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("stdout is not the run object: %v", err)
	}
	if n := len(strings.TrimSpace(r.stdout)); n > budget {
		t.Errorf("run --json printed %d bytes, over --max-output %d", n, budget)
	}
	if !strings.HasPrefix(out.Handle, "codemode://results/") || !strings.Contains(string(out.Value), "… [clipped ") {
		t.Fatalf("no handle or marker: handle %q, value %.200s…", out.Handle, out.Value)
	}
	read := writeProgram(t, dir, "read.ts", fmt.Sprintf(`return await codemode.result(%q, {path: "items[9999]"})`, out.Handle))
	r = codemode(t, dir, "", "run", "--json", "--state", stateDir, read)
	if r.code != 0 || !strings.Contains(r.stdout, `"value":{"id":9999,"name":"item 9999"`) {
		t.Errorf("the next program read %.300s (exit %d) %s", r.stdout, r.code, r.stderr)
	}
	r = codemode(t, dir, "", "result", "--state", stateDir, out.Handle, "--path", "items[9999].name")
	if r.code != 0 || strings.TrimSpace(r.stdout) != `"item 9999"` {
		t.Errorf("codemode result: exit %d, %q %s", r.code, r.stdout, r.stderr)
	}
	r = codemode(t, dir, "", "result", "--state", stateDir, strings.Repeat("0", 32))
	if r.code != 1 || !strings.Contains(r.stderr, "is unknown, expired") {
		t.Errorf("codemode result of an unknown id: exit %d, %s", r.code, r.stderr)
	}
	r = codemode(t, dir, "", "result", out.Handle)
	if r.code != 2 || !strings.Contains(r.stderr, "--state is required") {
		t.Errorf("codemode result without --state: exit %d, %s", r.code, r.stderr)
	}
}

// readAllPages reads a result handle through resources/read, following
// the pages' codemode/next links.
func readAllPages(t testing.TB, cs *mcp.ClientSession, uri string) (string, int) {
	t.Helper()
	var b strings.Builder
	pages := 0
	for uri != "" {
		res, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: uri})
		if err != nil {
			t.Fatalf("resources/read %s: %v", uri, err)
		}
		pages++
		c := res.Contents[0]
		b.WriteString(c.Text)
		next, _ := c.Meta["codemode/next"].(string)
		uri = next
	}
	return b.String(), pages
}

func connectHTTP(t testing.TB, url string) *mcp.ClientSession {
	t.Helper()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "handles", Version: "1"}, nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: url}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// TestHandlesAcrossReplicas: two `serve --http` replicas share a Redis
// store; a handle made on one is read on the other, by a program and by
// paginated resources/read.
func TestHandlesAcrossReplicas(t *testing.T) {
	t.Parallel()
	srv := testredis.Start(t)
	e := newE2E(t)
	flags := []string{"--state", srv.URL(0), "--max-output", "64KiB"}
	a := connectHTTP(t, e.startHTTP(t, flags...))
	b := connectHTTP(t, e.startHTTP(t, flags...))
	checkReplicas(t, a, b)
}

// TestHandlesFileStoreRestart: with the embedded file store, a handle
// outlives the server that made it.
func TestHandlesFileStoreRestart(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	stateDir := filepath.Join(e.dir, "state")
	flags := []string{"--state", stateDir, "--max-output", "64KiB"}
	a := e.connect(t, nil, flags...)
	res, err := runCode(t, context.Background(), a, `const items = []; for (let i = 0; i < 20000; i++) items.push({i, s: "v" + i}); return {items}`)
	if err != nil || res.IsError {
		t.Fatalf("run: %v %s", err, resultText(res))
	}
	handle := structuredHandle(t, res)
	a.Close() // the stdio server exits and releases the directory
	b := e.connect(t, nil, flags...)
	res, err = runCode(t, context.Background(), b, fmt.Sprintf(`return await codemode.result(%q, {path: "items[19999].s"})`, handle))
	if err != nil || jsonOf(res.StructuredContent) != `{"logs":[],"value":"v19999"}` {
		t.Errorf("after a restart: %v %s", err, jsonOf(res.StructuredContent))
	}
}

func structuredHandle(t testing.TB, res *mcp.CallToolResult) string {
	t.Helper()
	var sc struct {
		Handle string `json:"handle"`
	}
	raw, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(raw, &sc); err != nil || sc.Handle == "" {
		t.Fatalf("no handle in %s", raw)
	}
	return sc.Handle
}

func checkReplicas(t *testing.T, a, b *mcp.ClientSession) {
	ctx := context.Background()
	res, err := runCode(t, ctx, a, `const items = []; for (let i = 0; i < 20000; i++) items.push({id: i, name: "n" + i, pad: "p".repeat(100)}); return {items}`)
	if err != nil || res.IsError {
		t.Fatalf("run on a: %v %s", err, resultText(res))
	}
	raw, _ := json.Marshal(res.StructuredContent)
	if len(raw) > 64<<10 {
		t.Errorf("structuredContent is %d bytes, over --max-output", len(raw))
	}
	if n := len(resultText(res)); n > 64<<10 {
		t.Errorf("text content is %d bytes, over --max-output", n)
	}
	handle := structuredHandle(t, res)
	link := false
	for _, c := range res.Content {
		if l, ok := c.(*mcp.ResourceLink); ok && l.URI == handle {
			link = true
		}
	}
	if !link {
		t.Errorf("no resource_link to %s in the content", handle)
	}
	res, err = runCode(t, ctx, b, fmt.Sprintf(`return await codemode.result(%q, {path: "items[9999]"})`, handle))
	if err != nil || jsonOf(res.StructuredContent) != `{"logs":[],"value":{"id":9999,"name":"n9999","pad":"`+strings.Repeat("p", 100)+`"}}` {
		t.Errorf("replica b read %v %s", err, jsonOf(res.StructuredContent))
	}
	text, pages := readAllPages(t, b, handle)
	var v struct {
		Items []struct {
			ID int `json:"id"`
		} `json:"items"`
	}
	if err := json.Unmarshal([]byte(text), &v); err != nil || len(v.Items) != 20000 || v.Items[19999].ID != 19999 {
		t.Errorf("the pages do not concatenate to the value (%d pages): %v", pages, err)
	}
	if pages < 2 {
		t.Errorf("a %d-byte value came in %d page(s); want pages", len(text), pages)
	}
	if _, err := b.ReadResource(ctx, &mcp.ReadResourceParams{URI: "codemode://results/" + strings.Repeat("f", 32)}); err == nil || !strings.Contains(err.Error(), "is unknown, expired") {
		t.Errorf("reading an unknown handle: %v", err)
	}
	tmpl, err := b.ListResourceTemplates(ctx, nil)
	if err != nil || len(tmpl.ResourceTemplates) == 0 || tmpl.ResourceTemplates[0].URITemplate != "codemode://results/{id}" {
		t.Errorf("resource templates: %v %v", tmpl, err)
	}
}

// TestHandleWithoutStore: an output over --max-output of a run without
// --state offers no handle (no later command could read it) and says what
// to do instead; with --state the note names the command that reads it
// (issue #42 item 7).
func TestHandleWithoutStore(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	prog := writeProgram(t, dir, "big.ts", `console.log("start"); return "x".repeat(5000);`)
	for _, c := range []struct {
		name       string
		args       []string
		stdout     []string // substrings
		notStdout  string
		stderrHint string
	}{
		{"plain", []string{"run", "--max-output", "1KiB", prog}, []string{"start\n", "… [clipped"}, "codemode://results/", "run again with a larger --max-output, or with --state DIR"},
		{"json", []string{"run", "--json", "--max-output", "1KiB", prog}, []string{`"value":"xxx`}, `"handle"`, "no --state store keeps the full output"},
		{"json kept", []string{"run", "--json", "--max-output", "1KiB", "--state", filepath.Join(dir, "state"), prog}, []string{`"handle":"codemode://results/`}, "", "codemode result --state " + filepath.Join(dir, "state") + " codemode://results/"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := codemode(t, dir, "", c.args...)
			if r.code != 0 || !strings.Contains(r.stderr, c.stderrHint) || (c.notStdout != "" && strings.Contains(r.stdout, c.notStdout)) {
				t.Fatalf("exit %d, stdout %.300q (must not hold %q), stderr %q (want %q)", r.code, r.stdout, c.notStdout, r.stderr, c.stderrHint)
			}
			for _, want := range c.stdout {
				if !strings.Contains(r.stdout, want) {
					t.Errorf("stdout lacks %q: %.300q", want, r.stdout)
				}
			}
		})
	}
	// A failed run's clipped logs keep head and tail (the error comes
	// last); their handle is named only where a store keeps it.
	failing := writeProgram(t, dir, "fail.ts", `for (let i = 0; i < 2000; i++) console.log("line " + i); throw new Error("boom")`)
	for _, c := range []struct {
		name  string
		args  []string
		want  []string
		avoid string
	}{
		{"failed, no store", []string{"run", "--json", "--max-output", "2KiB", failing}, []string{`"line 0"`, `"line 1999"`, "no --state store keeps the full logs"}, "codemode://results/"},
		{"failed, kept", []string{"run", "--json", "--max-output", "2KiB", "--state", filepath.Join(dir, "state"), failing}, []string{`"line 0"`, `"line 1999"`, "full logs: codemode://results/"}, "no --state store"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := codemode(t, dir, "", c.args...)
			if r.code != 1 || strings.Contains(r.stdout, c.avoid) {
				t.Fatalf("exit %d, stdout %.400q (must not hold %q), stderr %q", r.code, r.stdout, c.avoid, r.stderr)
			}
			for _, want := range c.want {
				if !strings.Contains(r.stdout, want) {
					t.Errorf("stdout lacks %q: %.400q", want, r.stdout)
				}
			}
		})
	}
}
