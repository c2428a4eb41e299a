package runcode_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
)

// TestCodemodeNamespace: the codemode members answer programs, and bad
// input rejects with a message that says what to pass. A tool named
// "codemode" is an ordinary member of tools.
func TestCodemodeNamespace(t *testing.T) {
	reg := newReg(t, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: inproc(t)})
	for _, tl := range []registry.Tool{
		{Name: "pods_log", Server: "kubernetes", Description: "Get the logs of a Kubernetes Pod.", Execute: okTool},
		{Name: "codemode", Server: "odd", Description: "A tool that happens to be named codemode.", Execute: okTool},
	} {
		if _, err := reg.Register(tl); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ name, code, want string }{
		{"search", `return (await codemode.search("show the logs of a pod")).map((h) => [h.name, h.server])`, `[["pods_log","kubernetes"]]`},
		{"server filter", `return (await codemode.search("tool", { server: "odd", limit: 1 })).map((h) => h.name)`, `["codemode"]`},
		{"tool named codemode", `return await tools.codemode({})`, `"ok"`},
		{"describe", `return (await codemode.describe(["pods_log"])).includes("pods_log: Record<string, JsonValue>")`, `true`},
		{"query not a string", `try { await codemode.search(42) } catch (e) { return e.message }`, `"codemode.search: the first argument must be the query, a string such as \"list open issues\""`},
		{"bad limit", `try { await codemode.search("x", { limit: 0.5 }) } catch (e) { return e.message }`, `"codemode.search: options.limit must be a positive integer, got 0.5"`},
		{"unknown server", `try { await codemode.search("x", { server: "nope" }) } catch (e) { return e.message }`, `"codemode.search: unknown server \"nope\"; servers: \"kubernetes\", \"odd\""`},
		{"unknown tool", `try { await codemode.describe("pods_logs") } catch (e) { return e.message.startsWith("codemode.describe: unknown tool \"pods_logs\"; did you mean \"pods_log\"") }`, `true`},
		{"describe nothing", `try { await codemode.describe(7) } catch (e) { return e.message }`, `"codemode.describe: the argument must be a tool name or an array of tool names"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := reg.Call(context.Background(), runCode(c.code))
			if res.IsError {
				t.Fatalf("run failed: %s", res.Message())
			}
			var v struct {
				Value json.RawMessage `json:"value"`
			}
			if err := json.Unmarshal(res.Value, &v); err != nil || string(v.Value) != c.want {
				t.Errorf("got %s, want %s", v.Value, c.want)
			}
		})
	}
}

func okTool(context.Context, *registry.Execution) (json.RawMessage, error) {
	return json.RawMessage(`"ok"`), nil
}
