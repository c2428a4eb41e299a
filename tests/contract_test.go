package tests

// Contract audit: every sentence of DESIGN.md §4 (command line), §5 (JSON
// results), §7 (MCP server) and §8 (workspace tools) probed as an outside
// tester relying on the text to the letter would. These tests complement
// cli_test.go and mcp_e2e_test.go and do not repeat what they assert. Run
// them alone with `go test ./tests/ -run Contract`.

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// objectKeys decodes s as one JSON object and returns its keys, sorted.
func objectKeys(t *testing.T, s string) []string {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		t.Fatalf("not a JSON object: %v: %s", err, s)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// contractRoot is a workspace root for the §8 probes:
//
//	nofinal.txt  "l1\nl2\nl3" (no final newline)
//	nl.txt       "\n"
//	empty.txt    ""
//	main.go      top-level Go file
//	sub/s.go, sub/deep/d.go, b/z.txt  files holding TODO
//	sub/m.txt    two matches on lines 1 and 3
//	link.go      symlink to main.go (inside), out.lnk symlink to outside
func contractRoot(t *testing.T) string {
	t.Helper()
	base := t.TempDir()
	root := filepath.Join(base, "root")
	files := map[string]string{
		"nofinal.txt":   "l1\nl2\nl3",
		"nl.txt":        "\n",
		"empty.txt":     "",
		"main.go":       "package main\n",
		"sub/s.go":      "package s // TODO\n",
		"sub/deep/d.go": "// TODO deep\n",
		"sub/m.txt":     "x1\nfoo\nx2\n",
		"b/z.txt":       "TODO z\n",
		"e.txt":         "aXbXc",
		"one.txt":       "hello world\n",
	}
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(base, "secret.txt"), []byte("secret\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("main.go", filepath.Join(root, "link.go")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(base, "secret.txt"), filepath.Join(root, "out.lnk")); err != nil {
		t.Fatal(err)
	}
	return root
}

// TestContractUsageErrors: DESIGN §4 "2 usage or configuration error
// (message on stderr, nothing on stdout) — an unknown subcommand or flag, a
// bad value, a missing file, malformed ARGS_JSON", for every flag on every
// command it applies to (budget flags on run, call and serve; --root,
// --servers, --mode on the commands that take them).
func TestContractUsageErrors(t *testing.T) {
	dir := t.TempDir()
	good := writeProgram(t, dir, "good.ts", "return 1;")
	missing := filepath.Join(dir, "missing.json")
	badServers := writeProgram(t, dir, "badservers.json", `{"mcpServers": 5}`)
	notJSON := writeProgram(t, dir, "notjson.json", `garbage`)
	notCatalog := writeProgram(t, dir, "notcatalog.json", `{"nope": 1}`)
	// tail makes each command complete apart from the flag under test.
	tail := map[string][]string{
		"run":    {good},
		"call":   {"run_code", `{"code":"return 1","description":"d"}`},
		"serve":  nil,
		"sdk":    nil,
		"prompt": nil,
		"tools":  nil,
	}
	type flagCase struct {
		flag, value string
		commands    []string
		stderrHas   string
	}
	budget := []string{"run", "call", "serve"}
	common := []string{"run", "call", "serve", "sdk", "prompt", "tools"}
	moded := []string{"call", "serve", "sdk", "prompt", "tools"}
	flags := []flagCase{
		{"--timeout", "soon", budget, "timeout"},
		{"--timeout", "60", budget, "timeout"}, // Go syntax needs a unit
		{"--compute", "lots", budget, "compute"},
		{"--max-output", "big", budget, "max-output"},
		{"--max-output", "1.5KiB", budget, "max-output"},
		{"--max-output", "-5", budget, "max-output"},
		{"--memory", "huge", budget, "memory"},
		{"--memory", "12XB", budget, "memory"},
		{"--memory", "12", budget, "at least 1MiB"}, // a unit left out (issue #42)
		{"--root", filepath.Join(dir, "no-such-root"), common, "root"},
		{"--servers", missing, common, "missing.json"},
		{"--servers", badServers, common, "mcpServers"},
		{"--mode", "turbo", moded, "mode"},
		{"--isolation", "cloud", budget, "isolation"},
		{"--frobnicate", "x", common, "frobnicate"},
	}
	type usageCase struct {
		name      string
		args      []string
		stderrHas string
	}
	var cases []usageCase
	for _, f := range flags {
		for _, cmd := range f.commands {
			args := append([]string{cmd, f.flag, f.value}, tail[cmd]...)
			cases = append(cases, usageCase{cmd + " " + f.flag + "=" + f.value, args, f.stderrHas})
		}
	}
	cases = append(cases,
		usageCase{"run two files", []string{"run", good, good}, "FILE"},
		usageCase{"run events in missing dir", []string{"run", "--events", filepath.Join(dir, "no", "dir", "e.jsonl"), good}, "events"},
		usageCase{"call no args", []string{"call"}, "ARGS_JSON"},
		usageCase{"call tool only", []string{"call", "read"}, "ARGS_JSON"},
		usageCase{"call trailing garbage", []string{"call", "read", `{"path":"x"} x`}, "ARGS_JSON"},
		usageCase{"call three args", []string{"call", "read", `{}`, "extra"}, ""},
		usageCase{"sdk catalog not JSON", []string{"sdk", "--catalog", notJSON}, "notjson.json"},
		usageCase{"sdk catalog wrong shape", []string{"sdk", "--catalog", notCatalog}, "tools"},
		usageCase{"sdk extra argument", []string{"sdk", "extra"}, "extra"},
		usageCase{"prompt extra argument", []string{"prompt", "extra"}, "extra"},
		usageCase{"tools extra argument", []string{"tools", "extra"}, "extra"},
		usageCase{"serve extra argument", []string{"serve", "extra"}, "extra"},
		usageCase{"unknown subcommand", []string{"--versions"}, "unknown command"}, // --version is `codemode version`
		// A malformed --http ADDR is a bad value, hence a usage error.
		usageCase{"serve http missing port", []string{"serve", "--http", "notanaddr"}, "notanaddr"},
		usageCase{"serve http bad port", []string{"serve", "--http", "127.0.0.1:99999"}, "99999"},
	)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := codemode(t, dir, "", c.args...)
			if r.code != 2 {
				t.Fatalf("exit %d, want 2 (usage error)\nstdout: %s\nstderr: %s", r.code, r.stdout, r.stderr)
			}
			if r.stdout != "" {
				t.Errorf("usage error printed on stdout: %q", r.stdout)
			}
			if strings.TrimSpace(r.stderr) == "" || !strings.Contains(r.stderr, c.stderrHas) {
				t.Errorf("stderr %q should say what is wrong (want %q)", r.stderr, c.stderrHas)
			}
		})
	}
}

// TestContractHelp: DESIGN §4 "Every subcommand has --help (usage on
// stdout, exit 0)": -h and --help alike, with nothing on stderr, and each
// usage names the flags §4 gives that command.
func TestContractHelp(t *testing.T) {
	budget := []string{"-timeout", "-compute", "-max-output", "-memory"}
	common := []string{"-root", "-servers"}
	cases := []struct {
		cmd   string
		flags []string
	}{
		{"run", append(append([]string{"-json", "-events", "-isolation"}, budget...), common...)},
		{"call", append(append([]string{"-json", "-mode"}, budget...), common...)},
		{"sdk", append([]string{"-catalog", "-mode"}, common...)},
		{"prompt", append([]string{"-json", "-mode"}, common...)},
		{"tools", append([]string{"-json", "-mode"}, common...)},
		{"serve", append(append([]string{"-http", "-mode", "-isolation"}, budget...), common...)},
	}
	dir := t.TempDir()
	for _, c := range cases {
		for _, h := range []string{"--help", "-h"} {
			t.Run(c.cmd+h, func(t *testing.T) {
				t.Parallel()
				r := codemode(t, dir, "", c.cmd, h)
				if r.code != 0 {
					t.Fatalf("exit %d, want 0\nstderr: %s", r.code, r.stderr)
				}
				if r.stderr != "" {
					t.Errorf("help wrote to stderr: %q", r.stderr)
				}
				if !strings.Contains(r.stdout, "Usage: codemode "+c.cmd) {
					t.Errorf("stdout lacks the usage line: %q", r.stdout)
				}
				for _, f := range c.flags {
					if !strings.Contains(r.stdout, f+" ") && !strings.Contains(r.stdout, f+"\n") {
						t.Errorf("usage of %s does not document %s", c.cmd, f)
					}
				}
			})
		}
	}
}

