package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// suspendInto suspends a run in the file store at dir (as serve does)
// and returns the id of its approval.
func suspendInto(t *testing.T, dir string) string {
	t.Helper()
	st, err := openStore(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	reg, _, err := runcode.NewRegistry(&registry.Options{
		Mode: registry.ModeCode,
		PreExecute: []registry.PreExecute{func(_ context.Context, e *registry.Execution) (registry.Decision, error) {
			if e.Nested() {
				return registry.Decision{Kind: registry.Ask}, nil
			}
			return registry.Decision{}, nil
		}},
		Approver: registry.Approver(func(context.Context, registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			return registry.ApprovalPending, nil
		}),
	}, &runcode.Options{Runtime: rt, State: st})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := reg.Register(registry.Tool{Name: "send", Execute: func(_ context.Context, e *registry.Execution) (json.RawMessage, error) { return e.Arguments(), nil }}); err != nil {
		t.Fatal(err)
	}
	s, ok := runcode.SuspensionOf(reg.Call(context.Background(), registry.Call{ID: "c", Name: registry.RunCodeName,
		Arguments: json.RawMessage(`{"code":"return await tools.send({to: 'ops'})","description":"Tell ops"}`)}))
	if !ok || s.Approval == nil {
		t.Fatal("the run did not suspend with an approval")
	}
	return s.Approval.ID
}

// TestApprovalsCommand: list, show, approve and deny on the state store,
// with their exit codes (DESIGN §4) and JSON.
func TestApprovalsCommand(t *testing.T) {
	dir := t.TempDir()
	id := suspendInto(t, dir)
	other := suspendInto(t, dir)
	run := func(args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		code := execute(context.Background(), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}, append([]string{"approvals"}, args...))
		return code, out.String(), errb.String()
	}
	for _, tc := range []struct {
		args           []string
		code           int
		stdout, stderr string
	}{
		{[]string{"--help"}, exitOK, "Usage: codemode approvals", ""},
		{[]string{"list", "--state", dir}, exitOK, id, ""},
		{[]string{"show", id, "--state", dir}, exitOK, `tools.send({"to":"ops"})`, ""},
		{[]string{"show", strings.Repeat("ab", 16), "--state", dir}, exitFailed, "", "no such pending approval"},
		{[]string{"approve", id, "--scope", "tool", "--state", dir}, exitOK, "approved 1 call(s)", ""},
		{[]string{"deny", id, "--state", dir}, exitFailed, "", "already decided"},
		{[]string{"deny", other, "--json", "--state", dir}, exitOK, `"decision": "deny"`, ""},
		{[]string{}, exitUsage, "", "want a subcommand"},
		{[]string{"bless", id}, exitUsage, "", "unknown subcommand"},
		{[]string{"approve"}, exitUsage, "", "takes 1 argument"},
		{[]string{"approve", id, "--scope", "forever", "--state", dir}, exitUsage, "", "--scope"},
	} {
		code, out, errs := run(tc.args...)
		if code != tc.code || !strings.Contains(out, tc.stdout) || !strings.Contains(errs, tc.stderr) {
			t.Errorf("approvals %v: exit %d, stdout %q, stderr %q; want %d, %q, %q", tc.args, code, out, errs, tc.code, tc.stdout, tc.stderr)
		}
	}
	code, out, _ := run("list", "--json", "--state", dir)
	var l []runcode.Approval
	if err := json.Unmarshal([]byte(out), &l); code != exitOK || err != nil || len(l) != 2 || l[0].Decision == nil || l[1].Decision == nil {
		t.Fatalf("list --json: exit %d %s (%v)", code, out, err)
	}
	if l[0].ID == id && l[0].Decision.Calls[0].Grant != runcode.GrantTool {
		t.Errorf("approve --scope tool recorded %+v", l[0].Decision)
	}
}
