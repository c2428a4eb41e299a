package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/integrations/kit/adaptertest"
)

// messages is the Messages API as a scripted model speaks it: a request
// whose last message holds a tool_result gets the final text.
var messages = adaptertest.Wire{
	Reject: `{"type":"error","error":{"type":"invalid_request_error","message":"bad request"}}`,
	Reply: func(path string, body map[string]json.RawMessage, call map[string]any) any {
		var msgs []struct {
			Content json.RawMessage `json:"content"`
		}
		if path != "/v1/messages" || json.Unmarshal(body["messages"], &msgs) != nil || len(msgs) == 0 {
			return nil
		}
		content := []any{map[string]any{"type": "text", "text": adaptertest.Final}}
		stop := "end_turn"
		if !strings.Contains(string(msgs[len(msgs)-1].Content), `"tool_result"`) {
			stop = "tool_use"
			content = []any{map[string]any{"type": "tool_use", "id": "toolu_1", "name": "run_code", "input": call}}
		}
		return map[string]any{
			"id": "msg_1", "type": "message", "role": "assistant", "model": "test-model",
			"content": content, "stop_reason": stop, "stop_sequence": nil,
			"usage": map[string]any{"input_tokens": 10, "output_tokens": 5},
		}
	},
}

var agentCmd = &adaptertest.Agent{Main: command.Main, Key: "ANTHROPIC_API_KEY", BaseURL: "ANTHROPIC_BASE_URL", Wire: messages}

func TestAgentLoopAgainstScriptedModel(t *testing.T) {
	agentCmd.CheckLoop(t, adaptertest.Cases("toolu_1"), "/v1/messages", func(t *testing.T, tc adaptertest.Case, reqs []adaptertest.Request) {
		checkOffer(t, reqs[0].Body)
		checkToolResult(t, reqs[1].Body, tc.IsError, tc.Result)
	})
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
	adaptertest.CheckSDK(t, tools[0].Description)
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
	if !strings.Contains(system[0].Text, adaptertest.CodeOnlyRule) {
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
	agentCmd.CheckPrefixStable(t, []string{"tools", "system"})
}

func TestAgentUsage(t *testing.T) {
	agentCmd.CheckUsage(t, adaptertest.UsageCase{Name: "no key and no base URL", Env: map[string]string{}, Args: []string{"task"}, Code: 2,
		Stderr: "agent: set ANTHROPIC_API_KEY (or ANTHROPIC_BASE_URL for an Anthropic-compatible server)\n"})
}
