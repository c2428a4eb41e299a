package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/integrations/kit/adaptertest"
)

var agentCmd = &adaptertest.Agent{Main: command.Main, Key: "GEMINI_API_KEY", BaseURL: "GOOGLE_GEMINI_BASE_URL", Wire: adaptertest.Gemini}

func TestAgentLoopAgainstScriptedModel(t *testing.T) {
	agentCmd.CheckLoop(t, adaptertest.Cases("call_1"), "/models/gemini-test:generateContent", func(t *testing.T, tc adaptertest.Case, reqs []adaptertest.Request) {
		checkOffer(t, reqs[0].Body)
		checkFunctionResponse(t, reqs[1].Body, tc.IsError, tc.Result)
	}, "--model", "gemini-test")
}

func checkOffer(t *testing.T, req map[string]json.RawMessage) {
	t.Helper()
	var tools []struct {
		FunctionDeclarations []struct {
			Name                 string          `json:"name"`
			Description          string          `json:"description"`
			ParametersJSONSchema json.RawMessage `json:"parametersJsonSchema"`
		} `json:"functionDeclarations"`
	}
	if err := json.Unmarshal(req["tools"], &tools); err != nil {
		t.Fatal(err)
	}
	if len(tools) != 1 || len(tools[0].FunctionDeclarations) != 1 || tools[0].FunctionDeclarations[0].Name != "run_code" {
		t.Fatalf("tools offered: %s, want only run_code", req["tools"])
	}
	fd := tools[0].FunctionDeclarations[0]
	adaptertest.CheckSDK(t, fd.Description)
	if !strings.Contains(string(fd.ParametersJSONSchema), `"code"`) {
		t.Errorf("parametersJsonSchema %s lacks code", fd.ParametersJSONSchema)
	}
	var sys struct {
		Parts []struct {
			Text string `json:"text"`
		} `json:"parts"`
	}
	if err := json.Unmarshal(req["systemInstruction"], &sys); err != nil || len(sys.Parts) != 1 {
		t.Fatalf("systemInstruction = %s", req["systemInstruction"])
	}
	if !strings.Contains(sys.Parts[0].Text, adaptertest.CodeOnlyRule) {
		t.Errorf("system instruction lacks the code-only rule")
	}
}

func checkFunctionResponse(t *testing.T, req map[string]json.RawMessage, isError bool, want []string) {
	t.Helper()
	var contents []struct {
		Role  string `json:"role"`
		Parts []struct {
			FunctionCall     json.RawMessage `json:"functionCall"`
			FunctionResponse *struct {
				ID       string            `json:"id"`
				Name     string            `json:"name"`
				Response map[string]string `json:"response"`
			} `json:"functionResponse"`
		} `json:"parts"`
	}
	if err := json.Unmarshal(req["contents"], &contents); err != nil {
		t.Fatal(err)
	}
	n := len(contents)
	if n != 3 || contents[1].Role != "model" || contents[1].Parts[0].FunctionCall == nil || contents[2].Role != "user" || len(contents[2].Parts) != 1 {
		t.Fatalf("contents = %s, want task, the model's call, one function response", req["contents"])
	}
	fr := contents[2].Parts[0].FunctionResponse
	if fr == nil || fr.ID != "call_1" || fr.Name != "run_code" {
		t.Fatalf("function response = %+v", fr)
	}
	key := "output"
	if isError {
		key = "error"
	}
	text, ok := fr.Response[key]
	if !ok || len(fr.Response) != 1 {
		t.Fatalf("response = %v, want only the %q key", fr.Response, key)
	}
	for _, s := range want {
		if !strings.Contains(text, s) {
			t.Errorf("function response %q lacks %q", text, s)
		}
	}
}

// The request prefix is byte-identical from one run to the next.
func TestAgentPrefixStableAcrossRuns(t *testing.T) {
	agentCmd.CheckPrefixStable(t, []string{"tools", "systemInstruction"})
}

func TestAgentUsage(t *testing.T) {
	agentCmd.CheckUsage(t,
		adaptertest.UsageCase{Name: "no key and no base URL", Env: map[string]string{}, Args: []string{"task"}, Code: 2,
			Stderr: "agent: set GOOGLE_API_KEY or GEMINI_API_KEY (or GOOGLE_GEMINI_BASE_URL for a Gemini-compatible server)\n"},
		// Either key variable the SDK reads is enough to get past the
		// environment check.
		adaptertest.UsageCase{Name: "GOOGLE_API_KEY alone", Env: map[string]string{"GOOGLE_API_KEY": "k"}, Code: 2, Stderr: "agent: no task given"})
}
