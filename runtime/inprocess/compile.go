package inprocess

import (
	"crypto/sha256"
	"fmt"
	"math/big"
	"reflect"
	"regexp"
	"strings"
	"sync"

	"github.com/dop251/goja"
	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/parser"

	"github.com/codemode-go/codemode/runtime/inprocess/internal/guard"
	"github.com/codemode-go/codemode/transpile"
)

// source is what the runtime needs of a transpiled program: the JS text (an
// async function expression whose parameters are the injected names), and
// the mapping of JS positions back to the model's TypeScript (DESIGN §3.2).
// Package transpile's *Program provides it.
type source interface {
	JS() string
	// Position maps a 1-based JS line and column to the TS program's.
	Position(line, col int) (tsLine, tsCol int, ok bool)
	// SourceLine returns TS line n (1-based) without its newline.
	SourceLine(n int) string
	// Normalized says how the program was normalized before it was
	// compiled (transpile.Program.Normalized); "" when it was not.
	Normalized() string
	// Imports are the program's imports from the servers tree
	// (transpile.Program.Imports); its function takes their values.
	Imports() []transpile.Import
}

// tsSource adapts a *transpile.Program.
type tsSource struct{ p *transpile.Program }

func (s tsSource) JS() string                              { return s.p.JS }
func (s tsSource) Position(line, col int) (int, int, bool) { return s.p.Position(line, col) }
func (s tsSource) SourceLine(n int) string                 { return s.p.SourceLine(n) }
func (s tsSource) Normalized() string                      { return s.p.Normalized }
func (s tsSource) Imports() []transpile.Import             { return s.p.Imports }

// transform strips and lowers the TypeScript program (package transpile).
// Its errors are diagnostics reported verbatim as the exception message
// (reference §3 row (a)): "NAME:LINE:COL: MESSAGE" plus the source line.
func transform(program, filename string, params []string) (source, error) {
	p, err := transpile.Transform(program, transpile.Options{Filename: filename, Params: params})
	if err != nil {
		return nil, err
	}
	return tsSource{p}, nil
}

// compiled is an immutable, shareable compiled program.
type compiled struct {
	src      source
	prog     *goja.Program
	literals guard.Literals // what the program reaches through literals alone
	helpers  bool           // the program's function takes the BigInt helpers (passHelpers)
	err      error          // a diagnostic: the run fails as an exception with this text
	// v8: the program's catch clauses and rejection handlers reword
	// goja's TypeErrors (v8errors.go), or its member reads note nullish
	// objects (v8errors_null.go); its function takes the helpers.
	// v8Catches says the first helper is used.
	v8, v8Catches bool

	siteOnce sync.Once
	siteIdx  siteIndex // built on first need (sites)
}

// cacheLimit bounds the compiled-program cache (entries).
const cacheLimit = 256

// programCache maps a hash of (filename, params, program) to its compiled
// form, so a retried program pays neither the transpiler nor goja's
// compiler again (STYLE C7). Eviction is FIFO.
type programCache struct {
	mu    sync.Mutex
	m     map[[32]byte]*compiled
	order [][32]byte
}

func (c *programCache) get(program, filename string, params []string) *compiled {
	h := sha256.New()
	fmt.Fprintf(h, "%d:%s\x00%d:%s\x00", len(filename), filename, len(params), strings.Join(params, ","))
	h.Write([]byte(program))
	var key [32]byte
	h.Sum(key[:0])
	c.mu.Lock()
	if e, ok := c.m[key]; ok {
		c.mu.Unlock()
		return e
	}
	c.mu.Unlock()
	e := compile(program, filename, params)
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.m[key]; ok {
		return old
	}
	if c.m == nil {
		c.m = map[[32]byte]*compiled{}
	}
	if len(c.order) >= cacheLimit {
		delete(c.m, c.order[0])
		c.order = c.order[1:]
	}
	c.m[key] = e
	c.order = append(c.order, key)
	return e
}

