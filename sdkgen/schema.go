package sdkgen

import (
	"math"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/internal/jsonlit"
	"github.com/codemode-go/codemode/sdkgen/internal/jsonv"
)

// maxDepth bounds the nesting of schemas rendered inline (hazard H13). A
// `$ref` starts a fresh count, so recursive definitions never reach it.
const maxDepth = 10000

// maxIndent bounds the nesting of object members rendered inline: a
// property schema deeper than this becomes a named type rendered at the
// top level, so indentation, and the text copied per level, stay bounded
// however deep a schema nests objects.
const maxIndent = 24

// rctx is the rendering context of one schema node.
type rctx struct {
	indent  int
	inherit typeSet // types allowed by the enclosing node (branches of an applicator)
	refine  bool    // branch refining an object that has its own properties
	direct  bool    // not under an object member, index or array element
}

// render turns schema node v into a TypeScript type expression.
func (g *generator) render(d *document, v *jsonv.Value, c rctx, path *seg, depth int) (frag, error) {
	if depth > maxDepth {
		return frag{}, d.errorf(path, "schema nested more than %d levels deep", maxDepth)
	}
	switch v.Kind {
	case jsonv.Bool:
		if v.Bool {
			return anyFrag, nil
		}
		return neverFrag, nil
	case jsonv.Object:
	default:
		return frag{}, d.errorf(path, "a schema must be an object or a boolean, got %s", kindName(v))
	}
	k, err := scan(d, v, path)
	if err != nil {
		return frag{}, err
	}

	// The instance types this node admits, in rendering order.
	var buf [16]typeSet
	order := buf[:0]
	switch {
	case k.typ != nil && k.typ.Kind == jsonv.String:
		order = append(order, typeByName(k.typ.Str))
	case k.typ != nil:
		for _, t := range k.typ.Vals {
			order = append(order, typeByName(t.Str))
		}
	default:
		if k.props != nil || k.patProps != nil || k.addProps != nil || k.unevalProps != nil {
			order = append(order, tObject)
		}
		if k.items != nil || k.prefixItems != nil || k.addItems != nil {
			order = append(order, tArray)
		}
		if len(order) == 0 && k.not != nil && k.ref == nil && k.enum == nil && k.cnst == nil {
			if excl, ok := typeOnlySet(k.not); ok {
				for _, t := range canonicalOrder {
					if t&excl == 0 && !(t == tInteger && excl&tNumber != 0) {
						order = append(order, t)
					}
				}
				if len(order) == 0 {
					return neverFrag, nil
				}
			}
		}
	}
	if k.nullable != nil && k.nullable.Bool && len(order) > 0 {
		order = append(order, tNull)
	}
	if c.inherit != 0 && len(order) > 0 {
		var kbuf [16]typeSet
		kept := kbuf[:0]
		for _, t := range order {
			if m := meet(t, c.inherit); m != 0 {
				kept = append(kept, m)
			}
		}
		order = kept
		if len(order) == 0 {
			return neverFrag, nil
		}
	}
	order = normalizeOrder(order)
	var set typeSet
	for _, t := range order {
		set |= t
	}

	hasLit := k.cnst != nil || k.enum != nil
	typeSpecific := hasLit || k.props != nil || k.patProps != nil || k.addProps != nil ||
		k.unevalProps != nil || k.items != nil || k.prefixItems != nil || k.addItems != nil

	var base frag
	haveBase := true
	switch {
	case hasLit:
		lits := []*jsonv.Value{k.cnst}
		if k.cnst == nil {
			lits = k.enum.Vals
		}
		allowed := set
		if allowed == 0 {
			allowed = c.inherit
		}
		var text []byte
		n := 0
		for _, l := range lits {
			if allowed == 0 || literalMatches(l, allowed) {
				if n > 0 {
					text = append(text, " | "...)
				}
				text = appendLiteralType(text, l, 0)
				n++
			}
		}
		switch n {
		case 0:
			base = neverFrag
		case 1:
			base = atom(string(text))
		default:
			base = frag{text: string(text), kind: kUnion, bar: true}
		}
	case len(order) == 1:
		f, err := g.typeFrag(d, v, &k, order[0], c, path, depth)
		if err != nil {
			return frag{}, err
		}
		base = f
	case len(order) > 0:
		fs := make([]frag, 0, len(order))
		for _, t := range order {
			f, err := g.typeFrag(d, v, &k, t, c, path, depth)
			if err != nil {
				return frag{}, err
			}
			fs = append(fs, f)
		}
		base = union(fs)
	default:
		haveBase = false
	}

	// Applicators and references intersect with the base.
	var parts []frag
	if k.ref != nil {
		parts = append(parts, g.ref(d, k.ref.Str, c))
	}
	sub := rctx{indent: c.indent, inherit: set, direct: c.direct}
	if set == 0 {
		sub.inherit = c.inherit
	}
	if k.allOf != nil {
		for i, s := range k.allOf.Vals {
			f, err := g.render(d, s, sub, path.add("allOf").addIndex(i), depth+1)
			if err != nil {
				return frag{}, err
			}
			parts = append(parts, f)
		}
	}
	branch := sub
	branch.refine = set == tObject && k.props != nil && len(k.props.Keys) > 0
	for _, app := range []struct {
		name string
		v    *jsonv.Value
	}{{"anyOf", k.anyOf}, {"oneOf", k.oneOf}} {
		if app.v == nil {
			continue
		}
		fs := make([]frag, 0, len(app.v.Vals))
		for i, s := range app.v.Vals {
			f, err := g.render(d, s, branch, path.add(app.name).addIndex(i), depth+1)
			if err != nil {
				return frag{}, err
			}
			fs = append(fs, f)
		}
		parts = append(parts, union(fs))
	}
	// A base that only restates `type` gives way to parts that say more
	// (their branches were already narrowed to its types).
	informative := false
	for _, p := range parts {
		informative = informative || !p.any
	}
	if haveBase && !(informative && !typeSpecific) {
		parts = append([]frag{base}, parts...)
	}
	if len(parts) == 0 {
		return anyFrag, nil
	}
	return inter(parts), nil
}

