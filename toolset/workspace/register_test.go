package workspace_test

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

func newRegistry(t *testing.T, mode registry.Mode) (*registry.Registry, *fixture) {
	t.Helper()
	f := newFixture(t, tree{
		"main.go":  "package main\n\nfunc main() {}\n",
		"lib/a.go": "package lib // TODO\n",
		"outlink":  "->OUTSIDE/secret.txt",
	}, nil)
	r, err := registry.New(&registry.Options{Mode: mode})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.ws.Register(r); err != nil {
		t.Fatal(err)
	}
	return r, f
}

// TestRegisterCalls runs each tool through the registry pipeline as a
// model-direct call: canonical value, rendered content, error codes.
func TestRegisterCalls(t *testing.T) {
	r, f := newRegistry(t, registry.ModeNative)
	tests := []struct {
		name, args string
		code       failure.Code
		value      string // canonical value on success
		text       string // content text, or a substring of the error message
	}{
		{"read", `{"path":"main.go"}`, "",
			`{"path":"main.go","content":"package main\n\nfunc main() {}\n","totalLines":3,"truncated":false}`,
			"package main\n\nfunc main() {}\n"},
		{"read", `{"path":"main.go","offset":2,"limit":1}`, "",
			`{"path":"main.go","content":"\n","totalLines":3,"truncated":true}`,
			"\n[truncated: lines 2-2 of 3 shown; read with offset 3 to continue]"},
		{"write", `{"path":"new/dir/x.txt","content":"hi"}`, "", `{"path":"new/dir/x.txt","created":true,"bytes":2}`, "created new/dir/x.txt (2 bytes)"},
		{"edit", `{"path":"main.go","oldText":"main() {}","newText":"main() { run() }"}`, "", `{"path":"main.go","replacements":1}`, "edited main.go: 1 replacement"},
		{"list", `{"path":"lib"}`, "", `{"path":"lib","entries":[{"name":"a.go","type":"file","size":20}]}`, "lib: 1 entries\na.go (20 bytes)"},
		{"glob", `{"pattern":"**/*.go"}`, "", `{"paths":["lib/a.go","main.go"]}`, "lib/a.go\nmain.go"},
		{"grep", `{"pattern":"TODO"}`, "", `{"matches":[{"path":"lib/a.go","line":1,"text":"package lib // TODO"}]}`, "lib/a.go:1: package lib // TODO"},
		{"grep", `{"pattern":"nothing here"}`, "", `{"matches":[]}`, "no matches"},
		{"read", `{"path":"main.go","bogus":true}`, failure.InvalidArgs, "", `field "bogus": unknown field`},
		{"read", `{}`, failure.InvalidArgs, "", `field "path": is required`},
		{"grep", `{"pattern":"("}`, failure.InvalidArgs, "", `field "pattern": not a valid RE2 expression`},
		{"read", `{"path":"outlink"}`, failure.ToolError, "", `read "outlink": path is outside the workspace root`},
		{"edit", `{"path":"main.go","oldText":"absent","newText":"x"}`, failure.ToolError, "", "oldText not found"},
	}
	for i, tt := range tests {
		t.Run(tt.name+" "+tt.args, func(t *testing.T) {
			res := r.Call(context.Background(), registry.Call{ID: string(rune('a' + i)), Name: tt.name, Arguments: json.RawMessage(tt.args)})
			if tt.code != "" {
				if !res.IsError || res.Code != tt.code || !strings.Contains(res.Message(), tt.text) {
					t.Fatalf("got isError=%v code=%s message=%q, want %s containing %q", res.IsError, res.Code, res.Message(), tt.code, tt.text)
				}
				return
			}
			if res.IsError {
				t.Fatalf("failed: %s %s", res.Code, res.Message())
			}
			if string(res.Value) != tt.value {
				t.Errorf("value %s\nwant  %s", res.Value, tt.value)
			}
			if len(res.Content) != 1 || res.Content[0].Text != tt.text {
				t.Errorf("content %+v, want one text block %q", res.Content, tt.text)
			}
		})
	}
	if got := readFile(t, f.root+"/main.go"); !strings.Contains(got, "run()") {
		t.Errorf("edit through the registry did not land: %q", got)
	}
}

