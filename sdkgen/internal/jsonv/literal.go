package jsonv

import (
	"math"
	"strconv"

	"github.com/codemode-go/codemode/internal/jsonlit"
)

// IsArrayIndex reports whether k is a canonical ECMAScript array index
// ("0", "7", "10"; not "03", not 2^32-1 or more).
func IsArrayIndex(k string) bool {
	if k == "" || len(k) > 10 || (k[0] == '0' && len(k) > 1) {
		return false
	}
	var n uint64
	for i := 0; i < len(k); i++ {
		c := k[i]
		if c < '0' || c > '9' {
			return false
		}
		n = n*10 + uint64(c-'0')
	}
	return n < 1<<32-1
}

// Order returns the member positions of Object v in ECMAScript own-key order:
// array-index keys first in ascending numeric order, then the others in
// insertion order. It returns nil when that order is the insertion order.
func Order(v *Value) []int {
	idx := 0
	for _, k := range v.Keys {
		if IsArrayIndex(k) {
			idx++
		}
	}
	if idx == 0 {
		return nil
	}
	ord := make([]int, 0, len(v.Keys))
	for i, k := range v.Keys {
		if IsArrayIndex(k) {
			ord = append(ord, i)
		}
	}
	num := func(i int) uint64 {
		n, _ := strconv.ParseUint(v.Keys[i], 10, 64)
		return n
	}
	// Insertion sort: index keys are few in practice.
	for i := 1; i < len(ord); i++ {
		for j := i; j > 0 && num(ord[j]) < num(ord[j-1]); j-- {
			ord[j], ord[j-1] = ord[j-1], ord[j]
		}
	}
	for i, k := range v.Keys {
		if !IsArrayIndex(k) {
			ord = append(ord, i)
		}
	}
	return ord
}

// AppendJSON appends the compact JSON.stringify text of v: members in
// own-key order, strings by AppendQuote, numbers by AppendNumber (non-finite
// numbers as null). It walks v with an explicit stack.
func AppendJSON(dst []byte, v *Value) []byte {
	type item struct {
		v   *Value
		ord []int
		i   int
	}
	var stack []item
	for {
		// Write v (opening containers).
		switch v.Kind {
		case Null:
			dst = append(dst, "null"...)
		case Bool:
			dst = strconv.AppendBool(dst, v.Bool)
		case Number:
			if math.IsInf(v.Num, 0) || math.IsNaN(v.Num) {
				dst = append(dst, "null"...)
			} else {
				dst = jsonlit.AppendNumber(dst, v.Num)
			}
		case String:
			dst = jsonlit.AppendQuote(dst, v.Str)
		case Array:
			dst = append(dst, '[')
			stack = append(stack, item{v: v})
		case Object:
			dst = append(dst, '{')
			stack = append(stack, item{v: v, ord: Order(v)})
		}
		// Find the next value to write, closing finished containers.
		v = nil
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			n := len(top.v.Vals)
			if top.v.Kind == Object {
				n = len(top.v.Keys)
			}
			if top.i >= n {
				if top.v.Kind == Array {
					dst = append(dst, ']')
				} else {
					dst = append(dst, '}')
				}
				stack = stack[:len(stack)-1]
				continue
			}
			if top.i > 0 {
				dst = append(dst, ',')
			}
			if top.v.Kind == Array {
				v = top.v.Vals[top.i]
			} else {
				j := top.i
				if top.ord != nil {
					j = top.ord[j]
				}
				dst = jsonlit.AppendQuote(dst, top.v.Keys[j])
				dst = append(dst, ':')
				v = top.v.Vals[j]
			}
			top.i++
			break
		}
		if v == nil {
			return dst
		}
	}
}
