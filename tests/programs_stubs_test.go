package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// stub is one tool of stubs.json (see its _comment).
type stub struct {
	Echo    bool                       `json:"echo"`
	Key     string                     `json:"key"`
	Cases   map[string]json.RawMessage `json:"cases"`
	Default json.RawMessage            `json:"default"`
	// Seq answers the n-th call of a run with Seq[n], the last one from
	// then on (a tool whose answer changes, as a polled one does).
	Seq []json.RawMessage `json:"seq"`
	// Server names the MCP server the tool belongs to: node_runner.mjs
	// presents it as servers/<Server>/<camelCase tool>.ts, the file tree of
	// Anthropic's "Code execution with MCP".
	Server string `json:"server"`
}

// readStubs reads stubs.json, in name order.
func readStubs(t *testing.T) (names []string, stubs map[string]stub) {
	t.Helper()
	b, err := os.ReadFile(stubsFile)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	stubs = map[string]stub{}
	for name, r := range raw {
		if strings.HasPrefix(name, "_") {
			continue
		}
		var s stub
		if err := json.Unmarshal(r, &s); err != nil {
			t.Fatalf("stub %s: %v", name, err)
		}
		if s.Seq != nil && len(s.Seq) == 0 {
			t.Fatalf("stub %s: an empty seq", name)
		}
		stubs[name] = s
		names = append(names, name)
	}
	sort.Strings(names)
	return names, stubs
}

// stubNamespace builds one run's tools namespace from stubs.json: each
// answer is decided from the call's JSON arguments (or, for a seq stub,
// from how many calls the run made before) exactly as node_runner.mjs
// decides it.
//
// TODO(lead, at the merge of progsyn): runtime.Function has no field for
// the server a tool belongs to, so a stub's Server does not reach the
// runtime yet, and the programs that `import * as gdrive from
// "./servers/google-drive"` are listed in MISMATCHES.md under cause 1.
// progsyn's merge must carry Server into whatever its binding of
// ./servers/<server> imports reads (a Function field, or a Request-level
// map of server → members), here, so those programs run.
func stubNamespace(names []string, stubs map[string]stub) runtime.Namespace {
	ns := runtime.Namespace{Global: "tools", ErrorClass: &runtime.ErrorClass{Name: "ToolCallError", MemberProperty: "toolName"}}
	for _, name := range names {
		s := stubs[name]
		var mu sync.Mutex
		calls := 0
		ns.Functions = append(ns.Functions, runtime.Function{Name: name, Call: func(_ context.Context, args json.RawMessage, reply runtime.Reply) {
			if s.Echo {
				reply(args, nil)
				return
			}
			out := s.Default
			switch {
			case s.Seq != nil:
				mu.Lock()
				out = s.Seq[min(calls, len(s.Seq)-1)]
				calls++
				mu.Unlock()
			case s.Key != "":
				var obj map[string]any
				if json.Unmarshal(args, &obj) == nil {
					if v, ok := s.Cases[stubKey(obj[s.Key])]; ok {
						out = v
					}
				}
			}
			var e struct {
				Err *string `json:"$error"`
			}
			if json.Unmarshal(out, &e) == nil && e.Err != nil {
				reply(nil, fmt.Errorf("%s", *e.Err))
				return
			}
			reply(out, nil)
		}})
	}
	return ns
}

// stubKey is String(v) for the JSON values a stub key can hold.
func stubKey(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	}
	return fmt.Sprint(v)
}
