package upstream

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/mcptest"
)

func TestTaskSupportRequired(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, in        string
		required, other []string
		ok              bool
	}{
		{"not a list", `{"content":[]}`, nil, nil, false},
		{"not an object", `[1,2]`, nil, nil, false},
		{"empty list", `{"tools":[]}`, nil, nil, true},
		{"plain tools", `{"tools":[{"name":"a"},{"name":"b","execution":{}}]}`, nil, []string{"a", "b"}, true},
		{"required and optional", `{"tools":[{"name":"a","execution":{"taskSupport":"required"}},{"name":"b","execution":{"taskSupport":"optional"}},{"name":"c","execution":{"taskSupport":"forbidden"}}]}`,
			[]string{"a"}, []string{"b", "c"}, true},
		{"junk entries skipped", `{"tools":[1,"x",{"name":""},{"name":7},{"name":"d","execution":{"taskSupport":true}}]}`, nil, []string{"d"}, true},
		{"execution not an object", `{"tools":[{"name":"e","execution":"required"}]}`, nil, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req, other, ok := taskSupportRequired(json.RawMessage(tc.in))
			if ok != tc.ok || !reflect.DeepEqual(req, tc.required) || !reflect.DeepEqual(other, tc.other) {
				t.Fatalf("got %v %v %v; want %v %v %v", req, other, ok, tc.required, tc.other, tc.ok)
			}
		})
	}
}

func FuzzTaskSupportRequired(f *testing.F) {
	f.Add(`{"tools":[{"name":"a","execution":{"taskSupport":"required"}},{"name":"b"}]}`)
	f.Add(`{"tools":null}`)
	f.Add(`{"tools":[{"name":"a","execution":null}]}`)
	f.Fuzz(func(t *testing.T, in string) {
		req, other, ok := taskSupportRequired(json.RawMessage(in))
		if !ok && (req != nil || other != nil) {
			t.Fatalf("names from a result that is not a list: %v %v", req, other)
		}
		for _, n := range append(req, other...) {
			if n == "" {
				t.Fatal("empty tool name")
			}
		}
	})
}

// markRequired marks the named tools of a tools/list result line as
// execution.taskSupport "required", which the go-sdk Tool cannot declare.
func markRequired(required map[string]bool) func([]byte) []byte {
	return func(line []byte) []byte {
		var res struct {
			JSONRPC string          `json:"jsonrpc"`
			ID      json.RawMessage `json:"id"`
			Result  struct {
				Tools []map[string]any `json:"tools"`
			} `json:"result"`
		}
		if json.Unmarshal(line, &res) != nil || res.Result.Tools == nil {
			return line
		}
		for _, tl := range res.Result.Tools {
			if required[tl["name"].(string)] {
				tl["execution"] = map[string]any{"taskSupport": "required"}
			}
		}
		b, err := json.Marshal(res)
		if err != nil {
			return line
		}
		return b
	}
}

func TestTaskOnlyToolsLeftOut(t *testing.T) {
	t.Parallel()
	dial := pipeDial(map[string]*mcp.Server{"mem": mcptest.AskingServer()}, markRequired(map[string]bool{"ask_user": true}))
	f := &ServersFile{Servers: map[string]ServerConfig{"mem": {Command: "in-memory"}}}
	s, err := open(context.Background(), f, nil, dial)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	var names []string
	for _, tl := range s.Tools() {
		names = append(names, tl.Name)
	}
	if !reflect.DeepEqual(names, []string{"ask_model"}) {
		t.Fatalf("tools %v; want only ask_model", names)
	}
	if got := s.TaskOnly(); !reflect.DeepEqual(got, []string{"mem/ask_user"}) {
		t.Fatalf("TaskOnly %v", got)
	}
	if note := s.StatusNote(); !strings.Contains(note, "Upstream tools left out of the SDK: mem/ask_user (must be called as an MCP task") {
		t.Fatalf("status note %q", note)
	}
}