// typeOnlySet reports the types of a `not` schema that says nothing but
// `type`, so that {"not": {"type": "object"}} can be typed as its
// complement.
func typeOnlySet(not *jsonv.Value) (typeSet, bool) {
	if not.Kind != jsonv.Object || len(not.Keys) == 0 {
		return 0, false
	}
	var set typeSet
	for i, k := range not.Keys {
		x := not.Vals[i]
		switch k {
		case "type":
			switch x.Kind {
			case jsonv.String:
				set |= typeByName(x.Str)
			case jsonv.Array:
				for _, t := range x.Vals {
					if t.Kind == jsonv.String {
						set |= typeByName(t.Str)
					}
				}
			}
		case "description", "title", "$comment":
		default:
			return 0, false
		}
	}
	if set&tNumber != 0 {
		set |= tInteger
	}
	return set, set != 0
}

// normalizeOrder drops repeated types (number and integer both render as
// number) and moves null last.
func normalizeOrder(order []typeSet) []typeSet {
	if len(order) == 1 {
		return order
	}
	out := make([]typeSet, 0, len(order))
	var seen typeSet
	null := false
	for _, t := range order {
		if t == tNull {
			null = true
			continue
		}
		n := t
		if t == tInteger || t == tNumber {
			n = tNumber | tInteger
		}
		if seen&n != 0 {
			continue
		}
		seen |= n
		out = append(out, t)
	}
	if null {
		out = append(out, tNull)
	}
	return out
}

func (g *generator) typeFrag(d *document, v *jsonv.Value, k *keywords, t typeSet, c rctx, path *seg, depth int) (frag, error) {
	switch t {
	case tString:
		return atom("string"), nil
	case tNumber, tInteger:
		return atom("number"), nil
	case tBoolean:
		return atom("boolean"), nil
	case tNull:
		return atom("null"), nil
	case tArray:
		return g.array(d, k, c, path, depth)
	}
	return g.object(d, k, c, path, depth)
}

const pads = "                                                                "

func pad(n int) string {
	if 2*n <= len(pads) {
		return pads[:2*n]
	}
	return strings.Repeat("  ", n)
}

