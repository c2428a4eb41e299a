package mcpserver

import (
	"context"
	"strings"
	"testing"
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
