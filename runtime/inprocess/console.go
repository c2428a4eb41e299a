package inprocess

import (
	"strings"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/inprocess/internal/guard"
	"github.com/codemode-go/codemode/runtime/internal/inspect"
)

// consoleLevels are the console methods that log one line each, with the
// prefix that keeps their level in the log entry (PROG-5): warnings and
// errors are marked so the model tells them from output; log, info and
// debug are output.
var consoleLevels = [...]struct{ name, prefix string }{
	{"log", ""}, {"info", ""}, {"warn", "[warn] "}, {"error", "[error] "}, {"debug", ""},
}

// newConsole is the console object of the run (PROG-5); it depends on no
// request, so prepare builds it.
func (r *run) newConsole(vm *goja.Runtime) *goja.Object {
	console := vm.CreateObject(nil)
	for _, l := range consoleLevels {
		_ = console.DefineDataProperty(l.name, guard.NamedFunc(vm, r.consoleCall(l.prefix), l.name), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE)
	}
	_ = console.DefineDataProperty("table", guard.NamedFunc(vm, r.consoleTable, "table"), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE)
	r.addConsoleExtras(vm, console)
	return console
}

// consoleCall is a console method of one level (PROG-5/6): one entry per
// call, formatted as Node's console.log formats it, admitted through the
// ledger (OUT-6).
func (r *run) consoleCall(prefix string) func(goja.FunctionCall) goja.Value {
	return func(call goja.FunctionCall) goja.Value {
		r.consoleEmit(prefix, r.line(call.Arguments))
		return goja.Undefined()
	}
}

// consoleTable is console.table (PROG-5): the table Node prints, as one
// entry.
func (r *run) consoleTable(call goja.FunctionCall) goja.Value {
	r.consoleEmit("", r.inspector().Table(call.Argument(0), call.Argument(1)))
	return goja.Undefined()
}

// line renders one console call (PROG-6). Calls of strings alone with no
// format are joined here, without the Inspector.
func (r *run) line(args []goja.Value) string {
	plain := true
	for i, a := range args {
		if !goja.IsString(a) || i == 0 && len(args) > 1 && strings.Contains(a.String(), "%") {
			plain = false
			break
		}
	}
	if !plain {
		return r.inspector().Line(args)
	}
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = a.String()
	}
	return strings.Join(parts, " ")
}

// inspector is the run's renderer of console values: Node's util.inspect
// and util.format with the program's stack positions mapped to its
// TypeScript.
//
// It is created on first use, not at setup: capturing its intrinsics costs
// several hundred microseconds, which most runs never need. The trade-off:
// a program that replaced an intrinsic the renderer captures
// (Map.prototype.entries, JSON.stringify …) before its first console call
// may see its replacement called while its own value is rendered. That
// code runs in the program's own engine, on the loop, under the run's
// budgets, so it can only change that run's log text; the host is not
// exposed.
func (r *run) inspector() *inspect.Inspector {
	if r.ins == nil {
		// The inspector captures the intrinsics it renders, among them
		// RegExp.prototype and the generator function prototype.
		r.guards.NeedLiterals(guard.AllLiterals)
		r.ins = inspect.New(r.vm, &inspect.Options{MaxBytes: r.opts.MaxOutputBytes, MapText: r.mapText})
	}
	return r.ins
}

// mapText maps the program's stack positions in a rendering to its
// TypeScript.
func (r *run) mapText(out string) string {
	if strings.Contains(out, r.filename+":") {
		var first int
		out = r.mapper.mapPositions(out, &first)
	}
	return out
}
