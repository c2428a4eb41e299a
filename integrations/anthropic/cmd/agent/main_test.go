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

// model is an httptest server speaking the Messages API, scripted like a
// model: a request without a tool result gets a run_code call of code; a
// request with one gets a final text.
type model struct {
	code string

	mu     sync.Mutex
	bodies []map[string]json.RawMessage
}

func (m *model) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	raw, _ := io.ReadAll(r.Body)
	var body map[string]json.RawMessage
	if r.URL.Path != "/v1/messages" || json.Unmarshal(raw, &body) != nil {
		http.Error(w, `{"type":"error","error":{"type":"invalid_request_error","message":"bad request"}}`, http.StatusBadRequest)
		return
	}
	m.mu.Lock()
	m.bodies = append(m.bodies, body)
	m.mu.Unlock()
	var msgs []struct {
		Content json.RawMessage `json:"content"`
	}
	_ = json.Unmarshal(body["messages"], &msgs)
	last := string(msgs[len(msgs)-1].Content)
	var content any
	stop := "end_turn"
	if strings.Contains(last, `"tool_result"`) {
		content = []any{map[string]any{"type": "text", "text": "done: the task is finished"}}
	} else {
		stop = "tool_use"
		content = []any{map[string]any{"type": "tool_use", "id": "toolu_1", "name": "run_code",
			"input": map[string]any{"code": m.code, "description": "look at the notes"}}}
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"id": "msg_1", "type": "message", "role": "assistant", "model": "test-model",
		"content": content, "stop_reason": stop, "stop_sequence": nil,
		"usage": map[string]any{"input_tokens": 10, "output_tokens": 5},
	})
}

func (m *model) requests() []map[string]json.RawMessage {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.bodies
}

