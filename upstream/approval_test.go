package upstream

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

func TestParseApprovalRules(t *testing.T) {
	cases := []struct {
		in, want, err string
	}{
		{in: "write=allow", want: "write=allow"},
		{in: "write=allow, github/*=ask ,*=deny", want: "write=allow,github/*=ask,*=deny"},
		{in: "github/delete_repo=deny", want: "github/delete_repo=deny"},
		{in: "write", err: "want PATTERN=ACTION"},
		{in: "=ask", err: "want PATTERN=ACTION"},
		{in: "write=maybe", err: `unknown approval action "maybe"`},
		{in: "gh*/x=ask", err: "want TOOL, SERVER/TOOL, SERVER/* or *"},
		{in: "w*=ask", err: "want TOOL, SERVER/TOOL, SERVER/* or *"},
		{in: "gh/=ask", err: "want TOOL"},
		{in: " , ", err: "no approval rules"},
	}
	for _, tc := range cases {
		rules, err := ParseApprovalRules(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: err = %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		var parts []string
		for _, r := range rules {
			parts = append(parts, r.Pattern+"="+string(r.Action))
		}
		if err != nil || strings.Join(parts, ",") != tc.want {
			t.Errorf("%q = %v, %v; want %s", tc.in, parts, err, tc.want)
		}
	}
}

func TestApprovalRulesMatch(t *testing.T) {
	rules, _ := ParseApprovalRules("*=deny,gh/*=ask,gh/merge=allow,gh_merge=deny,gh/*=allow")
	cases := []struct {
		name, server, upstream string
		want                   ApprovalAction
	}{
		{"gh_merge", "gh", "merge", ApprovalDeny}, // the registry name is most specific
		{"merge", "gh", "merge", ApprovalAllow},   // server/tool beats server/*
		{"close", "gh", "close", ApprovalAllow},   // the later gh/* wins
		{"write", "", "", ApprovalDeny},           // * catches the rest
	}
	for _, tc := range cases {
		if got, ok := rules.match(tc.name, tc.server, tc.upstream); !ok || got != tc.want {
			t.Errorf("%s: %v %v, want %v", tc.name, got, ok, tc.want)
		}
	}
	if _, ok := ApprovalRules(nil).match("x", "", ""); ok {
		t.Error("no rules matched")
	}
}

func TestServersFileApproval(t *testing.T) {
	f, err := ParseServers([]byte(`{"mcpServers": {
		"gh": {"command": "gh-mcp", "approval": {"merge": "deny", "list": "allow"}},
		"fs": {"url": "http://127.0.0.1:1/mcp", "approval": "ask"}},
		"codemode": {"approval": {"*": "ask", "write": "allow"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range f.Approval {
		got = append(got, r.Pattern+"="+string(r.Action))
	}
	if strings.Join(got, ",") != "fs/*=ask,gh/list=allow,gh/merge=deny,*=ask,write=allow" {
		t.Errorf("rules = %v", got)
	}
	for _, bad := range []string{
		`{"mcpServers": {"gh": {"command": "x", "approval": "maybe"}}}`,
		`{"mcpServers": {"gh": {"command": "x", "approval": 3}}}`,
		`{"mcpServers": {}, "codemode": {"approvals": {}}}`,
		`{"mcpServers": {}, "codemode": {"approval": {"a*": "ask"}}}`,
		`{"mcpServers": {}, "codemode": []}`,
		`{"mcpServers": {}, "codemode": {"approveBy": "model"}}`,
		`{"mcpServers": {}, "codemode": {"approveBy": true}}`,
	} {
		if _, err := ParseServers([]byte(bad)); err == nil {
			t.Errorf("ParseServers(%s) succeeded", bad)
		}
	}
}

// TestServersFileApproveBy: "codemode": {"approveBy"} is the opt-in to
// taking a resume's decision from the client; absent means a person.
func TestServersFileApproveBy(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{`{"mcpServers": {}}`, ""},
		{`{"mcpServers": {}, "codemode": {"approveBy": "client"}}`, "client"},
		{`{"mcpServers": {}, "codemode": {"approveBy": "person", "approval": {"*": "ask"}}}`, "person"},
	} {
		f, err := ParseServers([]byte(tc.file))
		if err != nil || f.ApproveBy != tc.want {
			t.Errorf("%s: approveBy %q, %v; want %q", tc.file, f.ApproveBy, err, tc.want)
		}
	}
}

// TestApprovalPolicyDefault: nested calls of tools not marked read-only
// ask; read-only ones and model-direct calls are allowed; rules override.
func TestApprovalPolicyDefault(t *testing.T) {
	var asked []string
	var reg *registry.Registry
	rules, _ := ParseApprovalRules("danger=deny,quiet=allow")
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	reg, _, err = runcode.NewRegistry(&registry.Options{
		Mode:       registry.ModeBoth,
		PreExecute: []registry.PreExecute{ApprovalPolicy(func() *registry.Registry { return reg }, &ApprovalPolicyOptions{Rules: rules})},
		Approver: registry.Approver(func(_ context.Context, req registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			asked = append(asked, req.Tool)
			return registry.ApprovalApproved, nil
		}),
	}, &runcode.Options{
		Runtime: rt,
	})
	if err != nil {
		t.Fatal(err)
	}
	ok := func(context.Context, *registry.Execution) (json.RawMessage, error) { return json.RawMessage(`1`), nil }
	for name, ann := range map[string]string{"ro": `{"readOnlyHint":true}`, "rw": ``, "destr": `{"readOnlyHint":true,"destructiveHint":true}`, "danger": `{"readOnlyHint":true}`, "quiet": ``} {
		tool := registry.Tool{Name: name, Execute: ok}
		if ann != "" {
			tool.Annotations = json.RawMessage(ann)
		}
		if _, err := reg.Register(tool); err != nil {
			t.Fatal(err)
		}
	}
	// Model-direct calls: only the rules apply.
	for name, code := range map[string]failure.Code{"ro": "", "rw": "", "danger": failure.Denied} {
		if res := reg.Call(context.Background(), registry.Call{ID: "d", Name: name}); res.Code != code {
			t.Errorf("direct %s: code %q, want %q", name, res.Code, code)
		}
	}
	if len(asked) != 0 {
		t.Fatalf("direct calls asked: %v", asked)
	}
	// Nested calls: the default asks for tools not marked read-only.
	res := reg.Call(context.Background(), registry.Call{ID: "rc", Name: registry.RunCodeName, Arguments: json.RawMessage(
		`{"description":"Call every tool","code":"for (const n of ['ro','rw','destr','quiet']) await tools[n]({}); try { await tools.danger({}) } catch (e) { return e.message }"}`)})
	if res.IsError || !strings.Contains(string(res.Value), `denied by the approval rules`) {
		t.Fatalf("run_code = %s %v", res.Value, res.Err)
	}
	if strings.Join(asked, ",") != "rw,destr" {
		t.Errorf("asked about %v, want rw,destr", asked)
	}
}

// FuzzParseApprovalRules: any --approve text parses or fails cleanly, and
// what parses is well formed.
func FuzzParseApprovalRules(f *testing.F) {
	for _, s := range []string{"write=allow", "gh/*=ask,*=deny", "a/b=deny", "=", ",,", "x=ask=y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rules, err := ParseApprovalRules(s)
		if err != nil {
			return
		}
		for _, r := range rules {
			if r.Pattern == "" || checkPattern(r.Pattern) != nil {
				t.Fatalf("%q parsed to bad pattern %q", s, r.Pattern)
			}
			if _, err := ParseApprovalAction(string(r.Action)); err != nil {
				t.Fatal(err)
			}
		}
	})
}
