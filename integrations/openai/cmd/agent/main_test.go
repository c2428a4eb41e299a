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

// model is an httptest server speaking Chat Completions and Responses,
// scripted like a model: a request without a tool result gets a run_code
// call of code; a request with one gets a final text.
type model struct {
	code string

	mu     sync.Mutex
	paths  []string
	bodies []map[string]json.RawMessage
}

func (m *model) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	raw, _ := io.ReadAll(r.Body)
	var body map[string]json.RawMessage
	if json.Unmarshal(raw, &body) != nil {
		http.Error(w, `{"error":{"message":"bad json"}}`, http.StatusBadRequest)
		return
	}
	m.mu.Lock()
	m.paths = append(m.paths, r.URL.Path)
	m.bodies = append(m.bodies, body)
	m.mu.Unlock()
	args, _ := json.Marshal(map[string]string{"code": m.code, "description": "look at the notes"})
	var resp any
	switch r.URL.Path {
	case "/chat/completions":
		answered := strings.Contains(string(body["messages"]), `"role":"tool"`)
		msg := map[string]any{"role": "assistant", "content": final}
		finish := "stop"
		if !answered {
			finish = "tool_calls"
			msg = map[string]any{"role": "assistant", "content": nil, "tool_calls": []any{map[string]any{
				"id": "call_1", "type": "function", "function": map[string]any{"name": "run_code", "arguments": string(args)}}}}
		}
		resp = map[string]any{"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "test-model",
			"choices": []any{map[string]any{"index": 0, "finish_reason": finish, "message": msg}}}
	case "/responses":
		answered := strings.Contains(string(body["input"]), `"function_call_output"`)
		out := []any{map[string]any{"type": "message", "id": "msg_1", "role": "assistant", "status": "completed",
			"content": []any{map[string]any{"type": "output_text", "text": final, "annotations": []any{}}}}}
		if !answered {
			out = []any{map[string]any{"type": "function_call", "id": "fc_1", "call_id": "call_1", "name": "run_code",
				"arguments": string(args), "status": "completed"}}
		}
		resp = map[string]any{"id": "resp_1", "object": "response", "created_at": 1, "model": "test-model",
			"status": "completed", "output": out, "parallel_tool_calls": true, "tool_choice": "auto", "tools": []any{}}
	default:
		http.Error(w, `{"error":{"message":"unknown path"}}`, http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(resp)
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
		env = map[string]string{"OPENAI_API_KEY": "test-key", "OPENAI_BASE_URL": srv.URL}
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
		result   []string
		stderrIn string
	}{
		{"program value", program, false, []string{`"file": "notes.txt"`, `"first": "alpha line"`, "found notes.txt"}, "[call_1] found notes.txt"},
		{"program throws", `await tools.list({});
throw new Error("boom: nothing to do")`, true, []string{"boom: nothing to do"}, ""},
	}
	for _, api := range []string{"chat", "responses"} {
		for _, tc := range tests {
			t.Run(api+"/"+tc.name, func(t *testing.T) {
				m := &model{code: tc.code}
				code, stdout, stderr := agentRun(t, m, nil, "--api", api, "--root", workspaceDir(t), "summarize the notes")
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
				if len(reqs) != 2 || paths[0] != "/"+map[string]string{"chat": "chat/completions", "responses": "responses"}[api] {
					t.Fatalf("the model got requests %v, want 2 on the %s API", paths, api)
				}
				var result string
				if api == "chat" {
					checkChatOffer(t, reqs[0])
					result = chatToolResult(t, reqs[1])
				} else {
					checkResponsesOffer(t, reqs[0])
					result = responsesToolResult(t, reqs[1])
				}
				if got := strings.HasPrefix(result, "ERROR (CODE_RUN_FAILED):\n"); got != tc.isError {
					t.Errorf("tool result %q: marked as an error = %v, want %v", result, got, tc.isError)
				}
				for _, s := range tc.result {
					if !strings.Contains(result, s) {
						t.Errorf("tool result %q lacks %q", result, s)
					}
				}
			})
		}
	}
}

func checkSDK(t *testing.T, desc string) {
	t.Helper()
	for _, decl := range []string{"glob: {", "read: {", "grep: {", "declare const tools"} {
		if !strings.Contains(desc, decl) {
			t.Errorf("run_code description lacks the SDK's %q", decl)
		}
	}
}

func checkCacheKey(t *testing.T, req map[string]json.RawMessage) {
	t.Helper()
	var key string
	if json.Unmarshal(req["prompt_cache_key"], &key) != nil || !strings.HasPrefix(key, "codemode-") {
		t.Errorf("prompt_cache_key = %s", req["prompt_cache_key"])
	}
}

