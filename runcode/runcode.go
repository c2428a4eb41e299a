package runcode

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/codemode-go/codemode/internal/jsonlit"
	"github.com/codemode-go/codemode/internal/jsontext"
	"github.com/codemode-go/codemode/internal/workers"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/state"
)

// ErrRunSettled is the cause of a run's context once its program has
// settled (RC-11).
var ErrRunSettled = errors.New("run_code settled")

// Defaults of the options.
const (
	// DefaultJournalTTL is how long a suspended run can be resumed.
	DefaultJournalTTL = 24 * time.Hour
	// DefaultMaxJournalBytes caps one suspended run's journal.
	DefaultMaxJournalBytes = 16 << 20
	// MinSealKeyBytes is the shortest SealKey accepted.
	MinSealKeyBytes = 32
)

// Options configure a Runner: the code runtime, the journal and tokens of
// suspended runs, the output budget and result handles, observed output
// types, and the store behind them. The zero value (or a nil pointer) is
// a Runner without a code runtime, whose runs fail with a clear error
// (RC-3, CF-5).
type Options struct {
	// Runtime executes run_code programs. It is needed only when a
	// run_code call executes; without it such calls fail with a clear
	// error result (RC-3, CF-5).
	Runtime runtime.Runtime
	// SealKey authenticates resume tokens (HMAC-SHA256); at least 32
	// bytes. Empty means a random key made by New: tokens then resume
	// only on this Runner, and not after a restart.
	SealKey []byte
	// JournalTTL is how long a suspended run can be resumed; its token
	// and journal expire together. Zero means DefaultJournalTTL.
	JournalTTL time.Duration
	// MaxJournalBytes caps one run's journal (completed calls' arguments
	// and values, time and random draws). A run whose journal would be
	// larger cannot suspend: its pending call fails as APPROVAL_DENIED.
	// Zero means DefaultMaxJournalBytes.
	MaxJournalBytes int
	// State keeps what outlives one call: the journals of suspended
	// run_code runs (an Approver answered ApprovalPending), result handles
	// and observed output types. Nil means state.NewDefault(), a private
	// in-memory store lost with the process. Runners that share one store
	// (state/filestore, state/redisstore) and a SealKey resume each
	// other's runs and read each other's handles. Its byte cap evicts the
	// oldest records first.
	State state.Store
	// MaxOutputBytes bounds what a run_code result brings into the
	// model's context: the JSON text of its logs plus its value. An
	// output over it succeeds with a structural preview within the bound
	// and a handle (codemode://results/<id>) to the full output, kept in
	// State. The runtime's own MaxOutputBytes is the hard cap on the full
	// output: set it higher to keep large outputs. Zero means
	// runtime.DefaultMaxOutputBytes; below MinPreviewBytes an oversized
	// output fails as output-limit instead.
	MaxOutputBytes int
	// ResultTTL is how long kept results live. Zero means
	// DefaultResultTTL.
	ResultTTL time.Duration
	// ResultQuota caps the bytes of kept results one principal
	// (registry/principal) holds: keeping one more deletes that
	// principal's oldest handles first, so one client's outputs cannot
	// evict another's. Zero means DefaultResultQuota; negative, no quota.
	ResultQuota int64
	// ObserveTypes records the shape of every successful result of a
	// tool that declares no output schema, in State, and shows the type
	// inferred from them in the SDK, with a comment saying it was
	// observed, from how many calls and since when. A declared schema
	// always wins, and observed types are never validated against.
	ObserveTypes bool
	// ApproveBy names who decides the calls a suspended run awaits: the
	// default, ApproveByPerson, takes decisions only from a person's
	// channel (Approvals.Decide, Runner.Resume from the host); a
	// run_code "resume" argument's own decision counts only under
	// ApproveByClient.
	ApproveBy ApproveBy
	// ApprovalLink, when set, returns the URL of the approval page of an
	// approval id; the suspended result shows it. It may be called
	// before and after the page's listener is up, so it should read
	// the base URL when called.
	ApprovalLink func(id string) string
	// OnApproval, when set, hears each Approval a suspension stores (to
	// tell a person elsewhere: a webhook). It runs on the suspending
	// call's goroutine, so it should hand slow work off.
	OnApproval func(ctx context.Context, ap *Approval)
	// Starting, when set, names the upstream servers still starting whose
	// tools are not known yet (upstream.Set.Starting); a program calling
	// a tool no one declares is told they are starting rather than only
	// that there is no such tool.
	Starting func() []string
}

