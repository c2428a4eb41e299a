package tests

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/testredis"
)

// mixedNotes is a Promise.all of reads (get_user, add: read-only) and
// gated writes (note: no readOnlyHint).
const mixedNotes = `const [u, n1, s, n2] = await Promise.all([tools.up_get_user({ id: 1 }), tools.up_note({ text: "one" }),
  tools.up_add({ a: 1, b: 2 }), tools.up_note({ text: "two" })]);
console.log("noted", n1.noted, n2.noted);
return [u.id, s.sum, n1.noted, n2.noted]`

const mixedNotesValue = `{"logs":["noted one two"],"value":[1,3,"one","two"]}`

type suspension struct {
	Status  string `json:"status"`
	Pending []struct {
		Tool      string         `json:"tool"`
		Arguments map[string]any `json:"arguments"`
	} `json:"pending"`
	Resume   string   `json:"resume"`
	Logs     []string `json:"logs"`
	Approval struct {
		ID  string `json:"id"`
		URL string `json:"url"`
	} `json:"approval"`
}

// decideByCLI is the person's decision: `codemode approvals approve|deny
// ID` on the store the run suspended in.
func decideByCLI(t *testing.T, state string, s suspension, decision string) {
	t.Helper()
	if s.Approval.ID == "" {
		t.Fatalf("the suspension names no approval: %+v", s)
	}
	if r := codemode(t, t.TempDir(), "", "approvals", decision, s.Approval.ID, "--state", state); r.code != 0 {
		t.Fatalf("codemode approvals %s: exit %d %s", decision, r.code, r.stderr)
	}
}

// suspendedOf checks a success-shaped suspended result.
func suspendedOf(t *testing.T, res *mcp.CallToolResult) suspension {
	t.Helper()
	var s suspension
	if err := json.Unmarshal([]byte(jsonOf(res.StructuredContent)), &s); err != nil || res.IsError || s.Status != "suspended" || s.Resume == "" {
		t.Fatalf("not suspended: isError %v %s %s", res.IsError, jsonOf(res.StructuredContent), resultText(res))
	}
	if !strings.Contains(resultText(res), "await approval") {
		t.Errorf("suspended text does not say what awaits approval: %q", resultText(res))
	}
	return s
}

func resumeCall(ctx context.Context, cs *mcp.ClientSession, code, token, decision string) (*mcp.CallToolResult, error) {
	return cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{
		"code": code, "description": "e2e", "resume": map[string]any{"token": token, "decision": decision}}})
}

// notes counts the note side effects the upstreams logged.
func (e *e2e) notes(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile(e.eventLog)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "note ") {
			out = append(out, l)
		}
	}
	return out
}

// serveHTTP starts `codemode serve --http` and returns its URL and
// process, which the test may kill.
func (e *e2e) serveHTTP(t *testing.T, extra ...string) (string, *exec.Cmd) {
	t.Helper()
	cmd := exec.Command(codemodeBin, e.args(append([]string{"--http", "127.0.0.1:0"}, extra...)...)...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if u, ok := strings.CutPrefix(sc.Text(), "codemode serve: listening on "); ok {
				urls <- u
			}
		}
	}()
	select {
	case u := <-urls:
		return u, cmd
	case <-time.After(30 * time.Second):
		t.Fatal("codemode serve --http never reported its address")
	}
	return "", nil
}

func httpClient(t *testing.T, url string) *mcp.ClientSession {
	t.Helper()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "1"}, nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: url}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// TestApprovalAcrossReplicas: two `serve --http` replicas share a real
