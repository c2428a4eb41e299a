package tests

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
)

// TestDiscoveryEndToEnd: one program searches the catalog, describes the
// tool it found, then calls it (DESIGN §9, issue #17). The call goes
// through the full policy pipeline: a pre-execute policy sees it as a
// nested call of run_code. Two servers offer create_issue; the query names
// GitLab, so GitLab's must win. Every mode with run_code, both backends.
func TestDiscoveryEndToEnd(t *testing.T) {
	backends := map[string]func(testing.TB) runtime.Runtime{
		"inprocess": newInprocess,
		"process":   func(t testing.TB) runtime.Runtime { return newProcess(t, 1) },
	}
	for _, backend := range []string{"inprocess", "process"} {
		for _, mode := range []registry.Mode{registry.ModeCode, registry.ModeBoth} {
			t.Run(backend+"/"+string(mode), func(t *testing.T) {
				var mu sync.Mutex
				var seen []string
				policy := func(_ context.Context, e *registry.Execution) (registry.Decision, error) {
					mu.Lock()
					defer mu.Unlock()
					seen = append(seen, e.Tool()+" nested="+map[bool]string{true: "yes", false: "no"}[e.Nested()]+" args="+string(e.Arguments()))
					return registry.Decision{}, nil
				}
				reg, _, err := runcode.NewRegistry(&registry.Options{Mode: mode, PreExecute: []registry.PreExecute{policy}}, &runcode.Options{Runtime: backends[backend](t)})
				if err != nil {
					t.Fatal(err)
				}
				issue := func(name, server string) registry.Tool {
					return registry.Tool{
						Name: name, Server: server,
						Description:  "Create a new issue in a " + map[string]string{"github": "GitHub repository", "gitlab": "GitLab project"}[server],
						InputSchema:  json.RawMessage(`{"type":"object","properties":{"title":{"type":"string","description":"Issue title"}},"required":["title"]}`),
						OutputSchema: json.RawMessage(`{"type":"object","properties":{"url":{"type":"string"}},"required":["url"]}`),
						Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) {
							return json.RawMessage(`{"url":"https://` + server + `.example/issues/1"}`), nil
						},
					}
				}
				for _, tl := range []registry.Tool{issue("github_create_issue", "github"), issue("gitlab_create_issue", "gitlab")} {
					if _, err := reg.Register(tl); err != nil {
						t.Fatal(err)
					}
				}
				program := `
const hits = await codemode.search("open an issue in GitLab about the flaky test", { limit: 2 });
const decl = await codemode.describe(hits[0].name);
const out = await tools[hits[0].name]({ title: "flaky test" });
return { first: hits[0].name, server: hits[0].server, count: hits.length, typed: decl.includes("url: string"), url: out.url };`
				args, _ := json.Marshal(map[string]string{"code": program, "description": "Find and call the GitLab issue tool"})
				res := reg.Call(context.Background(), registry.Call{ID: "c1", Name: registry.RunCodeName, Arguments: args})
				if res.IsError {
					t.Fatalf("run_code failed: %s", res.Message())
				}
				want := `{"logs":[],"value":{"first":"gitlab_create_issue","server":"gitlab","count":2,"typed":true,"url":"https://gitlab.example/issues/1"}}`
				if string(res.Value) != want {
					t.Errorf("value\n got %s\nwant %s", res.Value, want)
				}
				mu.Lock()
				defer mu.Unlock()
				got := strings.Join(seen, "\n")
				wantSeen := "run_code nested=no args=" + string(args) + "\ngitlab_create_issue nested=yes args={\"title\":\"flaky test\"}"
				if got != wantSeen {
					t.Errorf("the policy saw\n%s\nwant\n%s", got, wantSeen)
				}
			})
		}
	}
}