// Runner is the run_code engine of one registry: it runs programs on the
// code runtime, schedules the calls they make back through the
// registry's pipeline, suspends and resumes runs, and keeps result
// handles and observed types. It is safe for concurrent use.
type Runner struct {
	reg  *registry.Registry
	host registry.Host // the nested-call door Install returned
	opts Options

	quotas    quotas // kept results per principal (quota.go)
	approvals *Approvals
}

// New makes the run_code engine of reg, configured by opts (nil means
// defaults; the options are copied), and installs it as reg's run_code
// tool. A registry has one engine: New fails when reg already has one.
func New(reg *registry.Registry, opts *Options) (*Runner, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	if o.JournalTTL < 0 || o.MaxJournalBytes < 0 {
		return nil, fmt.Errorf("runcode: JournalTTL and MaxJournalBytes must not be negative")
	}
	if o.JournalTTL == 0 {
		o.JournalTTL = DefaultJournalTTL
	}
	if o.MaxJournalBytes == 0 {
		o.MaxJournalBytes = DefaultMaxJournalBytes
	}
	switch n := len(o.SealKey); {
	case n == 0:
		k, err := newSealKey()
		if err != nil {
			return nil, fmt.Errorf("runcode: generating a seal key: %w", err)
		}
		o.SealKey = k
	case n < MinSealKeyBytes:
		return nil, fmt.Errorf("runcode: SealKey must be at least %d bytes, got %d", MinSealKeyBytes, n)
	default:
		o.SealKey = slices.Clone(o.SealKey)
	}
	if o.State == nil {
		o.State = state.NewDefault()
	}
	if o.MaxOutputBytes < 0 || o.ResultTTL < 0 {
		return nil, fmt.Errorf("runcode: MaxOutputBytes and ResultTTL must not be negative")
	}
	if o.MaxOutputBytes == 0 {
		o.MaxOutputBytes = runtime.DefaultMaxOutputBytes
	}
	switch o.ApproveBy {
	case ApproveByPerson, ApproveByClient:
	default:
		return nil, fmt.Errorf("runcode: unknown ApproveBy %q", o.ApproveBy)
	}
	r := &Runner{reg: reg, opts: o, approvals: NewApprovals(o.State, o.SealKey)}
	host, err := reg.Install(transport{r})
	if err != nil {
		return nil, err
	}
	r.host = host
	return r, nil
}

// Registry returns the registry the Runner serves.
func (r *Runner) Registry() *registry.Registry { return r.reg }

// Runtime returns the configured code runtime, or nil.
func (r *Runner) Runtime() runtime.Runtime { return r.opts.Runtime }

// drainStoreTimeout bounds storing a drained run's journal: the call's
// own context has ended by then.
const drainStoreTimeout = 5 * time.Second

// transport is the Runner as its registry sees it.
type transport struct{ r *Runner }

func (t transport) Run(ctx context.Context, exec *registry.Execution) (registry.TransportOutput, json.RawMessage, error) {
	out, raw, err := t.r.runCodeBody(ctx, exec)
	if out == nil { // no typed nil inside the interface
		return nil, raw, err
	}
	return out, raw, err
}

// Render renders a run_code value that has no typed form: one a
// post-execute policy or a middleware supplied as JSON.
func (transport) Render(value json.RawMessage) ([]registry.Content, error) {
	var v CodeRunOutput
	if err := json.Unmarshal(value, &v); err != nil {
		return nil, err
	}
	return v.Render(), nil
}

func (t transport) Language() string {
	if rt := t.r.opts.Runtime; rt != nil {
		return rt.Language()
	}
	return ""
}

func (t transport) OutputType(tool string) (json.RawMessage, string, bool) {
	ot, ok := t.r.observedFor(tool)
	if !ok {
		return nil, "", false
	}
	return ot.Schema, ot.Note(), true
}

func (t transport) Observe(ctx context.Context, tool string, value json.RawMessage) {
	t.r.recordObserved(ctx, tool, value)
}

