package registry_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

// turnTools registers "safe" (concurrency-safe) and "excl" (exclusive)
// tools that record how many calls are in flight when each body runs.
type turnProbe struct {
	mu       sync.Mutex
	inflight int
	peak     int
	order    []string
	// meet, when set, makes each "safe" body wait until `need` safe
	// bodies have started: a serial schedule would never get there.
	meet chan struct{}
	need int
	met  int
}

func (p *turnProbe) enter(name string) {
	p.mu.Lock()
	p.inflight++
	p.peak = max(p.peak, p.inflight)
	p.order = append(p.order, "start "+name)
	p.mu.Unlock()
}

func (p *turnProbe) leave(name string) {
	p.mu.Lock()
	p.inflight--
	p.order = append(p.order, "end "+name)
	p.mu.Unlock()
}

func (p *turnProbe) tools() []registry.Tool {
	body := func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
		var in struct{ ID string }
		_ = json.Unmarshal(e.Arguments(), &in)
		p.enter(in.ID)
		defer p.leave(in.ID)
		if e.Tool() == "safe" && p.meet != nil {
			p.mu.Lock()
			p.met++
			if p.met == p.need {
				close(p.meet)
			}
			p.mu.Unlock()
			select {
			case <-p.meet:
			case <-ctx.Done():
				return nil, errors.New("the other safe calls never started: the turn ran serially")
			}
		}
		return json.Marshal(in.ID)
	}
	return []registry.Tool{
		{Name: "safe", Execute: body, ConcurrencySafe: func(json.RawMessage) bool { return true }},
		{Name: "excl", Execute: body},
	}
}

func turnCalls(spec ...string) []registry.Call {
	var out []registry.Call
	for i := 0; i+1 < len(spec); i += 2 {
		out = append(out, registry.Call{ID: spec[i+1], Name: spec[i], Arguments: json.RawMessage(fmt.Sprintf(`{"ID":%q}`, spec[i+1]))})
	}
	return out
}

func TestCallTurnOverlapsSafeCalls(t *testing.T) {
	p := &turnProbe{meet: make(chan struct{}), need: 3}
	r := newReg(t, nil, p.tools()...)
	// A deadline only turns a serial schedule's deadlock into a failure.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res := r.CallTurn(ctx, turnCalls("safe", "a", "safe", "b", "safe", "c"))
	for i, want := range []string{"a", "b", "c"} {
		if res[i].IsError || string(res[i].Value) != fmt.Sprintf("%q", want) {
			t.Errorf("result %d = %s %s, want %q", i, res[i].Code, text(res[i]), want)
		}
	}
	equal(t, "peak in flight", p.peak, 3)
}

func TestCallTurnExclusiveRunsAlone(t *testing.T) {
	tests := []struct {
		name  string
		calls []string
		order []string
	}{
		{"exclusive calls run one after another", []string{"excl", "x", "excl", "y"}, []string{"start x", "end x", "start y", "end y"}},
		{"unknown tool is exclusive", []string{"nope", "u", "excl", "y"}, []string{"start y", "end y"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := &turnProbe{}
			r := newReg(t, nil, p.tools()...)
			res := r.CallTurn(context.Background(), turnCalls(tc.calls...))
			equal(t, "order", p.order, tc.order)
			equal(t, "results", len(res), len(tc.calls)/2)
		})
	}
}

func TestCallTurnMixedKeepsBarriers(t *testing.T) {
	p := &turnProbe{}
	r := newReg(t, &registry.Options{MaxParallelSubCalls: 2}, p.tools()...)
	res := r.CallTurn(context.Background(), turnCalls("safe", "a", "safe", "b", "excl", "x", "safe", "c"))
	// x starts only after a and b ended, and c only after x ended.
	pos := map[string]int{}
	for i, ev := range p.order {
		pos[ev] = i
	}
	if pos["start x"] < pos["end a"] || pos["start x"] < pos["end b"] || pos["start c"] < pos["end x"] {
		t.Errorf("an exclusive call overlapped: %v", p.order)
	}
	if p.peak > 2 {
		t.Errorf("peak in flight %d exceeds MaxParallelSubCalls 2", p.peak)
	}
	for i, want := range []string{"a", "b", "x", "c"} {
		equal(t, "value", string(res[i].Value), fmt.Sprintf("%q", want))
	}
}

func TestCallTurnCodeModeRefusesDirectCalls(t *testing.T) {
	p := &turnProbe{}
	r := newReg(t, &registry.Options{Mode: registry.ModeCode}, p.tools()...)
	res := r.CallTurn(context.Background(), turnCalls("safe", "a"))
	equal(t, "code", res[0].Code, failure.UnknownTool)
	equal(t, "bodies run", len(p.order), 0)
}

// CallTurn runs one model turn's calls: results come back in order.
func ExampleRegistry_CallTurn() {
	r, _ := registry.New(nil)
	r.Register(registry.Tool{
		Name:            "double",
		ConcurrencySafe: func(json.RawMessage) bool { return true },
		Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
			var in struct{ N int }
			json.Unmarshal(e.Arguments(), &in)
			return json.Marshal(2 * in.N)
		},
	})
	res := r.CallTurn(context.Background(), []registry.Call{
		{ID: "c1", Name: "double", Arguments: json.RawMessage(`{"N":1}`)},
		{ID: "c2", Name: "double", Arguments: json.RawMessage(`{"N":20}`)},
		{ID: "c3", Name: "triple"},
	})
	for _, x := range res {
		fmt.Println(strings.TrimSpace(string(x.Value) + " " + string(x.Code)))
	}
	// Output:
	// 2
	// 40
	// UNKNOWN_TOOL
}
