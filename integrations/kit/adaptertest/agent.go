package adaptertest

import (
	"bytes"
	"context"
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Program calls two workspace tools, glob through Promise.all, then read
// on what glob found; its value depends on both results.
const Program = `const [g] = await Promise.all([tools.glob({ pattern: "*.txt" })]);
const r = await tools.read({ path: g.paths[0] });
console.log("found " + g.paths.join(","));
return { file: g.paths[0], first: r.content.split("\n")[0] };`

// Workspace is a fresh workspace root holding notes.txt, the file
// Program finds.
func Workspace(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("alpha line\nbeta line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// Agent drives an example agent's whole command against a scripted
// model behind an httptest server.
type Agent struct {
	// Main is the command: it returns the exit code.
	Main func(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) int
	// Key and BaseURL name the SDK's API-key and base-URL variables. A
	// run without an environment of its own gets the key "test-key" and
	// the server's URL.
	Key, BaseURL string
	// ProcessEnv puts BaseURL in the process environment too, for an SDK
	// that reads it there rather than through the command's getenv.
	ProcessEnv bool
	// Wire is the provider's wire format.
	Wire Wire
}

// Model is a scripted model in a's wire format whose run_code call
// carries code.
func (a *Agent) Model(code string) *Model { return &Model{Wire: a.Wire, Code: code} }

// Run runs the command against m with env (nil: the default) and
// returns its exit code and output.
func (a *Agent) Run(t *testing.T, m *Model, env map[string]string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	srv := httptest.NewServer(m)
	defer srv.Close()
	if env == nil {
		env = map[string]string{a.Key: "test-key", a.BaseURL: srv.URL}
	}
	if a.ProcessEnv {
		t.Setenv(a.BaseURL, env[a.BaseURL])
	}
	var out, errOut bytes.Buffer
	code = a.Main(context.Background(), args, func(k string) string { return env[k] }, &out, &errOut)
	return code, out.String(), errOut.String()
}

// Case is a task run whose tool result the test checks.
type Case struct {
	Name    string
	Code    string   // the program of the model's run_code call
	IsError bool     // whether the tool result is marked as an error
	Result  []string // substrings of the tool result's text
	Stderr  string   // a substring of the streamed console lines
}

// Cases are the runs every example agent's test makes: Program, whose
// console line is labelled with callID, and a program that throws.
func Cases(callID string) []Case {
	return []Case{
		{"program value", Program, false, []string{`"file": "notes.txt"`, `"first": "alpha line"`, "found notes.txt"}, "[" + callID + "] found notes.txt"},
		{"program throws", `await tools.list({});
throw new Error("boom: nothing to do")`, true, []string{"boom: nothing to do"}, ""},
	}
}

// CheckLoop runs the task of each case with args and a fresh
// workspace's --root, asserts what every provider shares — exit 0, Final
// on stdout, the streamed console line, two requests to endpoint (a
// suffix of their path) — and hands the requests to check, for the
// provider's own assertions.
func (a *Agent) CheckLoop(t *testing.T, cases []Case, endpoint string, check func(t *testing.T, c Case, reqs []Request), args ...string) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			m := a.Model(c.Code)
			code, stdout, stderr := a.Run(t, m, nil, slices.Concat(args, []string{"--root", Workspace(t), "summarize the notes"})...)
			if code != 0 {
				t.Fatalf("exit %d, stderr:\n%s", code, stderr)
			}
			if stdout != Final+"\n" {
				t.Errorf("stdout = %q", stdout)
			}
			if !strings.Contains(stderr, c.Stderr) {
				t.Errorf("stderr %q lacks the streamed log line %q", stderr, c.Stderr)
			}
			reqs := m.Requests()
			if len(reqs) != 2 {
				t.Fatalf("the model got %d requests, want 2", len(reqs))
			}
			for _, r := range reqs {
				if !strings.HasSuffix(r.Path, endpoint) {
					t.Fatalf("a request went to %s, want %s", r.Path, endpoint)
				}
			}
			check(t, c, reqs)
		})
	}
}

// CheckPrefixStable runs Program twice, with args, and fails unless the
// fields of the first request's body, the prefix the provider's cache
// keys on, are byte-identical between the runs.
func (a *Agent) CheckPrefixStable(t *testing.T, fields []string, args ...string) {
	t.Helper()
	var prefixes []string
	for range 2 {
		m := a.Model(Program)
		if code, _, stderr := a.Run(t, m, nil, slices.Concat(args, []string{"--root", Workspace(t), "task"})...); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		var prefix string
		for _, f := range fields {
			prefix += string(m.Requests()[0].Body[f])
		}
		prefixes = append(prefixes, prefix)
	}
	if prefixes[0] != prefixes[1] {
		t.Errorf("the %v prefix differs between runs:\n%s\n%s", fields, prefixes[0], prefixes[1])
	}
}

// UsageCase is a run that stops before the model: bad usage or a
// missing environment.
type UsageCase struct {
	Name   string
	Env    map[string]string // nil: the default
	Args   []string
	Code   int    // the exit code
	Stderr string // a substring of stderr
}

// CheckUsage runs the usage cases every example agent shares (no task, a
// bad flag, a missing root, --help) and the agent's own, which should
// include the one line a missing environment prints.
func (a *Agent) CheckUsage(t *testing.T, own ...UsageCase) {
	t.Helper()
	shared := []UsageCase{
		{"no task", map[string]string{a.Key: "k"}, nil, 2, "agent: no task given (agent --help)\n"},
		{"bad flag", map[string]string{}, []string{"--nope"}, 2, "flag provided but not defined: -nope"},
		{"missing root", nil, []string{"--root", "/nonexistent/dir", "task"}, 1, "agent: workspace: root"},
	}
	for _, tc := range append(shared, own...) {
		t.Run(tc.Name, func(t *testing.T) {
			code, stdout, stderr := a.Run(t, a.Model(Program), tc.Env, tc.Args...)
			if code != tc.Code || !strings.Contains(stderr, tc.Stderr) || stdout != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and stderr containing %q", code, stdout, stderr, tc.Code, tc.Stderr)
			}
		})
	}
	t.Run("help", func(t *testing.T) {
		code, _, stderr := a.Run(t, a.Model(""), nil, "--help")
		if code != 0 || !strings.Contains(stderr, a.BaseURL) || !strings.Contains(stderr, "-root") {
			t.Errorf("exit %d, help %q", code, stderr)
		}
	})
}
