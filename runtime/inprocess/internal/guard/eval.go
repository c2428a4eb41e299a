package guard

import (
	"fmt"
	"strings"

	"github.com/dop251/goja"
	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/parser"
)

// Guards on code compiled at run time: eval and the Function constructors.

// Code compiled at run time goes through compileAtRunTime, as the program
// does through compile: source maps off, the parser's panics contained,
// and the BigInt operators rewritten to their guarded helpers
// (bigint_rewrite.go). eval and the Function constructors are therefore
// replaced rather than wrapped: goja's own compile them from text, which
// no guard could rewrite.

// guardEval replaces the global eval. goja runs a call of its own eval
// object as a direct eval; every call of the replacement is an indirect
// eval (global scope), as the previous wrapper's calls were.
func (g *Guards) guardEval() {
	body := func(call goja.FunctionCall) goja.Value {
		src := call.Argument(0)
		if !goja.IsString(src) {
			return src
		}
		prog := g.compileAtRunTime("eval", src.String(), nil)
		v, err := g.vm.RunProgram(prog)
		if err != nil {
			panic(err)
		}
		return v
	}
	eval := NamedFunc(g.vm, func(call goja.FunctionCall) goja.Value { return cutPanics(body, call) }, "eval").(*goja.Object)
	_ = eval.DefineDataProperty("length", g.vm.ToValue(1), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	_ = g.vm.GlobalObject().DefineDataProperty("eval", eval, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
}

// functionKind is what a Function constructor builds.
type functionKind struct {
	name             string // the constructor's name
	prefix           string // the text goja's constructor starts with
	async, generator bool
}

var (
	plainFunction     = &functionKind{name: "Function", prefix: "(function anonymous("}
	asyncFunction     = &functionKind{name: "AsyncFunction", prefix: "(async function anonymous(", async: true}
	generatorFunction = &functionKind{name: "GeneratorFunction", prefix: "(function* anonymous(", generator: true}
)

// functionSource is the text a Function constructor compiles, as goja and
// the standard build it: parameters, then the body, converted to strings
// once each, in order.
func (g *Guards) functionSource(kind *functionKind, args []goja.Value) string {
	var b strings.Builder
	b.WriteString(kind.prefix)
	for i, a := range args {
		if i == len(args)-1 {
			break
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(g.str(a).String())
	}
	b.WriteString("\n) {\n")
	if len(args) > 0 {
		b.WriteString(g.str(args[len(args)-1]).String())
	}
	b.WriteString("\n})")
	return b.String()
}

// buildFunction is a Function constructor's behaviour: compile the text,
// run it to get the function, and give it newTarget's prototype when a
// subclass constructs it.
func (g *Guards) buildFunction(kind *functionKind, self *goja.Object, args []goja.Value, newTarget *goja.Object) *goja.Object {
	prog := g.compileAtRunTime(kind.name, g.functionSource(kind, args), kind)
	v, err := g.vm.RunProgram(prog)
	if err != nil {
		panic(err)
	}
	fn := v.ToObject(g.vm)
	if newTarget != nil && newTarget != self {
		if proto, ok := newTarget.Get("prototype").(*goja.Object); ok {
			_ = fn.SetPrototype(proto)
		}
	}
	return fn
}

// guardFunctionConstructors guards Function and the async and generator
// function constructors, which every function literal reaches through
// its prototype's constructor property.
func (g *Guards) guardFunctionConstructors() {
	g.replaceFunctionConstructor(g.base, plainFunction)
	if fn := g.probe(asyncProbe); fn != nil {
		g.guardFunctionConstructor(asyncFunction, fn)
	}
}

// guardFunctionConstructor guards the constructor that fn's prototype
// names (AsyncFunction, GeneratorFunction).
func (g *Guards) guardFunctionConstructor(kind *functionKind, fn *goja.Object) {
	proto := fn.Prototype()
	if proto == nil {
		return
	}
	orig, _ := proto.Get("constructor").(*goja.Object)
	holder := g.vm.NewObject()
	_ = holder.Set(kind.name, orig)
	if w := g.replaceFunctionConstructor(holder, kind); w != nil && w != orig {
		_ = proto.DefineDataProperty("constructor", w, goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
}

// replaceFunctionConstructor gives holder[kind.name] the behaviour
// buildFunction, in place when it can (identity, name, length and
// statics unchanged), else as a wrapper that adopts the original's
// prototype and statics; it returns the constructor now in place.
func (g *Guards) replaceFunctionConstructor(holder *goja.Object, kind *functionKind) *goja.Object {
	origObj, ok := holder.Get(kind.name).(*goja.Object)
	if !ok {
		return nil
	}
	if g.native != nil && g.native.replaceConstructor(origObj, func(goFunc) goFunc {
		return func(call goja.FunctionCall) goja.Value {
			return cutPanics(func(call goja.FunctionCall) goja.Value {
				return g.buildFunction(kind, origObj, call.Arguments, nil)
			}, call)
		}
	}, func(goCtor) goCtor {
		return func(args []goja.Value, newTarget *goja.Object) *goja.Object {
			var o *goja.Object
			cutPanicsDo(func() { o = g.buildFunction(kind, origObj, args, newTarget) })
			return o
		}
	}) {
		return origObj
	}
	var w *goja.Object
	w = g.vm.ToValue(func(call goja.ConstructorCall) *goja.Object {
		return g.buildFunction(kind, w, call.Arguments, call.NewTarget)
	}).(*goja.Object)
	g.adopt(w, origObj, kind.name)
	_ = holder.DefineDataProperty(kind.name, w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	return w
}

// compileAtRunTime compiles code for eval (kind nil) or a Function
// constructor. A syntax error — or a panic of goja's parser or compiler —
// throws the program a SyntaxError; source that is not exactly one
// function expression of the constructor's kind is one too (parameters
// such as "){}, (function(){" cannot splice code around the function).
// eval'd code runs as a script whose lexical declarations stay in a block
// of their own, as in an indirect eval.
func (g *Guards) compileAtRunTime(what, src string, kind *functionKind) *goja.Program {
	g.checkSource(what, src)
	src = escapeAstral(src)
	var prog *goja.Program
	var fail error
	func() {
		defer func() {
			if p := recover(); p != nil {
				fail = fmt.Errorf("SyntaxError: <eval>: %v", p)
			}
		}()
		file, err := goja.Parse("<eval>", src, parser.WithDisableSourceMaps)
		if err != nil {
			fail = err
			return
		}
		strict := false
		if kind != nil {
			if !isFunctionOf(file, kind) {
				fail = fmt.Errorf("SyntaxError: %s: the arguments do not form one function", kind.name)
				return
			}
		} else {
			strict = scopeEvalCode(file)
		}
		if g.lower != nil {
			if err := g.lower(file); err != nil {
				fail = err
				return
			}
		}
		prog, fail = goja.CompileAST(file, strict)
	}()
	if fail != nil {
		g.throw(g.syntaxError, fail.Error())
	}
	return prog
}

// isFunctionOf reports source that is one function expression of kind.
func isFunctionOf(file *ast.Program, kind *functionKind) bool {
	if len(file.Body) != 1 {
		return false
	}
	st, ok := file.Body[0].(*ast.ExpressionStatement)
	if !ok {
		return false
	}
	fn, ok := st.Expression.(*ast.FunctionLiteral)
	return ok && fn.Async == kind.async && fn.Generator == kind.generator
}

// scopeEvalCode moves eval'd code's statements, except function
// declarations (which an eval declares in its caller's scope), into one
// block, so its let, const and class declarations stay its own, as an
// eval's do, instead of becoming global bindings that a second eval of
// the same code would collide with. It reports a "use strict" directive,
// which the block would otherwise hide.
func scopeEvalCode(file *ast.Program) (strict bool) {
	for _, st := range file.Body {
		es, ok := st.(*ast.ExpressionStatement)
		if !ok {
			break
		}
		lit, ok := es.Expression.(*ast.StringLiteral)
		if !ok {
			break
		}
		if lit.Value == "use strict" && len(lit.Literal) == len("'use strict'") {
			strict = true
		}
	}
	var top, rest []ast.Statement
	for _, st := range file.Body {
		if _, isFn := st.(*ast.FunctionDeclaration); isFn {
			top = append(top, st)
		} else {
			rest = append(rest, st)
		}
	}
	if len(rest) > 0 {
		top = append(top, &ast.BlockStatement{LeftBrace: rest[0].Idx0(), List: rest, RightBrace: rest[len(rest)-1].Idx1()})
	}
	file.Body = top
	return strict
}
