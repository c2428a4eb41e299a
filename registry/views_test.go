package registry_test

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

// TD-3, RV-2, RV-3, scenarios 5 and 15: registration refusals.
func TestRegisterRejects_TD3(t *testing.T) {
	ok := echo("ok", nil)
	for _, tc := range []struct {
		name   string
		tool   registry.Tool
		sent   error
		substr string
	}{
		{"reserved", echo("run_code", nil), registry.ErrReserved, "reserved for the Code Mode presentation transport"},
		{"duplicate", ok, registry.ErrDuplicate, "already registered"},
		{"empty name", echo("", nil), nil, "tool name is empty"},
		{"nil execute", registry.Tool{Name: "x"}, nil, "Execute is nil"},
		{"input not json", registry.Tool{Name: "x", Execute: ok.Execute, InputSchema: json.RawMessage(`{`)}, registry.ErrUnsupportedSchema, "input schema is not valid JSON"},
		{"input not object", registry.Tool{Name: "x", Execute: ok.Execute, InputSchema: json.RawMessage(`{"type":"string"}`)}, registry.ErrUnsupportedSchema, `input schema type must be "object"`},
		{"input bad keyword", registry.Tool{Name: "x", Execute: ok.Execute, InputSchema: json.RawMessage(`{"type":"object","properties":{"a":{"type":"strin"}}}`)}, registry.ErrUnsupportedSchema, "input schema"},
		{"output bad", registry.Tool{Name: "x", Execute: ok.Execute, OutputSchema: json.RawMessage(`{"type":"nope"}`)}, registry.ErrUnsupportedSchema, "output schema"},
		{"output ref", registry.Tool{Name: "x", Execute: ok.Execute, OutputSchema: json.RawMessage(`{"$ref":"#/$defs/missing"}`)}, registry.ErrUnsupportedSchema, "output schema"},
		{"annotations", registry.Tool{Name: "x", Execute: ok.Execute, Annotations: json.RawMessage(`[1]`)}, nil, "annotations must be a JSON object"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newReg(t, nil, ok)
			_, err := r.Register(tc.tool)
			if err == nil || !strings.Contains(err.Error(), tc.substr) {
				t.Fatalf("err %v, want it to contain %q", err, tc.substr)
			}
			if tc.sent != nil && !errors.Is(err, tc.sent) {
				t.Fatalf("errors.Is(%v, %v) = false", err, tc.sent)
			}
			if want := fmt.Sprintf("registry: %s: ", cmp.Or(tc.tool.Name, `""`)); !strings.HasPrefix(err.Error(), want) {
				t.Fatalf("err %q does not start %q", err, want)
			}
		})
	}
}

// RV-2, scenario 14: the unregister function is exact and idempotent.
func TestUnregister_RV2(t *testing.T) {
	r := newReg(t, nil)
	un, err := r.Register(echo("a", nil))
	if err != nil {
		t.Fatal(err)
	}
	un()
	if _, ok := r.Get("", "a"); ok {
		t.Fatal("still visible")
	}
	un2, err := r.Register(echo("a", nil))
	if err != nil {
		t.Fatal(err)
	}
	un() // the old disposer must not remove the new tool
	if _, ok := r.Get("", "a"); !ok {
		t.Fatal("stale disposer removed the new registration")
	}
	un2()
}

