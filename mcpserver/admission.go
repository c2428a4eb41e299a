package mcpserver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync"

	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/runtime"
)

// Admission limits the tools/call requests a replica serves at once, so that
// a burst is answered at once with a clear, retryable refusal instead of
// queueing into timeouts. The zero value admits everything.
type Admission struct {
	// MaxRuns caps tools/call requests in flight on this replica; zero
	// means no cap.
	MaxRuns int
	// MaxRunsPerClient caps them per client, where the client is the
	// request's principal (registry/principal, set by the auth layer in
	// front); unauthenticated requests share the anonymous client's
	// limit. Zero means no per-client cap.
	MaxRunsPerClient int
	// MaxHostMemory is the replica's memory budget in bytes: a tools/call
	// that arrives while the process's heap holds more is refused as busy
	// (the runs in flight finish; the client retries), instead of
	// admitting runs whose outputs would push the replica past its
	// memory limit. The large outputs of the calls admitted reserve
	// their bytes from OutputShare of the same budget as they reach the
	// host (a runtime.Hold per call, in the request's context; the
	// process backend reserves each completion frame before reading it)
	// and keep them until the call's answer has been sent, so outputs
	// that do not fit together wait for each other instead of
	// overshooting it; the rest is room for what else the heap holds.
	// Pair it with a Go memory limit (GOMEMLIMIT, or LimitHostMemory) of
	// the same size, so that garbage does not count. Zero means no
	// budget.
	MaxHostMemory int64
	// OnReject, when set, is told why a request was refused ("replica",
	// "client" or "memory").
	OnReject func(reason string)
}

// OutputShare is the part of Admission.MaxHostMemory that large outputs
// in flight may reserve: three quarters, so that serve's own heap, the
// small runs and the previews being made fit beside them under the Go
// memory limit.
const OutputShare = 0.75

// admissionRetryAfter is the Retry-After (seconds) of a refusal.
const admissionRetryAfter = 1

// admissionPeekBytes bounds how much of a request body admission reads to learn
// its JSON-RPC method; the rest is passed on unread.
const admissionPeekBytes = 64 << 10

type admitter struct {
	Admission
	mu        sync.Mutex
	inFlight  int
	perClient map[string]int
	heap      func() uint64       // the heap bytes held now (hostmemory.go)
	outputs   *runtime.HostMemory // what the admitted calls' outputs reserve; nil without MaxHostMemory
}

// wrap returns next behind the admission limits.
func (a *Admission) wrap(next http.Handler) http.Handler {
	if a == nil || (a.MaxRuns <= 0 && a.MaxRunsPerClient <= 0 && a.MaxHostMemory <= 0) {
		return next
	}
	ad := &admitter{Admission: *a, perClient: map[string]int{}, heap: hostHeap}
	if a.MaxHostMemory > 0 {
		ad.outputs = runtime.NewHostMemory(int64(float64(a.MaxHostMemory) * OutputShare))
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			next.ServeHTTP(w, r)
			return
		}
		head, body, err := peek(r.Body, admissionPeekBytes)
		if err != nil {
			http.Error(w, "reading request: "+err.Error(), http.StatusBadRequest)
			return
		}
		r.Body = body
		msg, ok := toolsCall(head)
		if !ok {
			next.ServeHTTP(w, r)
			return
		}
		client := clientKey(r)
		reason := ad.acquire(client)
		if reason != "" {
			if ad.OnReject != nil {
				ad.OnReject(reason)
			}
			ad.refuse(w, msg.ID, reason)
			return
		}
		defer ad.release(client)
		if ad.outputs != nil {
			// Released once next has written the answer.
			hold := ad.outputs.NewHold()
			defer hold.Release()
			r = r.WithContext(runtime.WithHold(r.Context(), hold))
		}
		next.ServeHTTP(w, r)
	})
}

func (ad *admitter) acquire(client string) (reason string) {
	ad.mu.Lock()
	defer ad.mu.Unlock()
	if ad.MaxRuns > 0 && ad.inFlight >= ad.MaxRuns {
		return "replica"
	}
	if ad.MaxRunsPerClient > 0 && ad.perClient[client] >= ad.MaxRunsPerClient {
		return "client"
	}
	if ad.MaxHostMemory > 0 && ad.heap() > uint64(ad.MaxHostMemory) {
		return "memory"
	}
	ad.inFlight++
	ad.perClient[client]++
	return ""
}

func (ad *admitter) release(client string) {
	ad.mu.Lock()
	defer ad.mu.Unlock()
	ad.inFlight--
	if ad.perClient[client]--; ad.perClient[client] <= 0 {
		delete(ad.perClient, client)
	}
}

// refuse answers the request with a JSON-RPC error that says why and
// when to retry, and a Retry-After header. The HTTP status stays 200: MCP
// clients show a JSON-RPC error's message to their user, while they report
// a 503 only as "Service Unavailable".
func (ad *admitter) refuse(w http.ResponseWriter, id json.RawMessage, reason string) {
	msg := fmt.Sprintf("codemode: busy: this replica is running its limit of %d calls (--max-runs); retry after %ds", ad.MaxRuns, admissionRetryAfter)
	switch reason {
	case "client":
		msg = fmt.Sprintf("codemode: busy: this client is running its limit of %d calls (--max-runs-per-client); retry after %ds", ad.MaxRunsPerClient, admissionRetryAfter)
	case "memory":
		msg = fmt.Sprintf("codemode: busy: this replica's runs hold its memory budget of %d MiB (--host-memory); retry after %ds", ad.MaxHostMemory>>20, admissionRetryAfter)
	}
	if len(id) == 0 {
		id = json.RawMessage("null")
	}
	body, _ := json.Marshal(map[string]any{
		"jsonrpc": "2.0", "id": id,
		"error": map[string]any{"code": -32000, "message": msg, "data": map[string]any{"retryable": true, "retryAfterSeconds": admissionRetryAfter}},
	})
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Retry-After", strconv.Itoa(admissionRetryAfter))
	w.Write(body)
}

type rpcHead struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
}

// toolsCall reports whether the request body's JSON-RPC message is a
// tools/call request.
func toolsCall(head []byte) (rpcHead, bool) {
	var m rpcHead
	if json.Unmarshal(head, &m) != nil {
		// Too long to read whole, or not one message: look for the method.
		return m, bytes.Contains(head, []byte(`"tools/call"`))
	}
	return m, m.Method == "tools/call"
}

// clientKey names a request's client: its principal, which only the
// auth layer sets (a header nothing checked would let a client pick a
// fresh limit per request).
func clientKey(r *http.Request) string {
	return principal.FromContext(r.Context())
}

// peek reads up to n bytes of body and returns them with a body that
// replays them before the rest.
func peek(body io.ReadCloser, n int64) ([]byte, io.ReadCloser, error) {
	if body == nil {
		return nil, http.NoBody, nil
	}
	head, err := io.ReadAll(io.LimitReader(body, n))
	if err != nil {
		return nil, nil, err
	}
	return head, struct {
		io.Reader
		io.Closer
	}{io.MultiReader(bytes.NewReader(head), body), body}, nil
}
