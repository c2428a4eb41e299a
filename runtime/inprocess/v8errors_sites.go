package inprocess

import (
	"reflect"
	"strings"

	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/parser"
)

// Where a TypeError was thrown (v8errors.go): the kind of site at each
// position of the compiled program, and the expression there as V8 names
// it.

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
