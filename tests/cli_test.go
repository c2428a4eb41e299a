package tests

// End-to-end tests of the codemode command line as a user runs it
// (DESIGN.md §4, §5, §8): the binary built by TestMain, real files in a
// temporary root, the JSON contracts parsed from stdout.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// cliResult is one finished codemode process.
type cliResult struct {
	stdout, stderr string
	code           int
}

// codemode runs the binary with args in dir, feeding stdin.
func codemode(t *testing.T, dir, stdin string, args ...string) cliResult {
	t.Helper()
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, codemodeBin, args...)
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("codemode %v: %v", args, err)
	}
	return cliResult{out.String(), errb.String(), code}
}

// runJSON is the `run --json` object of DESIGN.md §5.
type runJSON struct {
	Value json.RawMessage `json:"value"`
	Logs  []string        `json:"logs"`
	Error *struct {
		Kind    string `json:"kind"`
		Message string `json:"message"`
	} `json:"error"`
}

// decodeRun parses stdout as exactly one run --json object with only the
// contract's keys.
func decodeRun(t *testing.T, r cliResult) runJSON {
	t.Helper()
	var keys map[string]json.RawMessage
	dec := json.NewDecoder(strings.NewReader(r.stdout))
	if err := dec.Decode(&keys); err != nil {
		t.Fatalf("stdout is not one JSON object: %v\nstdout: %s\nstderr: %s", err, r.stdout, r.stderr)
	}
	if dec.More() {
		t.Fatalf("stdout holds more than one JSON value: %s", r.stdout)
	}
	for k := range keys {
		if k != "value" && k != "logs" && k != "error" {
			t.Errorf("unexpected key %q in run --json output", k)
		}
	}
	if _, ok := keys["logs"]; !ok {
		t.Errorf("logs missing from run --json output: %s", r.stdout)
	}
	var out runJSON
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatal(err)
	}
	if out.Error != nil && out.Value != nil {
		t.Errorf("both value and error present: %s", r.stdout)
	}
	return out
}

// workspaceRoot makes a temporary root with a few files and a sibling
// directory "outside" that no tool may reach.
func workspaceRoot(t *testing.T) (root, outside string) {
	t.Helper()
	base := t.TempDir()
	root = filepath.Join(base, "root")
	outside = filepath.Join(base, "outside")
	files := map[string]string{
		"root/README.md":        "# demo\nA small project.\n",
		"root/src/main.go":      "package main\n\n// TODO: greet\nfunc main() {}\n",
		"root/src/util/util.go": "package util\n\n// TODO: helpers\n",
		"root/notes.txt":        "no todo here\n",
		"outside/secret.txt":    "top secret\n",
	}
	for name, content := range files {
		p := filepath.Join(base, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(outside, "secret.txt"), filepath.Join(root, "leak.txt")); err != nil {
		t.Fatal(err)
	}
	return root, outside
}

func writeProgram(t *testing.T, dir, name, code string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestCLIRunSummarisesAWorkspace: a program lists, greps and reads files
// in a temporary root and returns a summary (issue: run_code, done-means 1).
func TestCLIRunSummarisesAWorkspace(t *testing.T) {
	root, _ := workspaceRoot(t)
	prog := writeProgram(t, t.TempDir(), "summary.ts", `
interface Summary { files: string[]; todos: string[]; title: string }
const { entries } = await tools.list({});
const { paths } = await tools.glob({ pattern: "**/*.go" });
const { matches } = await tools.grep({ pattern: "TODO", glob: "**/*.go" });
const readme = await tools.read({ path: "README.md" });
console.log("entries:", entries.length);
const s: Summary = {
  files: paths,
  todos: matches.map((m) => m.path + ":" + m.line),
  title: readme.content.split("\n")[0],
};
return s;
`)
	r := codemode(t, t.TempDir(), "", "run", "--json", "--root", root, prog)
	if r.code != 0 {
		t.Fatalf("exit %d\nstdout: %s\nstderr: %s", r.code, r.stdout, r.stderr)
	}
	out := decodeRun(t, r)
	var got struct {
		Files []string `json:"files"`
		Todos []string `json:"todos"`
		Title string   `json:"title"`
	}
	if err := json.Unmarshal(out.Value, &got); err != nil {
		t.Fatal(err)
	}
	if strings.Join(got.Files, ",") != "src/main.go,src/util/util.go" {
		t.Errorf("files = %v", got.Files)
	}
	if strings.Join(got.Todos, ",") != "src/main.go:3,src/util/util.go:3" {
		t.Errorf("todos = %v", got.Todos)
	}
	if got.Title != "# demo" {
		t.Errorf("title = %q", got.Title)
	}
	// list reports the root's entries: README.md, leak.txt, notes.txt, src.
	if len(out.Logs) != 1 || out.Logs[0] != "entries: 4" {
		t.Errorf("logs = %q", out.Logs)
	}
}

// event is the part of a JSONL event these tests read.
type event struct {
	Type      string `json:"type"`
	SubCallID string `json:"subCallId"`
	Tool      string `json:"tool"`
}

func readEvents(t *testing.T, path string) []event {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var evs []event
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatalf("event line is not JSON: %v: %s", err, sc.Text())
		}
		evs = append(evs, e)
	}
	return evs
}