// TestContractBudgetValues: DESIGN §4 "Sizes accept plain bytes or
// KiB/MiB/GiB suffixes; durations use Go syntax (200ms, 2s)", on run, call
// and serve. The size value is observed through the output-limit message,
// which names the ledger in bytes.
func TestContractBudgetValues(t *testing.T) {
	dir := t.TempDir()
	big := writeProgram(t, dir, "big.ts", `return "x".repeat(3000);`)
	one := writeProgram(t, dir, "one.ts", `return 1;`)
	cases := []struct {
		name string
		args []string
		code int
		has  string // substring of stdout
	}{
		// Over --max-output a run succeeds with a preview and a handle
		// (issue 19); below the preview minimum it still fails, naming
		// the budget in bytes.
		{"plain bytes", []string{"run", "--json", "--max-output", "200", big}, 1, "outer output exceeded 200 bytes"},
		// Without --state no later command could read a handle: none is
		// offered, the preview is (issue #42 item 7).
		{"KiB", []string{"run", "--json", "--max-output", "2KiB", big}, 0, `"value":"xxx`},
		{"KiB kept", []string{"run", "--json", "--max-output", "2KiB", "--state", filepath.Join(dir, "state"), big}, 0, `"handle":"codemode://results/`},
		{"MiB", []string{"run", "--json", "--max-output", "1MiB", big}, 0, `"value":"xxx`},
		{"GiB", []string{"run", "--json", "--max-output", "1GiB", big}, 0, `"value":"xxx`},
		{"memory MiB", []string{"run", "--json", "--memory", "64MiB", one}, 0, `{"value":1,"logs":[]}`},
		{"memory GiB", []string{"run", "--json", "--memory", "1GiB", one}, 0, `{"value":1,"logs":[]}`},
		{"timeout 2s", []string{"run", "--json", "--timeout", "2s", one}, 0, `{"value":1,"logs":[]}`},
		{"compute 200ms", []string{"run", "--json", "--compute", "200ms", one}, 0, `{"value":1,"logs":[]}`},
		{"timeout 1m30s", []string{"run", "--json", "--timeout", "1m30s", one}, 0, `{"value":1,"logs":[]}`},
		{"call budgets", []string{"call", "--json", "--timeout", "2s", "--compute", "500ms", "--memory", "64MiB", "--max-output", "1KiB",
			"run_code", `{"code":"return 'x'.repeat(3000)","description":"d"}`}, 0, `"handle":"codemode://results/`},
		{"call max-output names bytes", []string{"call", "--json", "--max-output", "200",
			"run_code", `{"code":"return 'x'.repeat(3000)","description":"d"}`}, 1, "200 bytes"},
		{"call compute", []string{"call", "--json", "--compute", "200ms",
			"run_code", `{"code":"for(;;){}","description":"d"}`}, 1, "timeout"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := codemode(t, dir, "", c.args...)
			if r.code != c.code || !strings.Contains(r.stdout, c.has) {
				t.Errorf("exit %d (want %d), stdout %.300q lacks %q\nstderr: %s", r.code, c.code, r.stdout, c.has, r.stderr)
			}
		})
	}
}

// TestContractIsolationProcess: DESIGN §4 lists `--isolation
// inprocess|process` for run, and the --memory budget of run, call and
// serve is "enforced ... by the OS with --isolation process" (§3.6: the
// process backend); both values must run a program on each command.
func TestContractIsolationProcess(t *testing.T) {
	dir := t.TempDir()
	prog := writeProgram(t, dir, "p.ts", `console.log("hi"); return [1, "two"];`)
	for _, iso := range []string{"inprocess", "process"} {
		cases := []struct {
			name  string
			args  []string
			exact string // exact stdout; "" skips
		}{
			{"run", []string{"run", "--json", "--isolation", iso, prog}, `{"value":[1,"two"],"logs":["hi"]}` + "\n"},
			{"call", []string{"call", "--json", "--isolation", iso, "run_code", `{"code":"console.log('hi'); return [1, 'two']","description":"d"}`}, ""},
			{"serve", []string{"serve", "--isolation", iso}, ""}, // stdin at EOF: serves nothing, exits 0
		}
		for _, c := range cases {
			t.Run(iso+"/"+c.name, func(t *testing.T) {
				t.Parallel()
				r := codemode(t, dir, "", c.args...)
				if r.code != 0 || (c.exact != "" && r.stdout != c.exact) {
					t.Errorf("%v: exit %d stdout %q stderr %q", c.args, r.code, r.stdout, r.stderr)
				}
			})
		}
	}
}

// TestContractRunStreamsLogs: DESIGN §4 "Without --json: logs on stdout as
// they are printed": the first line is out while the program still waits.
func TestContractRunStreamsLogs(t *testing.T) {
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	prog := writeProgram(t, t.TempDir(), "s.ts", `console.log("first"); await new Promise((r) => setTimeout(r, 3000)); console.log("second");`)
	cmd := exec.Command(codemodeBin, "run", prog)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	buf := make([]byte, 6)
	if _, err := io.ReadFull(stdout, buf); err != nil || string(buf) != "first\n" {
		t.Fatalf("first read = %q, %v", buf, err)
	}
	if d := time.Since(start); d > 2500*time.Millisecond {
		t.Errorf("first log line arrived after %v: not printed as it happens", d)
	}
	rest, _ := io.ReadAll(stdout)
	if err := cmd.Wait(); err != nil || string(rest) != "second\n" {
		t.Errorf("rest %q, wait %v", rest, err)
	}
}

// TestContractRunJSONKeys: DESIGN §5, `run --json` prints an object with
// exactly the keys value (absent when the program returned nothing), logs
// (always) and error (absent on success), error holding exactly kind and
// message; exit 0 on success, 1 when error is present.
func TestContractRunJSONKeys(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name, code string
		flags      []string
		keys       string // sorted top-level keys
		value      string // exact value JSON when present
		kind       string // error.kind when error is present
		msgHas     string
	}{
		{"value", "return {a: [1, null, 'x']};", nil, "logs,value", `{"a":[1,null,"x"]}`, "", ""},
		{"null value is a value", "return null;", nil, "logs,value", `null`, "", ""},
		{"false value", "return false;", nil, "logs,value", `false`, "", ""},
		{"undefined is no value", "return undefined;", nil, "logs", "", "", ""},
		{"no return", "console.log('only logs');", nil, "logs", "", "", ""},
		{"exception", "throw new Error('bad');", nil, "error,logs", "", "exception", "bad"},
		{"stdin is named program.ts", "\nlet x = ;", nil, "error,logs", "", "exception", "program.ts:2:"},
		{"thrown number as String()", "throw 42;", nil, "error,logs", "", "exception", "42"},
		{"thrown object as String()", "throw {toString() { return 'custom'; }};", nil, "error,logs", "", "exception", "custom"},
		{"thrown undefined", "throw undefined;", nil, "error,logs", "", "exception", "undefined"},
		{"hostile toString", "throw {toString() { throw 1; }};", nil, "error,logs", "", "exception", ""},
		{"timeout", "for (;;) {}", []string{"--compute", "200ms"}, "error,logs", "", "timeout", "200ms"},
		{"invalid-output", "return Symbol('s');", nil, "error,logs", "", "invalid-output", ""},
		{"output-limit", "console.log('y'.repeat(500));", []string{"--max-output", "100"}, "error,logs", "", "output-limit", "100 bytes"},
		{"worker-exit names the memory budget", "const a: string[] = []; for (let i = 0; i < 1e8; i++) a.push('x'.repeat(100) + i); return a.length;",
			[]string{"--memory", "32MiB"}, "error,logs", "", "worker-exit", "memory"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := codemode(t, dir, c.code, append(append([]string{"run", "--json"}, c.flags...), "-")...)
			wantExit := 0
			if c.kind != "" {
				wantExit = 1
			}
			if r.code != wantExit {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", r.code, wantExit, r.stdout, r.stderr)
			}
			if got := strings.Join(objectKeys(t, r.stdout), ","); got != c.keys {
				t.Errorf("keys = %s, want %s: %s", got, c.keys, r.stdout)
			}
			var out struct {
				Value json.RawMessage            `json:"value"`
				Logs  []string                   `json:"logs"`
				Error map[string]json.RawMessage `json:"error"`
			}
			if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
				t.Fatal(err)
			}
			if out.Logs == nil {
				t.Errorf("logs must be an array, always present: %s", r.stdout)
			}
			if c.value != "" && string(out.Value) != c.value {
				t.Errorf("value = %s, want %s", out.Value, c.value)
			}
			if c.kind == "" {
				return
			}
			if _, ok := out.Error["kind"]; !ok || len(out.Error) != 2 || out.Error["message"] == nil {
				t.Errorf("error object = %s, want exactly kind and message", r.stdout)
			}
			var kind, msg string
			json.Unmarshal(out.Error["kind"], &kind)
			json.Unmarshal(out.Error["message"], &msg)
			if kind != c.kind || msg == "" || !strings.Contains(msg, c.msgHas) {
				t.Errorf("error = {kind %q, message %q}, want kind %q with message containing %q", kind, msg, c.kind, c.msgHas)
			}
		})
	}
}

