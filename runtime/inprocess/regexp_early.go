package inprocess

import (
	"fmt"
	"reflect"
	"strings"
	"unicode/utf16"

	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/file"

	"github.com/codemode-go/codemode/runtime/internal/regexpsyntax"
)

// Early errors of regular expression literals. The transpiler lowers a
// literal that uses what goja's engine lacks (\p{…}, named groups, the d
// or v flag) to a `new RegExp(source, flags)` call, which would throw only
// when reached; ECMA-262 makes an invalid literal an early error, which
// fails the whole program before it runs. checkRegExpLiterals restores
// that: it checks every lowered literal — a `new RegExp` call of string
// literals whose TypeScript source, by the source map, begins with "/" —
// and every literal goja keeps, with the strict parser of
// runtime/internal/regexpsyntax (Unicode-mode patterns: the u and v flags;
// the modifier groups of other patterns).

// checkRegExpLiterals returns the SyntaxError of the program's first
// invalid regular expression literal, or nil. literal says the program
// has regular expression literals that goja parsed.
func checkRegExpLiterals(prog *ast.Program, src source, js, filename string, literal bool) error {
	lowered := strings.Contains(js, "RegExp(")
	if !lowered && !literal {
		return nil
	}
	var found error
	check := func(idx file.Idx, pattern, flags string, isLowered bool) {
		// Patterns without u or v are checked for their modifier groups
		// only, and only when lowered: lowerModifierLiterals checks the
		// literals goja keeps.
		unicodeMode := strings.ContainsAny(flags, "uv")
		if !unicodeMode && !(isLowered && regexpsyntax.HasModifiers(pattern)) {
			return
		}
		if isLowered {
			pos := prog.File.Position(int(idx))
			line, col, ok := src.Position(pos.Line, pos.Column)
			if !ok || !startsRegExpLiteral(src.SourceLine(line), col) {
				return // new RegExp(...) written as such: it throws when reached
			}
		}
		checker := regexpsyntax.Check
		if !unicodeMode {
			checker = regexpsyntax.CheckModifiers
		}
		if err := checker(pattern, flags); err != nil {
			found = literalError(prog, src, filename, idx, err)
		}
	}
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		if found != nil {
			return
		}
		if v.Kind() == reflect.Pointer && !v.IsNil() {
			switch n := v.Interface().(type) {
			case *ast.RegExpLiteral:
				if literal {
					check(n.Idx, n.Pattern, n.Flags, false)
				}
				return
			case *ast.NewExpression:
				if lowered {
					if pattern, flags, ok := loweredRegExp(n); ok {
						check(n.New, pattern, flags, true)
						if found != nil {
							return
						}
					}
				}
			}
		}
		walkChildren(v, walk)
	}
	walk(reflect.ValueOf(prog))
	return found
}

// loweredRegExp matches the transpiler's lowering of a literal:
// new RegExp("source", "flags"), both string literals.
func loweredRegExp(n *ast.NewExpression) (pattern, flags string, ok bool) {
	id, isID := n.Callee.(*ast.Identifier)
	if !isID || id.Name != "RegExp" || len(n.ArgumentList) != 2 {
		return "", "", false
	}
	p, ok1 := n.ArgumentList[0].(*ast.StringLiteral)
	f, ok2 := n.ArgumentList[1].(*ast.StringLiteral)
	if !ok1 || !ok2 {
		return "", "", false
	}
	return p.Value.String(), f.Value.String(), true
}

// startsRegExpLiteral reports whether TS line text has a "/" at col
// (1-based, in UTF-16 code units).
func startsRegExpLiteral(text string, col int) bool {
	units := 0
	for _, r := range text {
		if units == col-1 {
			return r == '/'
		}
		units += utf16.RuneLen(r)
	}
	return false
}

// literalError is the SyntaxError of the literal at idx, at its line and
// column in the program as written.
func literalError(prog *ast.Program, src source, filename string, idx file.Idx, err error) error {
	pos := prog.File.Position(int(idx))
	line, col, ok := src.Position(pos.Line, pos.Column)
	if !ok {
		return fmt.Errorf("SyntaxError: %s (%s)", err, filename)
	}
	return fmt.Errorf("SyntaxError: %s\n    at %s:%d:%d%s", err, filename, line, col, excerpt(src, line))
}
