package inprocess

import (
	"reflect"
	"strconv"
	"strings"

	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/file"
	"github.com/dop251/goja/unistring"

	"github.com/codemode-go/codemode/runtime/internal/regexpsyntax"
)

// Regular expression literals with modifier groups (ES2025 (?i:…),
// (?-i:…), (?ims-ims:…)). goja compiles a literal's pattern itself and
// rejects the syntax, and esbuild has no feature name to lower it by, so
// such a literal becomes `new RegExp(pattern, flags)` in goja's syntax
// tree, where the RegExp constructor (internal/guard/regexp_ctor.js) translates the
// modifiers away (regexpsyntax.TranslateModifiers). The call keeps the
// literal's position, so errors cite the program's own line and column.
// An invalid modifier group is an early error, as the specification
// makes it: the program fails before it runs.
//
// A literal with a property escape (\p{…}, \P{…}) inside a character
// class under the u or v flag is lowered the same way (issue #40 cause
// 7): goja compiles a property escape outside a class itself, as V8
// matches it, but inside a class ([\p{L}], [^\p{L}]+) it matches wrongly,
// while the constructor expands the escape into ranges (langlib's
// translation) and matches as V8 does.
//
// Like esbuild's own lowering of literals, the call names the global
// RegExp: a program that declares its own RegExp binding around such a
// literal reaches that binding instead.

// lowerModifierLiterals rewrites every regular expression literal that
// has a modifier group or a property escape, in place, and reports
// whether it rewrote any. For a literal whose modifiers break an early
// error it returns the error and the literal's position.
func lowerModifierLiterals(node any) (changed bool, at file.Idx, err error) {
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		if err != nil {
			return
		}
		walkChildren(v, walk)
		if v.Kind() != reflect.Interface || v.IsNil() || !v.CanSet() {
			return
		}
		lit, ok := v.Interface().(*ast.RegExpLiteral)
		if !ok {
			return
		}
		escapes := hasPropertyEscape(lit.Pattern, lit.Flags)
		if !escapes && !regexpsyntax.HasModifiers(lit.Pattern) {
			return
		}
		if regexpsyntax.HasModifiers(lit.Pattern) {
			out, _, e := regexpsyntax.TranslateModifiers(lit.Pattern, lit.Flags)
			if e != nil {
				err, at = e, lit.Idx
				return
			}
			if out == lit.Pattern && !escapes {
				return
			}
		}
		call := regExpCall(lit)
		if rv := reflect.ValueOf(call); rv.Type().AssignableTo(v.Type()) {
			v.Set(rv)
			changed = true
		}
	}
	walk(reflect.ValueOf(node))
	return changed, at, err
}

// hasPropertyEscape reports a \\p{ or \\P{ escape inside a character class
// in a pattern with the u or v flag, the modes where it is a property
// escape. Outside a class goja compiles one itself, as V8 matches it.
func hasPropertyEscape(pattern, flags string) bool {
	if !strings.ContainsAny(flags, "uv") {
		return false
	}
	depth := 0 // nesting of classes (the v flag nests them)
	for i := 0; i < len(pattern); i++ {
		switch pattern[i] {
		case '\\':
			if depth > 0 && i+2 < len(pattern) && (pattern[i+1] == 'p' || pattern[i+1] == 'P') && pattern[i+2] == '{' {
				return true
			}
			i++ // the escaped character
		case '[':
			if depth == 0 || strings.ContainsRune(flags, 'v') {
				depth++
			}
		case ']':
			if depth > 0 {
				depth--
			}
		}
	}
	return false
}

// regExpCall is new RegExp(pattern, flags) at the literal's position.
func regExpCall(lit *ast.RegExpLiteral) *ast.NewExpression {
	str := func(s string) *ast.StringLiteral {
		return &ast.StringLiteral{Idx: lit.Idx, Literal: strconv.Quote(s), Value: unistring.NewFromString(s)}
	}
	end := lit.Idx + file.Idx(len(lit.Literal)) - 1
	return &ast.NewExpression{
		New:              lit.Idx,
		Callee:           &ast.Identifier{Name: "RegExp", Idx: lit.Idx},
		LeftParenthesis:  lit.Idx,
		ArgumentList:     []ast.Expression{str(lit.Pattern), str(lit.Flags)},
		RightParenthesis: end,
	}
}