// Render is RC-42: the logs, then the value (strings raw, other JSON
// pretty), or a sentence when there is neither. A preview (an output kept
// behind a handle) shows its value compact, so the text stays within the
// output budget, then says where the full output is, and links it.
func (v *CodeRunOutput) Render() []registry.Content {
	var parts []string
	if len(v.Logs) > 0 {
		parts = append(parts, strings.Join(v.Logs, "\n"))
	}
	if v.Status == StatusSuspended {
		parts = append(parts, pendingText(v.Pending, v.Approval))
	}
	if v.Value != nil {
		switch {
		case jsontext.IsString(v.Value):
			if s := jsontext.Unquote(v.Value); s != "" {
				parts = append(parts, s)
			}
		case v.Handle != "":
			parts = append(parts, string(v.Value))
		default:
			parts = append(parts, string(jsontext.Pretty(v.Value)))
		}
	}
	if v.Handle != "" {
		parts = append(parts, handleNote(v.Handle))
		return []registry.Content{registry.Text(strings.Join(parts, "\n")), resultLink(v.Handle)}
	}
	if len(parts) == 0 {
		return []registry.Content{registry.Text("(run_code completed with no output)")}
	}
	return []registry.Content{registry.Text(strings.Join(parts, "\n"))}
}

// runCodeBody is the run_code transport (RC-10..RC-44).
func (r *Runner) runCodeBody(ctx context.Context, exec *registry.Execution) (*CodeRunOutput, json.RawMessage, error) {
	var args struct {
		Code        *string         `json:"code"`
		Description *string         `json:"description"`
		Resume      json.RawMessage `json:"resume"`
	}
	if err := json.Unmarshal(exec.Arguments(), &args); err != nil {
		return nil, nil, failure.ArgsError("run_code takes an object with string fields code and description")
	}
	if args.Code == nil {
		return nil, nil, failure.ArgsError(`missing required property "code" (a string)`)
	}
	if args.Description == nil || strings.TrimSpace(*args.Description) == "" {
		return nil, nil, failure.ArgsError("invalid description: expected a non-empty string") // RC-10
	}
	rt := r.opts.Runtime
	if rt == nil {
		return nil, nil, fmt.Errorf("mode %q requires a code runtime: configure Options.Runtime or use mode native", r.reg.ModeFor(exec.Scope())) // RC-3
	}
	var resume *Resume
	if args.Resume != nil { // a fresh run carries no resume argument
		var err error
		if resume, err = parseResume(args.Resume); err != nil {
			return nil, nil, err
		}
	}
	tools, err := r.host.Bind(exec.Scope()) // RC-12: run_code is never bound
	if err != nil {
		return nil, nil, err
	}
	j := newRunJournal(nil, nil, r.opts.MaxJournalBytes)
	if resume != nil {
		prev, choices, err := r.openResume(ctx, resume, *args.Code, exec.Scope(), tools.Fingerprint)
		var still *stillPending
		if errors.As(err, &still) { // nobody decided yet: the same suspension again
			return still.out, still.raw, nil
		}
		if err != nil {
			return nil, nil, err
		}
		j = newRunJournal(prev, choices, r.opts.MaxJournalBytes)
	}
	j.drained = func() bool { return drained(ctx) }
	runCtx, cancelRun := context.WithCancelCause(ctx)
	s := &scheduler{r: r, outer: exec, ctx: runCtx, cancel: cancelRun, j: j, desc: *args.Description, max: r.host.MaxParallel(), wake: make(chan struct{}, 1), done: make(chan *subCall), exited: make(chan struct{})}
	names := tools.Names
	fns := make([]runtime.Function, len(names))
	for i, name := range names {
		fns[i] = runtime.Function{Name: name, Call: func(_ context.Context, a json.RawMessage, reply runtime.Reply) { s.submit(name, a, reply) }}
	}
	settle := sync.OnceFunc(func() {
		cancelRun(ErrRunSettled) // RC-39: settle only after quiescence
		s.close()
	})
	defer settle()     // also when the runtime panics
	if j.prev != nil { // the driver watches the replay from the start
		s.driving = true
		workers.Go(s.drive)
	}
	filename, onLog := r.host.Program(exec)
	res, err := rt.Run(runCtx, runtime.Request{
		Program:  *args.Code,
		Filename: cmp.Or(filename, runtime.DefaultFilename),
		Namespaces: []runtime.Namespace{
			{Global: "tools", Functions: fns, ErrorClass: &runtime.ErrorClass{Name: "ToolCallError", MemberProperty: "toolName"}},
			{Global: CodemodeNamespace, Functions: codemodeFunctions(&codemodeRun{r: r, exec: exec, cat: tools.Catalog})},
		},
		OnLog: func(entry string) {
			j.log(entry)
			if onLog != nil {
				onLog(entry)
			}
		},
		Sources: j.sources(),
		Servers: servers(names, tools.Catalog, r.opts.Starting),
		OnIdle: func(timers bool) {
			j.setIdle(true, timers)
			s.poke()
		},
	})
	settle()
	if err != nil {
		return nil, nil, fmt.Errorf("code runtime: %w", err)
	}
	if drained(ctx) && (res.Error != nil || j.interruptedAny()) {
		out, raw, err := r.suspendDrained(ctx, exec, s, *args.Code, tools)
		if err == nil {
			return out, raw, nil
		}
		r.host.Logger().Warn("run_code: a drain could not suspend the run; it ends as abort", "error", err)
		res = runtime.Result{Logs: res.Logs, Error: &runtime.Failure{Kind: runtime.KindAbort, Message: context.Cause(ctx).Error()}}
	}
	if res.Error == nil {
		j.finished()
	}
	if suspended, diverged := j.outcome(); diverged != nil {
		res = runtime.Result{Logs: res.Logs, Error: &runtime.Failure{Kind: runtime.KindException, Message: diverged.Error()}}
	} else if suspended {
		return r.suspend(ctx, exec, s, *args.Code, tools)
	}
	logs := res.Logs
	if logs == nil {
		logs = []string{}
	}
	budget := r.opts.MaxOutputBytes
	if f := res.Error; f != nil { // RC-40
		fail := *f
		if outputCost(logs, json.RawMessage(jsonlit.Quote(fail.Message))) > budget {
			logs, fail.Message = r.clipFailure(ctx, exec.Scope(), logs, fail.Message, budget)
		}
		msg := fmt.Sprintf("code run failed (%s): %s", fail.Kind, fail.Message)
		if len(logs) > 0 {
			msg += "\nCaptured output:\n" + strings.Join(logs, "\n")
		}
		return nil, nil, &failure.Error{Code: failure.CodeRunFailed, Message: msg, Err: &failure.CodeRunError{Kind: fail.Kind, Message: fail.Message, Logs: logs}}
	}
	if outputCost(logs, res.Value) <= budget {
		raw := appendCanonical(make([]byte, 0, outputCost(logs, res.Value)+len(`{"logs":,"value":}`)), logs, res.Value)
		return &CodeRunOutput{Logs: logs, Value: res.Value}, raw, nil
	}
	if budget >= MinPreviewBytes {
		out, raw, err := r.previewRun(ctx, exec.Scope(), logs, res.Value, budget)
		if err == nil {
			return out, raw, nil
		}
		r.host.Logger().Warn("run_code: could not keep an oversized output behind a handle", "error", err)
	}
	msg := "outer output exceeded " + strconv.Itoa(budget) + " bytes"
	return nil, nil, &failure.Error{Code: failure.CodeRunFailed, Message: fmt.Sprintf("code run failed (%s): %s", runtime.KindOutputLimit, msg), Err: &failure.CodeRunError{Kind: runtime.KindOutputLimit, Message: msg, Logs: []string{}}}
}

