package inprocess

import (
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"github.com/dop251/goja"
	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/file"
	"github.com/dop251/goja/parser"
	"github.com/dop251/goja/unistring"
)

// TypeErrors in V8's words (issue #34).
//
// Models are trained on V8's messages, and a message that names the
// expression tells the model which variable was wrong. goja words the
// common TypeErrors its own way and without the expression:
//
//	goja                                           V8
//	Object has no member 'slice'                   matches.slice is not a function
//	Value is not an object: 5                      f is not a function
//	Cannot read property 'x' of undefined [or null] Cannot read properties of undefined (reading 'x')
//	object is not iterable                         u is not iterable
//	Cannot convert undefined or null to object     Cannot set properties of undefined (setting 'x')
//	Value is not object coercible                  Cannot destructure property 'a' of 'u' as it is undefined.
//
// goja gives no hook where an error is created, so the message is
// rewritten where the program can first see it: at the start of every
// catch clause, where an error becomes a rejection (the bodies of async
// functions, promise executors and then/catch/finally callbacks), and
// when an uncaught error is rendered (rewriteCatches). The expression is
// found with the error's own position (the first frame of its stack, in
// the compiled JS) in an index of the program's syntax tree built on
// first need (siteIndex): the call at that position for "is not a
// function", the iterated expression for "is not iterable", and so on. A
// message is rewritten only when the error is a TypeError of the realm,
// its message is one of goja's, and, where the expression matters, the
// site at its position is of the matching kind; anything else is left
// as it is. docs/errors.md has the table, checked against Node.
//
// Known differences: goja does not tell undefined from null when it
// reads a property, so both read "of undefined" (V8 says "of null" for
// null); errors thrown inside built-ins (Array.from(undefined)) keep
// goja's words.

// v8FixName names the helper a rewritten program receives as a
// parameter; it holds a character no source text can spell in an
// identifier, so no program can name, shadow or replace it.
const v8FixName unistring.String = "%v8fix"

// siteKind is what the program does at an error's position.
type siteKind uint8

const (
	siteCall        siteKind = iota + 1 // a call; text is the callee
	siteIter                            // iteration of text
	siteSet                             // an assignment to member prop
	siteDestructure                     // object destructuring of text; prop is its first key
)

type site struct {
	kind       siteKind
	text, prop string
}

// siteIndex maps 0-based byte offsets of the compiled JS to sites (goja's
// file.Idx values are 1-based offsets).
type siteIndex map[int]site

// indexSites parses js (the compiled program) and indexes its sites.
func indexSites(js string) siteIndex {
	idx := siteIndex{}
	f, err := parser.ParseFile(nil, "", js, 0, parser.WithDisableSourceMaps)
	if err != nil {
		return idx
	}
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		if v.Kind() == reflect.Pointer && !v.IsNil() {
			switch n := v.Interface().(type) {
			case *ast.CallExpression:
				idx[int(n.LeftParenthesis)-1] = site{kind: siteCall, text: v8Expr(n.Callee, js)}
			case *ast.ForOfStatement:
				s := site{kind: siteIter, text: v8Expr(n.Source, js)}
				idx[int(n.Source.Idx0())-1] = s
				if d, ok := n.Source.(*ast.DotExpression); ok { // goja reports the member's name
					idx[int(d.Identifier.Idx0())-1] = s
				}
			case *ast.ArrayLiteral:
				for _, e := range n.Value {
					if s, ok := e.(*ast.SpreadElement); ok {
						idx[int(s.Expression.Idx0())-1] = site{kind: siteIter, text: v8Expr(s.Expression, js)}
					}
				}
			case *ast.Binding:
				indexPattern(idx, n.Target, n.Initializer, js)
			case *ast.AssignExpression:
				switch l := n.Left.(type) {
				case *ast.DotExpression:
					idx[int(l.Identifier.Idx0())-1] = site{kind: siteSet, prop: l.Identifier.Name.String()}
				case *ast.ArrayPattern, *ast.ObjectPattern:
					indexPattern(idx, l, n.Right, js)
				}
			}
		}
		walkChildren(v, walk)
	}
	walk(reflect.ValueOf(f))
	return idx
}

