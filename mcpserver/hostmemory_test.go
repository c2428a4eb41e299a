package mcpserver

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// TestAdmissionHostMemory: over the memory budget a tools/call is refused
// at once as busy, naming --host-memory; under it, admitted; other limits
// keep their order.
func TestAdmissionHostMemory(t *testing.T) {
	for _, tt := range []struct {
		name   string
		heap   uint64
		budget int64
		want   string
	}{
		{"under the budget", 100 << 20, 512 << 20, ""},
		{"over the budget", 600 << 20, 512 << 20, "memory"},
		{"no budget", 4 << 30, 0, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ad := &admitter{Admission: Admission{MaxHostMemory: tt.budget}, perClient: map[string]int{}, heap: func() uint64 { return tt.heap }}
			if got := ad.acquire("c"); got != tt.want {
				t.Fatalf("acquire = %q, want %q", got, tt.want)
			}
		})
	}
	if hostHeap() == 0 {
		t.Error("hostHeap reads nothing")
	}
}

// TestAdmissionRefusesOverHostMemory: over HTTP, a budget the heap
// already exceeds refuses the call with a retryable busy error.
func TestAdmissionRefusesOverHostMemory(t *testing.T) {
	var rejected []string
	h := newHTTPHarness(t, &HTTPOptions{Admission: &Admission{MaxHostMemory: 1, OnReject: func(r string) { rejected = append(rejected, r) }}})
	close(h.gate.release)
	_, err := callGate(context.Background(), h.connect(t))
	if err == nil || !strings.Contains(err.Error(), "busy") || !strings.Contains(err.Error(), "--host-memory") {
		t.Fatalf("call over the memory budget: %v, want a busy error naming --host-memory", err)
	}
	if len(rejected) != 1 || rejected[0] != "memory" {
		t.Errorf("OnReject saw %q", rejected)
	}
}

// TestAdmissionHoldsOutputs (#44 item 4): with a memory budget, each
// admitted tools/call carries a runtime.Hold on OutputShare of the
// replica's budget in its context, released once the answer has been
// written; other requests carry none.
func TestAdmissionHoldsOutputs(t *testing.T) {
	var hold *runtime.Hold
	inner := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hold = runtime.HoldFrom(r.Context())
		if hold != nil {
			if _, err := hold.Reserve(r.Context(), 10<<20); err != nil {
				t.Errorf("reserving: %v", err)
			}
			// Outputs get OutputShare of the budget: 48 of 64 MiB.
			var hm *runtime.HostMemoryError
			if _, err := hold.Reserve(r.Context(), 49<<20); !errors.As(err, &hm) || hm.Limit != 48<<20 {
				t.Errorf("an output over the outputs' share: %v", err)
			}
		}
		w.Write([]byte(`{}`))
	})
	h := (&Admission{MaxHostMemory: 64 << 20}).wrap(inner)
	for _, tt := range []struct {
		body string
		held bool
	}{
		{`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"run_code"}}`, true},
		{`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`, false},
	} {
		hold = nil
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/mcp", strings.NewReader(tt.body)))
		if (hold != nil) != tt.held {
			t.Fatalf("%s: hold %v, want one: %v", tt.body, hold, tt.held)
		}
		if hold == nil {
			continue
		}
		if hold.Held() != 0 {
			t.Errorf("%d bytes still held after the answer", hold.Held())
		}
		if _, err := hold.Reserve(context.Background(), 1); err == nil {
			t.Error("the hold takes reservations after the answer")
		}
	}
}
