package runcode_test

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/state"
)

// handleReg is a code-mode registry whose runtime keeps outputs up to
// 64 MiB while the model sees at most budget bytes.
func handleReg(t testing.TB, st state.Store, budget int, ttl time.Duration) *rig {
	t.Helper()
	rt, err := inprocess.New(&runtime.Options{MaxOutputBytes: 64 << 20, MemoryBytes: 1 << 30, Compute: 20 * time.Second, Wall: 40 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	reg, err := newRig(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt, State: st, MaxOutputBytes: budget, ResultTTL: ttl})
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

type runOut struct {
	Logs   []string        `json:"logs"`
	Value  json.RawMessage `json:"value"`
	Handle string          `json:"handle"`
}

func runIn(t testing.TB, reg *rig, scope, code string) (*registry.Result, runOut) {
	t.Helper()
	c := runCode(code)
	c.Scope = scope
	res := reg.Call(context.Background(), c)
	var out runOut
	if !res.IsError {
		if err := json.Unmarshal(res.Value, &out); err != nil {
			t.Fatalf("value %s: %v", res.Value, err)
		}
	}
	return res, out
}

const bigProgram = `
const items = [];
for (let i = 0; i < 20000; i++) items.push({id: i, name: "item " + i, pad: "x".repeat(50)});
console.log("made", items.length);
return {count: items.length, items};`

// TestResultHandle: an output over MaxOutputBytes succeeds with a
// preview within the budget, markers and a handle; a later program reads
// any part of the full value through codemode.result.
func TestResultHandle(t *testing.T) {
	const budget = 4096
	reg := handleReg(t, nil, budget, 0)
	res, out := runIn(t, reg, "", bigProgram)
	if res.IsError {
		t.Fatalf("the run failed: %s", res.Message())
	}
	if len(res.Value) > budget {
		t.Errorf("structuredContent is %d bytes, over the %d budget", len(res.Value), budget)
	}
	if !strings.HasPrefix(out.Handle, runcode.ResultURIPrefix) {
		t.Fatalf("no handle in %s", res.Value)
	}
	if !strings.Contains(string(out.Value), `… [clipped `) || !strings.Contains(string(out.Value), `more items`) {
		t.Errorf("the preview has no marker: %s", out.Value)
	}
	if !strings.Contains(string(out.Value), `{"id":0,"name":"item 0"`) || !strings.Contains(string(out.Value), `"count":20000`) {
		t.Errorf("the preview lost the leading items or the small member: %.300s", out.Value)
	}
	if len(out.Logs) != 1 || out.Logs[0] != "made 20000" {
		t.Errorf("logs = %q", out.Logs)
	}
	text := res.Content[0].Text
	if len(text) > budget || !strings.Contains(text, out.Handle) {
		t.Errorf("text content is %d bytes (budget %d) or lacks the handle: %.200s", len(text), budget, text)
	}
	if len(res.Content) != 2 || res.Content[1].Type != "resource_link" || !strings.Contains(string(res.Content[1].Raw), out.Handle) {
		t.Errorf("content lacks the resource_link: %+v", res.Content)
	}

	id := strings.TrimPrefix(out.Handle, runcode.ResultURIPrefix)
	cases := []struct{ code, want string }{
		{`return await codemode.result("` + id + `", {path: "items[9999].name"})`, `"item 9999"`},
		{`return await codemode.result("` + out.Handle + `", {path: "count"})`, `20000`},
		{`const v = await codemode.result("` + id + `"); return v.items.length`, `20000`},
		{`return await codemode.result("` + id + `", {logs: true})`, `["made 20000"]`},
	}
	for _, c := range cases {
		res, got := runIn(t, reg, "", c.code)
		if res.IsError || string(got.Value) != c.want {
			t.Errorf("%s = %s (%s), want %s", c.code, got.Value, res.Message(), c.want)
		}
	}
	res, _ = runIn(t, reg, "", `return await codemode.result("`+id+`", {path: "items[20000]"})`)
	if !res.IsError || !strings.Contains(res.Message(), "has 20000 items, so [20000] is out of range") {
		t.Errorf("an out-of-range path: %s", res.Message())
	}
	v, err := reg.Result(context.Background(), "", out.Handle, &runcode.ResultOptions{Path: "items[3].id"})
	if err != nil || string(v) != "3" {
		t.Errorf("Result = %s, %v", v, err)
	}
	info, err := reg.ResultInfo(context.Background(), "", id)
	if err != nil || info.Bytes < 20000*50 || info.URI != out.Handle {
		t.Errorf("ResultInfo = %+v, %v", info, err)
	}
}

// TestResultWithinBudget: an output within the budget is unchanged and
// has no handle.
func TestResultWithinBudget(t *testing.T) {
	reg := handleReg(t, nil, 4096, 0)
	res, out := runIn(t, reg, "", `console.log("hi"); return {a: [1, 2]}`)
	if res.IsError || out.Handle != "" || string(res.Value) != `{"logs":["hi"],"value":{"a":[1,2]}}` {
		t.Errorf("got %s (%s)", res.Value, res.Message())
	}
}

// TestResultScopes: a handle is readable only in the scope that made it.
func TestResultScopes(t *testing.T) {
	reg := handleReg(t, nil, 1024, 0)
	_, out := runIn(t, reg, "agent-a", `return "y".repeat(5000)`)
	if out.Handle == "" {
		t.Fatal("no handle")
	}
	res, _ := runIn(t, reg, "agent-b", `return await codemode.result("`+out.Handle+`")`)
	if !res.IsError || !strings.Contains(res.Message(), "was made by another scope") {
		t.Errorf("another scope read the handle: %s %s", res.Value, res.Message())
	}
	if _, err := reg.Result(context.Background(), "agent-b", out.Handle, nil); !errors.Is(err, runcode.ErrResultForeign) {
		t.Errorf("Result from another scope: %v", err)
	}
	if v, err := reg.Result(context.Background(), "agent-a", out.Handle, nil); err != nil || len(v) != 5002 {
		t.Errorf("Result from its own scope: %d bytes, %v", len(v), err)
	}
}

// TestResultExpiry: after the TTL a handle is a clear not-found error.
func TestResultExpiry(t *testing.T) {
	var mu sync.Mutex
	now := time.Unix(1_700_000_000, 0)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	st := state.NewMemory(&state.MemoryOptions{Now: clock})
	reg := handleReg(t, st, 1024, time.Minute)
	_, out := runIn(t, reg, "", `return "z".repeat(5000)`)
	if _, err := reg.Result(context.Background(), "", out.Handle, nil); err != nil {
		t.Fatalf("fresh handle: %v", err)
	}
	mu.Lock()
	now = now.Add(61 * time.Second)
	mu.Unlock()
	_, err := reg.Result(context.Background(), "", out.Handle, nil)
	if !errors.Is(err, runcode.ErrResultNotFound) || !strings.Contains(err.Error(), "expired (results are kept 1m0s)") {
		t.Errorf("expired handle: %v", err)
	}
	res, _ := runIn(t, reg, "", `return await codemode.result("`+out.Handle+`")`)
	if !res.IsError || !strings.Contains(res.Message(), "is unknown, expired") {
		t.Errorf("program reading an expired handle: %s", res.Message())
	}
}

// TestResultEviction: the store's byte cap evicts the oldest handle first.
func TestResultEviction(t *testing.T) {
	st := state.NewMemory(&state.MemoryOptions{MaxBytes: 25_000})
	reg := handleReg(t, st, 1024, 0)
	var handles []string
	for range 3 {
		_, out := runIn(t, reg, "", `return "e".repeat(10000)`)
		handles = append(handles, out.Handle)
	}
	if _, err := reg.Result(context.Background(), "", handles[0], nil); !errors.Is(err, runcode.ErrResultNotFound) {
		t.Errorf("the oldest handle survived the cap: %v", err)
	}
	for _, h := range handles[1:] {
		if _, err := reg.Result(context.Background(), "", h, nil); err != nil {
			t.Errorf("a newer handle was evicted: %v", err)
		}
	}
}

// TestResultCorrupt: a damaged record is ErrResultCorrupt, never a panic
// or a wrong value.
func TestResultCorrupt(t *testing.T) {
	st := state.NewMemory(nil)
	reg := handleReg(t, st, 1024, 0)
	_, out := runIn(t, reg, "", `return "c".repeat(5000)`)
	id := strings.TrimPrefix(out.Handle, runcode.ResultURIPrefix)
	rec, err := st.Get(context.Background(), "result/"+id)
	if err != nil {
		t.Fatal(err)
	}
	damage := map[string][]byte{
		"flipped byte": func() []byte { b := append([]byte(nil), rec...); b[len(b)-10] ^= 1; return b }(),
		"truncated":    rec[:len(rec)-100],
		"garbage":      []byte("not a record"),
		"bad header":   []byte("codemode-result/1\n{oops\n"),
	}
	for name, b := range damage {
		if err := st.Put(context.Background(), "result/"+id, b, 0); err != nil {
			t.Fatal(err)
		}
		if _, err := reg.Result(context.Background(), "", id, nil); !errors.Is(err, runcode.ErrResultCorrupt) {
			t.Errorf("%s: %v, want ErrResultCorrupt", name, err)
		}
	}
}

// TestResultBadHandles: malformed ids and options are clear errors.
func TestResultBadHandles(t *testing.T) {
	reg := handleReg(t, nil, 1024, 0)
	cases := []struct{ code, msg string }{
		{`return await codemode.result("nope")`, `"nope" is not a result handle`},
		{`return await codemode.result(42)`, "id must be a string"},
		{`return await codemode.result()`, "codemode.result: takes (id, {path?, logs?})"},
		{`return await codemode.result("` + strings.Repeat("a", 32) + `", {paht: "x"})`, "options must be {path?: string, logs?: boolean}"},
		{`return await codemode.result("` + strings.Repeat("a", 32) + `")`, "is unknown, expired"},
	}
	for _, c := range cases {
		res, _ := runIn(t, reg, "", c.code)
		if !res.IsError || !strings.Contains(res.Message(), c.msg) {
			t.Errorf("%s: %s, want %q", c.code, res.Message(), c.msg)
		}
	}
}

// TestResultLogs: logs over the budget are previewed keeping their head
// and their tail, where errors are (issue #42 item 7), with a marker
// between, and kept in full; a failed run's logs too.
func TestResultLogs(t *testing.T) {
	const budget = 2048
	reg := handleReg(t, nil, budget, 0)
	res, out := runIn(t, reg, "", `for (let i = 0; i < 1000; i++) console.log("line " + i); return 1`)
	if res.IsError || out.Handle == "" || len(res.Value) > budget {
		t.Fatalf("got %d bytes %.200s (%s)", len(res.Value), res.Value, res.Message())
	}
	if n := len(out.Logs); n < 3 || out.Logs[0] != "line 0" || out.Logs[n-1] != "line 999" || !slices.ContainsFunc(out.Logs, func(l string) bool { return strings.HasSuffix(l, " bytes) left out") }) {
		t.Errorf("logs preview = %q, want head, a marker, tail", out.Logs)
	}
	v, err := reg.Result(context.Background(), "", out.Handle, &runcode.ResultOptions{Logs: true, Path: "[999]"})
	if err != nil || string(v) != `"line 999"` {
		t.Errorf("full logs [999] = %s, %v", v, err)
	}

	res, _ = runIn(t, reg, "", `for (let i = 0; i < 1000; i++) console.log("line " + i); throw new Error("boom")`)
	var cre *failure.CodeRunError
	if !errors.As(res.Err, &cre) {
		t.Fatalf("want a CodeRunError, got %v", res.Err)
	}
	cost := 0
	for _, l := range cre.Logs {
		cost += len(l) + 3
	}
	if cost+len(cre.Message) > budget || !strings.Contains(cre.Message, "boom") {
		t.Errorf("failure logs (%d bytes) + message %q over the budget", cost, cre.Message)
	}
	if n := len(cre.Logs); n < 4 || cre.Logs[0] != "line 0" || cre.Logs[n-2] != "line 999" || !slices.ContainsFunc(cre.Logs, func(l string) bool { return strings.HasSuffix(l, " bytes) left out") }) {
		t.Errorf("failure logs = %q, want head, a marker, tail, the handle", cre.Logs)
	}
	last := cre.Logs[len(cre.Logs)-1]
	if !strings.Contains(last, "full logs: "+runcode.ResultURIPrefix) {
		t.Fatalf("last log entry %q names no handle", last)
	}
	h := strings.Fields(strings.SplitN(last, "full logs: ", 2)[1])[0]
	if v, err := reg.Result(context.Background(), "", h, &runcode.ResultOptions{Logs: true, Path: "[500]"}); err != nil || string(v) != `"line 500"` {
		t.Errorf("failure's full logs [500] = %s, %v", v, err)
	}
}

// TestResultTinyBudget: below MinPreviewBytes an oversized output still
// fails as output-limit.
func TestResultTinyBudget(t *testing.T) {
	reg := handleReg(t, nil, 100, 0)
	res, _ := runIn(t, reg, "", `return "x".repeat(500)`)
	var cre *failure.CodeRunError
	if !errors.As(res.Err, &cre) || cre.Kind != runtime.KindOutputLimit || cre.Message != "outer output exceeded 100 bytes" {
		t.Errorf("got %v", res.Err)
	}
}

// TestResultBinary: an image from a nested call reaches the run's result
// as an image block (a deferred context), while the program's value holds
// a handle instead of base64; the program can still ask for the bytes.
func TestResultBinary(t *testing.T) {
	reg := handleReg(t, nil, 4096, 0)
	data := strings.Repeat("iVBORw0K", 600_000) // 4.8 MB of base64, 3.6 MB decoded
	block := `{"type":"image","mimeType":"image/png","data":"` + data + `"}`
	_, err := reg.Register(registry.Tool{
		Name: "shot", Description: "Takes a screenshot.",
		Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
			return json.RawMessage(`[{"type":"text","text":"a screenshot"},` + block + `]`), nil
		},
		Render: func(_, _ json.RawMessage) ([]registry.Content, error) {
			return []registry.Content{registry.Text("a screenshot"), {Type: "image", MIMEType: "image/png", Data: data}}, nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	res, out := runIn(t, reg, "", `const r = await tools.shot({}); return r`)
	if res.IsError || out.Handle != "" {
		t.Fatalf("run: %s %s", res.Value, res.Message())
	}
	var v []map[string]any
	if err := json.Unmarshal(out.Value, &v); err != nil || len(v) != 2 {
		t.Fatalf("value %s: %v", out.Value, err)
	}
	img := v[1]
	h, _ := img["handle"].(string)
	if img["type"] != "image" || img["mimeType"] != "image/png" || img["data"] != nil || !strings.HasPrefix(h, runcode.ResultURIPrefix) || img["bytes"] != float64(3_600_000) {
		t.Errorf("the program saw %v, want a handle in place of the data", img)
	}
	found := false
	for _, c := range res.Contexts {
		for _, b := range c.Content {
			if b.Type == "image" && b.Data == data {
				found = true
			}
		}
	}
	if !found {
		t.Error("the image did not reach the run's result as a content block")
	}
	res, got := runIn(t, reg, "", `const d = await codemode.result("`+h+`", {path: "data"}); return d.length`)
	if res.IsError || string(got.Value) != "4800000" {
		t.Errorf("reading the bytes back: %s %s", got.Value, res.Message())
	}
}
