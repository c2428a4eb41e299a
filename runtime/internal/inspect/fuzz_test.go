package inspect_test

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/inspect"
)

// buildExpr turns fuzz bytes into a JavaScript expression for a JSON-ish
// value (with the shapes the renderer special-cases mixed in): each byte
// picks a production, later bytes fill it in. Nesting is bounded by the
// input length.
type builder struct {
	b []byte
	i int
}

func (g *builder) next() byte {
	if g.i >= len(g.b) {
		return 0
	}
	c := g.b[g.i]
	g.i++
	return c
}

func (g *builder) str() string {
	n := int(g.next() % 12)
	var s strings.Builder
	for range n {
		c := g.next()
		switch {
		case c%7 == 0:
			s.WriteString(`\u` + strconv.FormatInt(0xd800+int64(c), 16)) // surrogates
		case c < 32 || c == '\\' || c == '\'' || c > 126:
			s.WriteString(`\x` + strconv.FormatInt(int64(c)|0x100, 16)[1:])
		default:
			s.WriteByte(c)
		}
	}
	return "'" + s.String() + "'"
}

func (g *builder) value(depth int) string {
	if depth > 8 || g.i >= len(g.b) {
		return strconv.Itoa(int(g.next()))
	}
	switch g.next() % 24 {
	case 0:
		return "null"
	case 1:
		return "undefined"
	case 2:
		return strconv.Itoa(int(g.next())-128) + "." + strconv.Itoa(int(g.next()))
	case 3:
		return g.str()
	case 4:
		return "[" + g.list(depth) + "]"
	case 5, 6:
		n := int(g.next() % 9)
		var parts []string
		for range n {
			parts = append(parts, "["+g.str()+"]: "+g.value(depth+1))
		}
		return "({" + strings.Join(parts, ", ") + "})"
	case 7:
		return "new Map([[" + g.value(depth+1) + ", " + g.value(depth+1) + "]])"
	case 8:
		return "new Set([" + g.list(depth) + "])"
	case 9:
		return "(() => { const o = { v: " + g.value(depth+1) + " }; o.self = o; return o; })()"
	case 10:
		return "({ get g() { throw 1; }, set s(v) {} })"
	case 11:
		return "new Proxy(" + g.value(depth+1) + " || {}, { get() { throw 1; } })"
	case 12:
		return "new Date(" + strconv.Itoa(int(g.next())*1e9) + ")"
	case 13:
		return "/" + strings.Repeat("a", int(g.next()%4)) + "x/g"
	case 14:
		return "Object.assign(new Error(" + g.str() + "), { d: " + g.value(depth+1) + " })"
	case 15:
		return "Symbol(" + g.str() + ")"
	case 16:
		return strconv.Itoa(int(g.next())) + "n"
	case 17:
		return "new Uint8Array([" + g.list(depth) + "].map(Number))"
	case 18:
		return "Object.assign(Object.create(null), { k: " + g.value(depth+1) + " })"
	case 19:
		return "Promise.resolve(" + g.value(depth+1) + ")"
	case 20:
		return "(function f" + strconv.Itoa(int(g.next())) + "() {})"
	case 21:
		return "Array(" + strconv.Itoa(int(g.next())*int(g.next())) + ")"
	case 22:
		return "new (class K { constructor() { this.x = " + g.value(depth+1) + "; } })()"
	default:
		return "[" + g.value(depth+1) + ", , " + g.value(depth+1) + "]"
	}
}

func (g *builder) list(depth int) string {
	n := int(g.next() % 10)
	if n == 9 {
		n = 150 // past maxArrayLength
	}
	var parts []string
	for range n {
		parts = append(parts, g.value(depth+1))
	}
	return strings.Join(parts, ", ")
}

