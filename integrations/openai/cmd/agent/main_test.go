package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/integrations/kit/adaptertest"
)

// apis is Chat Completions and Responses as a scripted model speaks them:
// a request that holds a tool result gets the final text.
var apis = adaptertest.Wire{
	Reject: `{"error":{"message":"bad request"}}`,
	Reply: func(path string, body map[string]json.RawMessage, call map[string]any) any {
		args, _ := json.Marshal(call)
		switch path {
		case "/chat/completions":
			msg := map[string]any{"role": "assistant", "content": adaptertest.Final}
			finish := "stop"
			if !strings.Contains(string(body["messages"]), `"role":"tool"`) {
				finish = "tool_calls"
				msg = map[string]any{"role": "assistant", "content": nil, "tool_calls": []any{map[string]any{
					"id": "call_1", "type": "function", "function": map[string]any{"name": "run_code", "arguments": string(args)}}}}
			}
			return map[string]any{"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "test-model",
				"choices": []any{map[string]any{"index": 0, "finish_reason": finish, "message": msg}}}
		case "/responses":
			out := []any{map[string]any{"type": "message", "id": "msg_1", "role": "assistant", "status": "completed",
				"content": []any{map[string]any{"type": "output_text", "text": adaptertest.Final, "annotations": []any{}}}}}
			if !strings.Contains(string(body["input"]), `"function_call_output"`) {
				out = []any{map[string]any{"type": "function_call", "id": "fc_1", "call_id": "call_1", "name": "run_code",
					"arguments": string(args), "status": "completed"}}
			}
			return map[string]any{"id": "resp_1", "object": "response", "created_at": 1, "model": "test-model",
				"status": "completed", "output": out, "parallel_tool_calls": true, "tool_choice": "auto", "tools": []any{}}
		}
		return nil
	},
}

var agentCmd = &adaptertest.Agent{Main: run, Key: "OPENAI_API_KEY", BaseURL: "OPENAI_BASE_URL", Wire: apis}

func TestAgentLoopAgainstScriptedModel(t *testing.T) {
	for _, api := range []string{"chat", "responses"} {
		t.Run(api, func(t *testing.T) {
			endpoint := map[string]string{"chat": "/chat/completions", "responses": "/responses"}[api]
			agentCmd.CheckLoop(t, adaptertest.Cases("call_1"), endpoint, func(t *testing.T, tc adaptertest.Case, reqs []adaptertest.Request) {
				var result string
				if api == "chat" {
					checkChatOffer(t, reqs[0].Body)
					result = chatToolResult(t, reqs[1].Body)
				} else {
					checkResponsesOffer(t, reqs[0].Body)
					result = responsesToolResult(t, reqs[1].Body)
				}
				if got := strings.HasPrefix(result, "ERROR (CODE_RUN_FAILED):\n"); got != tc.IsError {
					t.Errorf("tool result %q: marked as an error = %v, want %v", result, got, tc.IsError)
				}
				for _, s := range tc.Result {
					if !strings.Contains(result, s) {
						t.Errorf("tool result %q lacks %q", result, s)
					}
				}
			}, "--api", api)
		})
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
	adaptertest.CheckSDK(t, tools[0].Function.Description)
	var msgs []struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	}
	if err := json.Unmarshal(req["messages"], &msgs); err != nil || len(msgs) != 2 || msgs[0].Role != "system" {
		t.Fatalf("messages = %s, want system then user", req["messages"])
	}
	if !strings.Contains(msgs[0].Content, adaptertest.CodeOnlyRule) {
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
	adaptertest.CheckSDK(t, tools[0].Description)
	var instructions string
	_ = json.Unmarshal(req["instructions"], &instructions)
	if !strings.Contains(instructions, adaptertest.CodeOnlyRule) {
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
		t.Run(api, func(t *testing.T) {
			agentCmd.CheckPrefixStable(t, []string{"tools", "instructions", "messages", "prompt_cache_key"}, "--api", api)
		})
	}
}

func TestAgentUsage(t *testing.T) {
	agentCmd.CheckUsage(t,
		adaptertest.UsageCase{Name: "no key and no base URL", Env: map[string]string{}, Args: []string{"task"}, Code: 2,
			Stderr: "agent: set OPENAI_API_KEY (or OPENAI_BASE_URL for an OpenAI-compatible server)\n"},
		adaptertest.UsageCase{Name: "bad api", Args: []string{"--api", "completions", "task"}, Code: 2,
			Stderr: `agent: --api "completions": want chat or responses`})
}
