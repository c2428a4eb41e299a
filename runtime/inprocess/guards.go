package inprocess

import (
	"github.com/dop251/goja"
	"github.com/dop251/goja/ast"

	"github.com/codemode-go/codemode/runtime/inprocess/internal/guard"
	"github.com/codemode-go/codemode/runtime/inprocess/internal/watchdog"
	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

// installGuards is the hook prepare calls (after langlib.Install): it
// installs the sandbox guards (package guard) in vm, wired to this run —
// its memory budget, its stop and halted hooks, the memory watchdog's
// admission of large allocations (package watchdog) and the compile-time rewrites for code
// compiled at run time. The request's part — the binding budgets — waits
// for the run (inject).
func (r *run) installGuards(vm *goja.Runtime, base *goja.Object, rawJSON *langlib.RawJSON) error {
	g, err := guard.Install(guard.Config{
		VM: vm, Base: base,
		MemoryBytes: r.opts.MemoryBytes,
		Stop:        r.stopFail,
		Halted:      r.halted,
		Admit:       watchdog.Admit,
		Lower:       lowerRunTimeCode,
		RawJSON:     rawJSON,
		Wrap:        r.rt.wrapBuiltins,
		Eager:       r.rt.eagerBuiltins,
	})
	if err != nil {
		return err
	}
	r.guards = g
	return nil
}

// lowerRunTimeCode applies to code compiled at run time (eval and the
// function constructors) the rewrites compile applies to a program: RegExp
// modifier groups lowered, growing BigInt operators routed through the
// guarded helpers.
func lowerRunTimeCode(file *ast.Program) error {
	if _, _, err := lowerModifierLiterals(file); err != nil {
		return err
	}
	_, err := guardBigIntOps(file)
	return err
}
