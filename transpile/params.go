package transpile

import "fmt"

// reserved holds the words that cannot name a parameter of a strict
// async function.
var reserved = map[string]bool{
	"await": true, "break": true, "case": true, "catch": true, "class": true,
	"const": true, "continue": true, "debugger": true, "default": true,
	"delete": true, "do": true, "else": true, "enum": true, "export": true,
	"extends": true, "false": true, "finally": true, "for": true,
	"function": true, "if": true, "import": true, "in": true,
	"instanceof": true, "new": true, "null": true, "return": true,
	"super": true, "switch": true, "this": true, "throw": true, "true": true,
	"try": true, "typeof": true, "var": true, "void": true, "while": true,
	"with": true, "yield": true, "let": true, "static": true,
	"implements": true, "interface": true, "package": true, "private": true,
	"protected": true, "public": true, "eval": true, "arguments": true,
}

// checkParams rejects parameter lists that would not parse as, or would
// change the meaning of, the wrapper's parameter list.
func checkParams(params []string) error {
	seen := make(map[string]bool, len(params))
	for i, p := range params {
		if !isIdent(p) || reserved[p] {
			return fmt.Errorf("transpile: Params[%d] %q is not a usable JavaScript identifier", i, p)
		}
		if seen[p] {
			return fmt.Errorf("transpile: Params[%d] %q is a duplicate", i, p)
		}
		seen[p] = true
	}
	return nil
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		case c >= '0' && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}
