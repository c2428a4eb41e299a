package inprocess

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/dop251/goja"
	"github.com/dop251/goja/unistring"

	"github.com/codemode-go/codemode/runtime/inprocess/internal/guard"
)

// TypeErrors in V8's words (issue #34).
//
// Models are trained on V8's messages, and a message that names the
// expression tells the model which variable was wrong. goja words the
// common TypeErrors its own way and without the expression:
//
//	goja                                           V8
//	Object has no member 'slice'                   matches.slice is not a function
//	Value is not an object: 5                      f is not a function
//	Cannot read property 'x' of undefined [or null] Cannot read properties of undefined (reading 'x')
//	object is not iterable                         u is not iterable
//	Cannot convert undefined or null to object     Cannot set properties of undefined (setting 'x')
//	Value is not object coercible                  Cannot destructure property 'a' of 'u' as it is undefined.
//
// goja gives no hook where an error is created, so the message is
// rewritten where the program can first see it: at the start of every
// catch clause, where an error becomes a rejection (the bodies of async
// functions, promise executors and then/catch/finally callbacks), and
// when an uncaught error is rendered (rewriteCatches). The expression is
// found with the error's own position (the first frame of its stack, in
// the compiled JS) in an index of the program's syntax tree built on
// first need (siteIndex): the call at that position for "is not a
// function", the iterated expression for "is not iterable", and so on. A
// message is rewritten only when the error is a TypeError of the realm,
// its message is one of goja's, and, where the expression matters, the
// site at its position is of the matching kind; anything else is left
// as it is. docs/errors.md has the table, checked against Node.
//
// goja does not tell undefined from null when it reads a property; the
// program notes which it was (v8errors_null.go). Known differences:
// errors thrown inside built-ins (Array.from(undefined)) keep goja's
// words, and a read inside an optional chain is not noted.

// v8FixName names the helper a rewritten program receives as a
// parameter; it holds a character no source text can spell in an
// identifier, so no program can name, shadow or replace it.
const v8FixName unistring.String = "%v8fix"

var (
	readProp  = regexp.MustCompile(`^Cannot read property '(.*)' of (?:undefined or null|undefined|null)$`)
	noMember  = regexp.MustCompile(`^Object has no member '(.*)'$`)
	notObject = regexp.MustCompile(`^Value is not an object: `)
)

// v8Message returns V8's wording of goja's TypeError message msg thrown at
// s (nil when its position is not a site of the program); isNull says the
// value read or written there was null rather than undefined.
func v8Message(msg string, s *site, isNull bool) (string, bool) {
	of := "undefined"
	if isNull {
		of = "null"
	}
	if m := readProp.FindStringSubmatch(msg); m != nil {
		return "Cannot read properties of " + of + " (reading '" + m[1] + "')", true
	}
	if s == nil {
		return "", false
	}
	switch s.kind {
	case siteCall:
		if noMember.MatchString(msg) || notObject.MatchString(msg) {
			return s.text + " is not a function", true
		}
	case siteIter:
		if msg == "object is not iterable" || msg == "Cannot convert undefined or null to object" {
			return s.text + " is not iterable", true
		}
	case siteSet:
		if msg == "Cannot convert undefined or null to object" {
			return "Cannot set properties of " + of + " (setting '" + s.prop + "')", true
		}
	case siteDestructure:
		if msg == "Value is not object coercible" && s.prop != "" {
			return "Cannot destructure property '" + s.prop + "' of '" + s.text + "' as it is undefined.", true
		}
	}
	return "", false
}

// v8State is what a run needs to reword errors.
type v8State struct {
	typeErrorProto *goja.Object
	fix, nn        goja.Value // the helpers passed to a rewritten program
	// nullAt notes, by position of the compiled JS, whether the last
	// nullish value read there was null (v8errors_null.go).
	nullAt map[int]bool
}

