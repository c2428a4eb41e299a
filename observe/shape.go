// Package observe infers a tool's output type from the results it was
// seen to return: each result becomes a Shape (kinds, members, items —
// never values, apart from short strings kept as enum candidates), shapes
// merge, and a merged Shape renders as a JSON Schema.
//
// Merging is commutative and associative, so the type does not depend on
// the order calls were seen in; every bound is applied so that it keeps
// that property:
//
//   - nesting deeper than MaxDepth is "any";
//   - an object with more than MaxProps members, or a member name longer
//     than MaxKeyLen, is a map (its members merge into one value type):
//     such names are data, not shape;
//   - a string longer than MaxEnumLen, or more than MaxEnumCandidates
//     distinct strings, ends the enum candidates of that place;
//   - a tree over MaxNodes nodes is cut at the deepest level that fits.
//
// Rendering adds the judgement: optional members are those missing in
// some observations; more than MaxUnion kinds at one place is "any"; a
// string enum is emitted only when few distinct values were seen many
// times, and never where the items of one array all differed (names and
// ids are data, however often a result repeats them). The package is
// pure: no I/O, no clock.
package observe

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
)

// The bounds of a Shape (see the package documentation).
const (
	MaxDepth          = 8
	MaxProps          = 48
	MaxKeyLen         = 64
	MaxEnumLen        = 32
	MaxEnumCandidates = 8
	MaxNodes          = 400
	MaxUnion          = 3
)

// Shape is the merged shape of the values seen at one place. The zero
// Shape has seen nothing. Its JSON form is what a store keeps.
type Shape struct {
	// N counts the values seen here.
	N int `json:"n"`
	// Any marks a place whose values are not tracked (too deep, cut).
	Any bool `json:"any,omitempty"`
	// Counts per kind.
	Null int `json:"null,omitempty"`
	Bool int `json:"bool,omitempty"`
	Int  int `json:"int,omitempty"` // numbers without a fraction
	Num  int `json:"num,omitempty"` // other numbers
	// Str are the strings seen here; nil when none.
	Str *Strings `json:"str,omitempty"`
	// Arr is the merged shape of the arrays seen here; nil when none.
	Arr *Array `json:"arr,omitempty"`
	// Obj is the merged shape of the objects seen here; nil when none.
	Obj *Object `json:"obj,omitempty"`
}

// Strings are the strings seen at one place.
type Strings struct {
	N int `json:"n"`
	// Enum counts each distinct string while all were short and few;
	// nil once Open.
	Enum map[string]int `json:"enum,omitempty"`
	// Open: too many distinct, or a long string, was seen.
	Open bool `json:"open,omitempty"`
	// Unique counts the arrays of one result whose items all had
	// different strings here (names, ids: data, never an enum); Repeats
	// those where a string recurred (kinds, states: enum-like).
	Unique  int `json:"unique,omitempty"`
	Repeats int `json:"repeats,omitempty"`
}

// Array is the merged shape of arrays.
type Array struct {
	N int `json:"n"`
	// Items is the merged shape of every item; nil when all were empty.
	Items *Shape `json:"items,omitempty"`
}

// Object is the merged shape of objects.
type Object struct {
	N int `json:"n"`
	// Props is the shape of each member; a member's N below the
	// object's N makes it optional. Nil in map form.
	Props map[string]*Shape `json:"props,omitempty"`
	// Map marks an object used as a map: Values is the merged shape of
	// all its members.
	Map    bool   `json:"map,omitempty"`
	Values *Shape `json:"values,omitempty"`
}

// Of returns the shape of one JSON value (text). Numbers are read as
// text, so any JSON number works. Invalid JSON is an error.
func Of(value []byte) (*Shape, error) {
	dec := json.NewDecoder(bytes.NewReader(value))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("observe: %w", err)
	}
	s := of(v, 0)
	s.bound()
	return s, nil
}

func of(v any, depth int) *Shape {
	s := &Shape{N: 1}
	if depth >= MaxDepth {
		s.Any = true
		return s
	}
	switch x := v.(type) {
	case nil:
		s.Null = 1
	case bool:
		s.Bool = 1
	case json.Number:
		if _, err := x.Int64(); err == nil || !bytes.ContainsAny([]byte(x), ".eE") {
			s.Int = 1
		} else {
			s.Num = 1
		}
	case string:
		s.Str = &Strings{N: 1}
		if len(x) <= MaxEnumLen {
			s.Str.Enum = map[string]int{x: 1}
		} else {
			s.Str.Open = true
		}
	case []any:
		s.Arr = &Array{N: 1}
		for _, it := range x {
			s.Arr.Items = merge(s.Arr.Items, of(it, depth+1))
		}
		s.Arr.Items.markRecurrence()
	case map[string]any:
		s.Obj = &Object{N: 1, Props: make(map[string]*Shape, len(x))}
		for k, pv := range x {
			s.Obj.Props[k] = of(pv, depth+1)
		}
		s.Obj.normalize()
	}
	return s
}

// Merge returns the shape of the values of a and b together; either may
// be nil. It does not modify its arguments.
func Merge(a, b *Shape) *Shape {
	s := merge(a.clone(), b.clone())
	s.bound()
	return s
}

