package runcode_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/state"
)

// TestPrincipalOwnsResults: a handle made for one principal reads for it
// alone, through the runner and through codemode.result in a program;
// another principal (and Anonymous) is told it is unknown, the answer an
// unknown id gets, so a held id reveals nothing.
func TestPrincipalOwnsResults(t *testing.T) {
	reg := handleReg(t, state.NewMemory(nil), 4096, 0)
	alice := principal.NewContext(context.Background(), "alice")
	res := reg.Call(alice, runCode(bigProgram))
	if res.IsError {
		t.Fatal(text(res))
	}
	var out runOut
	if err := json.Unmarshal(res.Value, &out); err != nil || out.Handle == "" {
		t.Fatalf("no handle: %s %v", res.Value, err)
	}
	rc := runcode.Of(reg.Registry)
	if info, err := rc.ResultInfo(alice, "", out.Handle); err != nil || info.Principal != "alice" {
		t.Fatalf("owner's ResultInfo = %+v, %v", info, err)
	}
	_, unknownErr := rc.Result(alice, "", runcode.ResultURIPrefix+strings.Repeat("0", 32), nil)
	for _, who := range []struct {
		name string
		ctx  context.Context
	}{{"another principal", principal.NewContext(context.Background(), "bob")}, {"anonymous", context.Background()}} {
		t.Run(who.name, func(t *testing.T) {
			_, err := rc.Result(who.ctx, "", out.Handle, nil)
			if !errors.Is(err, runcode.ErrResultNotFound) || errors.Is(err, runcode.ErrResultForeign) {
				t.Fatalf("Result = %v, want ErrResultNotFound", err)
			}
			if strings.Replace(err.Error(), out.Handle[len(runcode.ResultURIPrefix):], "ID", 1) != strings.Replace(unknownErr.Error(), strings.Repeat("0", 32), "ID", 1) {
				t.Errorf("the refusal differs from an unknown id's:\n %v\n %v", err, unknownErr)
			}
			if _, err := rc.ResultInfo(who.ctx, "", out.Handle); !errors.Is(err, runcode.ErrResultNotFound) {
				t.Errorf("ResultInfo = %v, want ErrResultNotFound", err)
			}
			prog := `return await codemode.result(` + mustJSON(t, out.Handle) + `, {path: "count"})`
			if r := reg.Call(who.ctx, runCode(prog)); !r.IsError || !strings.Contains(text(r), "unknown, expired") {
				t.Errorf("codemode.result in another principal's program = %s", text(r))
			}
		})
	}
	prog := `return await codemode.result(` + mustJSON(t, out.Handle) + `, {path: "count"})`
	if r := reg.Call(alice, runCode(prog)); r.IsError || !strings.Contains(string(r.Value), "20000") {
		t.Errorf("the owner's codemode.result = %s %s", r.Value, text(r))
	}
}

// TestPrincipalOwnsResumeTokens: a resume token resumes only for the
// principal it was issued to; another one gets the answer of a used
// token, and the owner can still resume afterwards.
func TestPrincipalOwnsResumeTokens(t *testing.T) {
	g := newGated(t, state.NewMemory(nil), sealKey, nil)
	alice := principal.NewContext(context.Background(), "alice")
	s := suspended(t, g.r.Call(alice, runCode(journaledProgram)))
	for _, ctx := range []context.Context{principal.NewContext(context.Background(), "bob"), context.Background()} {
		r := g.r.Resume(ctx, runCode(journaledProgram), runcode.Resume{Token: s.Resume, Decision: runcode.ResumeApprove})
		if !r.IsError || !errors.Is(r.Err, runcode.ErrTokenUsed) {
			t.Fatalf("a resume by %q = %s, want ErrTokenUsed", principal.FromContext(ctx), text(r))
		}
	}
	if g.count("write") != 0 {
		t.Fatalf("another principal's resume ran the gated call")
	}
	done := g.r.Resume(alice, runCode(journaledProgram), runcode.Resume{Token: s.Resume, Decision: runcode.ResumeApprove})
	if done.IsError || g.count("write") != 1 {
		t.Fatalf("the owner's resume after the refusals = %s (write ran %d times)", text(done), g.count("write"))
	}
}

// TestObservedTypesKeepNoTenantValues: results made for a principal give
// observed types their structure only, so that no value of theirs (an
// enum of short strings) reaches the SDK other principals read.
func TestObservedTypesKeepNoTenantValues(t *testing.T) {
	for _, tt := range []struct {
		name     string
		who      string
		wantEnum bool
	}{{"anonymous keeps enums", principal.Anonymous, true}, {"a principal's values are forgotten", "alice", false}} {
		t.Run(tt.name, func(t *testing.T) {
			reg := newReg(t, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: inproc(t), State: state.NewMemory(nil), ObserveTypes: true},
				registry.Tool{Name: "ls", Description: "Lists.", Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
					return json.RawMessage(`{"entries":[{"name":"a","kind":"secret-kind"},{"name":"b","kind":"secret-kind"}]}`), nil
				}})
			ctx := principal.NewContext(context.Background(), tt.who)
			if r := reg.Call(ctx, runCode(`for (let i = 0; i < 12; i++) await tools.ls({}); return 1`)); r.IsError {
				t.Fatal(text(r))
			}
			sdk, _ := reg.SDK("")
			if !strings.Contains(sdk, "Observed output type") || !strings.Contains(sdk, "kind: string;") && !tt.wantEnum {
				t.Errorf("the structure was not observed:\n%s", sdk)
			}
			if got := strings.Contains(sdk, "secret-kind"); got != tt.wantEnum {
				t.Errorf("SDK carries the value: %v, want %v:\n%s", got, tt.wantEnum, sdk)
			}
		})
	}
}