// TestContractRunPlain: DESIGN §4, run without --json: logs on stdout as
// printed, then the value as pretty JSON on stdout; a failure on stderr as
// `KIND: MESSAGE` (logs printed before it stay on stdout).
func TestContractRunPlain(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name, code     string
		flags          []string
		exit           int
		stdout, stderr string // stdout exact; stderr prefix
	}{
		{"logs then pretty value", "console.log('a', 1); console.log({k: [1]}); return {x: [1, 2]};", nil, 0, "a 1\n{ k: [ 1 ] }\n{\n  \"x\": [\n    1,\n    2\n  ]\n}\n", ""},
		{"no value prints only logs", "console.log('only');", nil, 0, "only\n", ""},
		{"string value as JSON", "return 's';", nil, 0, "\"s\"\n", ""},
		{"failure KIND: MESSAGE on stderr", "console.log('before'); throw new Error('bad');", nil, 1, "before\n", "exception: "},
		{"timeout on stderr", "for (;;) {}", []string{"--compute", "200ms"}, 1, "", "timeout: "},
		{"output-limit on stderr", "return 'x'.repeat(500);", []string{"--max-output", "100"}, 1, "", "output-limit: "},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := codemode(t, dir, c.code, append(append([]string{"run"}, c.flags...), "-")...)
			if r.code != c.exit || r.stdout != c.stdout || !strings.HasPrefix(r.stderr, c.stderr) {
				t.Errorf("exit %d (want %d)\nstdout %q\n  want %q\nstderr %q, want prefix %q", r.code, c.exit, r.stdout, c.stdout, r.stderr, c.stderr)
			}
		})
	}
}

