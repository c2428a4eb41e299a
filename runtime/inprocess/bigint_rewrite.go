package inprocess

import (
	"errors"
	"reflect"

	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/file"
	"github.com/dop251/goja/token"
	"github.com/dop251/goja/unistring"

	"github.com/codemode-go/codemode/runtime/inprocess/internal/guard"
)

// Bounding BigInt operators (DESIGN §3.6: every operation that can grow a
// value is bounded before it allocates, whatever spelling reaches it).
//
// goja computes `a ** b`, `a * b`, `a << b` and `a >> b` on BigInts with
// math/big in one uninterruptible step: 2n ** 4000000000n ends the Go
// process with a fatal out-of-memory error, 1n << 40000000000n allocates
// gigabytes. An operator cannot be wrapped like a builtin, and goja has no
// hook for it, so the guard works on the syntax tree: every such operator
// (and its assignment form) whose operands might both be BigInts becomes a
// call of a guarded helper (internal/guard/bigint.go) that checks the result's size
// against MaxBigIntBits before doing the operation itself. The rewrite is
// applied to the program when it is compiled (compile.go) and to code
// compiled at run time, which eval and the Function constructors now
// compile through the same path (internal/guard/eval.go), so no spelling escapes.
//
// Why the syntax tree and not a goja fork or the transpiler: a fork means
// maintaining goja's VM ourselves; esbuild exposes no syntax tree, and a
// text rewrite would shift the positions that errors cite. goja's parser
// keeps positions in the tree, so a rewritten program reports the same
// line and column. The price is a call where there was an operator; it is
// paid only where neither operand is a literal of another type (x * 2,
// 2 ** n and 1 << k are never BigInt operations that grow: mixing types
// throws), and the helper tries the Number case first
// (BenchmarkNumberArithmetic measures it).

// withBigIntGuard is false only in the benchmark that measures what the
// rewrite costs a program's own Number arithmetic
// (BenchmarkNumberArithmetic/unguarded).
var withBigIntGuard = true

// passHelpers makes the helpers parameters of the program's function
// (fn), after the injected names: the program's references to them are
// then local and cost no global lookup. They stay globals too, for code
// compiled at run time. The realm passes their values (run.execute).
func passHelpers(fn *ast.FunctionLiteral) {
	for _, name := range guard.BigIntHelperNames() {
		fn.ParameterList.List = append(fn.ParameterList.List, &ast.Binding{Target: &ast.Identifier{Name: name, Idx: fn.ParameterList.Closing}})
	}
}

// errUnguardable reports an operator the rewrite cannot route through a
// helper (a compound assignment to a private member of an expression with
// side effects); the code is refused rather than run unguarded.
var errUnguardable = errors.New("SyntaxError: this compound assignment to a private member cannot be bounded; assign through a variable")

// guardBigIntOps rewrites every growing BigInt operator in the tree in
// place and reports whether it rewrote any. It fails only for
// errUnguardable.
func guardBigIntOps(node any) (changed bool, err error) {
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		walkChildren(v, walk)
		// An expression is replaced in place after what is under it, in
		// the interface value that holds it.
		if v.Kind() != reflect.Interface || v.IsNil() || !v.CanSet() {
			return
		}
		if e, ok := v.Interface().(ast.Expression); ok {
			if r := bigintReplacement(e, &err); r != nil {
				rv := reflect.ValueOf(r)
				if !rv.Type().AssignableTo(v.Type()) {
					err = errUnguardable
					return
				}
				v.Set(rv)
				changed = true
			}
		}
	}
	walk(reflect.ValueOf(node))
	return changed, err
}

// bigintReplacement is the guarded form of e, or nil when e needs none.
func bigintReplacement(e ast.Expression, err *error) ast.Expression {
	switch e := e.(type) {
	case *ast.BinaryExpression:
		name, ok := guard.BigIntHelper(e.Operator)
		if !ok || notBigInt(e.Left) || notBigInt(e.Right) {
			return nil
		}
		return helperCall(name, e.Idx0(), e.Idx1(), e.Left, e.Right)
	case *ast.AssignExpression:
		name, ok := guard.BigIntHelper(e.Operator)
		if !ok || notBigInt(e.Right) {
			return nil
		}
		// The read of the target, evaluated once more: only for targets
		// whose evaluation has no side effects.
		var read ast.Expression
		switch l := e.Left.(type) {
		case *ast.Identifier:
			c := *l
			read = &c
		case *ast.DotExpression:
			if pure(l.Left) {
				c := *l
				read = &c
			} else {
				key := &ast.StringLiteral{Idx: l.Identifier.Idx, Literal: "'" + l.Identifier.Name.String() + "'", Value: l.Identifier.Name}
				return helperCall(guard.BigIntMemberHelper(e.Operator), e.Idx0(), e.Idx1(), l.Left, key, e.Right)
			}
		case *ast.BracketExpression:
			if pure(l.Left) && pure(l.Member) {
				c := *l
				read = &c
			} else {
				return helperCall(guard.BigIntMemberHelper(e.Operator), e.Idx0(), e.Idx1(), l.Left, l.Member, e.Right)
			}
		case *ast.PrivateDotExpression:
			if !pure(l.Left) {
				*err = errUnguardable
				return nil
			}
			c := *l
			read = &c
		default:
			*err = errUnguardable
			return nil
		}
		return &ast.AssignExpression{Operator: token.ASSIGN, Left: e.Left, Right: helperCall(name, e.Idx0(), e.Idx1(), read, e.Right)}
	}
	return nil
}

// helperCall is name(args...), positioned where the operator expression was.
func helperCall(name unistring.String, idx0, idx1 file.Idx, args ...ast.Expression) *ast.CallExpression {
	return &ast.CallExpression{
		Callee:           &ast.Identifier{Name: name, Idx: idx0},
		LeftParenthesis:  idx0,
		ArgumentList:     args,
		RightParenthesis: max(idx1-1, idx0),
	}
}

// notBigInt reports an operand that is never a BigInt: a literal of
// another type, or an operator whose result is a Number, string or
// boolean. An operator with such an operand cannot grow a BigInt: mixing
// types throws a TypeError.
func notBigInt(e ast.Expression) bool {
	switch e := e.(type) {
	case *ast.NumberLiteral:
		_, big := e.Value.(interface{ BitLen() int })
		return !big
	case *ast.StringLiteral, *ast.BooleanLiteral, *ast.NullLiteral:
		return true
	case *ast.TemplateLiteral:
		return e.Tag == nil
	case *ast.UnaryExpression:
		switch e.Operator {
		case token.PLUS, token.NOT, token.TYPEOF, token.VOID, token.DELETE:
			return true
		case token.MINUS:
			return notBigInt(e.Operand)
		}
	}
	return false
}

// pure reports an expression whose evaluation has no side effects, so a
// compound assignment to a member of it may evaluate it twice.
func pure(e ast.Expression) bool {
	switch e := e.(type) {
	case *ast.Identifier, *ast.ThisExpression, *ast.SuperExpression, *ast.StringLiteral, *ast.NumberLiteral, *ast.BooleanLiteral, *ast.NullLiteral:
		return true
	case *ast.DotExpression:
		return pure(e.Left)
	}
	return false
}