// drained reports whether ctx ended because the server is draining
// (registry.ErrDraining).
func drained(ctx context.Context) bool {
	return ctx.Err() != nil && errors.Is(context.Cause(ctx), registry.ErrDraining)
}

// suspendDrained stores the journal of a run that a drain stopped, if it
// can be resumed: its journal is within the cap, and (a resumed run) its
// replay had caught up, so the journal holds every call it completed.
func (r *Runner) suspendDrained(ctx context.Context, exec *registry.Execution, s *scheduler, code string, tools registry.Bound) (*CodeRunOutput, json.RawMessage, error) {
	if err := s.j.resumable(); err != nil {
		return nil, nil, err
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), drainStoreTimeout)
	defer cancel()
	return r.store(sctx, exec, s, code, tools, true)
}

// subCall is one binding call of a run.
type subCall struct {
	n       int
	name    string
	call    registry.Call
	logArgs json.RawMessage // for the dispatch events; nil without an observer
	reply   runtime.Reply
	choice  *ResumeChoice // the resume decision, when a replayed run left this call pending

	waiting bool // its approval is pending: no reply, the run suspends
	held    bool // not started because the run suspends: no reply

	// Owned by the driver (and, while dispatching, by the body goroutine).
	nested    registry.Nested
	exclusive bool
	settled   bool
}