// v8Fix rewords err in place when it is one of goja's TypeErrors (see the
// comment at the top of this file). It never throws.
func (r *run) v8Fix(v goja.Value) {
	o, ok := v.(*goja.Object)
	if !ok || r.comp == nil || r.v8.typeErrorProto == nil || o.ClassName() != "Error" || guard.IsProxy(o) || o.Prototype() != r.v8.typeErrorProto {
		return
	}
	_ = r.vm.Try(func() {
		msg, ok := r.ownString(o, "message")
		if !ok {
			return
		}
		stack, _ := r.ownString(o, "stack")
		var at *site
		isNull := false
		if line, col, ok := firstFrame(stack, r.filename); ok {
			if off, ok := jsOffset(r.comp.src.JS(), line, col); ok {
				if s, ok := r.comp.sites()[off]; ok {
					at = &s
				}
				isNull = r.v8.nullAt[off]
			}
		}
		if r.unknownTool(o, msg, stack, at) { // unknowntool.go
			return
		}
		out, ok := v8Message(msg, at, isNull)
		if !ok || out == msg {
			return
		}
		_ = o.DefineDataProperty("message", r.vm.ToValue(out), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE) // writable, configurable, not enumerable, as V8 has them
		if rest, ok := strings.CutPrefix(stack, "TypeError: "+msg); ok {
			_ = o.DefineDataProperty("stack", r.vm.ToValue("TypeError: "+out+rest), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
		}
	})
	if r.halted() {
		r.vm.Interrupt(haltSignal{}) // the Try swallowed our interrupt
	}
}

// ownString reads o's own data property key when it is a string, running
// no program code.
func (r *run) ownString(o *goja.Object, key string) (string, bool) {
	d := r.guards.OwnDescriptor(o, r.vm.ToValue(key))
	if d == nil {
		return "", false
	}
	for _, k := range d.Keys() {
		if k == "value" {
			if v := d.Get("value"); v != nil && goja.IsString(v) {
				return v.String(), true
			}
			return "", false
		}
	}
	return "", false
}

// firstFrame returns the JS line and column of the first frame of a goja
// stack when it is in the program (not in a built-in).
func firstFrame(stack, filename string) (line, col int, ok bool) {
	_, rest, found := strings.Cut(stack, "\n\tat ")
	if !found {
		return 0, 0, false
	}
	frame, _, _ := strings.Cut(rest, "\n")
	i := strings.Index(frame, filename+":")
	if i < 0 {
		return 0, 0, false
	}
	pos := frame[i+len(filename)+1:]
	ls, pos, _ := strings.Cut(pos, ":")
	cs, _, _ := strings.Cut(pos, "(")
	line, err1 := strconv.Atoi(ls)
	col, err2 := strconv.Atoi(cs)
	return line, col, err1 == nil && err2 == nil
}

// jsOffset converts a 1-based line and byte column of js to a 0-based
// byte offset.
func jsOffset(js string, line, col int) (int, bool) {
	off := 0
	for l := 1; l < line; l++ {
		i := strings.IndexByte(js[off:], '\n')
		if i < 0 {
			return 0, false
		}
		off += i + 1
	}
	off += col - 1
	return off, off >= 0 && off <= len(js)
}

// v8Helpers returns the helpers a rewritten program receives, in the
// order of passV8Helpers: fix(e) rewords e in place and returns
// undefined; nn notes a nullish read (v8errors_null.go).
// A program whose catches were not rewritten gets undefined for fix, so
// most runs build one function, not two.
func (r *run) v8Helpers() []goja.Value {
	if r.v8.nn == nil {
		r.v8.nn = guard.NamedFunc(r.vm, r.nullNote, "nn")
	}
	if r.comp != nil && !r.comp.v8Catches {
		return []goja.Value{goja.Undefined(), r.v8.nn}
	}
	if r.v8.fix == nil {
		r.v8.fix = guard.NamedFunc(r.vm, func(call goja.FunctionCall) goja.Value {
			r.v8Fix(call.Argument(0))
			return goja.Undefined()
		}, "fix")
	}
	return []goja.Value{r.v8.fix, r.v8.nn}
}