func workspaceDir(t *testing.T) string {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("alpha line\nbeta line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// agentRun runs the command against m and returns its exit code and
// output.
func agentRun(t *testing.T, m *model, env map[string]string, args ...string) (int, string, string) {
	t.Helper()
	srv := httptest.NewServer(m)
	defer srv.Close()
	if env == nil {
		env = map[string]string{"ANTHROPIC_API_KEY": "test-key", "ANTHROPIC_BASE_URL": srv.URL}
	}
	var out, errOut bytes.Buffer
	code := run(context.Background(), args, func(k string) string { return env[k] }, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestAgentLoopAgainstScriptedModel(t *testing.T) {
	tests := []struct {
		name     string
		code     string
		isError  bool
		result   []string // substrings of the tool result text
		stderrIn string
	}{
		{"program value", program, false, []string{`"file": "notes.txt"`, `"first": "alpha line"`, "found notes.txt"}, "[toolu_1] found notes.txt"},
		{"program throws", `await tools.list({});
throw new Error("boom: nothing to do")`, true, []string{"boom: nothing to do"}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := &model{code: tc.code}
			code, stdout, stderr := agentRun(t, m, nil, "--root", workspaceDir(t), "summarize the notes")
			if code != 0 {
				t.Fatalf("exit %d, stderr:\n%s", code, stderr)
			}
			if stdout != "done: the task is finished\n" {
				t.Errorf("stdout = %q", stdout)
			}
			if !strings.Contains(stderr, tc.stderrIn) {
				t.Errorf("stderr %q lacks the streamed log line %q", stderr, tc.stderrIn)
			}
			reqs := m.requests()
			if len(reqs) != 2 {
				t.Fatalf("the model got %d requests, want 2", len(reqs))
			}
			checkOffer(t, reqs[0])
			checkToolResult(t, reqs[1], tc.isError, tc.result)
		})
	}
}

// checkOffer asserts the first request: exactly one tool, run_code, with
// the SDK in its description, and cache_control on the tool and the
// system block.
func checkOffer(t *testing.T, req map[string]json.RawMessage) {
	t.Helper()
	var tools []struct {
		Name         string          `json:"name"`
		Description  string          `json:"description"`
		InputSchema  json.RawMessage `json:"input_schema"`
		CacheControl *struct {
			Type string `json:"type"`
		} `json:"cache_control"`
	}
	if err := json.Unmarshal(req["tools"], &tools); err != nil {
		t.Fatal(err)
	}
	if len(tools) != 1 || tools[0].Name != "run_code" {
		t.Fatalf("tools offered: %s, want only run_code", req["tools"])
	}
	for _, decl := range []string{"glob: {", "read: {", "grep: {", "declare const tools"} {
		if !strings.Contains(tools[0].Description, decl) {
			t.Errorf("run_code description lacks the SDK's %q", decl)
		}
	}
	if !strings.Contains(string(tools[0].InputSchema), `"code"`) {
		t.Errorf("run_code input schema %s lacks code", tools[0].InputSchema)
	}
	if tools[0].CacheControl == nil || tools[0].CacheControl.Type != "ephemeral" {
		t.Errorf("run_code has no cache_control: %s", req["tools"])
	}
	var system []struct {
		Text         string `json:"text"`
		CacheControl *struct {
			Type string `json:"type"`
		} `json:"cache_control"`
	}
	if err := json.Unmarshal(req["system"], &system); err != nil || len(system) != 1 {
		t.Fatalf("system = %s (%v), want one block", req["system"], err)
	}
	if !strings.Contains(system[0].Text, "Only `run_code` can be called directly") {
		t.Errorf("system prompt lacks the code-only rule: %q", system[0].Text)
	}
	if system[0].CacheControl == nil || system[0].CacheControl.Type != "ephemeral" {
		t.Errorf("system block has no cache_control: %s", req["system"])
	}
}

// checkToolResult asserts the second request ends with the tool_result of
// toolu_1, flagged as an error exactly when isError.
func checkToolResult(t *testing.T, req map[string]json.RawMessage, isError bool, want []string) {
	t.Helper()
	var msgs []struct {
		Role    string `json:"role"`
		Content []struct {
			Type      string `json:"type"`
			ToolUseID string `json:"tool_use_id"`
			IsError   bool   `json:"is_error"`
			Content   []struct {
				Type string `json:"type"`
				Text string `json:"text"`
			} `json:"content"`
		} `json:"content"`
	}
	if err := json.Unmarshal(req["messages"], &msgs); err != nil {
		t.Fatal(err)
	}
	last := msgs[len(msgs)-1]
	if last.Role != "user" || len(last.Content) != 1 || last.Content[0].Type != "tool_result" {
		t.Fatalf("last message is not one tool_result: %s", req["messages"])
	}
	tr := last.Content[0]
	if tr.ToolUseID != "toolu_1" || tr.IsError != isError || len(tr.Content) != 1 {
		t.Fatalf("tool_result = %+v, want toolu_1 with is_error %v", tr, isError)
	}
	for _, s := range want {
		if !strings.Contains(tr.Content[0].Text, s) {
			t.Errorf("tool result %q lacks %q", tr.Content[0].Text, s)
		}
	}
}

// The prefix the cache keys on is byte-identical from one run to the
// next.
func TestAgentPrefixStableAcrossRuns(t *testing.T) {
	var prefixes []string
	for range 2 {
		m := &model{code: program}
		dir := workspaceDir(t)
		if code, _, stderr := agentRun(t, m, nil, "--root", dir, "task"); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		req := m.requests()[0]
		prefixes = append(prefixes, string(req["tools"])+string(req["system"]))
	}
	if prefixes[0] != prefixes[1] {
		t.Errorf("the tools+system prefix differs between runs:\n%s\n%s", prefixes[0], prefixes[1])
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
		{"no key and no base URL", map[string]string{}, []string{"task"}, 2, "agent: set ANTHROPIC_API_KEY (or ANTHROPIC_BASE_URL for an Anthropic-compatible server)\n"},
		{"no task", map[string]string{"ANTHROPIC_API_KEY": "k"}, nil, 2, "agent: no task given (agent --help)\n"},
		{"bad flag", map[string]string{}, []string{"--nope"}, 2, "flag provided but not defined: -nope"},
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
	t.Run("help", func(t *testing.T) {
		code, _, stderr := agentRun(t, &model{}, nil, "--help")
		if code != 0 || !strings.Contains(stderr, "ANTHROPIC_BASE_URL") || !strings.Contains(stderr, "-root") {
			t.Errorf("exit %d, help %q", code, stderr)
		}
	})
}