// Redis and a seal key. A run suspends on one (its reads ran, its gated
// writes did not) and resumes on the other; each write runs exactly once,
// and the token cannot be used again on either replica.
func TestApprovalAcrossReplicas(t *testing.T) {
	t.Parallel()
	srv := testredis.Start(t)
	e := newE2E(t)
	e.gated = true
	flags := []string{"--state", srv.URL(3), "--seal-key", "a seal key both replicas share, 32+ bytes"}
	urlA, _ := e.serveHTTP(t, flags...)
	urlB, _ := e.serveHTTP(t, flags...)
	ctx := context.Background()
	res, err := runCode(t, ctx, httpClient(t, urlA), mixedNotes)
	if err != nil {
		t.Fatal(err)
	}
	s := suspendedOf(t, res)
	if len(s.Pending) != 2 || s.Pending[0].Tool != "up_note" || s.Pending[1].Tool != "up_note" {
		t.Fatalf("pending = %+v, want both notes together", s.Pending)
	}
	if n := e.notes(t); len(n) != 0 {
		t.Fatalf("notes before approval: %v", n)
	}
	res, err = resumeCall(ctx, httpClient(t, urlB), mixedNotes, s.Resume, "approve")
	if err != nil || suspendedOf(t, res).Approval.ID != s.Approval.ID || len(e.notes(t)) != 0 {
		t.Fatalf("the model's own decision: %v %s, notes %v; want the same suspension and no note", err, resultText(res), e.notes(t))
	}
	// The link names replica A's listener; the page reads the shared
	// store, so replica B serves the same approval.
	if !strings.HasPrefix(s.Approval.URL, urlA+"/approvals/") {
		t.Fatalf("approval link %q is not on replica A (%s)", s.Approval.URL, urlA)
	}
	page, err := http.Get(urlB + strings.TrimPrefix(s.Approval.URL, urlA))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(page.Body)
	page.Body.Close()
	if page.StatusCode != http.StatusOK || !strings.Contains(string(body), "up_note") || !strings.Contains(string(body), `name="csrf"`) {
		t.Fatalf("the approval page on replica B: %d %s", page.StatusCode, body)
	}
	decideByCLI(t, srv.URL(3), s, "approve")
	res, err = resumeCall(ctx, httpClient(t, urlB), mixedNotes, s.Resume, "approve")
	if err != nil || res.IsError || jsonOf(res.StructuredContent) != mixedNotesValue {
		t.Fatalf("resume on replica B: %v %s", err, resultText(res))
	}
	if n := e.notes(t); strings.Join(n, ",") != "note one,note two" {
		t.Errorf("notes after resume = %v, want each once", n)
	}
	for _, u := range []string{urlA, urlB} {
		res, err = resumeCall(ctx, httpClient(t, u), mixedNotes, s.Resume, "approve")
		if err != nil || !res.IsError || !strings.Contains(resultText(res), "already used") {
			t.Errorf("second resume: %v %s", err, resultText(res))
		}
	}
	if n := e.notes(t); len(n) != 2 {
		t.Errorf("notes after the refused resumes = %v", n)
	}
}

// TestApprovalSurvivesKill9: a run suspended by a serve process that is
// then killed with SIGKILL resumes on a fresh process over the same
// store (the seal key generated by the first process is kept in it).
func TestApprovalSurvivesKill9(t *testing.T) {
	t.Parallel()
	for _, store := range []string{"file", "redis"} {
		t.Run(store, func(t *testing.T) {
			e := newE2E(t)
			e.gated = true
			spec := e.state
			if store == "redis" {
				spec = testredis.Start(t).URL(4)
			}
			ctx := context.Background()
			url, cmd := e.serveHTTP(t, "--state", spec)
			res, err := runCode(t, ctx, httpClient(t, url), mixedNotes)
			if err != nil {
				t.Fatal(err)
			}
			s := suspendedOf(t, res)
			if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			cmd.Wait()
			url2, _ := e.serveHTTP(t, "--state", spec)
			decideByCLI(t, spec, s, "approve")
			res, err = resumeCall(ctx, httpClient(t, url2), mixedNotes, s.Resume, "approve")
			if err != nil || res.IsError || jsonOf(res.StructuredContent) != mixedNotesValue {
				t.Fatalf("resume after kill -9: %v %s", err, resultText(res))
			}
			if n := e.notes(t); len(n) != 2 {
				t.Errorf("notes = %v, want two", n)
			}
		})
	}
}

// TestApprovalStdio: over stdio, a go-sdk client with elicitation is
// asked inline (one question per pending call, naming the tool, its
// arguments and the description) and a denied note never runs; a client
// without elicitation gets the suspended result and resumes.
func TestApprovalStdio(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	t.Run("elicitation", func(t *testing.T) {
		e := newE2E(t)
		e.gated = true
		var mu sync.Mutex // the client answers input requests concurrently
		var questions []string
		cs := e.connect(t, &mcp.ClientOptions{ElicitationHandler: func(_ context.Context, r *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			mu.Lock()
			questions = append(questions, r.Params.Message)
			mu.Unlock()
			if strings.Contains(r.Params.Message, `"two"`) {
				return &mcp.ElicitResult{Action: "decline"}, nil
			}
			return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"decision": "approve"}}, nil
		}})
		code := `try { return await (async () => {` + mixedNotes + `})() } catch (e) { return e.name + ": " + e.message }`
		res, err := runCode(t, ctx, cs, code)
		if err != nil || res.IsError || !strings.Contains(jsonOf(res.StructuredContent), `ToolCallError: the user denied tool \"up_note\"`) {
			t.Fatalf("result: %v %s", err, jsonOf(res.StructuredContent))
		}
		if len(questions) != 2 || !strings.Contains(questions[0], "up_note") || !strings.Contains(questions[0], "e2e") {
			t.Errorf("questions = %q", questions)
		}
		if n := e.notes(t); strings.Join(n, ",") != "note one" {
			t.Errorf("notes = %v, want only the approved one", n)
		}
	})
	for _, isolation := range []string{"inprocess", "process"} {
		t.Run("suspended-"+isolation, func(t *testing.T) {
			testSuspendedStdio(t, isolation)
		})
	}
}