// scheduler runs the sub-calls of one run_code program (RC-30..RC-33, GO-12):
// one driver goroutine owns the ordered stages; bodies run on their own
// goroutines.
type scheduler struct {
	r      *Runner
	outer  *registry.Execution
	ctx    context.Context // the run's context
	cancel context.CancelCauseFunc
	j      *runJournal
	desc   string // the program's description, for approval questions
	max    int
	wake   chan struct{}
	done   chan *subCall
	exited chan struct{}

	mu      sync.Mutex
	pending []*subCall
	n       int
	closed  bool
	driving bool // the driver has started: at the first call, so a run that calls no tool starts none
}

func (s *scheduler) overMessage(name, what string) error {
	return fmt.Errorf("run_code run is over (%v); %s %s", context.Cause(s.ctx), name, what)
}

// submit is the HostFunc body: called on the runtime's loop in issue
// order, it must not block (RC-20..RC-23).
func (s *scheduler) submit(name string, args json.RawMessage, reply runtime.Reply) {
	dispatched, err := jsontext.Compact(args)
	if err != nil {
		reply(nil, fmt.Errorf("tool arguments must be lossless JSON: %v", err))
		return
	}
	j := s.j
	if j.prev != nil && s.ctx.Err() == nil {
		if v, err, ok := j.answer(name, dispatched); ok { // never re-executed
			reply(v, err)
			return
		}
	}
	j.setIdle(false, false)
	var choice *ResumeChoice
	if c, ok := j.choice(name, dispatched); ok {
		choice = &c
	}
	s.mu.Lock()
	if s.closed || s.ctx.Err() != nil {
		s.mu.Unlock()
		reply(nil, s.overMessage(name, "not dispatched"))
		return
	}
	s.n++
	o := s.outer
	sc := &subCall{n: s.n, name: name, reply: reply, choice: choice}
	if s.r.host.Observing() { // the dispatch events show the arguments as the program sent them
		sc.logArgs = clone(dispatched)
	}
	sc.call = registry.Call{ID: o.CallID() + ":code:" + strconv.Itoa(s.n), RootID: o.RootCallID(), Name: name, Arguments: dispatched, Scope: o.Scope(), Parent: o}
	s.pending = append(s.pending, sc)
	start := !s.driving
	s.driving = true
	s.mu.Unlock()
	if start {
		workers.Go(s.drive)
	}
	s.poke()
}

func (s *scheduler) poke() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// close stops accepting calls and waits for the driver to drain: queued
// calls abandoned, running ones awaited and committed (RC-39).
func (s *scheduler) close() {
	s.mu.Lock()
	s.closed = true
	driving := s.driving
	s.mu.Unlock()
	if driving {
		s.poke()
		<-s.exited
	}
}

func (s *scheduler) drive() {
	defer close(s.exited)
	var commits []*subCall
	inflight, barrier := 0, false
	for {
		if len(commits) > 0 && commits[0].settled { // RC-31 (a)
			h := commits[0]
			commits = commits[1:]
			s.commit(h)
			if h.exclusive {
				barrier = false
			}
			continue
		}
		s.mu.Lock()
		var h *subCall
		if len(s.pending) > 0 {
			h = s.pending[0]
		}
		closed := s.closed
		s.mu.Unlock()
		if h != nil && s.ctx.Err() == nil && s.j.replaying() {
			h = nil // nothing starts before the replay has caught up
		}
		if h != nil { // RC-31 (b)
			if s.ctx.Err() != nil {
				s.pop()
				h.reply(nil, s.overMessage(h.name, "tool call abandoned"))
				continue
			}
			excl := !s.r.reg.ConcurrencySafe(h.call)
			if !barrier && ((excl && inflight == 0 && len(commits) == 0) || (!excl && inflight < s.max)) {
				s.pop()
				h.exclusive = excl
				barrier = excl
				commits = append(commits, h)
				if s.start(h) {
					inflight++
				}
				continue
			}
		} else if closed && len(commits) == 0 && inflight == 0 { // RC-31 (c)
			return
		}
		if len(commits) == 0 && inflight == 0 && s.ctx.Err() == nil {
			s.mu.Lock()
			queued := len(s.pending) > 0
			s.mu.Unlock()
			if cause := s.j.settle(queued); cause != nil {
				s.cancel(cause)
				continue
			}
		}
		select {
		case <-s.wake:
		case d := <-s.done:
			inflight--
			d.settled = true
		}
	}
}

func (s *scheduler) pop() {
	s.mu.Lock()
	s.pending = s.pending[1:]
	s.mu.Unlock()
}

