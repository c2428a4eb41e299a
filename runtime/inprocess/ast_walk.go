package inprocess

import (
	"reflect"

	"github.com/dop251/goja/ast"
)

// astPackage is the import path of goja's syntax tree types.
var astPackage = reflect.TypeOf(ast.Program{}).PkgPath()

// walkChildren calls walk on each part of v that may hold syntax nodes:
// what a non-nil interface or pointer holds, the elements of a slice, and
// the exported fields of a struct of goja's ast package but
// DeclarationList, which repeats declarations of the body. Other values
// (positions, names, source files) hold none. Each walk of the tree (the
// literal scan, the RegExp early errors, the BigInt rewrite) is a walk
// function that looks at the nodes it cares about and calls walkChildren
// for the rest.
func walkChildren(v reflect.Value, walk func(reflect.Value)) {
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if !v.IsNil() {
			walk(v.Elem())
		}
	case reflect.Slice:
		for i := range v.Len() {
			walk(v.Index(i))
		}
	case reflect.Struct:
		t := v.Type()
		if t.PkgPath() != astPackage {
			return
		}
		for i := range t.NumField() {
			if f := t.Field(i); f.IsExported() && f.Name != "DeclarationList" {
				walk(v.Field(i))
			}
		}
	}
}