// indexPattern indexes the destructuring of init by target.
func indexPattern(idx siteIndex, target any, init ast.Expression, js string) {
	if init == nil {
		return
	}
	switch p := target.(type) {
	case *ast.ArrayPattern:
		s := site{kind: siteIter, text: v8Expr(init, js)}
		idx[int(init.Idx0())-1] = s
		if d, ok := init.(*ast.DotExpression); ok { // goja reports the member's name
			idx[int(d.Identifier.Idx0())-1] = s
		}
	case *ast.ObjectPattern:
		s := site{kind: siteDestructure, text: v8Expr(init, js)}
		if len(p.Properties) > 0 {
			switch k := p.Properties[0].(type) {
			case *ast.PropertyShort:
				s.prop = k.Name.Name.String()
			case *ast.PropertyKeyed:
				if lit, ok := k.Key.(*ast.StringLiteral); ok {
					s.prop = lit.Value.String()
				}
			}
		}
		idx[int(init.Idx0())-1] = s
		if d, ok := init.(*ast.DotExpression); ok {
			idx[int(d.Identifier.Idx0())-1] = s
		}
	}
}

// v8Expr renders an expression the way V8's CallPrinter names it in a
// message: identifiers, this, literals and member chains as written
// (o['a'] as o.a, a[0] as a[0], a?.b as a?.b), calls as f(...), and
// anything else as (intermediate value).
func v8Expr(e ast.Expression, js string) string {
	switch n := e.(type) {
	case *ast.Identifier:
		return n.Name.String()
	case *ast.ThisExpression:
		return "this"
	case *ast.StringLiteral:
		return `"` + n.Value.String() + `"`
	case *ast.NumberLiteral:
		return n.Literal
	case *ast.ArrayLiteral:
		parts := make([]string, len(n.Value))
		for i, v := range n.Value {
			parts[i] = v8Expr(v, js)
		}
		return "[" + strings.Join(parts, ",") + "]"
	case *ast.ObjectLiteral:
		if len(n.Value) == 0 {
			return "{}"
		}
	case *ast.DotExpression:
		return v8Expr(n.Left, js) + "." + n.Identifier.Name.String()
	case *ast.PrivateDotExpression:
		return v8Expr(n.Left, js) + ".#" + n.Identifier.Name.String()
	case *ast.BracketExpression:
		left := v8Expr(n.Left, js)
		if _, opt := n.Left.(*ast.Optional); opt {
			left += "."
		}
		switch m := n.Member.(type) {
		case *ast.StringLiteral:
			return left + "." + m.Value.String()
		case *ast.NumberLiteral:
			return left + "[" + m.Literal + "]"
		case *ast.Identifier, *ast.DotExpression:
			return left + "[" + v8Expr(m, js) + "]"
		}
		return left + "[...]"
	case *ast.CallExpression:
		return v8Expr(n.Callee, js) + "(...)"
	case *ast.OptionalChain:
		return v8Expr(n.Expression, js)
	case *ast.Optional:
		return v8Expr(n.Expression, js) + "?"
	}
	return "(intermediate value)"
}

// sites returns the compiled program's site index, built on first need.
func (c *compiled) sites() siteIndex {
	c.siteOnce.Do(func() { c.siteIdx = indexSites(c.src.JS()) })
	return c.siteIdx
}

var (
	readProp  = regexp.MustCompile(`^Cannot read property '(.*)' of (?:undefined or null|undefined|null)$`)
	noMember  = regexp.MustCompile(`^Object has no member '(.*)'$`)
	notObject = regexp.MustCompile(`^Value is not an object: `)
)

// v8Message returns V8's wording of goja's TypeError message msg thrown at
// s (nil when its position is not a site of the program).
func v8Message(msg string, s *site) (string, bool) {
	if m := readProp.FindStringSubmatch(msg); m != nil {
		return "Cannot read properties of undefined (reading '" + m[1] + "')", true
	}
	if s == nil {
		return "", false
	}
	switch s.kind {
	case siteCall:
		if noMember.MatchString(msg) || notObject.MatchString(msg) {
			return s.text + " is not a function", true
		}
	case siteIter:
		if msg == "object is not iterable" || msg == "Cannot convert undefined or null to object" {
			return s.text + " is not iterable", true
		}
	case siteSet:
		if msg == "Cannot convert undefined or null to object" {
			return "Cannot set properties of undefined (setting '" + s.prop + "')", true
		}
	case siteDestructure:
		if msg == "Value is not object coercible" && s.prop != "" {
			return "Cannot destructure property '" + s.prop + "' of '" + s.text + "' as it is undefined.", true
		}
	}
	return "", false
}