// compile transpiles and compiles one program. Source maps are disabled in
// goja's parser (it would otherwise follow sourceMappingURL comments and
// read host files), and the AST must be exactly one async function
// expression: anything else means the program escaped its wrapper (TS-5).
// A Go panic in the transpiler or in goja's parser or compiler (goja's
// lexer panics on some literals) is a SyntaxError of the program: Run must
// never panic, whatever the program is.
func compile(program, filename string, params []string) (c *compiled) {
	defer func() {
		if p := recover(); p != nil {
			c = &compiled{err: fmt.Errorf("SyntaxError: %s: the program could not be compiled: %v", filename, p)}
		}
	}()
	src, err := transform(program, filename, params)
	if err != nil {
		return &compiled{err: err}
	}
	if digits, huge := guard.HugeBigIntLiteral(src.JS()); huge {
		return &compiled{src: src, err: fmt.Errorf("RangeError: %s: %s (a BigInt literal of %d digits; the limit is %d bits)", filename, guard.BigIntSizeMessage, digits, guard.MaxBigIntBits)}
	}
	file, err := goja.Parse(filename, src.JS(), parser.WithDisableSourceMaps)
	if err != nil {
		return &compiled{src: src, err: mapSyntaxError(err, src, filename)}
	}
	if !isSingleFunction(file) {
		return &compiled{src: src, err: fmt.Errorf("SyntaxError: %s: the program must be the body of one function (unbalanced braces?)", filename)}
	}
	lits := scanLiterals(file, src.JS())
	if err := checkRegExpLiterals(file, src, src.JS(), filename, lits.RegExp); err != nil {
		return &compiled{src: src, err: err}
	}
	if lits.RegExp {
		if _, at, err := lowerModifierLiterals(file); err != nil {
			return &compiled{src: src, err: literalError(file, src, filename, at, err)}
		}
	}
	helpers := false
	if withBigIntGuard {
		rewrote, err := guardBigIntOps(file)
		if err != nil {
			return &compiled{src: src, err: err}
		}
		lits.BigInt = lits.BigInt || rewrote
		if rewrote {
			passHelpers(file.Body[0].(*ast.ExpressionStatement).Expression.(*ast.FunctionLiteral))
		}
		helpers = rewrote
	}
	// After the BigInt helpers: the parameters are in that order. Only a
	// program that can catch an error needs the walk.
	js := src.JS()
	main := file.Body[0].(*ast.ExpressionStatement).Expression.(*ast.FunctionLiteral)
	catches := (strings.Contains(js, "catch") || strings.Contains(js, "then") || strings.Contains(js, "Promise") || strings.Count(js, "async") > 1) && rewriteCatches(file, main)
	v8 := catches
	if (strings.Contains(js, ".") || strings.Contains(js, "[")) && rewriteNullishReads(file) {
		v8 = true
	}
	if v8 {
		passV8Helpers(main)
	}
	prog, err := goja.CompileAST(file, true)
	if err != nil {
		return &compiled{src: src, err: mapSyntaxError(err, src, filename)}
	}
	return &compiled{src: src, prog: prog, literals: lits, helpers: helpers, v8: v8, v8Catches: catches}
}

// scanLiterals walks a program's syntax tree for regular expression
// literals, generator functions and BigInt literals. The first needs a
// '/' in the text, the second a '*' and the third an 'n' after a digit,
// so most programs skip the walk.
func scanLiterals(file *ast.Program, js string) guard.Literals {
	var l guard.Literals
	wantRe, wantGen, wantBig := strings.Contains(js, "/"), strings.Contains(js, "*"), bigintLiteralText.MatchString(js)
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		if (l.RegExp || !wantRe) && (l.Generator || !wantGen) && (l.BigInt || !wantBig) {
			return
		}
		if v.Kind() == reflect.Pointer && !v.IsNil() {
			switch n := v.Interface().(type) {
			case *ast.RegExpLiteral:
				l.RegExp = true
				return
			case *ast.FunctionLiteral:
				l.Generator = l.Generator || n.Generator
			case *ast.NumberLiteral:
				_, big := n.Value.(*big.Int)
				l.BigInt = l.BigInt || big
			}
		}
		walkChildren(v, walk)
	}
	walk(reflect.ValueOf(file))
	return l
}

// bigintLiteralText matches the text of a BigInt literal (and more).
var bigintLiteralText = regexp.MustCompile(`[0-9]n`)

func isSingleFunction(file *ast.Program) bool {
	if len(file.Body) != 1 || len(file.DeclarationList) != 0 {
		return false
	}
	st, ok := file.Body[0].(*ast.ExpressionStatement)
	if !ok {
		return false
	}
	fn, ok := st.Expression.(*ast.FunctionLiteral)
	return ok && fn.Async
}
