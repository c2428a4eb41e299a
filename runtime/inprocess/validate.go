package inprocess

import (
	"fmt"

	"github.com/codemode-go/codemode/runtime"
)

// portableReserved is PORTABLE_RESERVED_WORDS (SEAM-9): ECMAScript and
// Python keywords, case-sensitive.
var portableReserved = setOf(`await break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public arguments eval False None True and as assert async def del elif except from global is lambda nonlocal not or pass raise match type _`)

// reservedGlobals is RESERVED_BINDING_GLOBALS (SEAM-9).
var reservedGlobals = setOf(`console __dsh_main__ __builtins__ __name__ __debug__`)

// reservedErrorMembers is RESERVED_ERROR_MEMBERS (SEAM-9).
var reservedErrorMembers = setOf(`name message stack args with_traceback add_note`)

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	start := -1
	for i := 0; i <= len(words); i++ {
		if i == len(words) || words[i] == ' ' {
			if start >= 0 {
				m[words[start:i]] = true
			}
			start = -1
		} else if start < 0 {
			start = i
		}
	}
	return m
}

// usableIdentifier is the portable identifier rule of BIND-V1.
func usableIdentifier(s string) bool {
	if s == "" || portableReserved[s] {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		letter := c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
		if !letter && (i == 0 || c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// isDunder reports the DUNDER_MEMBER form: "__" + at least one char + "__".
func isDunder(s string) bool {
	return len(s) >= 5 && s[:2] == "__" && s[len(s)-2:] == "__"
}

// validateNamespaces applies BIND-V1…V8 in the reference order and returns
// the first violation as a misuse error.
func validateNamespaces(nss []runtime.Namespace) error {
	seen := map[string]bool{}
	for _, ns := range nss {
		g := ns.Global
		if !usableIdentifier(g) {
			return fmt.Errorf("runtime: binding global %q is not a usable identifier", g)
		}
		if reservedGlobals[g] {
			return fmt.Errorf("runtime: reserved binding global %q", g)
		}
		if seen[g] {
			return fmt.Errorf("runtime: duplicate binding global %q", g)
		}
		seen[g] = true
	}
	classes := map[string]bool{}
	for _, ns := range nss {
		ec := ns.ErrorClass
		if ec == nil {
			continue
		}
		if !usableIdentifier(ec.Name) {
			return fmt.Errorf("runtime: binding error class %q is not a usable identifier", ec.Name)
		}
		if reservedGlobals[ec.Name] {
			return fmt.Errorf("runtime: reserved binding global %q", ec.Name)
		}
		if seen[ec.Name] || classes[ec.Name] {
			return fmt.Errorf("runtime: duplicate injected global %q", ec.Name)
		}
		classes[ec.Name] = true
		p := ec.MemberProperty
		if p == "" || reservedErrorMembers[p] || isDunder(p) {
			return fmt.Errorf("runtime: binding error member property %q is not usable", p)
		}
	}
	return nil
}