// TestCLIReadsOverlapWritesSerialize: Promise.all of reads overlaps, seen
// through the events (several reads start before the first one commits),
// while writes are exclusive: nothing starts between a write's start and
// its commit (reference registry §10, DESIGN §8).
func TestCLIReadsOverlapWritesSerialize(t *testing.T) {
	root, _ := workspaceRoot(t)
	dir := t.TempDir()
	prog := writeProgram(t, dir, "mixed.ts", `
const reads = Array.from({ length: 20 }, () => tools.read({ path: "README.md" }));
const writes = Array.from({ length: 5 }, (_, i) => tools.write({ path: "out/" + i + ".txt", content: "n" + i }));
const more = Array.from({ length: 20 }, () => tools.read({ path: "notes.txt" }));
const [r, w, m] = await Promise.all([Promise.all(reads), Promise.all(writes), Promise.all(more)]);
return [r.length, w.filter((x) => x.created).length, m.length];
`)
	events := filepath.Join(dir, "events.jsonl")
	r := codemode(t, dir, "", "run", "--json", "--root", root, "--events", events, prog)
	if r.code != 0 {
		t.Fatalf("exit %d\nstdout: %s\nstderr: %s", r.code, r.stdout, r.stderr)
	}
	if v := string(decodeRun(t, r).Value); v != "[20,5,20]" {
		t.Fatalf("value = %s", v)
	}
	evs := readEvents(t, events)
	running := map[string]string{} // sub-call id -> tool, started and not committed
	maxReads := 0
	for _, e := range evs {
		switch e.Type {
		case "code-dispatch-start":
			for id, tool := range running {
				if tool == "write" || e.Tool == "write" {
					t.Errorf("%s (%s) started while %s (%s) was running: writes must run alone", e.SubCallID, e.Tool, id, tool)
				}
			}
			running[e.SubCallID] = e.Tool
			if n := len(running); e.Tool == "read" && n > maxReads {
				maxReads = n
			}
		case "code-dispatch":
			delete(running, e.SubCallID)
		}
	}
	if maxReads < 2 {
		t.Errorf("reads never overlapped (max %d in flight); events:\n%v", maxReads, evs)
	}
	for i := 0; i < 5; i++ {
		b, err := os.ReadFile(filepath.Join(root, "out", strings.Repeat("", 0)+string(rune('0'+i))+".txt"))
		if err != nil || string(b) != "n"+string(rune('0'+i)) {
			t.Errorf("out/%d.txt = %q, %v", i, b, err)
		}
	}
}