// TestRegisterViews checks what the registry shows: schemas and
// annotations, guidance sections under native and both, none under code
// (DESIGN §3.4), and a fully typed SDK.
func TestRegisterViews(t *testing.T) {
	r, f := newRegistry(t, registry.ModeNative)
	specs := f.ws.Specs()
	schemas := r.Schemas("")
	var names []string
	for _, s := range schemas {
		names = append(names, s.Name)
	}
	for _, sp := range specs {
		i := slices.Index(names, sp.Name)
		if i < 0 {
			t.Fatalf("%s not registered (have %v)", sp.Name, names)
		}
		s := schemas[i]
		var a struct {
			ReadOnly    *bool `json:"readOnlyHint"`
			Destructive *bool `json:"destructiveHint"`
		}
		if err := json.Unmarshal(s.Annotations, &a); err != nil || a.ReadOnly == nil || *a.ReadOnly != sp.ReadOnly {
			t.Errorf("%s annotations %s", s.Name, s.Annotations)
		}
		if !sp.ReadOnly && (a.Destructive == nil || !*a.Destructive) {
			t.Errorf("%s annotations %s lack destructiveHint", s.Name, s.Annotations)
		}
		if len(s.OutputSchema) == 0 || len(s.InputSchema) == 0 {
			t.Errorf("%s lost a schema", s.Name)
		}
	}
	for _, tt := range []struct {
		mode     registry.Mode
		guidance bool
	}{{registry.ModeNative, true}, {registry.ModeBoth, true}, {registry.ModeCode, false}} {
		r, _ := newRegistry(t, tt.mode)
		sections, err := r.Prompt("")
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		orders := map[string]int{}
		for _, s := range sections {
			ids = append(ids, s.ID)
			orders[s.ID] = s.Order
		}
		for _, sp := range specs {
			has := slices.Contains(ids, sp.SectionID())
			if has != tt.guidance {
				t.Errorf("mode %s: section %s present=%v, want %v (sections %v)", tt.mode, sp.SectionID(), has, tt.guidance, ids)
			}
			if has && orders[sp.SectionID()] != sp.Order {
				t.Errorf("mode %s: %s order %d, want %d", tt.mode, sp.SectionID(), orders[sp.SectionID()], sp.Order)
			}
		}
	}
	sdk, err := r.SDK("")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"totalLines", "replaceAll?", "oldText", `"file"`, `"symlink"`, "matches"} {
		if !strings.Contains(sdk, want) {
			t.Errorf("SDK lacks %q:\n%s", want, sdk)
		}
	}
	if strings.Contains(sdk, "unknown") {
		t.Errorf("SDK has an untyped node:\n%s", sdk)
	}
}

// TestRegisterAllOrNothing: a name clash leaves none of the six behind,
// and the returned function removes all of them.
func TestRegisterAllOrNothing(t *testing.T) {
	f := newFixture(t, nil, nil)
	r, err := registry.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	undoGrep, err := r.Register(registry.Tool{Name: "grep", Description: "taken", Execute: func(context.Context, *registry.Execution) (json.RawMessage, error) {
		return json.RawMessage(`null`), nil
	}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.ws.Register(r); err == nil || !strings.Contains(err.Error(), "registering grep") {
		t.Fatalf("Register with a clash = %v", err)
	}
	if got := len(r.Schemas("")); got != 1 {
		t.Errorf("%d tools left after a failed Register, want only the clashing one", got)
	}
	undoGrep()
	undo, err := f.ws.Register(r)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(r.Schemas("")); got != 6 {
		t.Errorf("%d tools registered, want 6", got)
	}
	undo()
	if got := len(r.Schemas("")); got != 0 {
		t.Errorf("%d tools left after unregister", got)
	}
	res := r.Call(context.Background(), registry.Call{ID: "x", Name: "read", Arguments: json.RawMessage(`{"path":"a"}`)})
	if !res.IsError || !errors.Is(res.Err, failure.UnknownTool) {
		t.Errorf("read after unregister: %s %s", res.Code, res.Message())
	}
}
