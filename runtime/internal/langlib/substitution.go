package langlib

import (
	"sync"

	"github.com/dop251/goja"
)

var substitutionProgram = sync.OnceValues(func() (*goja.Program, error) {
	src, err := jsFS.ReadFile("js/substitution.js")
	if err != nil {
		return nil, err
	}
	return goja.Compile("langlib:substitution.js", string(src), true)
})

// Substitution is GetSubstitution (ECMA-262 22.1.3.19.1) with named
// references as a function of vm, substitute(matched, str, position,
// captures, groups, replacement): the text that replaces one match. It is
// js/substitution.js, compiled once per process; the language library's
// RegExp and the runtime's v-flag RegExp both call it.
func Substitution(vm *goja.Runtime) (goja.Value, error) {
	prog, err := substitutionProgram()
	if err != nil {
		return nil, err
	}
	return vm.RunProgram(prog)
}
