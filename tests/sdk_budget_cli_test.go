package tests

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCLISDKBudget: `codemode sdk --stats` measures every tier and names
// the one chosen; --sdk-budget picks the tier of `sdk`, `tools` and
// `prompt`; a budget below -1 is a usage error (issue #17).
func TestCLISDKBudget(t *testing.T) {
	dir := t.TempDir()
	github, err := filepath.Abs("../sdkgen/testdata/catalogs/github-mcp-server.json")
	if err != nil {
		t.Fatal(err)
	}
	r := codemode(t, dir, "", "sdk", "--stats", "--catalog", github)
	if r.code != 0 {
		t.Fatalf("sdk --stats: exit %d\n%s", r.code, r.stderr)
	}
	for _, want := range []string{"full ", "signatures ", "summaries ", "names ", "servers ", "chosen: signatures,", "tokenizer: cl100k_base", "dropped: the doc comments of 117 tools"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("sdk --stats lacks %q:\n%s", want, r.stdout)
		}
	}
	r = codemode(t, dir, "", "sdk", "--sdk-budget", "10000", "--catalog", github)
	// Only the codemode members (search, describe, result) keep their doc
	// comments.
	if r.code != 0 || strings.Count(r.stdout, "/**") != 3 || strings.Contains(r.stdout, "; //") || !strings.Contains(r.stdout, "interface ToolArgsMap") || !strings.Contains(r.stdout, "declare const codemode") {
		t.Errorf("sdk --sdk-budget 10000 should print signatures without comments: exit %d\n%.600s", r.code, r.stdout)
	}
	r = codemode(t, dir, "", "sdk", "--catalog", github)
	if r.code != 0 || !strings.Contains(r.stdout, "/** ") || len(r.stdout) < 80000 {
		t.Errorf("sdk without a budget is the full SDK: exit %d, %d bytes", r.code, len(r.stdout))
	}

	// The workspace tools fit any sensible budget; a tiny one degrades.
	r = codemode(t, dir, "", "tools", "--json", "--sdk-budget", "700")
	var tools []struct {
		Name        string `json:"name"`
		Description string `json:"description"`
	}
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &tools) != nil || len(tools) != 1 {
		t.Fatalf("tools --json: exit %d\n%s\n%s", r.code, r.stdout, r.stderr)
	}
	if d := tools[0].Description; strings.Contains(d, "interface ToolArgsMap") || !strings.Contains(d, "codemode.search") {
		t.Errorf("run_code under a 700-token budget still carries the declarations:\n%s", d)
	}
	r = codemode(t, dir, "", "prompt", "--sdk-budget", "-1")
	if r.code != 0 || !strings.Contains(r.stdout, "interface ToolArgsMap") {
		t.Errorf("prompt --sdk-budget -1: exit %d", r.code)
	}
	prog := writeProgram(t, dir, "p.ts", "return 1")
	for _, args := range [][]string{{"sdk"}, {"prompt"}, {"tools"}, {"run", prog}, {"serve"}} {
		cmd := args[0]
		r = codemode(t, dir, "", append(args, "--sdk-budget", "-2")...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "--sdk-budget") {
			t.Errorf("%s --sdk-budget -2: exit %d stdout %q stderr %q", cmd, r.code, r.stdout, r.stderr)
		}
	}
}

// TestCLISDKDefaultBudgetTiers: the default budget (issue #42) keeps the
// full declarations of a catalog of 50 real tools, the signatures of one of
// 150, and `sdk --stats` says what each drops.
func TestCLISDKDefaultBudgetTiers(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var tools []json.RawMessage
	for _, f := range []string{"../sdkgen/testdata/catalogs/github-mcp-server.json", "../discovery/testdata/servers/kubernetes.json", "../discovery/testdata/servers/jira.json"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var list []json.RawMessage
		if err := json.Unmarshal(b, &list); err != nil {
			var obj struct {
				Tools []json.RawMessage `json:"tools"`
			}
			if err := json.Unmarshal(b, &obj); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			list = obj.Tools
		}
		tools = append(tools, list...)
	}
	if len(tools) < 150 {
		t.Fatalf("%d tools in the real catalogs, want 150", len(tools))
	}
	for _, c := range []struct {
		n             int
		chosen, drops string
	}{
		{50, "chosen: full,", "dropped: nothing"},
		{150, "chosen: signatures,", "dropped: the doc comments of "}, // 149: one name repeats
	} {
		b, _ := json.Marshal(tools[:c.n])
		file := filepath.Join(dir, fmt.Sprintf("catalog%d.json", c.n))
		if err := os.WriteFile(file, b, 0o600); err != nil {
			t.Fatal(err)
		}
		r := codemode(t, dir, "", "sdk", "--stats", "--catalog", file)
		if r.code != 0 || !strings.Contains(r.stdout, c.chosen) || !strings.Contains(r.stdout, c.drops) || !strings.Contains(r.stdout, "the default") {
			t.Errorf("%d tools: exit %d, want %q and %q:\n%s%s", c.n, r.code, c.chosen, c.drops, r.stdout, r.stderr)
		}
	}
}
