package inprocess

import (
	"reflect"
	"sync"

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
		for _, i := range nodeFields(v.Type()) {
			walk(v.Field(i))
		}
	}
}

// fieldsByType caches nodeFields: reflect's Type.Field allocates, and a
// new program's walks asked it for every field of every node (half of
// the walks' time).
var fieldsByType sync.Map // reflect.Type -> []int

// nodeFields returns the indexes of the fields of struct type t that
// walkChildren descends into: none unless t is of goja's ast package,
// else its exported fields but DeclarationList whose kind can hold a node
// (interface, pointer, slice, struct; a number or string holds none and
// no walk looks at one).
func nodeFields(t reflect.Type) []int {
	if fs, ok := fieldsByType.Load(t); ok {
		return fs.([]int)
	}
	var fs []int
	if t.PkgPath() == astPackage {
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() || f.Name == "DeclarationList" {
				continue
			}
			switch f.Type.Kind() {
			case reflect.Interface, reflect.Pointer, reflect.Slice, reflect.Struct:
				fs = append(fs, i)
			}
		}
	}
	fieldsByType.Store(t, fs)
	return fs
}