// FuzzFormat builds random values in goja and checks that rendering never
// panics, stays within the byte cap and yields valid UTF-8.
func FuzzFormat(f *testing.F) {
	for _, seed := range [][]byte{
		{4, 3, 3, 'a', 'b', 'c', 5, 2, 3},
		{5, 3, 3, 'k', '-', '1', 9, 4, 2, 0, 1},
		{7, 3, 1, 'x', 11, 5, 1, 3, 1, 'y', 2},
		{23, 4, 9, 2, 2, 2, 2},
		{14, 3, 2, 0x27, 0x22, 19, 9, 0},
	} {
		f.Add(seed)
	}
	const capBytes = 1 << 14
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 512 {
			return
		}
		g := &builder{b: data}
		src := g.value(0)
		vm := goja.New()
		ins := inspect.New(vm, &inspect.Options{MaxBytes: capBytes})
		v, err := vm.RunString("(" + src + ")")
		if err != nil {
			return // not every recipe is a valid program
		}
		out := ins.Format(v)
		if len(out) > capBytes+len(" ... <output truncated>") {
			t.Fatalf("output %d bytes for %s", len(out), src)
		}
		if !utf8.ValidString(out) {
			t.Fatalf("invalid UTF-8 for %s", src)
		}
	})
}

// FuzzFormatJSON renders whatever JSON.parse makes of the input: arbitrary
// keys, escapes and lone surrogates, deep nesting and long arrays.
func FuzzFormatJSON(f *testing.F) {
	for _, seed := range []string{
		`{"a":1,"my-key":[1,2,{"b":null}],"q":"it's"}`,
		`[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25]`,
		`{"\ud800":"\udc00","":{"":{"":{"":{"":{"":1}}}}}}`,
		`"line\nbreak \u0007 \u009f"`,
		`{"__proto__":{"x":1},"constructor":"c","1":1,"0":0}`,
	} {
		f.Add(seed)
	}
	const capBytes = 1 << 14
	f.Fuzz(func(t *testing.T, text string) {
		vm := goja.New()
		ins := inspect.New(vm, &inspect.Options{MaxBytes: capBytes})
		parse, _ := goja.AssertFunction(vm.Get("JSON").(*goja.Object).Get("parse"))
		v, err := parse(goja.Undefined(), vm.ToValue(text))
		if err != nil {
			return
		}
		out := ins.Format(v)
		if len(out) > capBytes+len(" ... <output truncated>") || !utf8.ValidString(out) {
			t.Fatalf("bad output (%d bytes) for %q", len(out), text)
		}
	})
}

// FuzzLine is console.log of a fuzzed format string and fuzzed values
// (Inspector.Line, util.format's specifiers): it never panics but with a
// program's own throw, stays within the byte cap and yields valid UTF-8.
func FuzzLine(f *testing.F) {
	for _, seed := range []struct {
		format string
		data   []byte
	}{
		{"%s=%d", []byte{4, 3, 3, 'a', 'b', 'c', 5, 2, 3}},
		{"%o %O %j %i %f %c %% %x %", []byte{5, 3, 3, 'k', '-', '1', 9, 4, 2, 0, 1}},
		{"%%%s%%%d%", []byte{7, 3, 1, 'x', 11, 5, 1, 3, 1, 'y', 2}},
		{"naïve %s ✓ %d", []byte{23, 4, 9, 2, 2, 2, 2}},
		{"", []byte{14, 3, 2, 0x27, 0x22, 19, 9, 0}},
	} {
		f.Add(seed.format, seed.data)
	}
	const capBytes = 1 << 14
	f.Fuzz(func(t *testing.T, format string, data []byte) {
		if len(data) > 512 || len(format) > 256 {
			return
		}
		g := &builder{b: data}
		src := "[" + strconv.Quote(format) + ", " + g.list(0) + "]"
		vm := goja.New()
		ins := inspect.New(vm, &inspect.Options{MaxBytes: capBytes})
		v, err := vm.RunString("(" + src + ")")
		if err != nil {
			return
		}
		o := v.(*goja.Object)
		var args []goja.Value
		for i := int64(0); i < o.Get("length").ToInteger(); i++ {
			args = append(args, o.Get(strconv.FormatInt(i, 10)))
		}
		var out string
		if ex := vm.Try(func() { out = ins.Line(args) }); ex != nil {
			return // a value's own toString or toJSON threw, as in Node
		}
		if len(out) > capBytes+len(" ... <output truncated>") || !utf8.ValidString(out) {
			t.Fatalf("bad output (%d bytes) for %s", len(out), src)
		}
		if ex := vm.Try(func() { out = ins.Table(args[len(args)-1], nil) }); ex == nil && len(out) > capBytes+len(" ... <output truncated>") {
			t.Fatalf("table of %d bytes for %s", len(out), src)
		}
	})
}
