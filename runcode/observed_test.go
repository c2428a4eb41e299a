package runcode_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/state"
)

// TestObservedTypes: results of a tool without an output schema shape its
// SDK type, with a comment; a declared schema wins; a result that does
// not fit widens the type (logged) and is never refused.
func TestObservedTypes(t *testing.T) {
	var logs bytes.Buffer
	st := state.NewMemory(nil)
	reg, err := newRig(&registry.Options{Mode: registry.ModeCode,
		Logger: slog.New(slog.NewTextHandler(&logs, nil)),
	}, &runcode.Options{Runtime: inproc(t), State: st, ObserveTypes: true})
	if err != nil {
		t.Fatal(err)
	}
	results := []string{
		`{"entries":[{"name":"a.txt","kind":"file","size":3}]}`,
		`{"entries":[{"name":"b","kind":"dir"}]}`,
		`{"entries":[{"name":"c","kind":"file","size":1},{"name":"d","kind":"file","size":9}]}`,
	}
	n := 0
	reg.Register(registry.Tool{Name: "ls", Description: "Lists.", Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
		v := results[n%len(results)]
		n++
		return json.RawMessage(v), nil
	}})
	reg.Register(registry.Tool{Name: "typed", OutputSchema: json.RawMessage(`{"type":"object","properties":{"ok":{"type":"boolean"}}}`),
		Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
			return json.RawMessage(`{"ok":true}`), nil
		}})
	before, _ := reg.SDK("")
	if strings.Contains(before, "Observed") {
		t.Fatalf("an observed type before any call:\n%s", before)
	}
	res, _ := runIn(t, reg, "", `for (let i = 0; i < 6; i++) { await tools.ls({}); await tools.typed({}); } return 1`)
	if res.IsError {
		t.Fatal(res.Message())
	}
	sdk, _ := reg.SDK("")
	for _, want := range []string{
		"Observed output type (the tool declares none): inferred from 6 calls since ",
		`kind: "dir" | "file";`, `name: string;`, `size?: number;`,
	} {
		if !strings.Contains(sdk, want) {
			t.Errorf("SDK lacks %q:\n%s", want, sdk[strings.Index(sdk, "interface ToolOutputMap"):])
		}
	}
	if _, err := reg.ObservedType(context.Background(), "typed"); err == nil {
		t.Error("a tool with a declared schema was observed")
	}
	// A contradicting result widens the type and is logged, never refused.
	results = []string{`{"entries":"not a list"}`}
	res, _ = runIn(t, reg, "", `return await tools.ls({})`)
	if res.IsError {
		t.Fatalf("a result that contradicts the observed type failed: %s", res.Message())
	}
	if !strings.Contains(logs.String(), "observed output type widened") {
		t.Errorf("the widening was not logged: %s", logs.String())
	}
	ot, err := reg.ObservedType(context.Background(), "ls")
	if err != nil || ot.Calls != 7 || !strings.Contains(string(ot.Schema), `"anyOf"`) {
		t.Errorf("after widening: %+v %v", ot, err)
	}
	all, err := reg.ObservedTypes(context.Background())
	if err != nil || len(all) != 1 || all[0].Tool != "ls" {
		t.Errorf("ObservedTypes = %+v, %v", all, err)
	}
	if err := reg.ResetObservedType(context.Background(), "ls"); err != nil {
		t.Fatal(err)
	}
	if sdk, _ := reg.SDK(""); strings.Contains(sdk, "Observed") {
		t.Error("the type survived a reset")
	}
}

// TestObservedTypesOff: without ObserveTypes nothing is recorded.
func TestObservedTypesOff(t *testing.T) {
	st := state.NewMemory(nil)
	reg, _ := newRig(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: inproc(t), State: st})
	reg.Register(registry.Tool{Name: "ls", Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
		return json.RawMessage(`{"a":1}`), nil
	}})
	runIn(t, reg, "", `return await tools.ls({})`)
	if keys, _ := st.Keys(context.Background(), "types/"); len(keys) != 0 {
		t.Errorf("recorded with the feature off: %v", keys)
	}
}

// BenchmarkObservedCall is one model-direct call of a tool without an
// output schema, with observed types on and off: the difference is the
// cost per recorded call (shape, merge, store update).
func BenchmarkObservedCall(b *testing.B) {
	value := json.RawMessage(`{"entities":[{"type":"entity","name":"Ada","entityType":"person","observations":["likes tea","works at ACME"]},{"type":"entity","name":"Alan","entityType":"person","observations":[]}],"relations":[{"type":"relation","from":"Ada","to":"Alan","relationType":"knows"}]}`)
	for _, on := range []bool{false, true} {
		b.Run(map[bool]string{false: "off", true: "on"}[on], func(b *testing.B) {
			reg, _ := newRig(&registry.Options{}, &runcode.Options{ObserveTypes: on})
			reg.Register(registry.Tool{Name: "read_graph", Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) { return value, nil }})
			call := registry.Call{ID: "c", Name: "read_graph"}
			for b.Loop() {
				if res := reg.Call(context.Background(), call); res.IsError {
					b.Fatal(res.Message())
				}
			}
		})
	}
}