// testSuspendedStdio: a client without elicitation gets the suspended
// result and resumes in the same session.
func testSuspendedStdio(t *testing.T, isolation string) {
	ctx := context.Background()
	{
		e := newE2E(t)
		e.gated = true
		cs := e.connect(t, nil, "--isolation", isolation)
		res, err := runCode(t, ctx, cs, mixedNotes)
		if err != nil {
			t.Fatal(err)
		}
		s := suspendedOf(t, res)
		decideByCLI(t, e.state, s, "approve")
		res, err = resumeCall(ctx, cs, mixedNotes, s.Resume, "approve")
		if err != nil || res.IsError || jsonOf(res.StructuredContent) != mixedNotesValue {
			t.Fatalf("resume: %v %s", err, resultText(res))
		}
		if n := e.notes(t); len(n) != 2 {
			t.Errorf("notes = %v", n)
		}
	}
}

// TestApprovalInspector: through the official TypeScript SDK client (the
// MCP Inspector CLI), which checks structuredContent against run_code's
// output schema, a run suspends in one serve process and resumes in
// another started later over the same --state directory.
func TestApprovalInspector(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	e.gated = true
	call := func(extra ...string) (isError bool, sc string) {
		args := append([]string{"--method", "tools/call", "--tool-name", "run_code", "--tool-arg", "code=" + mixedNotes, "--tool-arg", "description=inspector"}, extra...)
		out := inspector(t, e, args...)
		var res struct {
			IsError           bool
			StructuredContent json.RawMessage
		}
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatalf("tools/call output is not JSON: %v\n%s", err, out)
		}
		var v any
		json.Unmarshal(res.StructuredContent, &v)
		return res.IsError, jsonOf(v)
	}
	isErr, sc := call()
	var s suspension
	if err := json.Unmarshal([]byte(sc), &s); err != nil || isErr || s.Status != "suspended" || len(s.Pending) != 2 {
		t.Fatalf("first call: isError %v %s", isErr, sc)
	}
	// The official TS SDK client declares no elicitation: the model's own
	// decision must not run the gated notes; the event log on disk shows
	// whether they ran.
	resume, _ := json.Marshal(map[string]string{"token": s.Resume, "decision": "approve"})
	isErr, sc = call("--tool-arg", "resume="+string(resume))
	var again suspension
	if err := json.Unmarshal([]byte(sc), &again); err != nil || isErr || again.Status != "suspended" || again.Approval.ID != s.Approval.ID {
		t.Fatalf("the model's own decision: isError %v %s; want the same suspension", isErr, sc)
	}
	if n := e.notes(t); len(n) != 0 {
		t.Fatalf("the model's own decision ran the gated notes: %v", n)
	}
	decideByCLI(t, e.state, s, "approve")
	isErr, sc = call("--tool-arg", "resume="+string(resume))
	if isErr || sc != mixedNotesValue {
		t.Fatalf("resume: isError %v %s", isErr, sc)
	}
	if n := e.notes(t); len(n) != 2 {
		t.Errorf("notes = %v", n)
	}
}