// TestCLIFailedReadIsToolCallError: a failing read reaches the program as
// a catchable ToolCallError naming the tool (RC-25).
func TestCLIFailedReadIsToolCallError(t *testing.T) {
	root, _ := workspaceRoot(t)
	prog := writeProgram(t, t.TempDir(), "missing.ts", `
try {
  await tools.read({ path: "no/such/file.txt" });
  return "read succeeded";
} catch (e) {
  return [e instanceof ToolCallError, e.toolName, typeof e.message === "string" && e.message.length > 0];
}`)
	r := codemode(t, t.TempDir(), "", "run", "--json", "--root", root, prog)
	if r.code != 0 {
		t.Fatalf("exit %d: %s %s", r.code, r.stdout, r.stderr)
	}
	if v := string(decodeRun(t, r).Value); v != `[true,"read",true]` {
		t.Errorf("value = %s", v)
	}
}

// TestCLICollapse: under mode code a model-direct read is UNKNOWN_TOOL,
// while the same read inside run succeeds (CO-3, DESIGN §1).
func TestCLICollapse(t *testing.T) {
	root, _ := workspaceRoot(t)
	r := codemode(t, root, "", "call", "--json", "--mode", "code", "read", `{"path":"README.md"}`)
	if r.code != 1 {
		t.Fatalf("exit %d, want 1: %s %s", r.code, r.stdout, r.stderr)
	}
	var res struct {
		IsError bool   `json:"isError"`
		Code    string `json:"code"`
		Content []struct{ Text string }
		Value   json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &res); err != nil {
		t.Fatalf("call --json: %v: %s", err, r.stdout)
	}
	if !res.IsError || res.Code != "UNKNOWN_TOOL" || res.Value != nil {
		t.Errorf("direct read under code = %+v", res)
	}
	if len(res.Content) == 0 || !strings.Contains(res.Content[0].Text, "run_code") {
		t.Errorf("the refusal should point at run_code: %+v", res.Content)
	}
	prog := writeProgram(t, t.TempDir(), "read.ts", `return (await tools.read({ path: "README.md" })).content`)
	r = codemode(t, root, "", "run", "--json", prog)
	if got := string(decodeRun(t, r).Value); r.code != 0 || got != `"# demo\nA small project.\n"` {
		t.Errorf("read inside run: exit %d value %s stderr %s", r.code, got, r.stderr)
	}
	// Under native the same direct call succeeds.
	r = codemode(t, root, "", "call", "--json", "--mode", "native", "read", `{"path":"README.md"}`)
	if r.code != 0 || !strings.Contains(r.stdout, `"isError":false`) {
		t.Errorf("native direct read: exit %d %s %s", r.code, r.stdout, r.stderr)
	}
}