// start creates and prepares h inside the lane and launches its dispatch;
// it reports whether a body is now in flight.
func (s *scheduler) start(h *subCall) bool {
	o := s.outer
	if s.r.host.Observing() {
		s.r.host.Emit(CodeDispatchStart{RootCallID: o.RootCallID(), ParentCallID: o.CallID(), SubCallID: h.call.ID, Tool: h.name, Arguments: clone(h.logArgs)})
	}
	n, final := s.r.host.Nest(s.ctx, o, h.call)
	h.nested = n
	if final {
		h.settled = true
		return false
	}
	if c := h.choice; c != nil && c.Decision == ResumeDeny { // it never runs
		n.Deny(h.name)
		h.settled = true
		return false
	}
	ready, pending := n.Prepare(s.ctx, registry.Gate{
		Approved:    h.choice != nil || s.j.covered(h.name),
		Description: s.desc,
		OnApproval:  func(out registry.ApprovalOutcome) { s.j.approval(out, h.name) },
	})
	if pending {
		h.waiting, h.settled = true, true
		s.j.wait(h.name, h.call.Arguments)
		return false
	}
	if !ready {
		h.settled = true
		return false
	}
	if s.j.hasPending() { // the run suspends: later calls run on resume
		h.held, h.settled = true, true
		return false
	}
	if h.exclusive {
		// An exclusive call runs alone and blocks later starts until its
		// commit, so the lane can run it inline and save two hand-offs.
		n.Dispatch(s.ctx)
		h.settled = true
		return false
	}
	workers.Go(func() {
		n.Dispatch(s.ctx)
		s.done <- h
	})
	return true
}

// commit is RC-33: post-execute in submission order, contexts onto the
// outer execution, the program's reply, then the settle event.
func (s *scheduler) commit(h *subCall) {
	if h.waiting || h.held { // no reply: the program waits until the run suspends
		msg, why := "the run suspended before this call was dispatched", failure.PendingResume
		if h.waiting {
			msg, why = fmt.Sprintf("tool %q awaits approval; the run suspends", h.name), failure.PendingApproval
		}
		h.nested.Abandon(&failure.Error{Code: failure.AbortedBeforeDispatch, Message: msg, Err: why}) // RS-4
		return
	}
	res := h.nested.Commit(s.ctx)
	o := s.outer
	// A call that a drain interrupted (or that finished but was not
	// committed before it) may or may not have taken effect: it is not
	// journaled, and a resume decides whether it runs again.
	interrupted := drained(s.ctx)
	value := res.Value
	switch {
	case interrupted:
		s.j.interrupt(h.name, h.call.Arguments)
	case !res.IsError && hasBinary(res.Content): // RC-34, for audio and embedded resources too
		o.DeferContext(registry.Context{Content: res.Content, Source: "tools-code-mode"})
		value = s.r.keepBinary(s.ctx, o.Scope(), value) // the program gets handles, not base64
	}
	if !interrupted {
		for _, c := range res.Contexts {
			o.DeferContext(c)
		}
		s.j.record(h.name, h.call.Arguments, res)
	}
	switch {
	case interrupted:
		h.reply(nil, s.overMessage(h.name, "interrupted"))
	case s.ctx.Err() != nil && !errors.Is(context.Cause(s.ctx), ErrRunSettled):
		h.reply(nil, s.overMessage(h.name, "result discarded"))
	case res.IsError:
		h.reply(nil, errors.New(res.Message()))
	default:
		h.reply(clone(value), nil)
	}
	if s.r.host.Observing() {
		s.r.host.Emit(CodeDispatch{RootCallID: o.RootCallID(), ParentCallID: o.CallID(), SubCallID: h.call.ID, Tool: h.name, Arguments: clone(h.logArgs), IsError: res.IsError, Code: res.Code, Content: res.Content})
	}
}

// Of returns the Runner that New installed in reg, or nil when reg has
// none (its run_code calls fail for want of a code runtime).
func Of(reg *registry.Registry) *Runner {
	if t, ok := reg.Transport().(transport); ok {
		return t.r
	}
	return nil
}

// NewRegistry makes a registry configured by o and installs a Runner
// configured by c in it: the registry of a deployment that runs code.
func NewRegistry(o *registry.Options, c *Options) (*registry.Registry, *Runner, error) {
	reg, err := registry.New(o)
	if err != nil {
		return nil, nil, err
	}
	rc, err := New(reg, c)
	if err != nil {
		return nil, nil, err
	}
	return reg, rc, nil
}
