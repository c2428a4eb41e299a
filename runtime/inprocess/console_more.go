package inprocess

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/inprocess/internal/guard"
	"github.com/codemode-go/codemode/runtime/internal/inspect"
)

// consoleState is what Node's Console keeps between calls (PROG-5): the
// group indentation, the count labels and the timer labels of one run.
type consoleState struct {
	indent string
	counts map[string]int
	timers map[string]time.Time
}

// addConsoleExtras defines the console methods beyond the levels and
// table (PROG-5): dir, group, groupCollapsed, groupEnd, count, countReset,
// assert, time, timeEnd, timeLog and trace, each logging what Node 22's
// Console prints.
func (r *run) addConsoleExtras(vm *goja.Runtime, console *goja.Object) {
	for _, m := range [...]struct {
		name string
		fn   func(goja.FunctionCall) goja.Value
	}{
		{"dir", r.consoleDir},
		{"group", r.consoleGroup},
		{"groupCollapsed", r.consoleGroup},
		{"groupEnd", r.consoleGroupEnd},
		{"count", r.consoleCount},
		{"countReset", r.consoleCountReset},
		{"assert", r.consoleAssert},
		{"time", r.consoleTime},
		{"timeEnd", r.consoleTimeEnd},
		{"timeLog", r.consoleTimeLog},
		{"trace", r.consoleTrace},
	} {
		_ = console.DefineDataProperty(m.name, guard.NamedFunc(vm, m.fn, m.name), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE)
	}
}

// consoleEmit logs one console entry of the level prefix: the group
// indentation goes before every line of it, as Node writes it, and after
// the level marker, which starts the entry (PROG-5).
func (r *run) consoleEmit(prefix, line string) {
	if ind := r.cons.indent; ind != "" {
		line = ind + strings.ReplaceAll(line, "\n", "\n"+ind)
	}
	switch {
	case prefix != "" && line == "":
		line = strings.TrimSuffix(prefix, " ")
	case prefix != "":
		line = prefix + line
	}
	r.logLine(scrubGoDump(line))
}

// consoleDir is console.dir(value, options): the value as util.inspect
// renders it (a string quoted), with the depth option honoured (null or
// Infinity: unlimited). showHidden and colors are accepted and have no
// effect: the renderer shows no non-enumerable properties and no colors.
func (r *run) consoleDir(call goja.FunctionCall) goja.Value {
	depth := 2
	if o, ok := call.Argument(1).(*goja.Object); ok {
		if d := o.Get("depth"); d != nil && !goja.IsUndefined(d) {
			depth = dirDepth(d)
		}
	}
	r.consoleEmit("", r.inspector().FormatDepth(call.Argument(0), depth))
	return goja.Undefined()
}

// dirDepth is Node's depth option as an int: null and Infinity are
// unlimited, other values are compared with the nesting level as numbers
// (a fraction rounds down, NaN shows no nesting).
func dirDepth(d goja.Value) int {
	if goja.IsNull(d) {
		return inspect.UnlimitedDepth
	}
	f := d.ToFloat()
	switch {
	case math.IsNaN(f):
		return -1
	case f >= inspect.UnlimitedDepth:
		return inspect.UnlimitedDepth
	case f < 0:
		return -1
	}
	return int(math.Floor(f))
}

// consoleGroup is console.group and groupCollapsed: the label, if any,
// logged as console.log logs it, then two more spaces of indentation.
func (r *run) consoleGroup(call goja.FunctionCall) goja.Value {
	if len(call.Arguments) > 0 {
		r.consoleEmit("", r.line(call.Arguments))
	}
	r.cons.indent += "  "
	return goja.Undefined()
}

// consoleGroupEnd is console.groupEnd: two spaces less indentation.
func (r *run) consoleGroupEnd(goja.FunctionCall) goja.Value {
	r.cons.indent = r.cons.indent[:max(0, len(r.cons.indent)-2)]
	return goja.Undefined()
}

// consoleLabel is the label argument of count and time: "default" when it
// is undefined, else its string form.
func consoleLabel(v goja.Value) string {
	if v == nil || goja.IsUndefined(v) {
		return "default"
	}
	return v.String()
}

// consoleCount is console.count: "label: N", N the calls with that label.
func (r *run) consoleCount(call goja.FunctionCall) goja.Value {
	label := consoleLabel(call.Argument(0))
	if r.cons.counts == nil {
		r.cons.counts = map[string]int{}
	}
	r.cons.counts[label]++
	r.consoleEmit("", label+": "+strconv.Itoa(r.cons.counts[label]))
	return goja.Undefined()
}

// consoleCountReset is console.countReset; an unknown label is the
// warning Node emits.
func (r *run) consoleCountReset(call goja.FunctionCall) goja.Value {
	label := consoleLabel(call.Argument(0))
	if _, ok := r.cons.counts[label]; !ok {
		r.consoleEmit("[warn] ", "Warning: Count for '"+label+"' does not exist")
		return goja.Undefined()
	}
	delete(r.cons.counts, label)
	return goja.Undefined()
}