// TestCLIRunSuspendResume: `codemode run --state DIR` suspends at a
// gated write (exit 0, status/pending/resume beside logs); `codemode
// resume` replays it in another process and the write happens once; the
// token cannot be used twice; bad flags are usage errors.
func TestCLIRunSuspendResume(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	st := t.TempDir()
	prog := writeProgram(t, root, "p.ts", `const r = Math.random();
console.log("listed", (await tools.list({})).entries.length);
await tools.write({ path: "out.txt", content: String(r) });
return r`)
	r := codemode(t, root, "", "run", "--root", root, "--state", st, "--gate", "--json", prog)
	var out struct {
		Logs    []string `json:"logs"`
		Status  string   `json:"status"`
		Pending []struct {
			Tool      string            `json:"tool"`
			Arguments map[string]string `json:"arguments"`
		} `json:"pending"`
		Resume string          `json:"resume"`
		Value  json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || r.code != 0 || out.Status != "suspended" || len(out.Pending) != 1 || out.Pending[0].Tool != "write" || out.Value != nil {
		t.Fatalf("run: exit %d %s %s", r.code, r.stdout, r.stderr)
	}
	if _, err := os.Stat(root + "/out.txt"); !os.IsNotExist(err) {
		t.Fatal("the write ran before approval")
	}
	r = codemode(t, root, "", "resume", "--root", root, "--state", st, "--json", "--token", out.Resume, "--decision", "approve", prog)
	var done runJSON
	if err := json.Unmarshal([]byte(r.stdout), &done); err != nil || r.code != 0 || done.Error != nil {
		t.Fatalf("resume: exit %d %s %s", r.code, r.stdout, r.stderr)
	}
	b, _ := os.ReadFile(root + "/out.txt")
	if string(b) != out.Pending[0].Arguments["content"] || string(done.Value) != string(b) || strings.Join(done.Logs, "|") != strings.Join(out.Logs, "|") {
		t.Errorf("replayed value %s, file %q, logs %v vs %v", done.Value, b, done.Logs, out.Logs)
	}
	r = codemode(t, root, "", "resume", "--root", root, "--state", st, "--token", out.Resume, "--decision", "approve", prog)
	if r.code != 1 || !strings.Contains(r.stderr, "already used") {
		t.Errorf("second resume: exit %d %s", r.code, r.stderr)
	}
	// The resume command run prints can be pasted as it is (from another
	// directory), and a wrong store says so rather than "forged".
	if err := os.Remove(root + "/out.txt"); err != nil {
		t.Fatal(err)
	}
	r = codemode(t, root, "", "run", "--root", root, "--state", st, "--gate", "p.ts")
	var line string
	for _, l := range strings.Split(r.stderr, "\n") {
		if rest, ok := strings.CutPrefix(l, "resume with: codemode "); ok {
			line = rest
		}
	}
	if r.code != 0 || line == "" || !strings.Contains(r.stderr, "codemode approvals approve ") || strings.Contains(r.stderr, "approve|deny") {
		t.Fatalf("run --gate printed no resume command: exit %d %s", r.code, r.stderr)
	}
	// As printed: the program's relative path and every flag included.
	pasted := exec.Command("sh", "-c", shellQuoteArg(codemodeBin)+" "+line)
	pasted.Dir = t.TempDir()
	if b, err := pasted.CombinedOutput(); err != nil {
		t.Fatalf("the printed resume command %q failed: %v\n%s", line, err, b)
	}
	if _, err := os.Stat(root + "/out.txt"); err != nil {
		t.Errorf("the pasted resume did not write: %v", err)
	}
	// Without --state nothing outlives the process: no command that could
	// not work is printed, only how to run again.
	r = codemode(t, root, "", "run", "--root", root, "--gate", prog)
	if r.code != 0 || strings.Contains(r.stderr, "resume with:") || strings.Contains(r.stderr, "codemode approvals approve") || !strings.Contains(r.stderr, "no --state store keeps this suspended run") {
		t.Errorf("run --gate without --state: exit %d %s", r.code, r.stderr)
	}
	r = codemode(t, root, "", "run", "--root", root, "--state", st, "--gate", "--json", prog)
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || out.Status != "suspended" {
		t.Fatalf("run --gate: exit %d %s %s", r.code, r.stdout, r.stderr)
	}
	r = codemode(t, root, "", "resume", "--root", root, "--state", t.TempDir(), "--token", out.Resume, "--decision", "approve", prog)
	if r.code != 1 || !strings.Contains(r.stderr, "give the --state") {
		t.Errorf("resume with another store: exit %d %s", r.code, r.stderr)
	}
	// --state alone does not switch approvals on: the write just runs.
	if err := os.Remove(root + "/out.txt"); err != nil {
		t.Fatal(err)
	}
	r = codemode(t, root, "", "run", "--root", root, "--state", st, "--json", prog)
	if _, err := os.Stat(root + "/out.txt"); r.code != 0 || err != nil || strings.Contains(r.stdout, "suspended") {
		t.Errorf("run --state without --gate: exit %d %s %s (file: %v)", r.code, r.stdout, r.stderr, err)
	}
	for _, args := range [][]string{
		{"resume", "--state", st, "--decision", "approve", prog},
		{"resume", "--token", "x", "--decision", "approve", prog},
		{"run", "--approval-wait", "1m", prog},
		{"resume", "--state", st, "--token", "x", "--decision", "maybe", prog},
		{"serve", "--approve", "write=maybe"},
		{"run", "--state", "ftp://x", prog},
		{"run", "--seal-key", "short", "--state", st, prog},
	} {
		if r := codemode(t, root, "", args...); r.code != 2 || r.stdout != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want a usage error", args, r.code, r.stdout, r.stderr)
		}
	}
}

// shellQuoteArg quotes s for sh.
func shellQuoteArg(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
