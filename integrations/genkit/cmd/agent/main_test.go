package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/integrations/kit/adaptertest"
)

// Genkit's Google AI plugin speaks the Gemini API through the genai SDK,
// which reads the base URL from the process environment, not from the
// command's getenv.
var agentCmd = &adaptertest.Agent{Main: command.Main, Key: "GEMINI_API_KEY", BaseURL: "GOOGLE_GEMINI_BASE_URL", ProcessEnv: true, Wire: adaptertest.Gemini}

func TestAgentLoopAgainstScriptedModel(t *testing.T) {
	cases := adaptertest.Cases("genkit-run_code-1")
	// Genkit has no error flag on a tool response: the text says it.
	cases[1].Result = append([]string{"ERROR (CODE_RUN_FAILED):"}, cases[1].Result...)
	agentCmd.CheckLoop(t, cases, "/models/gemini-test:generateContent", func(t *testing.T, tc adaptertest.Case, reqs []adaptertest.Request) {
		checkOffer(t, reqs[0].Body)
		checkFunctionResponse(t, reqs[1].Body, tc.IsError, tc.Result)
	}, "--model", "gemini-test")
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
	adaptertest.CheckSDK(t, tools[0].FunctionDeclarations[0].Description)
	if !strings.Contains(string(req["systemInstruction"]), adaptertest.CodeOnlyRule) {
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
	agentCmd.CheckPrefixStable(t, []string{"tools", "systemInstruction"})
}

func TestAgentUsage(t *testing.T) {
	agentCmd.CheckUsage(t, adaptertest.UsageCase{Name: "no key and no base URL", Env: map[string]string{}, Args: []string{"task"}, Code: 2,
		Stderr: "agent: set GEMINI_API_KEY or GOOGLE_API_KEY (or GOOGLE_GEMINI_BASE_URL for a Gemini-compatible server)\n"})
}
