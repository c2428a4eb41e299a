package inspect

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

// gojaFrame matches one goja stack frame line, "\tat NAME (FILE:L:C(PC))"
// or "\tat FILE:L:C(PC)"; the PC suffix is dropped.
var gojaPC = regexp.MustCompile(`:(\d+):(\d+)\(\d+\)(\)?)$`)

// nodeStack rewrites goja's stack layout ("\tat …" frame lines, a trailing
// newline) to Node's ("    at …"), leaving other text alone.
func nodeStack(stack string) string {
	if !strings.Contains(stack, "\n\tat ") {
		return stack
	}
	lines := strings.Split(strings.TrimSuffix(stack, "\n"), "\n")
	for i, l := range lines {
		if i > 0 && strings.HasPrefix(l, "\tat ") {
			l = "    at " + l[len("\tat "):]
			lines[i] = gojaPC.ReplaceAllString(l, ":$1:$2$3")
		}
	}
	return strings.Join(lines, "\n")
}

// errorString is Error.prototype.toString computed from data properties.
func (c *ctx) errorString(o *goja.Object) string {
	name, msg := "Error", ""
	if v := c.lookupData(o, "name"); v != nil && !goja.IsUndefined(v) {
		name, _ = primString(v)
	}
	if v := c.lookupData(o, "message"); v != nil && !goja.IsUndefined(v) {
		msg, _ = primString(v)
	}
	switch {
	case name == "":
		return msg
	case msg == "":
		return name
	}
	return name + ": " + msg
}

func (c *ctx) stackString(o *goja.Object) string {
	if v := c.lookupData(o, "stack"); truthy(v) {
		if s, ok := primString(v); ok {
			return nodeStack(s)
		}
	}
	return c.errorString(o)
}

// formatError is Node's formatError; it returns the base text and the keys
// left to print.
func (c *ctx) formatError(o *goja.Object, constructor string, hasCtor bool, tag string, keys []propKey) (string, []propKey) {
	name := "Error"
	if v := c.lookupData(o, "name"); v != nil && !goja.IsUndefined(v) && !goja.IsNull(v) {
		if s, ok := primString(v); ok {
			name = s
		}
	}
	stack := c.stackString(o)

	// Node 22's formatError drops an own "stack" key, and "message" and
	// "name" keys whose value (err.message, err.name) is not a string or
	// is part of the stack. An accessor counts as not a string: its getter
	// is never called.
	if len(keys) != 0 {
		for _, n := range [...]string{"stack", "message", "name"} {
			for i, k := range keys {
				if k.sym != nil || k.s != n {
					continue
				}
				v := c.lookupData(o, n)
				if n == "stack" || v == nil || !goja.IsString(v) || strings.Contains(stack, v.String()) {
					keys = append(keys[:i:i], keys[i+1:]...)
				}
				break
			}
		}
	}
	if c.has(o, c.vm.ToValue("cause")) && !hasKey(keys, "cause") {
		keys = append(keys, propKey{s: "cause"})
	}
	if ev, ok := c.lookupData(o, "errors").(*goja.Object); ok && ev.ClassName() == "Array" && !hasKey(keys, "errors") {
		keys = append(keys, propKey{s: "errors"})
	}

	stack = improveStack(stack, constructor, hasCtor, name, tag)

	pos := -1
	if mv := c.lookupData(o, "message"); truthy(mv) {
		if msg, ok := primString(mv); ok {
			if p := strings.Index(stack, msg); p > 0 {
				pos = p + len(msg)
			}
		}
	}
	from := max(pos, 0)
	stackStart := -1
	if i := strings.Index(stack[min(from, len(stack)):], "\n    at"); i != -1 {
		stackStart = i + from
	}
	if stackStart == -1 {
		stack = "[" + stack + "]"
	} else {
		lines := c.stackFrames(o, strings.Split(stack[stackStart+1:], "\n"))
		stack = stack[:stackStart] + "\n" + strings.Join(lines, "\n")
	}
	if c.indentationLvl != 0 {
		stack = strings.ReplaceAll(stack, "\n", "\n"+strings.Repeat(" ", c.indentationLvl))
	}
	return stack, keys
}

func hasKey(keys []propKey, s string) bool {
	for _, k := range keys {
		if k.sym == nil && k.s == s {
			return true
		}
	}
	return false
}

// stackFrames is Node's getStackFrames: frames shared with the cause's stack
// collapse into "... N lines matching cause stack trace ...".
func (c *ctx) stackFrames(o *goja.Object, frames []string) []string {
	cause, ok := c.lookupData(o, "cause").(*goja.Object)
	if !ok || c.isProxy(cause) || !(cause.ClassName() == "Error" || c.inChain(cause, c.in.errorProto)) {
		return frames
	}
	cs := c.stackString(cause)
	start := strings.Index(cs, "\n    at")
	if start == -1 {
		return frames
	}
	causeFrames := strings.Split(cs[start+1:], "\n")
	length, offset := identicalSequenceRange(frames, causeFrames)
	if length > 0 {
		skipped := length - 2
		msg := "    ... " + strconv.Itoa(skipped) + " lines matching cause stack trace ..."
		out := append([]string{}, frames[:offset+1]...)
		out = append(out, msg)
		return append(out, frames[offset+1+skipped:]...)
	}
	return frames
}

func identicalSequenceRange(a, b []string) (int, int) {
	for i := 0; i < len(a)-3; i++ {
		pos := -1
		for j, x := range b {
			if x == a[i] {
				pos = j
				break
			}
		}
		if pos != -1 {
			rest := len(b) - pos
			if rest > 3 {
				l := 1
				maxLen := min(len(a)-i, rest)
				for maxLen > l && a[i+l] == b[pos+l] {
					l++
				}
				if l > 3 {
					return l, i
				}
			}
		}
	}
	return 0, 0
}

var (
	nullProtoErrStart = regexp.MustCompile(`^([A-Z][a-z_ A-Z0-9[\]()-]+)(?::|\n {4}at)`)
	nullProtoErrWhole = regexp.MustCompile(`^([a-z_A-Z0-9-]*Error)$`)
)

// improveStack is Node's improveStack: it names the constructor or tag in
// the first line when the stack does not already.
func improveStack(stack, constructor string, hasCtor bool, name, tag string) string {
	l := len(name)
	if !hasCtor || (strings.HasSuffix(name, "Error") && strings.HasPrefix(stack, name) &&
		(len(stack) == l || stack[l] == ':' || stack[l] == '\n')) {
		fallback := "Error"
		if !hasCtor {
			m := nullProtoErrStart.FindStringSubmatch(stack)
			if m == nil {
				m = nullProtoErrWhole.FindStringSubmatch(stack)
			}
			fallback = ""
			if m != nil {
				fallback = m[1]
			}
			l = len(fallback)
			if fallback == "" {
				fallback = "Error"
			}
		}
		prefix := getPrefix(constructor, hasCtor, tag, fallback, "")
		prefix = prefix[:len(prefix)-1]
		if name != prefix {
			switch {
			case strings.Contains(prefix, name) && l == 0:
				stack = prefix + ": " + stack
			case strings.Contains(prefix, name):
				stack = prefix + stack[l:]
			default:
				stack = prefix + " [" + name + "]" + stack[l:]
			}
		}
	}
	return stack
}
