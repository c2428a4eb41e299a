package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// program calls two workspace tools, glob through Promise.all, then read
// on what glob found; its value depends on both results.
const program = `const [g] = await Promise.all([tools.glob({ pattern: "*.txt" })]);
const r = await tools.read({ path: g.paths[0] });
console.log("found " + g.paths.join(","));
return { file: g.paths[0], first: r.content.split("\n")[0] };`

const final = "done: the task is finished"

// model is an httptest server speaking the Gemini API's generateContent
// (what Genkit's Google AI plugin sends through the genai SDK),
// scripted like a model: a request without a function response gets a
// run_code call of code; a request with one gets a final text.
type model struct {
	code string

	mu     sync.Mutex
	paths  []string
	bodies []map[string]json.RawMessage
}

func (m *model) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	raw, _ := io.ReadAll(r.Body)
	var body map[string]json.RawMessage
	if !strings.HasSuffix(r.URL.Path, ":generateContent") || json.Unmarshal(raw, &body) != nil {
		http.Error(w, `{"error":{"code":400,"message":"bad request"}}`, http.StatusBadRequest)
		return
	}
	m.mu.Lock()
	m.paths = append(m.paths, r.URL.Path)
	m.bodies = append(m.bodies, body)
	m.mu.Unlock()
	part := map[string]any{"text": final}
	if !strings.Contains(string(body["contents"]), `"functionResponse"`) {
		part = map[string]any{"functionCall": map[string]any{"id": "call_1", "name": "run_code",
			"args": map[string]any{"code": m.code, "description": "look at the notes"}}}
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"candidates":    []any{map[string]any{"content": map[string]any{"role": "model", "parts": []any{part}}, "finishReason": "STOP", "index": 0}},
		"usageMetadata": map[string]any{"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15},
		"modelVersion":  "test-model",
	})
}

func (m *model) requests() ([]string, []map[string]json.RawMessage) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.paths, m.bodies
}

