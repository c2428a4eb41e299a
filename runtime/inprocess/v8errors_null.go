package inprocess

import (
	"reflect"

	"github.com/dop251/goja"
	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/file"
	"github.com/dop251/goja/token"
	"github.com/dop251/goja/unistring"
)

// Telling null from undefined in "Cannot read properties of …" (issue
// #40 cause 8).
//
// goja words a property read of null and of undefined alike, and keeps
// neither value, so the program records it: rewriteNullishReads turns the
// object O of each member expression O.p and O[k] into
//
//	(O ?? %v8nn(O, at…))
//
// when O is an identifier, which costs one nullish test when O is an
// object. When O is nullish the helper notes, under the positions goja
// reports for the read that is about to throw (the property name, the
// "[", or the start of the member expression for a method call), whether
// it was null, and returns O, so the read throws exactly as before. v8Fix
// then says "of null" where the note at the error's position says so.
// Any other O that may be nullish (a member read, a call, an await) is
// evaluated once, into the run-wide temporary %v8t:
// ((%v8t = O) ?? %v8nn(%v8t, at…)). Nothing runs between that
// assignment and the test, so one temporary serves every read.
// Reads inside optional chains are left alone: they cannot throw so, and
// wrapping would defeat their short-circuit.

// Names of the helper and the temporary; like v8FixName, no source text
// can spell them.
const (
	v8NullName unistring.String = "%v8nn"
	v8TempName unistring.String = "%v8t"
)

// rewriteNullishReads rewrites the member reads of f (see above) and
// reports whether it rewrote any.
func rewriteNullishReads(f *ast.Program) bool {
	changed := false
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		if v.Kind() == reflect.Pointer && !v.IsNil() {
			if _, ok := v.Interface().(*ast.OptionalChain); ok {
				return
			}
		}
		walkChildren(v, walk)
		if v.Kind() != reflect.Pointer || v.IsNil() {
			return
		}
		switch n := v.Interface().(type) {
		case *ast.DotExpression:
			if g, ok := nullishGuard(n.Left, n.Identifier.Idx); ok {
				n.Left, changed = g, true
			}
		case *ast.BracketExpression:
			if g, ok := nullishGuard(n.Left, n.LeftBracket); ok {
				n.Left, changed = g, true
			}
		}
	}
	walk(reflect.ValueOf(f))
	return changed
}

// nullishGuard wraps the object o of a member read whose property is at
// prop; ok is false for objects it leaves alone.
func nullishGuard(o ast.Expression, prop file.Idx) (ast.Expression, bool) {
	at := o.Idx0()
	keys := []ast.Expression{
		&ast.NumberLiteral{Idx: at, Literal: "0", Value: int64(prop) - 1},
		&ast.NumberLiteral{Idx: at, Literal: "0", Value: int64(at) - 1},
	}
	note := func(v ast.Expression) ast.Expression {
		return &ast.CallExpression{
			Callee:           &ast.Identifier{Name: v8NullName, Idx: at},
			LeftParenthesis:  at,
			ArgumentList:     append([]ast.Expression{v}, keys...),
			RightParenthesis: at,
		}
	}
	switch {
	case rereadable(o):
		return &ast.BinaryExpression{Operator: token.COALESCE, Left: o, Right: note(o)}, true
	case isValueExpression(o):
		tmp := &ast.AssignExpression{Operator: token.ASSIGN, Left: &ast.Identifier{Name: v8TempName, Idx: at}, Right: o}
		return &ast.BinaryExpression{Operator: token.COALESCE, Left: tmp, Right: note(&ast.Identifier{Name: v8TempName, Idx: at})}, true
	}
	return nil, false
}

// rereadable reports an identifier or null: evaluating it again reads
// the same binding and runs no program code (a member read could run a
// getter twice).
func rereadable(e ast.Expression) bool {
	switch e.(type) {
	case *ast.Identifier, *ast.NullLiteral:
		return true
	}
	return false
}

// isValueExpression reports the other objects worth guarding, which go
// through the temporary: member reads (a.b in a.b.c), calls and awaits,
// which may well give null.
func isValueExpression(e ast.Expression) bool {
	switch e.(type) {
	case *ast.DotExpression, *ast.BracketExpression, *ast.CallExpression, *ast.AwaitExpression:
		return true
	}
	return false
}

// nullNote is the %v8nn helper: it notes whether its first argument is
// null under each position that follows, and returns it.
func (r *run) nullNote(call goja.FunctionCall) goja.Value {
	v := call.Argument(0)
	if r.v8.nullAt == nil {
		r.v8.nullAt = map[int]bool{}
	}
	for _, k := range call.Arguments[1:] {
		r.v8.nullAt[int(k.ToInteger())] = goja.IsNull(v)
	}
	return v
}
