package inspect

import (
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

// Node's console.table column heads.
const (
	tableIndexKey = "(index)"
	tableIterKey  = "(iteration index)"
	tableKeyKey   = "Key"
	tableValues   = "Values"
)

// Table renders console.table(data, properties) as Node 22 prints it: a
// box-drawn text table whose first column is the index (the keys of data,
// or the iteration index of a Map or Set), one column per property of the
// rows (or per name in properties, a goja array) and a Values column for
// rows that are primitives. Cells are rendered as Node's console.table
// renders them: depth 0 (an object with more than two keys as [Object]),
// at most three array items, on one line. Data that is not an object is
// logged as Line would log it.
//
// Like Node, Table reads rows with ordinary property access, so getters
// and proxy traps of the data run (a throw panics with the
// *goja.Exception, as Line's specifiers do); Map and Set contents are read
// with the captured intrinsics. A Map or Set iterator is tabulated as a
// plain object (Node previews its entries through V8 internals). A
// properties argument that is not an array panics with a TypeError, as
// Node throws ERR_INVALID_ARG_TYPE. The text is capped at Options.MaxBytes.
func (ins *Inspector) Table(data, properties goja.Value) string {
	var props []string
	hasProps := properties != nil && !goja.IsUndefined(properties)
	if hasProps {
		po, ok := properties.(*goja.Object)
		if !ok || po.ClassName() != "Array" {
			panic(ins.vm.NewTypeError("The \"properties\" argument must be an instance of Array. Received " + ins.received(properties)))
		}
		n := po.Get("length").ToInteger()
		for i := int64(0); i < n; i++ {
			props = append(props, po.Get(strconv.FormatInt(i, 10)).String())
		}
	}
	o, ok := data.(*goja.Object)
	if !ok || isFunction(o) {
		return ins.Line([]goja.Value{data})
	}
	t := &table{ins: ins}
	c := newCtx(ins, 0)
	switch c.kindOf(o, "", false) {
	case kindMap:
		t.keyed(c, o, true)
	case kindSet:
		t.keyed(c, o, false)
	default:
		t.rows(o, props, hasProps)
	}
	return ins.truncate(t.render())
}

// received is the end of Node's ERR_INVALID_ARG_TYPE message for v.
func (ins *Inspector) received(v goja.Value) string {
	switch {
	case v == nil || goja.IsUndefined(v):
		return "undefined"
	case goja.IsNull(v):
		return "null"
	}
	if o, ok := v.(*goja.Object); ok {
		if isFunction(o) {
			return "function " + newCtx(ins, 0).fnName(o)
		}
		name, _ := newCtx(ins, 0).getConstructorName(o, 0)
		if name == "" {
			return "[Object: null prototype]"
		}
		return "an instance of " + name
	}
	s := newCtx(ins, 0).formatValue(v, 0)
	if len(s) > 28 {
		s = s[:25] + "..."
	}
	typ := "string"
	switch v.Export().(type) {
	case bool:
		typ = "boolean"
	case int64, float64:
		typ = "number"
	}
	switch {
	case goja.IsBigInt(v):
		typ = "bigint"
	case isSymbol(v):
		typ = "symbol"
	}
	return "type " + typ + " (" + s + ")"
}

func isSymbol(v goja.Value) bool {
	_, ok := v.(*goja.Symbol)
	return ok
}

// table is a console.table under construction: columns in order, each a
// head and its cells by row (a missing cell prints empty).
type table struct {
	ins     *Inspector
	heads   []string
	cols    []map[int]string
	nrows   int
	written int // bytes of cells so far, for the output cap
}

// column returns the index of the column named head, adding it.
func (t *table) column(head string) int {
	for i, h := range t.heads {
		if h == head {
			return i
		}
	}
	t.heads = append(t.heads, head)
	t.cols = append(t.cols, map[int]string{})
	return len(t.heads) - 1
}

// set writes one cell.
func (t *table) set(col, row int, s string) {
	t.cols[col][row] = s
	t.written += len(s)
	t.nrows = max(t.nrows, row+1)
}

// full reports whether the cells written so far already exceed the cap.
func (t *table) full() bool { return t.written > t.ins.maxBytes }

// cell renders one value as Node's console.table does.
func (t *table) cell(v goja.Value) string {
	depth := 0
	if o, ok := v.(*goja.Object); ok && !isFunction(o) && !t.isArrayLike(o) && len(o.Keys()) > 2 {
		depth = -1
	}
	c := newCtx(t.ins, depth)
	c.maxArrayLength = 3
	c.breakLength = math.MaxInt32 // Infinity
	return c.formatValue(v, 0)
}

// isArrayLike is console.table's isArray: arrays, typed arrays, Buffers.
func (t *table) isArrayLike(o *goja.Object) bool {
	if o.ClassName() == "Array" {
		return true
	}
	c := newCtx(t.ins, 0)
	if c.in.typedArrayTag == nil {
		return false
	}
	tag, ok := call(c.in.typedArrayTag, o)
	return ok && !goja.IsUndefined(tag)
}

// keyed tabulates a Map (withKey) or a Set.
func (t *table) keyed(c *ctx, o *goja.Object, withKey bool) {
	idx := t.column(tableIterKey)
	key := -1
	if withKey {
		key = t.column(tableKeyKey)
	}
	val := t.column(tableValues)
	row := 0
	start, next := c.in.setValues, c.in.setIterNext
	if withKey {
		start, next = c.in.mapEntries, c.in.mapIterNext
	}
	it, ok := call(start, o)
	if !ok {
		return
	}
	for !t.full() {
		r, ok := call(next, it)
		if !ok {
			return
		}
		ro, ok := r.(*goja.Object)
		if !ok || ro.Get("done").ToBoolean() {
			return
		}
		v := ro.Get("value")
		t.set(idx, row, strconv.Itoa(row))
		if withKey {
			pair, _ := v.(*goja.Object)
			if pair == nil {
				return
			}
			t.set(key, row, t.cell(pair.Get("0")))
			t.set(val, row, t.cell(pair.Get("1")))
		} else {
			t.set(val, row, t.cell(v))
		}
		row++
	}
}

// rows tabulates an object or array: a row per own enumerable key, a
// column per key of the rows (or per name in props).
func (t *table) rows(o *goja.Object, props []string, hasProps bool) {
	idx := t.column(tableIndexKey)
	keys := o.Keys()
	var values map[int]string
	var order []string // the property columns in creation order
	cols := map[string]map[int]string{}
	for i, k := range keys {
		if t.full() {
			break
		}
		t.set(idx, i, k)
		item := o.Get(k)
		io, isObj := item.(*goja.Object)
		if !hasProps && !isObj {
			if values == nil {
				values = map[int]string{}
			}
			values[i] = t.cell(item)
			t.written += len(values[i])
			continue
		}
		names := props
		if !hasProps {
			names = io.Keys()
		}
		for _, name := range names {
			col, ok := cols[name]
			if !ok {
				col = map[int]string{}
				cols[name] = col
				order = append(order, name)
			}
			if !isObj || !t.hasOwn(io, name) {
				col[i] = ""
				continue
			}
			col[i] = t.cell(io.Get(name))
			t.written += len(col[i])
		}
	}
	for _, name := range propertyOrder(order) {
		n := t.column(name)
		for row, s := range cols[name] {
			t.set(n, row, s)
		}
	}
	if values != nil {
		t.heads = append(t.heads, tableValues)
		t.cols = append(t.cols, values)
		for row := range values {
			t.nrows = max(t.nrows, row+1)
		}
	}
}

// hasOwn is Object.prototype.hasOwnProperty.call(o, key).
func (t *table) hasOwn(o *goja.Object, key string) bool {
	c := newCtx(t.ins, 0)
	return c.hasOwnKey(o, t.ins.vm.ToValue(key))
}

// propertyOrder is the order Object.keys lists names an object was given
// in: array indices ascending, then the other names as they came.
func propertyOrder(names []string) []string {
	out := append([]string(nil), names...)
	sort.SliceStable(out, func(i, j int) bool {
		ai, aj := isArrayIndex(out[i]), isArrayIndex(out[j])
		if ai && aj {
			x, _ := strconv.ParseUint(out[i], 10, 32)
			y, _ := strconv.ParseUint(out[j], 10, 32)
			return x < y
		}
		return ai && !aj
	})
	return out
}

// render draws the table as Node's internal/cli_table does: cells
// left-aligned and padded to the widest in their column.
func (t *table) render() string {
	widths := make([]int, len(t.heads))
	for i, h := range t.heads {
		widths[i] = stringWidth(h)
		for _, s := range t.cols[i] {
			widths[i] = max(widths[i], stringWidth(s))
		}
	}
	var b strings.Builder
	line := func(left, mid, right string) {
		b.WriteString(left)
		for i, w := range widths {
			if i > 0 {
				b.WriteString(mid)
			}
			b.WriteString(strings.Repeat("─", w+2))
		}
		b.WriteString(right)
	}
	row := func(cells func(i int) string) {
		b.WriteString("│ ")
		for i, w := range widths {
			if i > 0 {
				b.WriteString(" │ ")
			}
			s := cells(i)
			b.WriteString(s)
			b.WriteString(strings.Repeat(" ", max(w-stringWidth(s), 0)))
		}
		b.WriteString(" │\n")
	}
	line("┌", "┬", "┐\n")
	row(func(i int) string { return t.heads[i] })
	line("├", "┼", "┤\n")
	for r := 0; r < t.nrows && b.Len() <= t.ins.maxBytes; r++ {
		row(func(i int) string { return t.cols[i][r] })
	}
	line("└", "┴", "┘")
	return b.String()
}