// TestCLIPromptSections: the code-mode prompt holds tools:sdk and the
// code-only rule and no tool:* section; under both the guidance stays
// (DESIGN §3.4).
func TestCLIPromptSections(t *testing.T) {
	root, _ := workspaceRoot(t)
	ids := func(mode string) []string {
		r := codemode(t, root, "", "prompt", "--json", "--mode", mode)
		if r.code != 0 {
			t.Fatalf("prompt --mode %s: exit %d %s", mode, r.code, r.stderr)
		}
		var secs []struct {
			ID    string `json:"id"`
			Order int    `json:"order"`
			Text  string `json:"text"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &secs); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, s := range secs {
			out = append(out, s.ID)
		}
		return out
	}
	code := strings.Join(ids("code"), ",")
	if !strings.Contains(code, "tools:sdk") || !strings.Contains(code, "tools:code-only") || strings.Contains(code, "tool:") {
		t.Errorf("code prompt sections = %s", code)
	}
	both := strings.Join(ids("both"), ",")
	for _, want := range []string{"tool:read", "tool:write", "tool:grep", "tools:sdk"} {
		if !strings.Contains(both, want) {
			t.Errorf("both prompt sections = %s, missing %s", both, want)
		}
	}
}

// TestCLIPathEscapes: path-escape attempts fail with a clear error and
// touch nothing outside the root (DESIGN §8).
func TestCLIPathEscapes(t *testing.T) {
	root, outside := workspaceRoot(t)
	prog := writeProgram(t, t.TempDir(), "escape.ts", `
const attempts = [
  () => tools.read({ path: "../outside/secret.txt" }),
  () => tools.read({ path: "/etc/passwd" }),
  () => tools.read({ path: "leak.txt" }),
  () => tools.write({ path: "../outside/pwned.txt", content: "x" }),
  () => tools.write({ path: "leak.txt", content: "overwritten" }),
  () => tools.edit({ path: "leak.txt", oldText: "top", newText: "no" }),
  () => tools.list({ path: ".." }),
  () => tools.grep({ pattern: "secret", path: "../outside" }),
];
const out: string[] = [];
for (const a of attempts) {
  try { await a(); out.push("ALLOWED"); } catch (e) { out.push(e instanceof ToolCallError ? e.message : "other: " + e); }
}
return out;`)
	r := codemode(t, t.TempDir(), "", "run", "--json", "--root", root, prog)
	if r.code != 0 {
		t.Fatalf("exit %d: %s %s", r.code, r.stdout, r.stderr)
	}
	var msgs []string
	if err := json.Unmarshal(decodeRun(t, r).Value, &msgs); err != nil {
		t.Fatal(err)
	}
	for i, m := range msgs {
		if m == "ALLOWED" || strings.HasPrefix(m, "other:") || m == "" {
			t.Errorf("attempt %d: %q, want a clear refusal", i, m)
		}
		if strings.Contains(m, "top secret") {
			t.Errorf("attempt %d leaked the secret: %q", i, m)
		}
	}
	entries, _ := os.ReadDir(outside)
	if len(entries) != 1 {
		t.Errorf("outside dir now holds %d entries, want only secret.txt", len(entries))
	}
	if b, _ := os.ReadFile(filepath.Join(outside, "secret.txt")); string(b) != "top secret\n" {
		t.Errorf("secret.txt changed: %q", b)
	}
}

// TestCLIFailureKinds: `run --json` gives the exact contract for every
// failure kind the CLI can produce, exit 1 (DESIGN §5).
func TestCLIFailureKinds(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name, code string
		flags      []string
		kind, msg  string // msg: substring of error.message
		logs       []string
	}{
		{"exception", "console.log(\"before\");\nconst x = 1;\nthrow new Error(\"kaboom\");", nil, "exception", "kaboom", []string{"before"}},
		{"exception position", "const a = 1;\n\nconst o: any = null;\no.boom();", nil, "exception", "prog.ts:4:1", nil},
		{"syntax", "let x = ;", nil, "exception", "prog.ts:1:", nil},
		{"compute", "for (;;) {}", []string{"--compute", "200ms"}, "timeout", "compute budget exhausted (200ms busy)", nil},
		{"wall", "await new Promise(() => setTimeout(() => {}, 60000));", []string{"--timeout", "300ms"}, "timeout", "wall-clock ceiling reached (300ms)", nil},
		{"invalid output", "return () => 1;", nil, "invalid-output", "program completion must be lossless JSON", nil},
		{"output limit", `return "x".repeat(100);`, []string{"--max-output", "64"}, "output-limit", "outer output exceeded 64 bytes", nil},
		{"uncaught in timer", "setTimeout(() => { throw new Error(\"late\"); }, 0);\nawait new Promise((r) => setTimeout(r, 50));\nreturn 1;", nil, "worker-exit", "late", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			prog := writeProgram(t, dir, "prog.ts", c.code)
			r := codemode(t, dir, "", append(append([]string{"run", "--json"}, c.flags...), prog)...)
			if r.code != 1 {
				t.Fatalf("exit %d, want 1: %s %s", r.code, r.stdout, r.stderr)
			}
			out := decodeRun(t, r)
			if out.Error == nil || out.Error.Kind != c.kind || !strings.Contains(out.Error.Message, c.msg) {
				t.Errorf("error = %+v, want kind %s containing %q", out.Error, c.kind, c.msg)
			}
			if out.Value != nil {
				t.Errorf("value present on failure: %s", out.Value)
			}
			if c.logs != nil && strings.Join(out.Logs, "|") != strings.Join(c.logs, "|") {
				t.Errorf("logs = %q, want %q", out.Logs, c.logs)
			}
		})
	}
}

// TestCLIAbortOnSignal: SIGINT ends the run as abort; the JSON is still
// printed and the exit status is 1 (DESIGN §4).
func TestCLIAbortOnSignal(t *testing.T) {
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	dir := t.TempDir()
	prog := writeProgram(t, dir, "loop.ts", `console.log("started"); await tools.list({path: "."}); for (;;) {}`)
	rc := startRunning(t, dir, "run", "--json", prog)
	if err := rc.cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	err := <-rc.done
	out := &rc.out
	ee, ok := err.(*exec.ExitError)
	if !ok || ee.ExitCode() != 1 {
		t.Fatalf("exit = %v, want status 1; stdout %s", err, out.String())
	}
	res := decodeRun(t, cliResult{stdout: out.String()})
	if res.Error == nil || res.Error.Kind != "abort" {
		t.Errorf("error = %+v, want abort", res.Error)
	}
}

// TestCLIContract: exit statuses and where usage goes (DESIGN §4).
func TestCLIContract(t *testing.T) {
	dir := t.TempDir()
	good := writeProgram(t, dir, "good.ts", "return { ok: true, n: 2 ** 60 };")
	cases := []struct {
		name      string
		args      []string
		stdin     string
		code      int
		stdoutHas string // substring of stdout ("" means stdout must be empty when code is 2)
		stderrHas string
	}{
		{"no arguments", nil, "", 2, "", "Usage"},
		{"unknown command", []string{"frobnicate"}, "", 2, "", "unknown command"},
		{"help", []string{"--help"}, "", 0, "Commands:", ""},
		{"run help", []string{"run", "--help"}, "", 0, "Usage: codemode run", ""},
		{"call help", []string{"call", "--help"}, "", 0, "Usage: codemode call", ""},
		{"sdk help", []string{"sdk", "--help"}, "", 0, "Usage: codemode sdk", ""},
		{"prompt help", []string{"prompt", "--help"}, "", 0, "Usage: codemode prompt", ""},
		{"tools help", []string{"tools", "--help"}, "", 0, "Usage: codemode tools", ""},
		{"serve help", []string{"serve", "--help"}, "", 0, "Usage: codemode serve", ""},
		{"unknown flag", []string{"run", "--frob", good}, "", 2, "", "frob"},
		{"bad duration", []string{"run", "--timeout", "soon", good}, "", 2, "", "duration"},
		{"bad size", []string{"run", "--max-output", "lots", good}, "", 2, "", "size"},
		{"tiny output cap", []string{"run", "--max-output", "2", good}, "", 2, "", "max-output"},
		{"missing file", []string{"run", filepath.Join(dir, "nope.ts")}, "", 2, "", "nope.ts"},
		{"no file", []string{"run"}, "", 2, "", "FILE"},
		{"bad isolation", []string{"run", "--isolation", "cloud", good}, "", 2, "", "isolation"},
		{"bad mode", []string{"tools", "--mode", "turbo"}, "", 2, "", "mode"},
		{"malformed args json", []string{"call", "read", "{nope"}, "", 2, "", "ARGS_JSON"},
		{"missing catalog", []string{"sdk", "--catalog", filepath.Join(dir, "none.json")}, "", 2, "", "catalog"},
		{"success", []string{"run", good}, "", 0, `"ok": true`, ""},
		{"success json", []string{"run", "--json", good}, "", 0, `{"value":{"ok":true,"n":1152921504606847000},"logs":[]}`, ""},
		{"flag after file", []string{"run", good, "--json"}, "", 0, `"logs":[]`, ""},
		{"stdin", []string{"run", "--json", "-"}, "return [1, 'two']", 0, `{"value":[1,"two"],"logs":[]}`, ""},
		{"no value", []string{"run", "--json", "-"}, "let unused = 1", 0, `{"logs":[]}`, ""},
		{"failure on stderr", []string{"run", "-"}, "throw 'plain text'", 1, "", "exception: plain text"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := codemode(t, dir, c.stdin, c.args...)
			if r.code != c.code {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", r.code, c.code, r.stdout, r.stderr)
			}
			if c.code == 2 && r.stdout != "" {
				t.Errorf("usage error printed on stdout: %q", r.stdout)
			}
			if c.stdoutHas != "" && !strings.Contains(r.stdout, c.stdoutHas) {
				t.Errorf("stdout %q lacks %q", r.stdout, c.stdoutHas)
			}
			if c.stderrHas != "" && !strings.Contains(r.stderr, c.stderrHas) {
				t.Errorf("stderr %q lacks %q", r.stderr, c.stderrHas)
			}
		})
	}
}

// TestCLIToolsPerMode: the wire tool list per mode (DESIGN §4, §7).
func TestCLIToolsPerMode(t *testing.T) {
	root, _ := workspaceRoot(t)
	names := func(mode string) string {
		r := codemode(t, root, "", "tools", "--json", "--mode", mode)
		if r.code != 0 {
			t.Fatalf("tools --mode %s: exit %d %s", mode, r.code, r.stderr)
		}
		var tools []struct {
			Name        string          `json:"name"`
			Description string          `json:"description"`
			InputSchema json.RawMessage `json:"inputSchema"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &tools); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, tl := range tools {
			out = append(out, tl.Name)
			if tl.Name == "run_code" && !strings.Contains(tl.Description, "declare const tools") {
				t.Errorf("run_code description does not carry the SDK")
			}
			if len(tl.InputSchema) == 0 {
				t.Errorf("%s has no inputSchema", tl.Name)
			}
		}
		return strings.Join(out, ",")
	}
	if got := names("code"); got != "run_code" {
		t.Errorf("code: %s", got)
	}
	if got := names("both"); got != "edit,glob,grep,list,read,run_code,write" {
		t.Errorf("both: %s", got)
	}
	if got := names("native"); got != "edit,glob,grep,list,read,write" {
		t.Errorf("native: %s", got)
	}
}

// TestCLISDKCatalog: `codemode sdk --catalog` renders exactly the tools of
// a catalog file; a malformed one is a usage error naming the problem.
func TestCLISDKCatalog(t *testing.T) {
	dir := t.TempDir()
	cat := writeProgram(t, dir, "cat.json", `{"tools":[{"name":"get-issue","description":"Get one issue.","inputSchema":{"type":"object","properties":{"number":{"type":"integer","minimum":1}},"required":["number"]}}]}`)
	r := codemode(t, dir, "", "sdk", "--catalog", cat)
	if r.code != 0 || !strings.Contains(r.stdout, `"get-issue"`) || !strings.Contains(r.stdout, "number: number") {
		t.Errorf("sdk --catalog: exit %d\n%s\n%s", r.code, r.stdout, r.stderr)
	}
	bad := writeProgram(t, dir, "bad.json", `{"tools":[{"name":"x","inputSchema":{"type":7}}]}`)
	r = codemode(t, dir, "", "sdk", "--catalog", bad)
	if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "x") {
		t.Errorf("malformed catalog: exit %d stdout %q stderr %q", r.code, r.stdout, r.stderr)
	}
}