func workspaceDir(t *testing.T) string {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("alpha line\nbeta line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func agentRun(t *testing.T, m *model, env map[string]string, args ...string) (int, string, string) {
	t.Helper()
	srv := httptest.NewServer(m)
	defer srv.Close()
	if env == nil {
		env = map[string]string{"GEMINI_API_KEY": "test-key", "GOOGLE_GEMINI_BASE_URL": srv.URL}
	}
	// The genai SDK under the plugin reads the base URL from the process
	// environment, not from getenv.
	t.Setenv("GOOGLE_GEMINI_BASE_URL", env["GOOGLE_GEMINI_BASE_URL"])
	var out, errOut bytes.Buffer
	code := run(context.Background(), args, func(k string) string { return env[k] }, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestAgentLoopAgainstScriptedModel(t *testing.T) {
	tests := []struct {
		name     string
		code     string
		isError  bool
		result   []string
		stderrIn string
	}{
		{"program value", program, false, []string{`"file": "notes.txt"`, `"first": "alpha line"`, "found notes.txt"}, "[genkit-run_code-1] found notes.txt"},
		{"program throws", `await tools.list({});
throw new Error("boom: nothing to do")`, true, []string{"ERROR (CODE_RUN_FAILED):", "boom: nothing to do"}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := &model{code: tc.code}
			code, stdout, stderr := agentRun(t, m, nil, "--root", workspaceDir(t), "--model", "gemini-test", "summarize the notes")
			if code != 0 {
				t.Fatalf("exit %d, stderr:\n%s", code, stderr)
			}
			if stdout != final+"\n" {
				t.Errorf("stdout = %q", stdout)
			}
			if !strings.Contains(stderr, tc.stderrIn) {
				t.Errorf("stderr %q lacks the streamed log line %q", stderr, tc.stderrIn)
			}
			paths, reqs := m.requests()
			if len(reqs) != 2 || !strings.HasSuffix(paths[0], "/models/gemini-test:generateContent") {
				t.Fatalf("the model got requests %v, want 2 generateContent calls", paths)
			}
			checkOffer(t, reqs[0])
			checkFunctionResponse(t, reqs[1], tc.isError, tc.result)
		})
	}
}

func checkOffer(t *testing.T, req map[string]json.RawMessage) {
	t.Helper()
	var tools []struct {
		FunctionDeclarations []struct {
			Name        string `json:"name"`
			Description string `json:"description"`
		} `json:"functionDeclarations"`
	}
	if err := json.Unmarshal(req["tools"], &tools); err != nil {
		t.Fatal(err)
	}
	var decls []string
	for _, tl := range tools {
		for _, fd := range tl.FunctionDeclarations {
			decls = append(decls, fd.Name)
		}
	}
	if len(decls) != 1 || decls[0] != "run_code" {
		t.Fatalf("tools offered: %s, want only run_code", req["tools"])
	}
	for _, decl := range []string{"glob: {", "read: {", "grep: {", "declare const tools"} {
		if !strings.Contains(tools[0].FunctionDeclarations[0].Description, decl) {
			t.Errorf("run_code description lacks the SDK's %q", decl)
		}
	}
	if !strings.Contains(string(req["systemInstruction"]), "Only `run_code` can be called directly") {
		t.Errorf("system instruction %.200s lacks the code-only rule", req["systemInstruction"])
	}
}

// checkFunctionResponse finds the one function response in the second
// request. Genkit has no error flag on a tool response, so a failure is
// the output text starting "ERROR (CODE):" (see the package doc).
func checkFunctionResponse(t *testing.T, req map[string]json.RawMessage, isError bool, want []string) {
	t.Helper()
	var contents []struct {
		Role  string `json:"role"`
		Parts []struct {
			FunctionResponse *struct {
				Name     string          `json:"name"`
				Response json.RawMessage `json:"response"`
			} `json:"functionResponse"`
		} `json:"parts"`
	}
	if err := json.Unmarshal(req["contents"], &contents); err != nil {
		t.Fatal(err)
	}
	var responses []json.RawMessage
	for _, c := range contents {
		for _, p := range c.Parts {
			if fr := p.FunctionResponse; fr != nil {
				if fr.Name != "run_code" {
					t.Errorf("function response for %q", fr.Name)
				}
				responses = append(responses, fr.Response)
			}
		}
	}
	if len(responses) != 1 {
		t.Fatalf("contents = %s, want one function response", req["contents"])
	}
	var resp struct {
		Output  string `json:"output"`
		Content string `json:"content"`
	}
	_ = json.Unmarshal(responses[0], &resp)
	text := resp.Output + resp.Content
	if isError != strings.HasPrefix(text, "ERROR (") {
		t.Errorf("function response %s: error marker %v, want %v", responses[0], !isError, isError)
	}
	for _, s := range want {
		if !strings.Contains(text, s) {
			t.Errorf("function response %s lacks %q", responses[0], s)
		}
	}
}

// The request prefix is byte-identical from one run to the next.
func TestAgentPrefixStableAcrossRuns(t *testing.T) {
	var prefixes []string
	for range 2 {
		m := &model{code: program}
		if code, _, stderr := agentRun(t, m, nil, "--root", workspaceDir(t), "task"); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		_, reqs := m.requests()
		prefixes = append(prefixes, string(reqs[0]["tools"])+string(reqs[0]["systemInstruction"]))
	}
	if prefixes[0] != prefixes[1] {
		t.Errorf("the prefix differs between runs:\n%s\n%s", prefixes[0], prefixes[1])
	}
}

func TestAgentUsage(t *testing.T) {
	tests := []struct {
		name   string
		env    map[string]string
		args   []string
		code   int
		stderr string
	}{
		{"no key and no base URL", map[string]string{}, []string{"task"}, 2, "agent: set GEMINI_API_KEY or GOOGLE_API_KEY (or GOOGLE_GEMINI_BASE_URL for a Gemini-compatible server)\n"},
		{"no task", map[string]string{"GEMINI_API_KEY": "k"}, nil, 2, "agent: no task given (agent --help)\n"},
		{"missing root", nil, []string{"--root", "/nonexistent/dir", "task"}, 1, "agent: workspace: root"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := agentRun(t, &model{code: program}, tc.env, tc.args...)
			if code != tc.code || !strings.Contains(stderr, tc.stderr) || stdout != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and stderr containing %q", code, stdout, stderr, tc.code, tc.stderr)
			}
		})
	}
}
