package inprocess

import (
	"fmt"
	"sort"
	"strings"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
)

// Settling after the program returns (issue #40, cause 3).
//
// A Node script does not exit when its main function returns: it runs
// until no timer, I/O callback or job is left. Programs lean on that:
// `async function main(){…}; main();`, `main().catch(console.error)`, an
// un-awaited async IIFE, a setTimeout callback that calls a tool. So once
// the program's promise is fulfilled, the loop keeps running while a tool
// call is in flight or a timer is pending (still under the compute budget
// and the wall-clock ceiling), and the run settles with the value the
// program returned when nothing is left. One log line says that it waited
// (waitNote). The completion is encoded when the program returns. A
// rejected program promise settles at once, as Node's unhandled
// rejection ends the script. When the wall-clock ceiling ends the wait,
// the run still completes with the value the program returned, and a
// second line names what was left pending (cutShort): a Promise.race
// against a long timer costs at most the ceiling, never the result.
//
// A program promise that is pending with nothing left that could settle
// it is reported as such (neverSettles), and a run whose wall-clock
// ceiling ends it while tool calls are in flight names them (waitingOn).

// neverSettles is the failure message of a program awaiting a promise
// that nothing can settle (FAIL-4).
const neverSettles = "the program awaits a promise that nothing can settle: no tool call, timer or job is pending"

// outstanding reports whether a tool call or a timer of the run is still
// pending (loop-owned).
func (r *run) outstanding() bool {
	return r.pendingCalls > 0 || len(r.timerIDs) > 0
}

// returnedEarly notes, once, that the program's promise was fulfilled
// while work was still pending: it logs waitNote and encodes the
// completion then, so the value is what the program returned. A value
// that cannot be the completion ends the run at once.
func (r *run) returnedEarly() {
	if r.returned {
		return
	}
	r.returned = true
	r.logLine(waitNote(r.pendingCalls, len(r.timerIDs)))
	o := r.completion()
	switch {
	case o == nil:
	case o.fail != nil || o.limited:
		r.stop(o)
	default:
		r.early = o
	}
}

// cutShort returns the log line of a run whose wall-clock ceiling ended
// the wait after its program returned ("" for any other outcome): the
// run then completes with the value the program returned.
func (r *run) cutShort(o *outcome) string {
	if o == nil || !o.wall || r.early == nil {
		return ""
	}
	var what []string
	if s := r.waitingOn(); s != "" {
		what = append(what, strings.TrimPrefix(s, "; waiting on "))
	}
	if n := len(r.timerIDs); n > 0 {
		what = append(what, plural(n, "timer"))
	}
	return fmt.Sprintf("codemode: the wall-clock ceiling (%dms) ended the wait after the program returned; still pending: %s", r.opts.Wall.Milliseconds(), strings.Join(what, ", "))
}

// waitNote is the log line of a run that keeps running after its program
// returned (contract SETTLE-1 in docs/contracts.md).
func waitNote(calls, timers int) string {
	var what []string
	if calls > 0 {
		what = append(what, plural(calls, "tool call"))
	}
	if timers > 0 {
		what = append(what, plural(timers, "timer"))
	}
	return "codemode: the program returned with " + strings.Join(what, " and ") + " still pending; waiting for them before settling, as Node does"
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// callStarted and callEnded keep the names of the tool calls in flight
// (loop-owned), so a timeout can name what the run was waiting on.
func (r *run) callStarted(ns *nsState, name string) {
	r.pendingCalls++
	if r.inflight == nil {
		r.inflight = map[callKey]int{}
	}
	r.inflight[callKey{ns, name}]++
}

// callKey names a member of a namespace without building its text.
type callKey struct {
	ns   *nsState
	name string
}

func (r *run) callEnded(ns *nsState, name string) {
	r.pendingCalls--
	k := callKey{ns, name}
	if r.inflight[k] <= 1 {
		delete(r.inflight, k)
	} else {
		r.inflight[k]--
	}
}

// waitingOn is the suffix of a timeout that ended a run with tool calls
// in flight: "; waiting on tools.read_file (server fs)"; "" when none was
// (loop-owned: finish calls it once the loop has stopped).
func (r *run) waitingOn() string {
	if len(r.inflight) == 0 {
		return ""
	}
	counts := make(map[string]int, len(r.inflight))
	names := make([]string, 0, len(r.inflight))
	for k, n := range r.inflight {
		ref := memberRef(k.ns.global, k.name)
		if counts[ref] == 0 {
			names = append(names, ref)
		}
		counts[ref] += n
	}
	sort.Strings(names)
	const most = 3
	var parts []string
	for i, k := range names {
		if i == most {
			parts = append(parts, fmt.Sprintf("%d more", len(names)-most))
			break
		}
		s := k
		if n := counts[k]; n > 1 {
			s += fmt.Sprintf(" (%d calls)", n)
		}
		if srv := r.serverOf(k); srv != "" {
			s += " (server " + srv + ")"
		}
		parts = append(parts, s)
	}
	return "; waiting on " + strings.Join(parts, ", ")
}

// serverOf names the upstream server of member ref "ns.name" when the
// request's Servers declare it.
func (r *run) serverOf(ref string) string {
	for _, s := range r.req.Servers {
		for _, t := range s.Tools {
			if memberRef(s.Namespace, t.Member) == ref {
				return s.Name
			}
		}
	}
	return ""
}

// settledMain reports whether the program's promise decides the outcome
// now: rejected, or fulfilled with nothing left pending.
func (r *run) settledMain() bool {
	switch r.main.State() {
	case goja.PromiseStatePending:
		return false
	case goja.PromiseStateFulfilled:
		if r.outstanding() {
			r.returnedEarly()
			return r.halted()
		}
	}
	return true
}

// timedOutWaiting amends a timeout outcome with the calls in flight.
func (r *run) timedOutWaiting(o *outcome) {
	if o != nil && o.fail != nil && o.fail.Kind == runtime.KindTimeout {
		if w := r.waitingOn(); w != "" {
			f := *o.fail // a copy: the failure may be shared with an answer already given
			f.Message += w
			o.fail = &f
		}
	}
}
