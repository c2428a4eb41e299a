package inprocess

import (
	"reflect"

	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/file"
	"github.com/dop251/goja/unistring"
)

// The syntax-tree rewrite that makes a program reword errors where it can
// see them (v8errors.go).

// rewriteCatches makes the program reword errors where they become
// visible to it:
//
//   - `catch (e) { B }` becomes `catch (e) { %v8fix(e); B }`;
//   - a function literal passed as the handler of x.catch(h) or
//     x.then(f, h) starts the same way (a concise arrow body becomes
//     `(%v8fix(e), body)`);
//   - where an error becomes a rejection — the body of an async function
//     or arrow (other than the program's own, skip), a function literal
//     passed to then, catch or finally, and the executor of new
//     Promise(...) — the body is wrapped in
//     `try { B } catch (%v8e) { %v8fix(%v8e); throw %v8e }`, so the
//     reason a handler receives is already reworded, whatever the handler.
//
// The rethrow keeps the error object and its stack. Handlers that are not
// literals are not wrapped: that would change the function a method
// receives, which a program can observe. It reports whether it rewrote
// anything.
func rewriteCatches(f *ast.Program, skip *ast.FunctionLiteral) bool {
	changed := false
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		walkChildren(v, walk)
		if v.Kind() != reflect.Pointer || v.IsNil() {
			return
		}
		switch n := v.Interface().(type) {
		case *ast.CatchStatement:
			if id, ok := n.Parameter.(*ast.Identifier); ok && n.Body != nil {
				n.Body.List = append([]ast.Statement{&ast.ExpressionStatement{Expression: fixCall(id.Name, n.Body.LeftBrace)}}, n.Body.List...)
				changed = true
			}
		case *ast.FunctionLiteral:
			if n.Async && n != skip && guardBody(n) {
				changed = true
			}
		case *ast.ArrowFunctionLiteral:
			if n.Async && guardBody(n) {
				changed = true
			}
		case *ast.NewExpression:
			if id, ok := n.Callee.(*ast.Identifier); ok && id.Name == "Promise" && len(n.ArgumentList) > 0 && guardBody(n.ArgumentList[0]) {
				changed = true
			}
		case *ast.CallExpression:
			d, ok := n.Callee.(*ast.DotExpression)
			if !ok {
				return
			}
			name := d.Identifier.Name
			if name != "then" && name != "catch" && name != "finally" {
				return
			}
			for _, a := range n.ArgumentList {
				if guardBody(a) {
					changed = true
				}
			}
			i := -1
			switch {
			case name == "catch" && len(n.ArgumentList) >= 1:
				i = 0
			case name == "then" && len(n.ArgumentList) >= 2:
				i = 1
			}
			if i >= 0 && fixHandler(n.ArgumentList[i]) {
				changed = true
			}
		}
	}
	walk(reflect.ValueOf(f))
	return changed
}

// v8ErrName names the catch parameter of a guarded body; like v8FixName
// no source text can spell it.
const v8ErrName unistring.String = "%v8e"

// guardBody wraps the body of a function literal (block or concise) in
// `try { body } catch (%v8e) { %v8fix(%v8e); throw %v8e }`; it reports
// whether e was a function literal it had not guarded yet.
func guardBody(e ast.Expression) bool {
	var body **ast.BlockStatement
	switch fn := e.(type) {
	case *ast.FunctionLiteral:
		if fn.Generator || fn.Body == nil {
			return false
		}
		body = &fn.Body
	case *ast.ArrowFunctionLiteral:
		switch b := fn.Body.(type) {
		case *ast.BlockStatement:
			blk := b
			body = &blk
			defer func() { fn.Body = blk }()
		case *ast.ExpressionBody:
			at := b.Expression.Idx0()
			blk := &ast.BlockStatement{LeftBrace: at, List: []ast.Statement{&ast.ReturnStatement{Return: at, Argument: b.Expression}}, RightBrace: b.Expression.Idx1()}
			body = &blk
			defer func() { fn.Body = blk }()
		default:
			return false
		}
	default:
		return false
	}
	b := *body
	if isGuarded(b) {
		return false
	}
	at := b.LeftBrace
	*body = &ast.BlockStatement{LeftBrace: b.LeftBrace, RightBrace: b.RightBrace, List: []ast.Statement{&ast.TryStatement{
		Try:  at,
		Body: b,
		Catch: &ast.CatchStatement{Catch: at, Parameter: &ast.Identifier{Name: v8ErrName, Idx: at}, Body: &ast.BlockStatement{LeftBrace: at, RightBrace: at, List: []ast.Statement{
			&ast.ExpressionStatement{Expression: fixCall(v8ErrName, at)},
			&ast.ThrowStatement{Throw: at, Argument: &ast.Identifier{Name: v8ErrName, Idx: at}},
		}}},
	}}}
	return true
}

// isGuarded reports a body guardBody already wrapped.
func isGuarded(b *ast.BlockStatement) bool {
	if len(b.List) != 1 {
		return false
	}
	t, ok := b.List[0].(*ast.TryStatement)
	if !ok || t.Catch == nil {
		return false
	}
	id, ok := t.Catch.Parameter.(*ast.Identifier)
	return ok && id.Name == v8ErrName
}

// fixCall is the expression %v8fix(name), placed at at.
func fixCall(name unistring.String, at file.Idx) ast.Expression {
	return &ast.CallExpression{
		Callee:           &ast.Identifier{Name: v8FixName, Idx: at},
		LeftParenthesis:  at,
		ArgumentList:     []ast.Expression{&ast.Identifier{Name: name, Idx: at}},
		RightParenthesis: at,
	}
}

// fixHandler makes a function literal whose first parameter is a plain
// identifier reword that argument first; it reports whether it did.
func fixHandler(h ast.Expression) bool {
	var params *ast.ParameterList
	switch fn := h.(type) {
	case *ast.FunctionLiteral:
		params = fn.ParameterList
	case *ast.ArrowFunctionLiteral:
		params = fn.ParameterList
	default:
		return false
	}
	if params == nil || len(params.List) == 0 {
		return false
	}
	id, ok := params.List[0].Target.(*ast.Identifier)
	if !ok {
		return false
	}
	switch fn := h.(type) {
	case *ast.FunctionLiteral:
		if fn.Body == nil {
			return false
		}
		fn.Body.List = append([]ast.Statement{&ast.ExpressionStatement{Expression: fixCall(id.Name, fn.Body.LeftBrace)}}, fn.Body.List...)
	case *ast.ArrowFunctionLiteral:
		switch b := fn.Body.(type) {
		case *ast.BlockStatement:
			b.List = append([]ast.Statement{&ast.ExpressionStatement{Expression: fixCall(id.Name, b.LeftBrace)}}, b.List...)
		case *ast.ExpressionBody:
			b.Expression = &ast.SequenceExpression{Sequence: []ast.Expression{fixCall(id.Name, b.Expression.Idx0()), b.Expression}}
		default:
			return false
		}
	}
	return true
}

// passV8Helpers adds the helpers' parameters (and the temporary of
// v8errors_null.go, which receives no argument) to the program's
// function, after any others.
func passV8Helpers(fn *ast.FunctionLiteral) {
	for _, name := range [...]unistring.String{v8FixName, v8NullName, v8TempName} {
		fn.ParameterList.List = append(fn.ParameterList.List, &ast.Binding{Target: &ast.Identifier{Name: name, Idx: fn.ParameterList.Closing}})
	}
}