// v8State is what a run needs to reword errors.
type v8State struct {
	typeErrorProto *goja.Object
	fix            goja.Value // the helper passed to a rewritten program
}

// v8Fix rewords err in place when it is one of goja's TypeErrors (see the
// comment at the top of this file). It never throws.
func (r *run) v8Fix(v goja.Value) {
	o, ok := v.(*goja.Object)
	if !ok || r.comp == nil || r.v8.typeErrorProto == nil || o.ClassName() != "Error" || isProxy(o) || o.Prototype() != r.v8.typeErrorProto {
		return
	}
	_ = r.vm.Try(func() {
		msg, ok := r.ownString(o, "message")
		if !ok {
			return
		}
		stack, _ := r.ownString(o, "stack")
		var at *site
		if line, col, ok := firstFrame(stack, r.filename); ok {
			if off, ok := jsOffset(r.comp.src.JS(), line, col); ok {
				if s, ok := r.comp.sites()[off]; ok {
					at = &s
				}
			}
		}
		out, ok := v8Message(msg, at)
		if !ok || out == msg {
			return
		}
		_ = o.DefineDataProperty("message", r.vm.ToValue(out), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE) // writable, configurable, not enumerable, as V8 has them
		if rest, ok := strings.CutPrefix(stack, "TypeError: "+msg); ok {
			_ = o.DefineDataProperty("stack", r.vm.ToValue("TypeError: "+out+rest), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
		}
	})
	if r.halted() {
		r.vm.Interrupt(haltSignal{}) // the Try swallowed our interrupt
	}
}

// ownString reads o's own data property key when it is a string, running
// no program code.
func (r *run) ownString(o *goja.Object, key string) (string, bool) {
	d := r.guards.desc(o, r.vm.ToValue(key))
	if d == nil {
		return "", false
	}
	for _, k := range d.Keys() {
		if k == "value" {
			if v := d.Get("value"); v != nil && goja.IsString(v) {
				return v.String(), true
			}
			return "", false
		}
	}
	return "", false
}

// firstFrame returns the JS line and column of the first frame of a goja
// stack when it is in the program (not in a built-in).
func firstFrame(stack, filename string) (line, col int, ok bool) {
	_, rest, found := strings.Cut(stack, "\n\tat ")
	if !found {
		return 0, 0, false
	}
	frame, _, _ := strings.Cut(rest, "\n")
	i := strings.Index(frame, filename+":")
	if i < 0 {
		return 0, 0, false
	}
	pos := frame[i+len(filename)+1:]
	ls, pos, _ := strings.Cut(pos, ":")
	cs, _, _ := strings.Cut(pos, "(")
	line, err1 := strconv.Atoi(ls)
	col, err2 := strconv.Atoi(cs)
	return line, col, err1 == nil && err2 == nil
}

// jsOffset converts a 1-based line and byte column of js to a 0-based
// byte offset.
func jsOffset(js string, line, col int) (int, bool) {
	off := 0
	for l := 1; l < line; l++ {
		i := strings.IndexByte(js[off:], '\n')
		if i < 0 {
			return 0, false
		}
		off += i + 1
	}
	off += col - 1
	return off, off >= 0 && off <= len(js)
}

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

// passV8Helpers adds the helper's parameter to the program's function,
// after any others.
func passV8Helpers(fn *ast.FunctionLiteral) {
	fn.ParameterList.List = append(fn.ParameterList.List, &ast.Binding{Target: &ast.Identifier{Name: v8FixName, Idx: fn.ParameterList.Closing}})
}

// v8Helpers returns the helper a rewritten program receives: fix(e)
// rewords e in place and returns undefined.
func (r *run) v8Helpers() []goja.Value {
	if r.v8.fix == nil {
		r.v8.fix = namedFunc(r.vm, func(call goja.FunctionCall) goja.Value {
			r.v8Fix(call.Argument(0))
			return goja.Undefined()
		}, "fix")
	}
	return []goja.Value{r.v8.fix}
}
