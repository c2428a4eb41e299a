package tests

import (
	"context"
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// inspector runs the MCP Inspector CLI from npm against `codemode serve`
// and returns its stdout. It skips the test, with the reason, when npx is
// missing or the package cannot be fetched.
func inspector(t *testing.T, e *e2e, method ...string) string {
	t.Helper()
	npx, err := exec.LookPath("npx")
	if err != nil {
		t.Skip("npx is not installed; skipping the MCP Inspector CLI test")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	args := append([]string{"-y", "@modelcontextprotocol/inspector", "--cli", codemodeBin}, e.args()...)
	args = append(args, method...)
	cmd := exec.CommandContext(ctx, npx, args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		msg := stderr.String()
		if strings.Contains(msg, "npm ERR!") || strings.Contains(msg, "npm error") || strings.Contains(msg, "ENOTFOUND") || strings.Contains(msg, "EAI_AGAIN") || ctx.Err() != nil {
			t.Skipf("the MCP Inspector could not be fetched from npm (%v): %s", err, msg)
		}
		t.Fatalf("inspector %v: %v\nstdout: %s\nstderr: %s", method, err, out, msg)
	}
	return string(out)
}

// TestMCPInspectorCLI drives `codemode serve` from the official MCP
// Inspector CLI: tools/list offers run_code only (code mode) and
// tools/call of run_code returns DESIGN §7's structured result, which the
// Inspector checks against the advertised output schema.
func TestMCPInspectorCLI(t *testing.T) {
	e := newE2E(t)
	var list struct {
		Tools []struct {
			Name        string
			Description string
		}
	}
	out := inspector(t, e, "--method", "tools/list")
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatalf("tools/list output is not JSON: %v\n%s", err, out)
	}
	if len(list.Tools) != 1 || list.Tools[0].Name != "run_code" || !strings.Contains(list.Tools[0].Description, "up_get_user") {
		t.Fatalf("tools/list through the Inspector: %s", out)
	}
	for _, tt := range []struct {
		code, want string
		isError    bool
	}{
		{"return (await tools.up_add({a: 2, b: 40})).sum", `{"logs":[],"value":42}`, false},
		{"console.log('x'); throw new Error('nope')", `"kind":"exception"`, true},
		// Errors a model can fix in one step (issue #21 item 7).
		{"return {a: 1, b: undefined}", `{"logs":[],"value":{"a":1}}`, false},
		{"return {m: new Map()}", `$.m is a Map; return Object.fromEntries(map) instead`, true},
		{"const id: number = 0\nreturn await tools.up_get_user({id})", `ToolCallError: invalid arguments: id: minimum: 0 is less than 1\n    at tools.up_get_user (program.ts:2:20)`, true},
	} {
		out := inspector(t, e, "--method", "tools/call", "--tool-name", "run_code", "--tool-arg", "code="+tt.code, "--tool-arg", "description=inspector")
		var res struct {
			IsError           bool
			StructuredContent json.RawMessage
		}
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatalf("tools/call output is not JSON: %v\n%s", err, out)
		}
		var sc any
		json.Unmarshal(res.StructuredContent, &sc)
		if res.IsError != tt.isError || !strings.Contains(jsonOf(sc), tt.want) {
			t.Fatalf("tools/call %q through the Inspector: %s", tt.code, out)
		}
	}
}