func (g *generator) object(d *document, k *keywords, c rctx, path *seg, depth int) (frag, error) {
	// The types of members not named in properties; none means closed.
	var index []frag
	switch ap := k.addProps; {
	case ap == nil:
		if k.unevalProps == nil || k.unevalProps.Kind != jsonv.Bool || k.unevalProps.Bool {
			index = append(index, anyFrag)
		}
	case ap.Kind == jsonv.Bool:
		if ap.Bool {
			index = append(index, anyFrag)
		}
	default:
		f, err := g.render(d, ap, rctx{indent: c.indent}, path.add("additionalProperties"), depth+1)
		if err != nil {
			return frag{}, err
		}
		index = append(index, f)
	}
	if pp := k.patProps; pp != nil {
		for i, name := range pp.Keys {
			f, err := g.render(d, pp.Vals[i], rctx{indent: c.indent}, path.add("patternProperties").add(name), depth+1)
			if err != nil {
				return frag{}, err
			}
			index = append(index, f)
		}
	}
	var idx frag
	hasIndex := len(index) > 0
	if hasIndex {
		idx = union(index)
		hasIndex = !idx.never
	}

	var required []string
	if k.required != nil {
		for _, r := range k.required.Vals {
			if !contains(required, r.Str) {
				required = append(required, r.Str)
			}
		}
	}
	var b strings.Builder
	b.WriteString("{\n")
	members := 0
	var notes []string
	bar := false
	// line writes one member. In section layout a member on one line
	// carries its doc (body, when hasDoc) as a mark for the legend pass;
	// a member spanning lines, whose doc is a line of its own, is marked
	// only when it has none, so that the legend never covers its name.
	line := func(kt, opt, t, body string, hasDoc bool) {
		b.WriteString(pad(c.indent + 1))
		b.WriteString(kt)
		b.WriteString(opt)
		b.WriteString(": ")
		b.WriteString(t)
		b.WriteByte(';')
		if g.section && (!hasDoc || !strings.Contains(t, "\n")) {
			writeDocMark(&b, kt, body, hasDoc)
		}
		b.WriteByte('\n')
		members++
	}
	if k.props != nil {
		props := k.props
		ord := jsonv.Order(props)
		for j := range props.Keys {
			i := j
			if ord != nil {
				i = ord[j]
			}
			name := props.Keys[i]
			ppath := path.add("properties").add(name)
			var f frag
			if c.indent+1 > maxIndent && props.Vals[i].Kind == jsonv.Object {
				f = g.hoist(d, props.Vals[i], ppath)
			} else {
				var err error
				if f, err = g.render(d, props.Vals[i], rctx{indent: c.indent + 1}, ppath, depth+1); err != nil {
					return frag{}, err
				}
			}
			doc, hasDoc := docLine(props.Vals[i], f.notes)
			if hasDoc {
				// Outside section layout, and before a member spanning
				// lines, the doc is a JSDoc line of its own (SDK-D1).
				if !g.section || strings.Contains(f.text, "\n") {
					b.WriteString(pad(c.indent + 1))
					b.WriteString(doc)
					b.WriteByte('\n')
				}
				bar = bar || strings.ContainsAny(doc, "|&")
			}
			opt := "?"
			if contains(required, name) {
				opt = ""
			}
			kt := key(name)
			bar = bar || f.bar || strings.ContainsAny(kt, "|&")
			line(kt, opt, f.text, docBody(doc), hasDoc)
		}
	}
	for _, name := range required {
		if k.props != nil && k.props.Get(name) != nil {
			continue
		}
		t := "never"
		switch {
		case c.refine:
			t = "JsonValue"
		case hasIndex:
			t = idx.text
			notes = append(notes, idx.notes...)
			bar = bar || idx.bar
		}
		kt := key(name)
		bar = bar || strings.ContainsAny(kt, "|&")
		line(kt, "", t, "", false)
	}
	if members == 0 {
		switch {
		case c.refine:
			return anyFrag, nil
		case !hasIndex:
			return frag{text: "Record<string, never>"}, nil
		}
		if strings.Contains(idx.text, "\x00") {
			// Record<string, A> inside A's own definition is a circular
			// alias to TypeScript; an index signature is deferred.
			return frag{text: "{ [key: string]: " + idx.text + " }", bar: idx.bar, notes: idx.notes}, nil
		}
		return frag{text: "Record<string, " + idx.text + ">", bar: idx.bar, notes: idx.notes}, nil
	}
	b.WriteString(pad(c.indent))
	b.WriteByte('}')
	if c.refine || !hasIndex {
		return frag{text: b.String(), bar: bar, notes: notes}, nil
	}
	// An index signature would have to admit every property's type, and an
	// intersection with Record<string, T> would reject the properties, so a
	// typed index beside properties widens to JsonValue.
	b.WriteString(" & Record<string, JsonValue>")
	return frag{text: b.String(), kind: kInter, bar: true, notes: notes}, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (g *generator) array(d *document, k *keywords, c rctx, path *seg, depth int) (frag, error) {
	sub := rctx{indent: c.indent}
	prefix, rest := k.prefixItems, k.items
	prefixName, restName := "prefixItems", "items"
	if k.items != nil && k.items.Kind == jsonv.Array {
		if prefix == nil {
			prefix, prefixName = k.items, "items"
		}
		rest, restName = k.addItems, "additionalItems"
	}
	var rf frag
	haveRest := true
	if rest != nil {
		f, err := g.render(d, rest, sub, path.add(restName), depth+1)
		if err != nil {
			return frag{}, err
		}
		rf, haveRest = f, !f.never
	} else {
		rf = anyFrag
	}
	elem := func(f frag) string {
		if f.bar {
			return "(" + f.text + ")[]"
		}
		return f.text + "[]"
	}
	if prefix == nil {
		if !haveRest {
			return frag{text: "[]", notes: rf.notes}, nil
		}
		return frag{text: elem(rf), bar: rf.bar, notes: rf.notes}, nil
	}
	minItems := 0
	if k.minItems != nil {
		minItems = int(math.Min(k.minItems.Num, 1<<30))
	}
	var elems []string
	var notes []string
	bar := false
	for i, s := range prefix.Vals {
		f, err := g.render(d, s, sub, path.add(prefixName).addIndex(i), depth+1)
		if err != nil {
			return frag{}, err
		}
		notes = append(notes, f.notes...)
		t := f.text
		if f.kind != kAtom && i >= minItems {
			t = "(" + t + ")"
		}
		if i >= minItems {
			t += "?"
		}
		bar = bar || f.bar
		elems = append(elems, t)
	}
	if haveRest {
		notes = append(notes, rf.notes...)
		bar = bar || rf.bar
		elems = append(elems, "..."+elem(rf))
	}
	return frag{text: "[" + strings.Join(elems, ", ") + "]", bar: bar, notes: notes}, nil
}

// literalMatches reports whether JSON value l is an instance of one of the
// types in set.
func literalMatches(l *jsonv.Value, set typeSet) bool {
	switch l.Kind {
	case jsonv.Null:
		return set&tNull != 0
	case jsonv.Bool:
		return set&tBoolean != 0
	case jsonv.Number:
		if set&tNumber != 0 {
			return true
		}
		return set&tInteger != 0 && l.Num == math.Trunc(l.Num) && !math.IsInf(l.Num, 0)
	case jsonv.String:
		return set&tString != 0
	case jsonv.Array:
		return set&tArray != 0
	}
	return set&tObject != 0
}

// appendLiteralType writes a JSON value as a literal type: strings and
// numbers as JavaScript writes them, arrays as tuples, objects as type
// literals with quoted keys ({} as Record<string, never>).
func appendLiteralType(dst []byte, l *jsonv.Value, depth int) []byte {
	if depth > maxDepth {
		return append(dst, "JsonValue"...)
	}
	switch l.Kind {
	case jsonv.Null:
		return append(dst, "null"...)
	case jsonv.Bool:
		return strconv.AppendBool(dst, l.Bool)
	case jsonv.Number:
		if math.IsInf(l.Num, 0) {
			return append(dst, "number"...)
		}
		return jsonlit.AppendNumber(dst, l.Num)
	case jsonv.String:
		return jsonlit.AppendQuote(dst, l.Str)
	case jsonv.Array:
		dst = append(dst, '[')
		for i, x := range l.Vals {
			if i > 0 {
				dst = append(dst, ", "...)
			}
			dst = appendLiteralType(dst, x, depth+1)
		}
		return append(dst, ']')
	}
	if len(l.Keys) == 0 {
		return append(dst, "Record<string, never>"...)
	}
	ord := jsonv.Order(l)
	dst = append(dst, "{ "...)
	for j := range l.Keys {
		i := j
		if ord != nil {
			i = ord[j]
		}
		if j > 0 {
			dst = append(dst, ", "...)
		}
		dst = jsonlit.AppendQuote(dst, l.Keys[i])
		dst = append(dst, ": "...)
		dst = appendLiteralType(dst, l.Vals[i], depth+1)
	}
	return append(dst, " }"...)
}

// literalText is the compact JSON text of a value, for messages and JSDoc.
func literalText(l *jsonv.Value) string { return string(jsonv.AppendJSON(nil, l)) }
