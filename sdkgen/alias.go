package sdkgen

import (
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/sdkgen/internal/jsonv"
)

// An alias is a named type for the target of local `$ref`s. Recursive and
// shared definitions render once, as `type Name = …`, and every use is the
// name, so no schema is ever expanded without bound.
type alias struct {
	id      int
	doc     *document
	target  *jsonv.Value
	pointer string // the JSON Pointer of the target inside doc
	base    string // the name it would like
	body    string // rendered type, with placeholders for other aliases
	docLine string // "/** … */" or ""
	direct  []int  // aliases used outside any member, element or index
	class   int
	name    string
}

// generator renders the schemas of one Section or TypeOf call.
type generator struct {
	aliases  []*alias
	byTarget map[*jsonv.Value]*alias
	cur      *alias // the alias whose body is being rendered
	// section selects Section's compact layout: the doc of a member that
	// fits on one line trails it as a `//` comment, written first as a
	// mark that [legend] resolves.
	section bool
}

// placeholder marks a use of alias id in rendered text until names are
// chosen; NUL never occurs in rendered text otherwise.
func placeholder(id int) string { return "\x00" + strconv.Itoa(id) + "\x01" }

// ref renders a `$ref`.
func (g *generator) ref(d *document, ref string, c rctx) frag {
	frag0, ok := strings.CutPrefix(ref, "#")
	if !ok {
		return unknownFrag("$ref " + ref + " is not a local reference")
	}
	if p, err := url.PathUnescape(frag0); err == nil {
		frag0 = p
	}
	target, ok := resolvePointer(d.root, frag0)
	if !ok {
		return unknownFrag("$ref " + ref + " does not resolve")
	}
	a := g.byTarget[target]
	if a == nil {
		a = &alias{id: len(g.aliases), doc: d, target: target, pointer: frag0, base: baseName(d, frag0)}
		g.aliases = append(g.aliases, a)
		g.byTarget[target] = a
	}
	if c.direct && g.cur != nil {
		g.cur.direct = append(g.cur.direct, a.id)
	}
	return frag{text: placeholder(a.id)}
}

// hoist renders schema v, a property nested too deep to indent further, as
// a named type.
func (g *generator) hoist(d *document, v *jsonv.Value, path *seg) frag {
	a := g.byTarget[v]
	if a == nil {
		ptr := path.pointer()
		a = &alias{id: len(g.aliases), doc: d, target: v, pointer: ptr, base: baseName(d, ptr)}
		g.aliases = append(g.aliases, a)
		g.byTarget[v] = a
	}
	return frag{text: placeholder(a.id)}
}

// resolvePointer follows a JSON Pointer ("" is the root).
func resolvePointer(root *jsonv.Value, ptr string) (*jsonv.Value, bool) {
	if ptr == "" {
		return root, true
	}
	if ptr[0] != '/' {
		return nil, false // a plain-name fragment ($anchor) is not supported
	}
	v := root
	for _, s := range strings.Split(ptr[1:], "/") {
		s = strings.ReplaceAll(strings.ReplaceAll(s, "~1", "/"), "~0", "~")
		switch v.Kind {
		case jsonv.Object:
			v = v.Get(s)
		case jsonv.Array:
			i, err := strconv.Atoi(s)
			if err != nil || i < 0 || i >= len(v.Vals) || !jsonv.IsArrayIndex(s) {
				return nil, false
			}
			v = v.Vals[i]
		default:
			return nil, false
		}
		if v == nil {
			return nil, false
		}
	}
	return v, true
}

// structural are pointer segments that name schema keywords, not things.
var structural = map[string]bool{
	"$defs": true, "definitions": true, "properties": true, "patternProperties": true,
	"items": true, "prefixItems": true, "additionalItems": true, "additionalProperties": true,
	"allOf": true, "anyOf": true, "oneOf": true, "not": true, "dependentSchemas": true,
}

// baseName derives a type name from the last meaningful pointer segment
// (#/$defs/pull_request → PullRequest), or from the tool for the root.
func baseName(d *document, ptr string) string {
	parts := strings.Split(ptr, "/")
	for i := len(parts) - 1; i >= 1; i-- {
		s := strings.ReplaceAll(strings.ReplaceAll(parts[i], "~1", "/"), "~0", "~")
		if structural[s] || jsonv.IsArrayIndex(s) {
			continue
		}
		if n := pascal(s); n != "" {
			return n
		}
	}
	n := pascal(d.tool)
	switch d.field {
	case "inputSchema":
		return n + "Args"
	case "outputSchema":
		return n + "Output"
	}
	if n == "" {
		return "Schema"
	}
	return n
}

// pascal turns a name into an ASCII PascalCase identifier ("" if nothing
// usable is left).
func pascal(s string) string {
	var b strings.Builder
	up := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z':
			if up {
				c -= 'a' - 'A'
			}
			b.WriteByte(c)
			up = false
		case c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
			b.WriteByte(c)
			up = false
		default:
			up = true
		}
	}
	n := b.String()
	if n != "" && n[0] >= '0' && n[0] <= '9' {
		n = "T" + n
	}
	return n
}

