// Package inspect renders goja values the way Node's
// util.inspect(value, {depth: 2, maxArrayLength: 100, maxStringLength: 10000})
// does (Node 22, no colours, breakLength 80, compact 3): the text
// console.log prints for a non-string argument, and the lines console.log
// makes of its arguments with util.format's specifiers (PROG-6, line.go).
//
// # Defensive by construction
//
// The renderer never runs program code: no getter, setter, toString,
// valueOf, Symbol.toPrimitive, Proxy trap or custom inspect function is
// called. Properties are read through their own property descriptors with
// intrinsics that [New] captures before the program runs; a proxy renders
// as its target (as Node does without showProxy), reached without touching
// the handler; accessors render as Node's markers
// and are never called:
//
//	[Getter]  [Setter]  [Getter/Setter]
//
// Map and Set contents are read with the captured iterator intrinsics, so a
// program that replaces Map.prototype.entries cannot observe rendering.
//
// The format specifiers of [Inspector.Line] are the one exception, because
// Node's util.format calls program code for them: %s of a value with its
// own toString or Symbol.toPrimitive calls String(value), %d Number(value),
// %i and %f parseInt/parseFloat of String(value), %j JSON.stringify (toJSON
// and getters), and %s reads value.toString and value[Symbol.toPrimitive]
// to decide. A throw there throws out of the console call, as in Node.
//
// goja builds property-descriptor and iterator-result objects by
// assignment, which would reach an accessor a program defined on
// Object.prototype under one of their field names ("value", "get", "set",
// "writable", "enumerable", "configurable", "done"). When Object.prototype
// has any own property with such a name, every object renders as an opaque
// placeholder ([Object], [Array], [Function] …) instead: safe, but not
// Node's text.
//
// # Budget
//
// Rendering is depth-bounded (depth 2, like Node's console.log) and work-bounded: once the
// text produced so far exceeds [Options.MaxBytes] (default
// [DefaultMaxBytes]), remaining nested values render as their depth cut-off
// form ([Object], [Array]) and remaining entries are summarized as
// "... N more items", and the final text is cut at MaxBytes with the marker
// " ... <output truncated>". Node has no such cap; below it the output is
// Node's.
//
// goja can only find an array's non-index properties by listing every
// index, so arrays longer than 2**20 elements (typed arrays: 2**16) render
// without their non-index properties, and such arrays with holes are probed
// index by index (at most 2**16 probes, the rest summarized as
// "... N more items").
//
// # Differences from Node
//
//   - Error stacks: goja writes frames as "\tat NAME (FILE:LINE:COL(PC))";
//     they are rewritten to Node's "    at NAME (FILE:LINE:COL)" layout, but
//     names and positions are goja's, not V8's. An error whose stack has no
//     frames renders exactly as Node renders it ("[Error: boom]").
//   - Map and Set iterators render as plain tagged objects
//     ("Object [Map Iterator] {}"): Node previews their remaining entries
//     through V8 internals, which goja can only do by advancing them.
//   - Where Node would call a getter for a value it needs (an accessor
//     Symbol.toStringTag, an accessor "name" of a function or error, an
//     accessor "stack" or "message"), the renderer treats the value as
//     absent.
//   - RegExp source: goja escapes "/" as \u002f; it is rewritten to V8's
//     form (\/ outside a character class), which also rewrites a \u002f
//     the program wrote itself.
//   - Async and generator methods: goja gives them Function.prototype; they
//     are recognized from their source text ("async m() {}", "*g() {}").
//   - A proxy met on a prototype chain ends the walk for constructor names
//     and inherited values (Node would run its getPrototypeOf trap).
//   - Property keys and symbol descriptions reach the renderer as Go
//     strings, so a lone surrogate in a key prints as U+FFFD where Node
//     prints an escape such as '\ud800'. String values keep their UTF-16
//     code units and match Node.
//   - Custom inspect functions (Symbol.for('nodejs.util.inspect.custom'))
//     are ignored.
//   - Character widths used to align grouped array columns follow Node's
//     non-ICU table (East Asian wide and emoji ranges count 2), which agrees
//     with Node's ICU widths for the common scripts.
//
// An Inspector, like the goja.Runtime it belongs to, must be used only on
// the goroutine that owns that runtime.
package inspect

import (
	"github.com/dop251/goja"
)

// DefaultMaxBytes is the cap on rendered text when Options.MaxBytes is zero.
const DefaultMaxBytes = 1 << 20

// Options tunes an Inspector. A nil *Options or a zero field means the
// documented default.
type Options struct {
	// MaxBytes caps the length of one rendering in bytes; zero means
	// DefaultMaxBytes. Longer renderings are cut, ending in
	// " ... <output truncated>".
	MaxBytes int
	// MapText, when set, rewrites each rendering of a value (not the
	// strings Line inserts verbatim): the runtime maps the stack positions
	// of the program's errors to its TypeScript with it.
	MapText func(string) string
}

// An Inspector renders values of one goja runtime. It holds the runtime's
// intrinsics as they were when New ran, so create it before any program code
// runs in that runtime. It is not safe for concurrent use.
type Inspector struct {
	vm       *goja.Runtime
	maxBytes int
	mapText  func(string) string
	in       intrinsics
	// circularMessage is the first line of the TypeError JSON.stringify
	// throws for a cycle, learnt on the first %j that throws (line.go).
	circularMessage string
}

// New captures vm's intrinsics (Object.getOwnPropertyDescriptor, the Map and
// Set iterator methods, the typed-array and RegExp getters …) and returns an
// Inspector for values of vm. Call it before program code runs in vm: a
// program that replaced an intrinsic before New would be called by it.
// Capturing runs a small precompiled script (about 0.1 ms).
func New(vm *goja.Runtime, opts *Options) *Inspector {
	ins := &Inspector{vm: vm, maxBytes: DefaultMaxBytes}
	if opts != nil && opts.MaxBytes > 0 {
		ins.maxBytes = opts.MaxBytes
	}
	if opts != nil {
		ins.mapText = opts.MapText
	}
	ins.in = capture(vm)
	return ins
}

// Format renders v as Node's util.inspect would with the console options
// (depth 2, maxArrayLength 100, maxStringLength 10000). A string renders
// quoted, as util.inspect does; console.log inserts string arguments
// verbatim instead (see Line). A nil v renders as undefined.
func (ins *Inspector) Format(v goja.Value) string {
	return ins.formatDepth(v, inspectDepth)
}

// formatDepth is Format with Node's depth option set to depth, passed
// through Options.MapText.
func (ins *Inspector) formatDepth(v goja.Value, depth int) string {
	c := newCtx(ins, depth)
	out := ins.truncate(c.formatValue(v, 0))
	if ins.mapText != nil {
		out = ins.mapText(out)
	}
	return out
}

// Format renders v as Node's util.inspect would with the console options.
// It captures vm's intrinsics at the time of the call (see New): use it only
// where program code cannot have replaced them, such as tests and host-built
// values; the runtime creates one Inspector per run with New instead.
func Format(vm *goja.Runtime, v goja.Value) string {
	return New(vm, nil).Format(v)
}