// RV-7, RV-8, RV-10, scenarios 1-3, 57-58: views per mode.
func TestViews_RV10(t *testing.T) {
	tools := []registry.Tool{echo("write", nil), echo("read", nil)}
	for _, tc := range []struct {
		mode    registry.Mode
		schemas []string
		wire    []string
	}{
		{registry.ModeNative, []string{"read", "write"}, []string{"read", "write"}},
		{registry.ModeCode, []string{"read", "run_code", "write"}, []string{"run_code"}},
		{registry.ModeBoth, []string{"read", "run_code", "write"}, []string{"read", "run_code", "write"}},
	} {
		t.Run(string(tc.mode), func(t *testing.T) {
			r := newReg(t, &registry.Options{Mode: tc.mode}, tools...)
			var got []string
			for _, s := range r.Schemas("") {
				got = append(got, s.Name)
			}
			equal(t, "schemas", got, tc.schemas)
			wire, err := r.WireSchemas("")
			if err != nil {
				t.Fatal(err)
			}
			got = nil
			for _, s := range wire {
				got = append(got, s.Name)
				if s.Name == "run_code" {
					if !strings.Contains(s.Description, "interface ToolArgsMap") || !strings.Contains(s.Description, "write:") {
						t.Errorf("run_code description lacks the SDK:\n%s", s.Description)
					}
					if !strings.Contains(string(s.InputSchema), `"required":["code","description"]`) {
						t.Errorf("run_code input schema %s", s.InputSchema)
					}
				}
			}
			equal(t, "wire", got, tc.wire)
			_, found := r.Get("", "run_code")
			if found != (tc.mode != registry.ModeNative) {
				t.Errorf("Get(run_code) = %v", found)
			}
			if _, ok := r.Get("", "write"); !ok {
				t.Error("Get(write) not found")
			}
		})
	}
}

// RV-8, scenario 3: the returned schemas are detached copies; the JSON form
// is an MCP Tool object.
func TestSchemasDetached_RV8(t *testing.T) {
	tool := echo("t", nil)
	tool.InputSchema = json.RawMessage(`{"type":"object","properties":{"a":{"type":"string"}}}`)
	tool.Annotations = json.RawMessage(`{"readOnlyHint":true}`)
	r := newReg(t, nil, tool)
	s := r.Schemas("")
	s[0].InputSchema[0] = 'X'
	s[0].Name = "changed"
	got := mustJSON(t, r.Schemas(""))
	equal(t, "schemas", got, `[{"name":"t","description":"Echo the arguments.","inputSchema":{"type":"object","properties":{"a":{"type":"string"}}},"annotations":{"readOnlyHint":true}}]`)
}