// reserved are type names an alias must not take: the section's own
// declarations and the global types of the ECMAScript library.
var reserved = map[string]bool{}

func init() {
	for _, n := range strings.Fields(`JsonValue ToolArgsMap ToolOutputMap ToolName ToolCallError
		AggregateError Array ArrayBuffer ArrayBufferLike ArrayBufferTypes ArrayBufferView ArrayConstructor ArrayLike
		AsyncGenerator AsyncGeneratorFunction AsyncIterable AsyncIterableIterator AsyncIterator Atomics Awaited
		BigInt BigInt64Array BigUint64Array Boolean CallableFunction Capitalize ClassDecorator ConcatArray
		ConstructorParameters Console DataView Date DateConstructor Error ErrorConstructor ErrorOptions EvalError
		Exclude Extract FinalizationRegistry Float32Array Float64Array Function FunctionConstructor Generator
		GeneratorFunction IArguments ImportMeta InstanceType Int16Array Int32Array Int8Array Intl Iterable
		IterableIterator Iterator IteratorResult IteratorReturnResult IteratorYieldResult JSON Lowercase Map
		MapConstructor Math MethodDecorator NewableFunction NoInfer NonNullable Number NumberConstructor Object
		ObjectConstructor Omit OmitThisParameter ParameterDecorator Parameters Partial Pick Promise
		PromiseConstructor PromiseConstructorLike PromiseLike PromiseRejectedResult PromiseSettledResult
		PromiseFulfilledResult PropertyDecorator PropertyDescriptor PropertyDescriptorMap PropertyKey Proxy
		ProxyHandler RangeError Readonly ReadonlyArray ReadonlyMap ReadonlySet Record ReferenceError Reflect
		RegExp RegExpExecArray RegExpMatchArray Required ReturnType Set SetConstructor SharedArrayBuffer String
		StringConstructor Symbol SymbolConstructor SyntaxError TemplateStringsArray ThisParameterType ThisType
		TypeError TypedPropertyDescriptor URIError Uint16Array Uint32Array Uint8Array Uint8ClampedArray
		Uncapitalize Uppercase WeakKey WeakMap WeakRef WeakSet Disposable AsyncDisposable DisposableStack
		AsyncDisposableStack SuppressedError Crypto TextDecoder TextEncoder URL URLSearchParams Blob`) {
		reserved[n] = true
	}
}

// finish renders every alias body (which may discover more aliases),
// breaks direct cycles, merges structurally equal aliases and names them.
func (g *generator) finish() error {
	for i := 0; i < len(g.aliases); i++ {
		a := g.aliases[i]
		g.cur = a
		path := pointerSeg(a.pointer)
		f, err := g.render(a.doc, a.target, rctx{direct: true}, path, 0)
		if err != nil {
			return err
		}
		a.body = f.text
		a.docLine, _ = docLine(a.target, f.notes)
	}
	g.cur = nil
	g.breakCycles()
	g.classify()
	g.name()
	return nil
}

func pointerSeg(ptr string) *seg {
	var s *seg
	if ptr == "" {
		return nil
	}
	for _, p := range strings.Split(ptr[1:], "/") {
		s = s.add(strings.ReplaceAll(strings.ReplaceAll(p, "~1", "/"), "~0", "~"))
	}
	return s
}

// breakCycles types every alias on a cycle of direct uses (type A = B | null,
// type B = A) as unknown: TypeScript rejects such aliases, and no JSON value
// is described by them.
func (g *generator) breakCycles() {
	n := len(g.aliases)
	index := make([]int, n)
	low := make([]int, n)
	on := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	var stack []int
	next := 0
	// Iterative Tarjan.
	type item struct{ v, e int }
	for root := 0; root < n; root++ {
		if index[root] >= 0 {
			continue
		}
		work := []item{{root, 0}}
		index[root], low[root] = next, next
		next++
		stack = append(stack, root)
		on[root] = true
		for len(work) > 0 {
			top := &work[len(work)-1]
			v := top.v
			if top.e < len(g.aliases[v].direct) {
				w := g.aliases[v].direct[top.e]
				top.e++
				if index[w] < 0 {
					index[w], low[w] = next, next
					next++
					stack = append(stack, w)
					on[w] = true
					work = append(work, item{w, 0})
				} else if on[w] && index[w] < low[v] {
					low[v] = index[w]
				}
				continue
			}
			work = work[:len(work)-1]
			if len(work) > 0 {
				if u := work[len(work)-1].v; low[v] < low[u] {
					low[u] = low[v]
				}
			}
			if low[v] == index[v] {
				var comp []int
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					on[w] = false
					comp = append(comp, w)
					if w == v {
						break
					}
				}
				cyclic := len(comp) > 1 || contains2(g.aliases[v].direct, v)
				if cyclic {
					for _, w := range comp {
						a := g.aliases[w]
						a.body = "unknown"
						a.direct = nil
						a.docLine, _ = docLine(a.target, []string{"circular $ref " + "#" + a.pointer})
					}
				}
			}
		}
	}
}