func checkChatOffer(t *testing.T, req map[string]json.RawMessage) {
	t.Helper()
	var tools []struct {
		Type     string `json:"type"`
		Function struct {
			Name        string          `json:"name"`
			Description string          `json:"description"`
			Parameters  json.RawMessage `json:"parameters"`
		} `json:"function"`
	}
	if err := json.Unmarshal(req["tools"], &tools); err != nil {
		t.Fatal(err)
	}
	if len(tools) != 1 || tools[0].Type != "function" || tools[0].Function.Name != "run_code" {
		t.Fatalf("tools offered: %s, want only run_code", req["tools"])
	}
	checkSDK(t, tools[0].Function.Description)
	var msgs []struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	}
	if err := json.Unmarshal(req["messages"], &msgs); err != nil || len(msgs) != 2 || msgs[0].Role != "system" {
		t.Fatalf("messages = %s, want system then user", req["messages"])
	}
	if !strings.Contains(msgs[0].Content, "Only `run_code` can be called directly") {
		t.Errorf("system message lacks the code-only rule")
	}
	checkCacheKey(t, req)
}

func chatToolResult(t *testing.T, req map[string]json.RawMessage) string {
	t.Helper()
	var msgs []struct {
		Role       string `json:"role"`
		ToolCallID string `json:"tool_call_id"`
		Content    string `json:"content"`
	}
	if err := json.Unmarshal(req["messages"], &msgs); err != nil {
		t.Fatal(err)
	}
	last := msgs[len(msgs)-1]
	if last.Role != "tool" || last.ToolCallID != "call_1" || msgs[len(msgs)-2].Role != "assistant" {
		t.Fatalf("messages end %s, want the assistant's call then the tool message of call_1", req["messages"])
	}
	return last.Content
}

func checkResponsesOffer(t *testing.T, req map[string]json.RawMessage) {
	t.Helper()
	var tools []struct {
		Type        string `json:"type"`
		Name        string `json:"name"`
		Description string `json:"description"`
	}
	if err := json.Unmarshal(req["tools"], &tools); err != nil {
		t.Fatal(err)
	}
	if len(tools) != 1 || tools[0].Type != "function" || tools[0].Name != "run_code" {
		t.Fatalf("tools offered: %s, want only run_code", req["tools"])
	}
	checkSDK(t, tools[0].Description)
	var instructions string
	_ = json.Unmarshal(req["instructions"], &instructions)
	if !strings.Contains(instructions, "Only `run_code` can be called directly") {
		t.Errorf("instructions lack the code-only rule: %q", instructions)
	}
	checkCacheKey(t, req)
}

func responsesToolResult(t *testing.T, req map[string]json.RawMessage) string {
	t.Helper()
	var items []struct {
		Type   string `json:"type"`
		CallID string `json:"call_id"`
		Output string `json:"output"`
	}
	if err := json.Unmarshal(req["input"], &items); err != nil {
		t.Fatal(err)
	}
	n := len(items)
	if n < 3 || items[n-2].Type != "function_call" || items[n-1].Type != "function_call_output" || items[n-1].CallID != "call_1" {
		t.Fatalf("input ends %s, want the function_call then its output for call_1", req["input"])
	}
	return items[n-1].Output
}

// The request prefix is byte-identical from one run to the next.
func TestAgentPrefixStableAcrossRuns(t *testing.T) {
	for _, api := range []string{"chat", "responses"} {
		var prefixes []string
		for range 2 {
			m := &model{code: program}
			if code, _, stderr := agentRun(t, m, nil, "--api", api, "--root", workspaceDir(t), "task"); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			_, reqs := m.requests()
			prefixes = append(prefixes, string(reqs[0]["tools"])+string(reqs[0]["instructions"])+string(reqs[0]["messages"])+string(reqs[0]["prompt_cache_key"]))
		}
		if prefixes[0] != prefixes[1] {
			t.Errorf("%s: the prefix differs between runs:\n%s\n%s", api, prefixes[0], prefixes[1])
		}
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
		{"no key and no base URL", map[string]string{}, []string{"task"}, 2, "agent: set OPENAI_API_KEY (or OPENAI_BASE_URL for an OpenAI-compatible server)\n"},
		{"no task", map[string]string{"OPENAI_API_KEY": "k"}, nil, 2, "agent: no task given (agent --help)\n"},
		{"bad api", nil, []string{"--api", "completions", "task"}, 2, `agent: --api "completions": want chat or responses`},
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
