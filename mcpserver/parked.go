package mcpserver

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/upstream"
)

// A client of protocol 2026-07-28 (SEP-2322) may not be sent requests
// during a call, so an upstream server's sampling/createMessage or
// elicitation/create made during its tools/call (a native call, or a
// nested call of a run_code program) is passed on as an input request of
// an input_required result instead (PT-1): the call runs on in the
// background, parked on this replica, blocked in that upstream request,
// and the client's retry (the same tool and arguments, with
// inputResponses and the requestState) delivers the answer and waits for
// the call's result or its next question. parkedCalls holds those calls.

// DefaultParkIdle is how long a parked call waits for the client's retry
// when ServerOptions.ParkIdle is zero (PT-2).
const DefaultParkIdle = 5 * time.Minute

// DefaultMaxParked bounds the parked calls of one replica, and
// DefaultMaxParkedPerPrincipal those of one principal, when
// ServerOptions.MaxParked / MaxParkedPerPrincipal are zero (PT-2).
const (
	DefaultMaxParked             = 256
	DefaultMaxParkedPerPrincipal = 16
)

// parkedStatePrefix starts the requestState of a parked call's
// input_required result, which no resume token does: "parked.", the
// replica's id, "." and 256 random bits.
const parkedStatePrefix = "parked."

// upstreamKeyPrefix starts the key of an upstream's input request:
// "upstream-<server>-<n>".
const upstreamKeyPrefix = "upstream-"

// errParkedGone is the answer to a retry whose call this replica does not
// hold for its principal (PT-3), and errParkedElsewhere to one whose
// requestState names another replica.
var (
	errParkedGone      = errors.New("this call has ended, or its requestState is unknown, expired or already used; call the tool again")
	errParkedElsewhere = errors.New("this call is held on another replica: a retry must reach the replica that answered input_required (session affinity), or call the tool again")
)

// parkedCalls are the parked calls of one Server.
type parkedCalls struct {
	replica         string // this replica's id in requestStates, random
	idle            time.Duration
	maxAll, maxEach int
	ended           func(owner string) // test hook: a parked call's run ended; nil in production
	mu              sync.Mutex
	byState         map[string]*parkedCall // guarded by mu
	count           int                    // admitted calls whose run goes on; guarded by mu
	each            map[string]int         // count by principal; guarded by mu
	closed          error                  // set once stopping; guarded by mu
}

// parkedCall is one tools/call of a 2026-07-28 client whose upstream
// requests go to its client as input requests. It is the call's
// [upstream.Asker].
type parkedCall struct {
	calls *parkedCalls
	owner string
	name  string
	args  json.RawMessage
	caps  *mcp.ClientCapabilities
	asks  chan *parkedAsk // an upstream request waiting to be put to the client
	done  chan struct{}   // closed once res and err are set
	res   *mcp.CallToolResult
	err   error
	end   context.CancelCauseFunc // ends the call's run (through handle's run context)
	n     atomic.Int64            // input requests so far

	// guarded by calls.mu
	admitted bool
	state    string       // the outstanding requestState, "" when none
	open     []*parkedAsk // the input requests of state
	timer    *time.Timer  // the idle limit of state
}

// parkedAsk is one upstream request put to the client.
type parkedAsk struct {
	key    string
	ir     mcp.InputRequest
	answer chan parkedAnswer // buffered: one answer
}

// parkedAnswer is the client's response to a parkedAsk, or why there is
// none.
type parkedAnswer struct {
	res mcp.InputResponse
	err error
}

// Capabilities implements [upstream.Asker].
func (pc *parkedCall) Capabilities() *mcp.ClientCapabilities {
	if pc.caps == nil {
		return &mcp.ClientCapabilities{}
	}
	return pc.caps
}

// Ask implements [upstream.Asker]: the request waits for the handler of
// the call's current request (the first, or a retry) to put it to the
// client, then for the answer.
func (pc *parkedCall) Ask(ctx context.Context, server string, ir mcp.InputRequest) (mcp.InputResponse, error) {
	if err := pc.calls.admit(pc); err != nil {
		return nil, err
	}
	q := &parkedAsk{key: fmt.Sprintf("%s%s-%d", upstreamKeyPrefix, server, pc.n.Add(1)), ir: ir, answer: make(chan parkedAnswer, 1)}
	select {
	case pc.asks <- q:
	case <-ctx.Done():
		return nil, context.Cause(ctx)
	}
	select {
	case a := <-q.answer:
		return a.res, a.err
	case <-ctx.Done():
		return nil, context.Cause(ctx)
	}
}