func contains2(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

// split separates a body into its text with uses blanked and the alias
// ids it uses, in order.
func split(body string) (string, []int) {
	if !strings.Contains(body, "\x00") {
		return body, nil
	}
	var b strings.Builder
	var ids []int
	for {
		i := strings.IndexByte(body, 0)
		if i < 0 {
			b.WriteString(body)
			return b.String(), ids
		}
		j := strings.IndexByte(body[i:], 1) + i
		id, _ := strconv.Atoi(body[i+1 : j])
		ids = append(ids, id)
		b.WriteString(body[:i])
		b.WriteString("\x00\x01")
		body = body[j+1:]
	}
}

// classify partitions aliases into classes of structurally equal types
// (same wanted name, same text, uses of equal classes in the same places):
// Moore's partition refinement.
func (g *generator) classify() {
	n := len(g.aliases)
	tmpl := make([]string, n)
	uses := make([][]int, n)
	for i, a := range g.aliases {
		t, ids := split(a.body)
		tmpl[i] = a.base + "\x02" + a.docLine + "\x02" + t
		uses[i] = ids
	}
	classOf := func(keys []string) ([]int, int) {
		m := map[string]int{}
		out := make([]int, len(keys))
		for i, k := range keys {
			c, ok := m[k]
			if !ok {
				c = len(m)
				m[k] = c
			}
			out[i] = c
		}
		return out, len(m)
	}
	class, count := classOf(tmpl)
	for {
		keys := make([]string, n)
		for i := range g.aliases {
			var b strings.Builder
			b.WriteString(strconv.Itoa(class[i]))
			for _, u := range uses[i] {
				b.WriteByte(',')
				b.WriteString(strconv.Itoa(class[u]))
			}
			keys[i] = b.String()
		}
		next, c := classOf(keys)
		class = next
		if c == count {
			break
		}
		count = c
	}
	for i, a := range g.aliases {
		a.class = class[i]
	}
}

// name gives every class one name, deterministically from the set of
// tools: a wanted name used by one class keeps it; classes that want the
// same name are qualified by the first tool (in UTF-16 order) defining
// them; clashes get a numeric suffix.
func (g *generator) name() {
	type cls struct {
		rep     *alias
		members []*alias
		key     []uint16
	}
	var classes []*cls
	byID := map[int]*cls{}
	for _, a := range g.aliases {
		c := byID[a.class]
		if c == nil {
			c = &cls{rep: a}
			byID[a.class] = c
			classes = append(classes, c)
		}
		c.members = append(c.members, a)
	}
	repKey := func(a *alias) []uint16 {
		return utf16Units(a.doc.tool + "\x00" + a.doc.field + "\x00" + a.pointer)
	}
	for _, c := range classes {
		c.key = repKey(c.rep)
		for _, a := range c.members[1:] {
			if k := repKey(a); compareUnits(k, c.key) < 0 {
				c.rep, c.key = a, k
			}
		}
	}
	sort.Slice(classes, func(i, j int) bool {
		if classes[i].rep.base != classes[j].rep.base {
			return classes[i].rep.base < classes[j].rep.base
		}
		return compareUnits(classes[i].key, classes[j].key) < 0
	})
	wanted := map[string]int{}
	for _, c := range classes {
		wanted[c.rep.base]++
	}
	used := map[string]bool{}
	for _, c := range classes {
		n := c.rep.base
		if wanted[n] > 1 {
			n = pascal(c.rep.doc.tool) + n
		}
		cand := n
		for i := 2; reserved[cand] || used[cand]; i++ {
			cand = n + strconv.Itoa(i)
		}
		used[cand] = true
		for _, a := range c.members {
			a.name = cand
		}
	}
}

// declarations renders one `type Name = …` per class, sorted by name, and
// returns them with a function that replaces placeholders by names.
func (g *generator) declarations() ([]string, func(string) string) {
	names := make([]string, len(g.aliases))
	for i, a := range g.aliases {
		names[i] = a.name
	}
	subst := func(s string) string {
		if !strings.Contains(s, "\x00") {
			return s
		}
		var b strings.Builder
		b.Grow(len(s))
		for {
			i := strings.IndexByte(s, 0)
			if i < 0 {
				b.WriteString(s)
				return b.String()
			}
			j := strings.IndexByte(s[i:], 1) + i
			id, _ := strconv.Atoi(s[i+1 : j])
			b.WriteString(s[:i])
			b.WriteString(names[id])
			s = s[j+1:]
		}
	}
	seen := map[string]bool{}
	var decls []string
	var order []*alias
	for _, a := range g.aliases {
		if !seen[a.name] {
			seen[a.name] = true
			order = append(order, a)
		}
	}
	sort.Slice(order, func(i, j int) bool { return order[i].name < order[j].name })
	for _, a := range order {
		d := ""
		if a.docLine != "" {
			d = a.docLine + "\n"
		}
		decls = append(decls, d+"type "+a.name+" = "+subst(a.body))
	}
	return decls, subst
}