// consoleAssert is console.assert: nothing when the first argument is
// truthy; else, as Node 22, console.warn of the other arguments with
// "Assertion failed: " before a first string argument (still a format),
// or "Assertion failed" as a first argument otherwise.
func (r *run) consoleAssert(call goja.FunctionCall) goja.Value {
	if call.Argument(0).ToBoolean() {
		return goja.Undefined()
	}
	var args []goja.Value
	if len(call.Arguments) > 1 && goja.IsString(call.Arguments[1]) {
		args = append([]goja.Value{r.vm.ToValue("Assertion failed: " + call.Arguments[1].String())}, call.Arguments[2:]...)
	} else {
		args = append([]goja.Value{r.vm.ToValue("Assertion failed")}, call.Arguments[min(1, len(call.Arguments)):]...)
	}
	r.consoleEmit("[warn] ", r.line(args))
	return goja.Undefined()
}

// consoleTime is console.time: starts the label's timer; a label already
// running is Node's warning.
func (r *run) consoleTime(call goja.FunctionCall) goja.Value {
	label := consoleLabel(call.Argument(0))
	if _, ok := r.cons.timers[label]; ok {
		r.consoleEmit("[warn] ", "Warning: Label '"+label+"' already exists for console.time()")
		return goja.Undefined()
	}
	if r.cons.timers == nil {
		r.cons.timers = map[string]time.Time{}
	}
	r.cons.timers[label] = time.Now()
	return goja.Undefined()
}

// consoleTimeEnd is console.timeEnd: "label: <duration>" and the timer
// stops.
func (r *run) consoleTimeEnd(call goja.FunctionCall) goja.Value {
	if label, ok := r.timerLine(call, "console.timeEnd()", nil); ok {
		delete(r.cons.timers, label)
	}
	return goja.Undefined()
}

// consoleTimeLog is console.timeLog: "label: <duration>" followed by the
// other arguments, the timer running on.
func (r *run) consoleTimeLog(call goja.FunctionCall) goja.Value {
	var rest []goja.Value
	if len(call.Arguments) > 1 {
		rest = call.Arguments[1:]
	}
	r.timerLine(call, "console.timeLog()", rest)
	return goja.Undefined()
}

// timerLine logs the elapsed time of the label of call, or Node's warning
// for a label that is not running.
func (r *run) timerLine(call goja.FunctionCall, method string, rest []goja.Value) (string, bool) {
	label := consoleLabel(call.Argument(0))
	start, ok := r.cons.timers[label]
	if !ok {
		r.consoleEmit("[warn] ", "Warning: No such label '"+label+"' for "+method)
		return label, false
	}
	line := label + ": " + formatElapsed(time.Since(start))
	if len(rest) > 0 {
		line += " " + r.inspector().Line(rest)
	}
	r.consoleEmit("", line)
	return label, true
}

// formatElapsed is Node's formatTime: "1.234ms" under a second (the
// number with at most three decimals), "1.234s" under a minute, then
// "m:ss.mmm (m:ss.mmm)" and "h:mm:ss.mmm (h:m:ss.mmm)".
func formatElapsed(d time.Duration) string {
	ms := float64(d) / float64(time.Millisecond)
	if ms < 1000 {
		return strconv.FormatFloat(roundTo(ms, 3), 'f', -1, 64) + "ms"
	}
	if ms < 60000 {
		return strconv.FormatFloat(ms/1000, 'f', 3, 64) + "s"
	}
	hours := int(ms / 3600000)
	ms -= float64(hours) * 3600000
	minutes := int(ms / 60000)
	ms -= float64(minutes) * 60000
	sec := strconv.FormatFloat(ms/1000, 'f', 3, 64)
	if len(sec) < 6 {
		sec = "0" + sec
	}
	if hours != 0 {
		return strconv.Itoa(hours) + ":" + pad2(minutes) + ":" + sec + " (h:mm:ss.mmm)"
	}
	return strconv.Itoa(minutes) + ":" + sec + " (m:ss.mmm)"
}

// roundTo rounds f to n decimals.
func roundTo(f float64, n int) float64 {
	p := math.Pow(10, float64(n))
	return math.Round(f*p) / p
}

// pad2 is n in two digits.
func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// consoleTrace is console.trace: "Trace: <formatted args>" and the stack
// of the call, program frames mapped to its TypeScript, at error level as
// Node writes it to stderr.
func (r *run) consoleTrace(call goja.FunctionCall) goja.Value {
	head := "Trace"
	if len(call.Arguments) > 0 {
		head += ": " + r.line(call.Arguments)
	}
	var b strings.Builder
	b.WriteString(head)
	for _, f := range r.vm.CaptureCallStack(16, nil) {
		pos := f.Position()
		if f.SrcName() != r.filename || pos.Line == 0 {
			continue
		}
		b.WriteString("\n    at ")
		if name := f.FuncName(); name != "" {
			b.WriteString(name + " (" + r.filename + ":" + strconv.Itoa(pos.Line) + ":" + strconv.Itoa(pos.Column) + ")")
		} else {
			b.WriteString(r.filename + ":" + strconv.Itoa(pos.Line) + ":" + strconv.Itoa(pos.Column))
		}
	}
	r.consoleEmit("[error] ", r.mapText(b.String()))
	return goja.Undefined()
}