// RV-4..RV-6, scenarios 8-11: restrictions.
func TestRestrict_RV4(t *testing.T) {
	r := newReg(t, nil, echo("read", nil), echo("bash", nil), echo("write", nil))
	names := func(scope string) []string {
		var out []string
		for _, s := range r.Schemas(scope) {
			out = append(out, s.Name)
		}
		return out
	}
	liftAllow, err := r.Restrict("a", registry.Restriction{Allow: []string{"read", "write"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Restrict("a", registry.Restriction{Deny: []string{"write"}}); err != nil {
		t.Fatal(err)
	}
	equal(t, "a", names("a"), []string{"read"})
	equal(t, "global", names(""), []string{"bash", "read", "write"})
	c := call("bash", `{}`)
	c.Scope = "a"
	if res := r.Call(context.Background(), c); res.Code != failure.UnknownTool {
		t.Fatalf("restricted call: %s", res.Code)
	}
	liftAllow()
	equal(t, "after lift", names("a"), []string{"bash", "read"})
	// RV-6: deny-only admits later registrations.
	if _, err := r.Register(echo("grep", nil)); err != nil {
		t.Fatal(err)
	}
	equal(t, "live", names("a"), []string{"bash", "grep", "read"})

	for _, tc := range []struct {
		name, scope string
		x           registry.Restriction
		substr      string
	}{
		{"unscoped", "", registry.Restriction{Deny: []string{"read"}}, "needs an agent scope"},
		{"no-op", "a", registry.Restriction{}, "no-op"},
		{"run_code", "a", registry.Restriction{Deny: []string{"run_code"}}, "run_code cannot be restricted"},
		{"unknown", "a", registry.Restriction{Allow: []string{"nope", "read"}}, "unknown tools nope; known tools: bash, grep, read, write"},
	} {
		if _, err := r.Restrict(tc.scope, tc.x); err == nil || !strings.Contains(err.Error(), tc.substr) {
			t.Errorf("%s: err %v, want %q", tc.name, err, tc.substr)
		}
	}
}

// RV-5, scenario 59: under code, restrictions never remove run_code, and the
// SDK lists only admitted tools.
func TestRestrictKeepsRunCode_RV5(t *testing.T) {
	r := newReg(t, &registry.Options{Mode: registry.ModeCode}, echo("read", nil), echo("bash", nil))
	if _, err := r.Restrict("a", registry.Restriction{Allow: []string{"read"}}); err != nil {
		t.Fatal(err)
	}
	wire, err := r.WireSchemas("a")
	if err != nil || len(wire) != 1 || wire[0].Name != "run_code" {
		t.Fatalf("wire %v %v", wire, err)
	}
	sdk, _ := r.SDK("a")
	if !strings.Contains(sdk, "read:") || strings.Contains(sdk, "bash:") {
		t.Fatalf("sdk:\n%s", sdk)
	}
}

// CF-1, CF-2: option validation.
func TestNewOptions_CF2(t *testing.T) {
	for _, o := range []registry.Options{{Mode: "ruby"}, {MaxParallelSubCalls: -1}} {
		if _, err := registry.New(&o); err == nil {
			t.Errorf("New(%+v) accepted", o)
		}
	}
	r, err := registry.New(nil)
	if err != nil || r.ModeFor("") != registry.ModeNative {
		t.Fatalf("defaults: %v %v", r, err)
	}
	if m, err := registry.ParseMode("both"); err != nil || m != registry.ModeBoth {
		t.Fatal(m, err)
	}
}

type addIn struct {
	Path  string `json:"path"`
	Limit int    `json:"limit,omitempty"`
}

type addOut struct {
	Path  string `json:"path"`
	Lines int    `json:"lines"`
}

// TD-11: the typed front door infers schemas, validates arguments inside
// the body (INVALID_ARGS) and marshals the output.
func TestAddTyped_TD11(t *testing.T) {
	r := newReg(t, nil)
	_, err := registry.Add(r, registry.Tool{Name: "count", Description: "Count lines."}, func(ctx context.Context, e *registry.Execution, in addIn) (addOut, error) {
		return addOut{Path: in.Path, Lines: 3 + in.Limit}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := r.Get("", "count")
	if !strings.Contains(string(s.InputSchema), `"path"`) || !strings.Contains(string(s.OutputSchema), `"lines"`) {
		t.Fatalf("schemas %s %s", s.InputSchema, s.OutputSchema)
	}
	res := r.Call(context.Background(), call("count", `{"path":"a<b>.go"}`))
	equal(t, "value", string(res.Value), `{"path":"a<b>.go","lines":3}`)
	for _, bad := range []string{`{"limit":1}`, `{"path":7}`, `[]`} {
		res := r.Call(context.Background(), call("count", bad))
		if res.Code != failure.InvalidArgs || !strings.HasPrefix(res.Message(), "invalid arguments: ") {
			t.Errorf("%s: got %s %q", bad, res.Code, res.Message())
		}
	}
	if _, err := registry.Add(r, registry.Tool{Name: "x", Execute: echo("x", nil).Execute}, func(context.Context, *registry.Execution, addIn) (addOut, error) {
		return addOut{}, nil
	}); err == nil {
		t.Error("Add accepted a Tool with Execute set")
	}
}

// Events: typed values; the JSONL writer writes one object per line with
// its type first.
func TestJSONL_Events(t *testing.T) {
	var b strings.Builder
	w, werr := registry.JSONL(&b)
	r := newReg(t, &registry.Options{Observer: w}, echo("e", nil))
	r.Call(context.Background(), registry.Call{ID: "c1", Name: "e", Arguments: json.RawMessage(`{"x":1}`), Scope: "agent"})
	want := `{"type":"call-start","callId":"c1","rootCallId":"c1","tool":"e","scope":"agent","arguments":{"x":1}}` + "\n" +
		`{"type":"call-settle","callId":"c1","rootCallId":"c1","tool":"e","scope":"agent","isError":false,"content":[{"type":"text","text":"{\n  \"x\": 1\n}"}]}` + "\n"
	equal(t, "jsonl", b.String(), want)
	if werr() != nil {
		t.Fatal(werr())
	}
}

// Content blocks round-trip through their MCP JSON form.
func TestContentJSON(t *testing.T) {
	in := `[{"type":"text","text":"a\u2028b"},{"type":"image","data":"AA==","mimeType":"image/png"},{"type":"resource_link","uri":"file:///a","name":"a"}]`
	var cs []registry.Content
	if err := json.Unmarshal([]byte(in), &cs); err != nil {
		t.Fatal(err)
	}
	equal(t, "roundtrip", mustJSON(t, cs), in)
}