// merge combines b into a (both owned) and returns the result.
func merge(a, b *Shape) *Shape {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	a.N += b.N
	if a.Any || b.Any {
		return &Shape{N: a.N, Any: true}
	}
	a.Null += b.Null
	a.Bool += b.Bool
	a.Int += b.Int
	a.Num += b.Num
	a.Str = mergeStrings(a.Str, b.Str)
	if b.Arr != nil {
		if a.Arr == nil {
			a.Arr = &Array{}
		}
		a.Arr.N += b.Arr.N
		a.Arr.Items = merge(a.Arr.Items, b.Arr.Items)
	}
	if b.Obj != nil {
		if a.Obj == nil {
			a.Obj = &Object{Props: map[string]*Shape{}}
		}
		a.Obj.merge(b.Obj)
	}
	return a
}

func mergeStrings(a, b *Strings) *Strings {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	a.N += b.N
	a.Unique += b.Unique
	a.Repeats += b.Repeats
	a.Open = a.Open || b.Open
	if !a.Open {
		for k, n := range b.Enum {
			a.Enum[k] += n
		}
		if len(a.Enum) > MaxEnumCandidates {
			a.Open = true
		}
	}
	if a.Open {
		a.Enum = nil
	}
	return a
}

func (o *Object) merge(b *Object) {
	o.N += b.N
	if b.Map {
		o.toMap()
	}
	if o.Map {
		for _, k := range sortedKeys(b.Props) {
			o.Values = merge(o.Values, b.Props[k])
		}
		o.Values = merge(o.Values, b.Values)
		return
	}
	for _, k := range sortedKeys(b.Props) {
		o.Props[k] = merge(o.Props[k], b.Props[k])
	}
	o.normalize()
}

// normalize turns an object whose member names look like data into a map.
func (o *Object) normalize() {
	if o.Map {
		return
	}
	if len(o.Props) > MaxProps {
		o.toMap()
		return
	}
	for k := range o.Props {
		if len(k) > MaxKeyLen {
			o.toMap()
			return
		}
	}
}

func (o *Object) toMap() {
	if o.Map {
		return
	}
	o.Map = true
	for _, k := range sortedKeys(o.Props) {
		o.Values = merge(o.Values, o.Props[k])
	}
	o.Props = nil
}

func sortedKeys(m map[string]*Shape) []string {
	return slices.Sorted(maps.Keys(m))
}

// clone returns a deep copy of s (nil for nil).
func (s *Shape) clone() *Shape {
	if s == nil {
		return nil
	}
	c := *s
	if s.Str != nil {
		st := *s.Str
		st.Enum = maps.Clone(s.Str.Enum)
		c.Str = &st
	}
	if s.Arr != nil {
		c.Arr = &Array{N: s.Arr.N, Items: s.Arr.Items.clone()}
	}
	if s.Obj != nil {
		o := &Object{N: s.Obj.N, Map: s.Obj.Map, Values: s.Obj.Values.clone()}
		if s.Obj.Props != nil {
			o.Props = make(map[string]*Shape, len(s.Obj.Props))
			for k, v := range s.Obj.Props {
				o.Props[k] = v.clone()
			}
		}
		c.Obj = o
	}
	return &c
}

// markRecurrence notes, at every string place under the items of one
// array of one result, whether its strings were all different or
// recurred.
func (s *Shape) markRecurrence() {
	if s == nil {
		return
	}
	if st := s.Str; st != nil && !st.Open && st.N >= 2 {
		if len(st.Enum) == st.N {
			st.Unique++
		} else {
			st.Repeats++
		}
	}
	if s.Arr != nil {
		s.Arr.Items.markRecurrence()
	}
	if s.Obj != nil {
		s.Obj.Values.markRecurrence()
		for _, p := range s.Obj.Props {
			p.markRecurrence()
		}
	}
}

// Nodes counts the shapes in s's tree.
func (s *Shape) Nodes() int {
	if s == nil {
		return 0
	}
	n := 1
	if s.Arr != nil {
		n += s.Arr.Items.Nodes()
	}
	if s.Obj != nil {
		n += s.Obj.Values.Nodes()
		for _, p := range s.Obj.Props {
			n += p.Nodes()
		}
	}
	return n
}

// bound cuts the tree at the deepest level where it has at most MaxNodes
// nodes: the places at that level become Any. The level depends only on
// the tree, so cutting commutes with merging.
func (s *Shape) bound() {
	if s.Nodes() <= MaxNodes {
		return
	}
	level := 0
	for d := 1; d <= MaxDepth; d++ {
		if s.nodesAbove(d) > MaxNodes {
			break
		}
		level = d
	}
	s.cut(level)
}

// nodesAbove counts the nodes at depth < d, plus the depth-d nodes that
// a cut there leaves (as Any).
func (s *Shape) nodesAbove(d int) int {
	if s == nil {
		return 0
	}
	if d == 0 {
		return 1
	}
	n := 1
	if s.Arr != nil {
		n += s.Arr.Items.nodesAbove(d - 1)
	}
	if s.Obj != nil {
		n += s.Obj.Values.nodesAbove(d - 1)
		for _, p := range s.Obj.Props {
			n += p.nodesAbove(d - 1)
		}
	}
	return n
}

// cut makes every place at depth d Any.
func (s *Shape) cut(d int) {
	if s == nil {
		return
	}
	if d == 0 {
		*s = Shape{N: s.N, Any: true}
		return
	}
	if s.Arr != nil {
		s.Arr.Items.cut(d - 1)
	}
	if s.Obj != nil {
		s.Obj.Values.cut(d - 1)
		for _, p := range s.Obj.Props {
			p.cut(d - 1)
		}
	}
}