// TestContractSignals: DESIGN §4 "SIGINT/SIGTERM ends the run as abort (the
// JSON is still printed; exit 1)"; without --json the failure is `abort:
// MESSAGE` on stderr. cli_test.go covers SIGINT with --json on a busy loop;
// this covers SIGTERM, and a program parked on a timer.
func TestContractSignals(t *testing.T) {
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	cases := []struct {
		name string
		sig  syscall.Signal
		json bool
		code string
	}{
		{"SIGTERM json busy", syscall.SIGTERM, true, `console.log("started"); await tools.list({path: "."}); for (;;) {}`},
		{"SIGTERM json waiting", syscall.SIGTERM, true, `console.log("started"); await tools.list({path: "."}); await new Promise((r) => setTimeout(r, 30000));`},
		{"SIGINT plain waiting", syscall.SIGINT, false, `console.log("started"); await tools.list({path: "."}); await new Promise((r) => setTimeout(r, 30000));`},
		{"SIGTERM plain busy", syscall.SIGTERM, false, `console.log("started"); await tools.list({path: "."}); for (;;) {}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			prog := writeProgram(t, dir, "p.ts", c.code)
			args := []string{"run", prog}
			if c.json {
				args = []string{"run", "--json", prog}
			}
			// The signal goes once the program is past its first await.
			rc := startRunning(t, dir, args...)
			cmd, out, errb := rc.cmd, &rc.out, &rc.errb
			if err := cmd.Process.Signal(c.sig); err != nil {
				t.Fatal(err)
			}
			var err error
			select {
			case err = <-rc.done:
			case <-time.After(2 * time.Minute): // a bound, not a measure: the signal's effect is the outcome
				cmd.Process.Kill()
				t.Fatalf("%v did not end the run", c.sig)
			}
			if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
				t.Fatalf("exit = %v, want status 1\nstdout %s\nstderr %s", err, out.String(), errb.String())
			}
			if c.json {
				res := decodeRun(t, cliResult{stdout: out.String()})
				if res.Error == nil || res.Error.Kind != "abort" || strings.Join(res.Logs, "|") != "started" {
					t.Errorf("result = %s, want abort with logs [started]", out.String())
				}
				return
			}
			if out.String() != "started\n" || !strings.HasPrefix(errb.String(), "abort: ") {
				t.Errorf("stdout %q (want \"started\\n\"), stderr %q (want abort: ...)", out.String(), errb.String())
			}
		})
	}
}

// TestContractCallJSON: DESIGN §5, `call --json` prints {isError, code,
// content, value} with code present exactly when isError and value absent on
// error; run_code's canonical value is {"logs", "value"} (value absent when
// nothing was returned); a failed program is CODE_RUN_FAILED with kind and
// message in the content text. Exit 0 on success, 1 on a failed call (§4).
func TestContractCallJSON(t *testing.T) {
	root := contractRoot(t)
	cases := []struct {
		name     string
		args     []string
		isError  bool
		code     string // the code field when isError
		value    string // exact canonical value JSON when !isError
		textHas  string // substring of the first content block's text
		textHas2 string
	}{
		{"run_code value", []string{"run_code", `{"code":"console.log('hi', {a: 1}); return {x: [1, 2]}","description":"d"}`},
			false, "", `{"logs":["hi { a: 1 }"],"value":{"x":[1,2]}}`, "hi { a: 1 }", ""},
		{"run_code no value", []string{"run_code", `{"code":"console.log('hi')","description":"d"}`},
			false, "", `{"logs":["hi"]}`, "hi", ""},
		{"run_code null value", []string{"run_code", `{"code":"return null","description":"d"}`},
			false, "", `{"logs":[],"value":null}`, "null", ""},
		{"run_code exception", []string{"run_code", `{"code":"throw new Error('boom')","description":"d"}`},
			true, "CODE_RUN_FAILED", "", "exception", "boom"},
		{"run_code timeout", []string{"--compute", "200ms", "run_code", `{"code":"for(;;){}","description":"d"}`},
			true, "CODE_RUN_FAILED", "", "timeout", "200ms"},
		{"run_code missing code", []string{"run_code", `{"description":"d"}`}, true, "INVALID_ARGS", "", "code", ""},
		{"native name under code", []string{"read", `{"path":"one.txt"}`}, true, "UNKNOWN_TOOL", "", "UNKNOWN_TOOL", "run_code"},
		{"native name under default mode is code", []string{"write", `{"path":"w.txt","content":"x"}`}, true, "UNKNOWN_TOOL", "", "run_code", ""},
		{"unknown under code", []string{"--mode", "code", "nosuch", `{}`}, true, "UNKNOWN_TOOL", "", "nosuch", ""},
		{"unknown under both", []string{"--mode", "both", "nosuch", `{}`}, true, "UNKNOWN_TOOL", "", "nosuch", ""},
		{"unknown under native", []string{"--mode", "native", "nosuch", `{}`}, true, "UNKNOWN_TOOL", "", "nosuch", ""},
		{"run_code under native is unknown", []string{"--mode", "native", "run_code", `{"code":"return 1","description":"d"}`}, true, "UNKNOWN_TOOL", "", "run_code", ""},
		{"native read", []string{"--mode", "native", "read", `{"path":"one.txt"}`},
			false, "", `{"path":"one.txt","content":"hello world\n","totalLines":1,"truncated":false}`, "hello world", ""},
		{"both read", []string{"--mode", "both", "read", `{"path":"one.txt"}`},
			false, "", `{"path":"one.txt","content":"hello world\n","totalLines":1,"truncated":false}`, "hello world", ""},
		{"both run_code", []string{"--mode", "both", "run_code", `{"code":"return (await tools.read({path: 'one.txt'})).totalLines","description":"d"}`},
			false, "", `{"logs":[],"value":1}`, "1", ""},
		{"invalid args", []string{"--mode", "native", "read", `{}`}, true, "INVALID_ARGS", "", "path", ""},
		{"invalid args not an object", []string{"--mode", "native", "read", `[1]`}, true, "INVALID_ARGS", "", "object", ""},
		{"tool error", []string{"--mode", "native", "read", `{"path":"absent.txt"}`}, true, "TOOL_ERROR", "", "absent.txt", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := codemode(t, root, "", append([]string{"call", "--json", "--root", root}, c.args...)...)
			wantExit := 0
			if c.isError {
				wantExit = 1
			}
			if r.code != wantExit {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", r.code, wantExit, r.stdout, r.stderr)
			}
			keys := strings.Join(objectKeys(t, r.stdout), ",")
			var res struct {
				IsError *bool           `json:"isError"`
				Code    string          `json:"code"`
				Content []mcpBlock      `json:"content"`
				Value   json.RawMessage `json:"value"`
			}
			if err := json.Unmarshal([]byte(r.stdout), &res); err != nil {
				t.Fatal(err)
			}
			if res.IsError == nil || *res.IsError != c.isError {
				t.Errorf("isError = %v, want %v: %s", res.IsError, c.isError, r.stdout)
			}
			if c.isError {
				if keys != "code,content,isError" || res.Code != c.code {
					t.Errorf("keys %s code %q, want code,content,isError with code %s: %s", keys, res.Code, c.code, r.stdout)
				}
			} else {
				if keys != "content,isError,value" {
					t.Errorf("keys %s, want content,isError,value: %s", keys, r.stdout)
				}
				if canon := canonJSON(t, string(res.Value)); canon != canonJSON(t, c.value) {
					t.Errorf("value = %s, want %s", res.Value, c.value)
				}
				if string(res.Value) != c.value {
					t.Logf("value key order differs: %s vs %s", res.Value, c.value)
				}
			}
			if len(res.Content) == 0 || res.Content[0].Type != "text" {
				t.Fatalf("content = %+v, want MCP text blocks", res.Content)
			}
			if !strings.Contains(res.Content[0].Text, c.textHas) || !strings.Contains(res.Content[0].Text, c.textHas2) {
				t.Errorf("content text %q lacks %q / %q", res.Content[0].Text, c.textHas, c.textHas2)
			}
		})
	}
}

// mcpBlock is one MCP content block as JSON.
type mcpBlock struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// TestContractCallPlain: DESIGN §4 exit statuses for call without --json:
// 0 and the content on stdout on success; 1 on a failed call (the result
// says why), never 2.
func TestContractCallPlain(t *testing.T) {
	root := contractRoot(t)
	cases := []struct {
		name      string
		args      []string
		exit      int
		stdoutHas string
		stderrHas string
	}{
		{"success", []string{"--mode", "native", "read", `{"path":"one.txt"}`}, 0, "hello world", ""},
		{"run_code value", []string{"run_code", `{"code":"console.log('l'); return [1]","description":"d"}`}, 0, "l\n[", ""},
		{"failure names its code", []string{"read", `{"path":"one.txt"}`}, 1, "", "UNKNOWN_TOOL"},
		{"program failure", []string{"run_code", `{"code":"throw new Error('boom')","description":"d"}`}, 1, "", "exception"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := codemode(t, root, "", append([]string{"call"}, c.args...)...)
			if r.code != c.exit || !strings.Contains(r.stdout, c.stdoutHas) || !strings.Contains(r.stderr, c.stderrHas) {
				t.Errorf("exit %d (want %d)\nstdout %q (want %q)\nstderr %q (want %q)", r.code, c.exit, r.stdout, c.stdoutHas, r.stderr, c.stderrHas)
			}
		})
	}
}

// TestContractPromptJSON: DESIGN §4 `prompt --json` is an array of
// sections {"id", "order", "text"} in order; §3.4 every built-in workspace
// tool contributes a tool:<name> section, kept under both, filtered out
// under code (where tools:code-only and tools:sdk stay). The default mode
// of prompt is code.
func TestContractPromptJSON(t *testing.T) {
	root := contractRoot(t)
	workspace := []string{"tool:read", "tool:write", "tool:edit", "tool:list", "tool:glob", "tool:grep"}
	cases := []struct {
		name    string
		args    []string
		want    []string
		notWant []string
	}{
		{"default is code", nil, []string{"tools:code-only", "tools:sdk"}, workspace},
		{"code", []string{"--mode", "code"}, []string{"tools:code-only", "tools:sdk"}, workspace},
		{"both", []string{"--mode", "both"}, append([]string{"tools:sdk"}, workspace...), nil},
		{"native", []string{"--mode", "native"}, workspace, []string{"tools:code-only"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := codemode(t, root, "", append([]string{"prompt", "--json"}, c.args...)...)
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			var raw []map[string]json.RawMessage
			if err := json.Unmarshal([]byte(r.stdout), &raw); err != nil {
				t.Fatalf("not a JSON array: %v", err)
			}
			var ids []string
			prev := -1 << 31
			for i, sec := range raw {
				if len(sec) != 3 || sec["id"] == nil || sec["order"] == nil || sec["text"] == nil {
					t.Errorf("section %d has keys %v, want exactly id, order, text", i, reflect.ValueOf(sec).MapKeys())
				}
				var id, text string
				var order int
				json.Unmarshal(sec["id"], &id)
				json.Unmarshal(sec["text"], &text)
				if err := json.Unmarshal(sec["order"], &order); err != nil {
					t.Errorf("section %s: order is not an integer: %s", id, sec["order"])
				}
				if order < prev {
					t.Errorf("section %s (order %d) after order %d: not in order", id, order, prev)
				}
				prev = order
				if strings.TrimSpace(text) == "" {
					t.Errorf("section %s has no text", id)
				}
				ids = append(ids, id)
			}
			got := "," + strings.Join(ids, ",") + ","
			for _, w := range c.want {
				if !strings.Contains(got, ","+w+",") {
					t.Errorf("ids %v lack %s", ids, w)
				}
			}
			for _, w := range c.notWant {
				if strings.Contains(got, ","+w+",") {
					t.Errorf("ids %v hold %s", ids, w)
				}
			}
			// The plain prompt holds every section's text.
			plain := codemode(t, root, "", append([]string{"prompt"}, c.args...)...)
			for _, sec := range raw {
				var text string
				json.Unmarshal(sec["text"], &text)
				if !strings.Contains(plain.stdout, strings.TrimSpace(text)) {
					t.Errorf("plain prompt lacks section %s", sec["id"])
				}
			}
		})
	}
}

// TestContractToolsJSON: DESIGN §4 `tools --json` is an array of MCP Tool
// objects (name, description, inputSchema, optional outputSchema,
// annotations); default mode is code; under code run_code's description
// carries the full tools:sdk text (§7); §8 each workspace tool declares an
// input and an output schema; run_code requires code and description (§7).
func TestContractToolsJSON(t *testing.T) {
	root := contractRoot(t)
	sdk := codemode(t, root, "", "sdk")
	if sdk.code != 0 || sdk.stdout == "" {
		t.Fatalf("codemode sdk: exit %d %s", sdk.code, sdk.stderr)
	}
	workspace := []string{"edit", "glob", "grep", "list", "read", "write"}
	allowed := map[string]bool{"name": true, "title": true, "description": true, "inputSchema": true, "outputSchema": true, "annotations": true, "_meta": true}
	cases := []struct {
		name string
		args []string
		want []string
	}{
		{"default is code", nil, []string{"run_code"}},
		{"code", []string{"--mode", "code"}, []string{"run_code"}},
		{"both", []string{"--mode", "both"}, append([]string{"run_code"}, workspace...)},
		{"native", []string{"--mode", "native"}, workspace},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := codemode(t, root, "", append([]string{"tools", "--json"}, c.args...)...)
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			var raw []map[string]json.RawMessage
			if err := json.Unmarshal([]byte(r.stdout), &raw); err != nil {
				t.Fatalf("not a JSON array: %v", err)
			}
			var names []string
			for _, tl := range raw {
				var tool mcp.Tool
				b, _ := json.Marshal(tl)
				if err := json.Unmarshal(b, &tool); err != nil {
					t.Errorf("not an MCP Tool: %v: %s", err, b)
					continue
				}
				names = append(names, tool.Name)
				for k := range tl {
					if !allowed[k] {
						t.Errorf("%s: key %q is not an MCP Tool field", tool.Name, k)
					}
				}
				if tool.Description == "" || tl["inputSchema"] == nil {
					t.Errorf("%s lacks description or inputSchema", tool.Name)
				}
				var schema struct {
					Type     string   `json:"type"`
					Required []string `json:"required"`
				}
				json.Unmarshal(tl["inputSchema"], &schema)
				if schema.Type != "object" {
					t.Errorf("%s: inputSchema type %q, want object", tool.Name, schema.Type)
				}
				switch tool.Name {
				case "run_code":
					sort.Strings(schema.Required)
					if strings.Join(schema.Required, ",") != "code,description" {
						t.Errorf("run_code requires %v, want code and description", schema.Required)
					}
					if (c.name == "code" || c.name == "default is code") && !strings.Contains(tool.Description, strings.TrimSpace(sdk.stdout)) {
						t.Errorf("run_code's description does not carry the full tools:sdk text")
					}
				default:
					if tl["outputSchema"] == nil {
						t.Errorf("workspace tool %s declares no outputSchema (§8)", tool.Name)
					}
				}
			}
			sort.Strings(names)
			want := append([]string(nil), c.want...)
			sort.Strings(want)
			if strings.Join(names, ",") != strings.Join(want, ",") {
				t.Errorf("tools = %v, want %v", names, want)
			}
		})
	}
}

// TestContractSDKCatalog: DESIGN §4 `sdk --catalog FILE` prints the
// tools:sdk section for exactly the tools in FILE — a JSON array of MCP Tool
// objects or an object with a tools array (the catalogs/*.json format,
// copied to sdkgen/testdata/catalogs) — without starting anything: an
// unstartable --servers entry and a missing --root do not matter.
func TestContractSDKCatalog(t *testing.T) {
	dir := t.TempDir()
	unstartable := writeProgram(t, dir, "servers.json", `{"mcpServers":{"x":{"command":"/nonexistent/upstream"}}}`)
	for _, name := range []string{"github-mcp-server.json", "github-mcp-server-typed.json"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			path, err := filepath.Abs(filepath.Join("..", "sdkgen", "testdata", "catalogs", name))
			if err != nil {
				t.Fatal(err)
			}
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var obj struct {
				Tools []json.RawMessage `json:"tools"`
			}
			if err := json.Unmarshal(b, &obj); err != nil || len(obj.Tools) == 0 {
				t.Fatalf("catalog %s is not an object with tools: %v", name, err)
			}
			arr, _ := json.Marshal(obj.Tools)
			arrPath := writeProgram(t, t.TempDir(), "array.json", string(arr))
			fromObj := codemode(t, dir, "", "sdk", "--catalog", path)
			fromArr := codemode(t, dir, "", "sdk", "--catalog", arrPath)
			isolated := codemode(t, dir, "", "sdk", "--catalog", path, "--servers", unstartable, "--root", filepath.Join(dir, "no-root"))
			for _, r := range []cliResult{fromObj, fromArr, isolated} {
				if r.code != 0 || r.stderr != "" {
					t.Fatalf("exit %d stderr %q", r.code, r.stderr)
				}
			}
			if fromObj.stdout != fromArr.stdout {
				t.Errorf("array and {tools} forms render differently")
			}
			if isolated.stdout != fromObj.stdout {
				t.Errorf("--servers/--root changed the --catalog output (it must start nothing)")
			}
			if !strings.Contains(fromObj.stdout, "declare const tools") {
				t.Errorf("no tools declaration in the output")
			}
			for _, raw := range obj.Tools {
				var tl struct {
					Name string `json:"name"`
				}
				json.Unmarshal(raw, &tl)
				if !strings.Contains(fromObj.stdout, tl.Name) {
					t.Errorf("tool %s is missing from the SDK", tl.Name)
				}
			}
			// Exactly the catalog's tools: no workspace tool leaks in.
			for _, ws := range []string{`"glob"`, "glob:", `"grep"`, "grep:"} {
				if strings.Contains(fromObj.stdout, ws) {
					t.Errorf("workspace tool %s appears in a catalog-only SDK", ws)
				}
			}
		})
	}
}

// TestContractWorkspaceTools: DESIGN §8's argument and return field names
// and behaviours, through `call --mode native` so the canonical value is
// the tool's own return. Cases run in order on one root.
func TestContractWorkspaceTools(t *testing.T) {
	root := contractRoot(t)
	cases := []struct {
		name, tool, args string
		value            string // exact value (canonical JSON); "" when an error is expected
		errHas           string // substring of the error text
	}{
		// read: {path, content, totalLines, truncated}; bytes exactly, no prefixes.
		{"read whole", "read", `{"path":"nofinal.txt"}`, `{"path":"nofinal.txt","content":"l1\nl2\nl3","totalLines":3,"truncated":false}`, ""},
		{"read final newline starts no line", "read", `{"path":"nl.txt"}`, `{"path":"nl.txt","content":"\n","totalLines":1,"truncated":false}`, ""},
		{"read empty", "read", `{"path":"empty.txt"}`, `{"path":"empty.txt","content":"","totalLines":0,"truncated":false}`, ""},
		{"read offset is 1-based", "read", `{"path":"nofinal.txt","offset":2}`, `{"path":"nofinal.txt","content":"l2\nl3","totalLines":3,"truncated":false}`, ""},
		{"read limit truncates", "read", `{"path":"nofinal.txt","offset":1,"limit":2}`, `{"path":"nofinal.txt","content":"l1\nl2\n","totalLines":3,"truncated":true}`, ""},
		{"read limit covering all", "read", `{"path":"nofinal.txt","limit":3}`, `{"path":"nofinal.txt","content":"l1\nl2\nl3","totalLines":3,"truncated":false}`, ""},
		{"read offset and limit mid", "read", `{"path":"nofinal.txt","offset":2,"limit":1}`, `{"path":"nofinal.txt","content":"l2\n","totalLines":3,"truncated":true}`, ""},
		{"read absolute inside root", "read", `{"path":` + jsonString(filepath.Join(root, "main.go")) + `}`, `{"path":"main.go","content":"package main\n","totalLines":1,"truncated":false}`, ""},
		{"read path with ./", "read", `{"path":"./sub/../main.go"}`, `{"path":"main.go","content":"package main\n","totalLines":1,"truncated":false}`, ""},
		{"read symlink inside root", "read", `{"path":"link.go"}`, `{"path":"link.go","content":"package main\n","totalLines":1,"truncated":false}`, ""},
		{"read symlink leaving root", "read", `{"path":"out.lnk"}`, "", "out.lnk"},
		{"read dotdot", "read", `{"path":"../secret.txt"}`, "", "root"},
		{"read absolute outside", "read", `{"path":` + jsonString(filepath.Join(filepath.Dir(root), "secret.txt")) + `}`, "", "root"},
		// write: {path, created, bytes}; parent directories created.
		{"write creates parents", "write", `{"path":"new/dir/x.txt","content":"héllo"}`, `{"path":"new/dir/x.txt","created":true,"bytes":6}`, ""},
		{"write overwrites", "write", `{"path":"new/dir/x.txt","content":"hi"}`, `{"path":"new/dir/x.txt","created":false,"bytes":2}`, ""},
		{"write absolute inside root", "write", `{"path":` + jsonString(filepath.Join(root, "abs.txt")) + `,"content":"1"}`, `{"path":"abs.txt","created":true,"bytes":1}`, ""},
		{"write read back", "read", `{"path":"new/dir/x.txt"}`, `{"path":"new/dir/x.txt","content":"hi","totalLines":1,"truncated":false}`, ""},
		{"write outside", "write", `{"path":"../pwned.txt","content":"x"}`, "", "root"},
		// edit: {path, replacements}; fails when absent or ambiguous.
		{"edit not unique", "edit", `{"path":"e.txt","oldText":"X","newText":"-"}`, "", "replaceAll"},
		{"edit absent", "edit", `{"path":"e.txt","oldText":"zzz","newText":"-"}`, "", "not found"},
		{"edit replaceAll", "edit", `{"path":"e.txt","oldText":"X","newText":"-","replaceAll":true}`, `{"path":"e.txt","replacements":2}`, ""},
		{"edit single", "edit", `{"path":"e.txt","oldText":"a-","newText":"A+"}`, `{"path":"e.txt","replacements":1}`, ""},
		{"edit result", "read", `{"path":"e.txt"}`, `{"path":"e.txt","content":"A+b-c","totalLines":1,"truncated":false}`, ""},
		// list: {entries: [{name, type, size}]} sorted by name; symlink's own size.
		{"list sub", "list", `{"path":"sub"}`, `{"path":"sub","entries":[{"name":"deep","type":"dir","size":0},{"name":"m.txt","type":"file","size":10},{"name":"s.go","type":"file","size":18}]}`, ""},
		{"list absolute", "list", `{"path":` + jsonString(filepath.Join(root, "sub", "deep")) + `}`, `{"path":"sub/deep","entries":[{"name":"d.go","type":"file","size":13}]}`, ""},
		{"list outside", "list", `{"path":".."}`, "", "root"},
		// glob: {paths} sorted, root-relative; ** matches zero or more directories.
		{"glob **/*.go matches top-level", "glob", `{"pattern":"**/*.go"}`, `{"paths":["link.go","main.go","sub/deep/d.go","sub/s.go"]}`, ""},
		{"glob top level only", "glob", `{"pattern":"*.go"}`, `{"paths":["link.go","main.go"]}`, ""},
		{"glob middle **", "glob", `{"pattern":"sub/**/d.go"}`, `{"paths":["sub/deep/d.go"]}`, ""},
		{"glob middle ** zero dirs", "glob", `{"pattern":"sub/**/s.go"}`, `{"paths":["sub/s.go"]}`, ""},
		// grep: {matches: [{path, line, text}]} in path then line order.
		{"grep order", "grep", `{"pattern":"TODO|x\\d"}`, `{"matches":[{"path":"b/z.txt","line":1,"text":"TODO z"},{"path":"sub/deep/d.go","line":1,"text":"// TODO deep"},{"path":"sub/m.txt","line":1,"text":"x1"},{"path":"sub/m.txt","line":3,"text":"x2"},{"path":"sub/s.go","line":1,"text":"package s // TODO"}]}`, ""},
		{"grep glob **/*.go", "grep", `{"pattern":"TODO","glob":"**/*.go"}`, `{"matches":[{"path":"sub/deep/d.go","line":1,"text":"// TODO deep"},{"path":"sub/s.go","line":1,"text":"package s // TODO"}]}`, ""},
		// link.go is a symlink to main.go inside the root, so it is followed.
		{"grep glob top-level via **", "grep", `{"pattern":"package main","glob":"**/*.go"}`, `{"matches":[{"path":"link.go","line":1,"text":"package main"},{"path":"main.go","line":1,"text":"package main"}]}`, ""},
		{"grep path", "grep", `{"pattern":"x\\d","path":"sub"}`, `{"matches":[{"path":"sub/m.txt","line":1,"text":"x1"},{"path":"sub/m.txt","line":3,"text":"x2"}]}`, ""},
		{"grep bad RE2", "grep", `{"pattern":"("}`, "", "pattern"},
	}
	for _, c := range cases {
		r := codemode(t, root, "", "call", "--json", "--mode", "native", "--root", root, c.tool, c.args)
		var res struct {
			IsError bool            `json:"isError"`
			Content []mcpBlock      `json:"content"`
			Value   json.RawMessage `json:"value"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &res); err != nil {
			t.Errorf("%s: stdout is not a call result: %v: %q %q", c.name, err, r.stdout, r.stderr)
			continue
		}
		if c.value == "" {
			text := ""
			if len(res.Content) > 0 {
				text = res.Content[0].Text
			}
			if !res.IsError || r.code != 1 || !strings.Contains(text, c.errHas) {
				t.Errorf("%s: want a failure mentioning %q, got exit %d %s", c.name, c.errHas, r.code, r.stdout)
			}
			continue
		}
		if res.IsError || r.code != 0 {
			t.Errorf("%s: failed: exit %d %s", c.name, r.code, r.stdout)
			continue
		}
		got := canonJSON(t, string(res.Value))
		want := canonJSON(t, c.value)
		// Optional fields may be added freely (§8): compare only the
		// contract's fields by checking the wanted object is a subset.
		if got != want && !jsonSubset(t, c.value, string(res.Value)) {
			t.Errorf("%s:\n got %s\nwant %s", c.name, res.Value, c.value)
		}
	}
	if b, err := os.ReadFile(filepath.Join(root, "new", "dir", "x.txt")); err != nil || string(b) != "hi" {
		t.Errorf("new/dir/x.txt = %q, %v", b, err)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(root), "pwned.txt")); err == nil {
		t.Errorf("write escaped the root")
	}
}