// parkable reports whether req's upstream requests are passed on as
// input requests: a client of protocol 2026-07-28 that declared sampling
// or form elicitation.
func parkable(req *mcp.CallToolRequest) bool {
	c := req.ClientCapabilities()
	return speaksMRTR(req) && c != nil && (c.Sampling != nil || clientForms(req))
}

// begin runs the call of req through next in the background, under a
// context that outlives req's own, and answers as await does.
func (p *parkedCalls) begin(ctx context.Context, req *mcp.CallToolRequest, next func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error)) (*mcp.CallToolResult, error) {
	live, end := context.WithCancelCause(context.Background())
	pc := &parkedCall{calls: p, owner: principal.FromContext(ctx), name: req.Params.Name, args: req.Params.Arguments,
		caps: req.ClientCapabilities(), asks: make(chan *parkedAsk), done: make(chan struct{}), end: end}
	// handle ends the run when its run context (live) ends: with the
	// client's cancellation while a request of the call is in flight
	// (await), at the idle limit, or when the server stops.
	dctx := upstream.WithAsker(context.WithValue(context.WithoutCancel(ctx), runCtxKey{}, live), pc)
	go func() {
		defer end(nil)
		res, err := next(dctx, req)
		pc.res, pc.err = res, err
		close(pc.done)
		p.finish(pc)
	}()
	return p.await(ctx, pc)
}

// await waits, for a request of pc (the first or a retry), for the
// call's result, or for upstream requests to put to the client, which it
// parks the call for and returns as an input_required result. The
// request's end meanwhile (the client cancelled or left, the server
// stops) ends the call.
func (p *parkedCalls) await(ctx context.Context, pc *parkedCall) (*mcp.CallToolResult, error) {
	reqRun := ctx
	if rc, ok := ctx.Value(runCtxKey{}).(context.Context); ok {
		reqRun = rc
	}
	stop := context.AfterFunc(reqRun, func() { pc.end(context.Cause(reqRun)) })
	defer stop()
	select {
	case <-pc.done:
		return pc.res, pc.err
	case q := <-pc.asks:
		qs := []*parkedAsk{q}
		for more := true; more; {
			select {
			case q := <-pc.asks:
				qs = append(qs, q)
			default:
				more = false
			}
		}
		state, err := p.park(pc, qs)
		if err != nil {
			for _, q := range qs {
				q.answer <- parkedAnswer{err: err}
			}
			return p.await(ctx, pc)
		}
		reqs := make(mcp.InputRequestMap, len(qs))
		for _, q := range qs {
			reqs[q.key] = q.ir
		}
		return inputRequired(reqs, state)
	case <-ctx.Done(): // no one to answer: the call ends with its request
		pc.end(context.Cause(reqRun))
		return nil, context.Cause(ctx)
	}
}

// inputRequired is the input_required result (SEP-2322) of reqs and
// state, with its result type set also where no go-sdk tool handler
// returns it (a native call, answered in routeCalls).
func inputRequired(reqs mcp.InputRequestMap, state string) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(map[string]any{"resultType": "input_required", "inputRequests": reqs, "requestState": state})
	if err != nil {
		return nil, err
	}
	var res mcp.CallToolResult
	if err := json.Unmarshal(b, &res); err != nil {
		return nil, err
	}
	return &res, nil
}

// park holds pc for its client's retry under a new requestState, for the
// idle limit at most.
func (p *parkedCalls) park(pc *parkedCall, qs []*parkedAsk) (string, error) {
	state := parkedStatePrefix + p.replica + "." + rand.Text() + rand.Text()
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed != nil {
		return "", p.closed
	}
	if p.byState == nil {
		p.byState = map[string]*parkedCall{}
	}
	p.byState[state] = pc
	pc.state, pc.open = state, qs
	pc.timer = time.AfterFunc(p.idleLimit(), func() { p.expire(pc, state) })
	return state, nil
}

// idleLimit is the configured idle limit, or DefaultParkIdle.
func (p *parkedCalls) idleLimit() time.Duration {
	if p.idle > 0 {
		return p.idle
	}
	return DefaultParkIdle
}

// expire ends pc when its client did not retry state within the idle
// limit: its upstream requests are answered with an error and its run
// ends.
func (p *parkedCalls) expire(pc *parkedCall, state string) {
	qs := p.unpark(pc, state)
	if qs == nil {
		return
	}
	err := fmt.Errorf("the client did not answer within %v (the idle limit of a parked call)", p.idleLimit())
	for _, q := range qs {
		q.answer <- parkedAnswer{err: err}
	}
	pc.end(err)
}

// unpark takes state's input requests off pc, nil when state is not
// pc's outstanding one.
func (p *parkedCalls) unpark(pc *parkedCall, state string) []*parkedAsk {
	p.mu.Lock()
	defer p.mu.Unlock()
	if pc.state != state || state == "" {
		return nil
	}
	delete(p.byState, state)
	qs := pc.open
	pc.state, pc.open = "", nil
	pc.timer.Stop()
	return qs
}

// retry serves the retry of a parked call (its requestState starts with
// parkedStatePrefix): the answers go to the upstream requests waiting
// for them, and the retry answers as await does. A retry of another
// principal, of another tool or arguments, or with a state this replica
// does not hold is refused with a tool error, and the call stays parked
// (PT-3).
func (p *parkedCalls) retry(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	state := req.Params.RequestState
	if replica, _, _ := strings.Cut(strings.TrimPrefix(state, parkedStatePrefix), "."); replica != p.replica {
		return toolError(errParkedElsewhere), nil
	}
	p.mu.Lock()
	pc := p.byState[state]
	p.mu.Unlock()
	switch {
	case pc == nil || pc.owner != principal.FromContext(ctx):
		return toolError(errParkedGone), nil
	case pc.name != req.Params.Name || !sameJSON(pc.args, req.Params.Arguments):
		return toolError(errors.New("a retry after input_required must call the same tool with the same arguments")), nil
	}
	qs := p.unpark(pc, state)
	if qs == nil { // another retry of the same state took it first
		return toolError(errParkedGone), nil
	}
	for _, q := range qs {
		if r, ok := req.Params.InputResponses[q.key]; ok && r != nil {
			q.answer <- parkedAnswer{res: r}
		} else {
			q.answer <- parkedAnswer{err: fmt.Errorf("the client's retry gave no response to input request %q", q.key)}
		}
	}
	return p.await(ctx, pc)
}

// isParkedRetry reports whether req retries a parked call.
func isParkedRetry(req *mcp.CallToolRequest) bool {
	return strings.HasPrefix(req.Params.RequestState, parkedStatePrefix)
}

// admit counts pc, at its first upstream request, against the bounds of
// the replica and of its principal.
func (p *parkedCalls) admit(pc *parkedCall) error {
	maxAll, maxEach := p.maxAll, p.maxEach
	if maxAll <= 0 {
		maxAll = DefaultMaxParked
	}
	if maxEach <= 0 {
		maxEach = DefaultMaxParkedPerPrincipal
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case pc.admitted:
		return nil
	case p.closed != nil:
		return p.closed
	case p.count >= maxAll:
		return fmt.Errorf("this replica holds %d calls waiting for their clients' answers already (the most it parks)", p.count)
	case p.each[pc.owner] >= maxEach:
		return fmt.Errorf("%d calls of this client wait for its answers already (the most parked for one principal)", p.each[pc.owner])
	}
	if p.each == nil {
		p.each = map[string]int{}
	}
	p.count++
	p.each[pc.owner]++
	pc.admitted = true
	return nil
}

// finish releases what pc held once its run ended.
func (p *parkedCalls) finish(pc *parkedCall) {
	p.mu.Lock()
	admitted := pc.admitted
	if admitted {
		pc.admitted = false
		p.count--
		if p.each[pc.owner]--; p.each[pc.owner] <= 0 {
			delete(p.each, pc.owner)
		}
	}
	hook := p.ended
	p.mu.Unlock()
	if admitted && hook != nil {
		hook(pc.owner)
	}
}

// close ends every parked call (the server stops, PT-2) and parks no
// more: their upstream requests are answered with cause.
func (p *parkedCalls) close(cause error) {
	p.mu.Lock()
	p.closed = cause
	var pcs []*parkedCall
	var states []string
	for st, pc := range p.byState {
		pcs, states = append(pcs, pc), append(states, st)
	}
	p.mu.Unlock()
	for i, pc := range pcs {
		for _, q := range p.unpark(pc, states[i]) {
			q.answer <- parkedAnswer{err: cause}
		}
		pc.end(cause)
	}
}

// sameJSON reports whether a and b are the same JSON value (absent and
// null alike).
func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	if len(a) > 0 && json.Unmarshal(a, &x) != nil || len(b) > 0 && json.Unmarshal(b, &y) != nil {
		return false
	}
	return reflect.DeepEqual(x, y)
}

// toolError is a tool result failing with err.
func toolError(err error) *mcp.CallToolResult {
	var res mcp.CallToolResult
	res.SetError(err)
	return &res
}