// TestContractListSymlinkSize: DESIGN §8 "list reports a symlink's own
// size" (the length of the link, not of its target), type "symlink".
func TestContractListSymlinkSize(t *testing.T) {
	root := contractRoot(t)
	r := codemode(t, root, "", "call", "--json", "--mode", "native", "--root", root, "list", `{}`)
	var res struct {
		Value struct {
			Entries []struct {
				Name string `json:"name"`
				Type string `json:"type"`
				Size int64  `json:"size"`
			} `json:"entries"`
		} `json:"value"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &res); err != nil || r.code != 0 {
		t.Fatalf("list: exit %d %v %s", r.code, err, r.stdout)
	}
	var names []string
	for _, e := range res.Value.Entries {
		names = append(names, e.Name)
		fi, err := os.Lstat(filepath.Join(root, e.Name))
		if err != nil {
			t.Errorf("%s: %v", e.Name, err)
			continue
		}
		wantType := "file"
		switch {
		case fi.Mode()&os.ModeSymlink != 0:
			wantType = "symlink"
		case fi.IsDir():
			wantType = "dir"
		}
		if e.Type != wantType {
			t.Errorf("%s: type %q, want %q", e.Name, e.Type, wantType)
		}
		if wantType != "dir" && e.Size != fi.Size() {
			t.Errorf("%s: size %d, want its own size %d", e.Name, e.Size, fi.Size())
		}
	}
	if !sort.StringsAreSorted(names) {
		t.Errorf("entries not sorted by name: %v", names)
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// jsonSubset reports whether every field of want (recursively in objects;
// arrays must match in length) is present and equal in got.
func jsonSubset(t *testing.T, want, got string) bool {
	t.Helper()
	var w, g any
	if json.Unmarshal([]byte(want), &w) != nil || json.Unmarshal([]byte(got), &g) != nil {
		return false
	}
	return subset(w, g)
}

func subset(w, g any) bool {
	switch wv := w.(type) {
	case map[string]any:
		gv, ok := g.(map[string]any)
		if !ok {
			return false
		}
		for k, x := range wv {
			if !subset(x, gv[k]) {
				return false
			}
		}
		return true
	case []any:
		gv, ok := g.([]any)
		if !ok || len(gv) != len(wv) {
			return false
		}
		for i := range wv {
			if !subset(wv[i], gv[i]) {
				return false
			}
		}
		return true
	default:
		return reflect.DeepEqual(w, g)
	}
}

// contractServe starts `codemode serve` on stdio over a workspace root
// only (no upstream servers).
func contractServe(t *testing.T, root string, extra ...string) *mcp.ClientSession {
	t.Helper()
	requireServe(t)
	cmd := exec.Command(codemodeBin, append([]string{"serve", "--root", root}, extra...)...)
	cmd.Stderr = &testWriter{t: t}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "contract", Version: "1"}, nil).Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("connecting to codemode serve: %v", err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// TestContractMCPToolsList: DESIGN §7 tools/list — under code exactly
// run_code (code and description required) whose description carries the
// full tools:sdk text; under both run_code plus every visible tool; under
// native the visible tools only. Default mode of serve is code (§4).
func TestContractMCPToolsList(t *testing.T) {
	root := contractRoot(t)
	sdk := codemode(t, root, "", "sdk", "--root", root)
	workspace := []string{"edit", "glob", "grep", "list", "read", "write"}
	cases := []struct {
		name string
		args []string
		want []string
	}{
		{"default", nil, []string{"run_code"}},
		{"code", []string{"--mode", "code"}, []string{"run_code"}},
		{"both", []string{"--mode", "both"}, []string{"edit", "glob", "grep", "list", "read", "run_code", "write"}},
		{"native", []string{"--mode", "native"}, workspace},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			cs := contractServe(t, root, c.args...)
			res, err := cs.ListTools(context.Background(), nil)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, tl := range res.Tools {
				names = append(names, tl.Name)
				if tl.Name != "run_code" {
					if tl.OutputSchema == nil {
						t.Errorf("%s has no outputSchema (§8)", tl.Name)
					}
					continue
				}
				b, _ := json.Marshal(tl.InputSchema)
				var schema struct {
					Required []string `json:"required"`
				}
				json.Unmarshal(b, &schema)
				sort.Strings(schema.Required)
				if strings.Join(schema.Required, ",") != "code,description" {
					t.Errorf("run_code requires %v, want code and description", schema.Required)
				}
				if c.name == "code" || c.name == "default" {
					if !strings.Contains(tl.Description, strings.TrimSpace(sdk.stdout)) {
						t.Errorf("run_code's description does not carry the full tools:sdk text of `codemode sdk`")
					}
				}
			}
			sort.Strings(names)
			if strings.Join(names, ",") != strings.Join(c.want, ",") {
				t.Errorf("tools/list = %v, want %v", names, c.want)
			}
		})
	}
}

// TestContractMCPCalls: DESIGN §7 tools/call — a native name under code is
// an isError result whose text has UNKNOWN_TOOL and tells to use run_code,
// and nothing runs; an unknown name is UNKNOWN_TOOL in every mode with the
// same shape; run_code success has structuredContent {"logs","value"} and
// text showing the logs then the value as JSON; failure has isError,
// structuredContent {"logs","error":{kind,message}} and text starting
// `KIND: MESSAGE`.
func TestContractMCPCalls(t *testing.T) {
	root := contractRoot(t)
	sessions := map[string]*mcp.ClientSession{}
	for _, mode := range []string{"code", "both", "native"} {
		sessions[mode] = contractServe(t, root, "--mode", mode, "--compute", "300ms")
	}
	type want struct {
		isError    bool
		textHas    []string
		textPrefix string
		structured string // exact canonical structuredContent; "" skips
		errKind    string // structuredContent.error.kind on failure
	}
	cases := []struct {
		name, mode, tool string
		args             map[string]any
		want             want
	}{
		{"native read under code", "code", "read", map[string]any{"path": "one.txt"},
			want{isError: true, textHas: []string{"UNKNOWN_TOOL", "run_code"}}},
		{"native write under code runs nothing", "code", "write", map[string]any{"path": "mcp-write.txt", "content": "x"},
			want{isError: true, textHas: []string{"UNKNOWN_TOOL", "run_code"}}},
		{"unknown under code", "code", "no_such_tool", map[string]any{},
			want{isError: true, textHas: []string{"UNKNOWN_TOOL"}}},
		{"unknown under both", "both", "no_such_tool", map[string]any{},
			want{isError: true, textHas: []string{"UNKNOWN_TOOL"}}},
		{"unknown under native", "native", "no_such_tool", map[string]any{},
			want{isError: true, textHas: []string{"UNKNOWN_TOOL"}}},
		{"run_code under native is unknown", "native", "run_code", map[string]any{"code": "return 1", "description": "d"},
			want{isError: true, textHas: []string{"UNKNOWN_TOOL"}}},
		{"run_code value", "code", "run_code", map[string]any{"code": "console.log('a', 1); console.log('b'); return {x: [1, 2]};", "description": "d"},
			want{textPrefix: "a 1\nb\n", structured: `{"logs":["a 1","b"],"value":{"x":[1,2]}}`}},
		{"run_code no value", "code", "run_code", map[string]any{"code": "console.log('only');", "description": "d"},
			want{textPrefix: "only", structured: `{"logs":["only"]}`}},
		{"run_code reaches tools", "both", "run_code", map[string]any{"code": "return (await tools.read({path: 'one.txt'})).content;", "description": "d"},
			want{textPrefix: "hello world\n", structured: `{"logs":[],"value":"hello world\n"}`}},
		{"run_code nothing at all", "code", "run_code", map[string]any{"code": "let x = 1;", "description": "d"},
			want{textHas: []string{"no output"}, structured: `{"logs":[]}`}},
		{"run_code exception", "code", "run_code", map[string]any{"code": "console.log('before'); throw new Error('bad thing');", "description": "d"},
			want{isError: true, textPrefix: "exception: ", textHas: []string{"bad thing"}, errKind: "exception"}},
		{"run_code timeout", "code", "run_code", map[string]any{"code": "for (;;) {}", "description": "d"},
			want{isError: true, textPrefix: "timeout: ", textHas: []string{"300ms"}, errKind: "timeout"}}, // serve's --compute applies (§4)
		{"run_code invalid-output", "code", "run_code", map[string]any{"code": "return () => 1;", "description": "d"},
			want{isError: true, textPrefix: "invalid-output: ", errKind: "invalid-output"}},
		{"run_code without description", "code", "run_code", map[string]any{"code": "return 1"},
			want{isError: true, textHas: []string{"INVALID_ARGS", "description"}}},
		{"run_code without code", "both", "run_code", map[string]any{"description": "d"},
			want{isError: true, textHas: []string{"INVALID_ARGS", "code"}}},
		{"native read under native", "native", "read", map[string]any{"path": "one.txt"},
			want{textHas: []string{"hello world"}, structured: `{"path":"one.txt","content":"hello world\n","totalLines":1,"truncated":false}`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := sessions[c.mode].CallTool(context.Background(), &mcp.CallToolParams{Name: c.tool, Arguments: c.args})
			if err != nil {
				t.Fatalf("protocol error %v, want a tool result", err)
			}
			text := resultText(res)
			if res.IsError != c.want.isError {
				t.Fatalf("isError = %v, want %v; text %q", res.IsError, c.want.isError, text)
			}
			for _, h := range c.want.textHas {
				if !strings.Contains(text, h) {
					t.Errorf("text %q lacks %q", text, h)
				}
			}
			if !strings.HasPrefix(text, c.want.textPrefix) {
				t.Errorf("text %q does not start with %q", text, c.want.textPrefix)
			}
			if c.want.structured != "" {
				// run_code's canonical value has exactly its keys; a native
				// tool may add optional fields (§8).
				got := jsonOf(res.StructuredContent)
				if got != canonJSON(t, c.want.structured) && (c.tool == "run_code" || !jsonSubset(t, c.want.structured, got)) {
					t.Errorf("structuredContent = %s, want %s", got, c.want.structured)
				}
			}
			if c.tool == "run_code" && !res.IsError {
				// Text: the logs, then the value as JSON.
				var sc struct {
					Logs  []string        `json:"logs"`
					Value json.RawMessage `json:"value"`
				}
				json.Unmarshal([]byte(jsonOf(res.StructuredContent)), &sc)
				rest := strings.TrimPrefix(text, strings.Join(sc.Logs, "\n"))
				if rest == text && len(sc.Logs) > 0 {
					t.Errorf("text %q does not start with the logs", text)
				}
				// CM-3: a string value is shown raw, any other value as JSON.
				var str string
				if sc.Value != nil && json.Unmarshal(sc.Value, &str) == nil {
					if strings.TrimPrefix(rest, "\n") != str {
						t.Errorf("text after the logs %q is not the raw string %q (CM-3)", rest, str)
					}
				} else if sc.Value != nil {
					var v any
					if err := json.Unmarshal([]byte(strings.TrimSpace(rest)), &v); err != nil || jsonOf(v) != canonJSON(t, string(sc.Value)) {
						t.Errorf("text after the logs %q is not the value %s as JSON", rest, sc.Value)
					}
				}
			}
			if c.want.errKind != "" {
				b, _ := json.Marshal(res.StructuredContent)
				if got := strings.Join(objectKeys(t, string(b)), ","); got != "error,logs" {
					t.Errorf("failure structuredContent keys = %s, want error,logs: %s", got, b)
				}
				var sc struct {
					Logs  []string                   `json:"logs"`
					Error map[string]json.RawMessage `json:"error"`
				}
				json.Unmarshal(b, &sc)
				var kind, msg string
				json.Unmarshal(sc.Error["kind"], &kind)
				json.Unmarshal(sc.Error["message"], &msg)
				if len(sc.Error) != 2 || kind != c.want.errKind || msg == "" {
					t.Errorf("structuredContent.error = %s, want exactly {kind %q, message}", b, c.want.errKind)
				}
				if sc.Logs == nil {
					t.Errorf("failure structuredContent lacks logs: %s", b)
				}
				if !strings.HasPrefix(text, kind+": "+msg) {
					t.Errorf("text %q does not start with KIND: MESSAGE (%s: %s)", text, kind, msg)
				}
			}
		})
	}
	if _, err := os.Stat(filepath.Join(root, "mcp-write.txt")); err == nil {
		t.Errorf("a collapsed write under code ran")
	}
}

// TestContractServersFile: DESIGN §6, the mcpServers file — a stdio entry
// (command, args, env) and a streamable-HTTP entry (url, headers); unique
// upstream names are kept unqualified; outputSchema becomes the typed
// return in the SDK (ToolOutputMap).
func TestContractServersFile(t *testing.T) {
	requireServe(t)
	dir := t.TempDir()
	logFile := filepath.Join(dir, "up.log")
	stdio := writeProgram(t, dir, "stdio.json", jsonOf(map[string]any{"mcpServers": map[string]any{
		"solo": map[string]any{"command": upstreamBin, "args": []string{"--log", logFile}, "env": map[string]string{"K": "V"}},
	}}))

	// An HTTP upstream on a free port.
	up := exec.Command(upstreamBin, "--http", "127.0.0.1:0")
	out, err := up.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := up.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { up.Process.Kill(); up.Wait() })
	line, err := bufioLine(out)
	if err != nil || !strings.HasPrefix(line, "listening on ") {
		t.Fatalf("upstream http: %q %v", line, err)
	}
	url := strings.TrimSpace(strings.TrimPrefix(line, "listening on "))
	remote := writeProgram(t, dir, "remote.json", jsonOf(map[string]any{"mcpServers": map[string]any{
		"remote": map[string]any{"url": url, "headers": map[string]string{"Authorization": "Bearer x"}},
	}}))

	for _, c := range []struct{ name, file string }{{"stdio", stdio}, {"url", remote}} {
		t.Run(c.name, func(t *testing.T) {
			r := codemode(t, dir, "", "tools", "--json", "--mode", "native", "--servers", c.file, "--root", dir)
			var tools []struct {
				Name string `json:"name"`
			}
			if err := json.Unmarshal([]byte(r.stdout), &tools); err != nil || r.code != 0 {
				t.Fatalf("tools: exit %d %v %s", r.code, err, r.stderr)
			}
			var names []string
			for _, tl := range tools {
				names = append(names, tl.Name)
			}
			got := "," + strings.Join(names, ",") + ","
			for _, w := range []string{"get_user", "add", "echo", "read"} {
				if !strings.Contains(got, ","+w+",") {
					t.Errorf("tools %v lack the unique upstream name %s (kept unqualified)", names, w)
				}
			}
			r = codemode(t, dir, "", "call", "--json", "--mode", "native", "--servers", c.file, "--root", dir, "get_user", `{"id":3}`)
			if r.code != 0 || !strings.Contains(r.stdout, `"value":{"id":3,"name":"user3"`) {
				t.Errorf("call get_user: exit %d %s %s", r.code, r.stdout, r.stderr)
			}
			r = codemode(t, dir, "", "sdk", "--servers", c.file, "--root", dir)
			i := strings.Index(r.stdout, "interface ToolOutputMap")
			j := strings.Index(r.stdout[max(i, 0):], "  get_user: {")
			if i < 0 || j < 0 {
				t.Fatalf("no get_user entry in ToolOutputMap:\n%s", r.stdout)
			}
			entry := r.stdout[i+j:]
			entry = entry[:strings.Index(entry, "};")]
			if !strings.Contains(entry, "name: string;") || !strings.Contains(entry, "id: number;") {
				t.Errorf("get_user's outputSchema is not its typed return: %s", entry)
			}
		})
	}
	if b, err := os.ReadFile(logFile); err != nil || !strings.Contains(string(b), "start pid") {
		t.Errorf("the stdio entry's args did not reach the upstream: %q %v", b, err)
	}
}

// bufioLine reads one line from r.
func bufioLine(r io.Reader) (string, error) {
	var b []byte
	one := make([]byte, 1)
	for {
		if _, err := r.Read(one); err != nil {
			return string(b), err
		}
		if one[0] == '\n' {
			return string(b), nil
		}
		b = append(b, one[0])
	}
}

// TestContractRunLogsOnePerCall: DESIGN §5 "logs": each console call is
// one string (several arguments joined, newlines kept inside), for every
// console method, in call order, also before a failure.
func TestContractRunLogsOnePerCall(t *testing.T) {
	cases := []struct {
		name, code string
		logs       []string
	}{
		{"methods", `console.log("a", "b"); console.error("e"); console.warn("w"); console.info("i"); console.debug("d"); return 1;`, []string{"a b", "[error] e", "[warn] w", "i", "d"}},
		{"newline inside one entry", `console.log("multi\nline"); console.log();`, []string{"multi\nline", ""}},
		{"kept before a failure", `console.log(1); console.log({a: 1}); throw new Error("x");`, []string{"1", "{ a: 1 }"}},
		{"dir, group, count, assert", `console.group("g"); console.dir({a: {b: {c: {d: 1}}}}, {depth: null}); console.count("x"); console.groupEnd(); console.assert(false, "msg"); return 1;`, []string{"g", "  {\n    a: { b: { c: { d: 1 } } }\n  }", "  x: 1", "[warn] Assertion failed: msg"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := codemode(t, t.TempDir(), c.code, "run", "--json", "-")
			got := decodeRun(t, r).Logs
			if !reflect.DeepEqual(got, c.logs) {
				t.Errorf("logs = %q, want %q", got, c.logs)
			}
		})
	}
}

// TestContractSortOrder: DESIGN §8 glob paths "sorted", grep matches "in
// path then line order", list entries "sorted by name" — with names where
// a directory walk's order differs from sorting the paths ("a/x" is walked
// before "a.b/x" but sorts after it).
func TestContractSortOrder(t *testing.T) {
	root := t.TempDir()
	for _, name := range []string{"a/x.txt", "a.b/x.txt", "a-b/x.txt", "a0.txt", "B.txt", "a/y/z.txt"} {
		p := filepath.Join(root, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte("hit\nmiss\nhit\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sorted := []string{"B.txt", "a-b/x.txt", "a.b/x.txt", "a/x.txt", "a/y/z.txt", "a0.txt"}
	cases := []struct {
		tool, args string
		list       func(v json.RawMessage) []string
		want       []string
	}{
		{"glob", `{"pattern":"**/*.txt"}`, func(v json.RawMessage) []string {
			var g struct{ Paths []string }
			json.Unmarshal(v, &g)
			return g.Paths
		}, sorted},
		{"grep", `{"pattern":"hit"}`, func(v json.RawMessage) []string {
			var g struct {
				Matches []struct {
					Path string
					Line int
				}
			}
			json.Unmarshal(v, &g)
			var out []string
			for _, m := range g.Matches {
				out = append(out, m.Path+":"+string(rune('0'+m.Line)))
			}
			return out
		}, func() []string {
			var out []string
			for _, p := range sorted {
				out = append(out, p+":1", p+":3")
			}
			return out
		}()},
		{"list", `{}`, func(v json.RawMessage) []string {
			var l struct{ Entries []struct{ Name string } }
			json.Unmarshal(v, &l)
			var out []string
			for _, e := range l.Entries {
				out = append(out, e.Name)
			}
			return out
		}, []string{"B.txt", "a", "a-b", "a.b", "a0.txt"}},
	}
	for _, c := range cases {
		t.Run(c.tool, func(t *testing.T) {
			t.Parallel()
			r := codemode(t, root, "", "call", "--json", "--mode", "native", "--root", root, c.tool, c.args)
			var res struct {
				Value json.RawMessage `json:"value"`
			}
			if err := json.Unmarshal([]byte(r.stdout), &res); err != nil || r.code != 0 {
				t.Fatalf("exit %d %v %s %s", r.code, err, r.stdout, r.stderr)
			}
			if got := c.list(res.Value); !reflect.DeepEqual(got, c.want) {
				t.Errorf("%s order = %v, want %v", c.tool, got, c.want)
			}
		})
	}
}
