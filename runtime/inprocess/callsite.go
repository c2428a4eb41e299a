package inprocess

import (
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

// A binding call's rejection names the member that failed and where the
// program called it (issue #21 item 7). A reply arrives on a later loop
// job, with none of the program's frames on the stack, so the error the
// reply builds would carry no position at all: the program's frame is
// captured when the call is made, and the rejection's stack is written
// from it as
//
//	ToolCallError: <message>
//		at tools.deny (program.ts:L:C)
//
// in the compiled program's coordinates, like every goja stack, so a
// failure's rendering maps it to the model's TypeScript line:col and adds
// the source line (render.go). A call made from runtime-internal code
// (a promise job calling the binding directly) has no program frame; its
// stack names the member alone.

// siteDepth is how many frames callSite inspects: the binding itself and
// the callers above it, enough to see through a native caller such as
// Array.prototype.map or Function.prototype.call.
const siteDepth = 4

// callSite returns the innermost frame of the program's own code on the
// stack of the binding call being made, or the zero frame when there is
// none within siteDepth frames.
func (r *run) callSite() goja.StackFrame {
	r.sites = r.vm.CaptureCallStack(siteDepth, r.sites[:0])
	for i := range r.sites {
		if r.sites[i].SrcName() == r.filename {
			return r.sites[i]
		}
	}
	return goja.StackFrame{}
}

// memberRef is how the program names member of global: tools.deny, or
// tools["my-tool"] when the name is not an identifier.
func memberRef(global, member string) string {
	if isIdent(member) {
		return global + "." + member
	}
	return global + "[" + string(appendQuotedGo(nil, member)) + "]"
}

// callStack is the stack text of a rejection of member called at site:
// header (the error's "Name: message" line), then one frame naming the
// member at the program's position of the call.
func (r *run) callStack(header, member string, site goja.StackFrame) string {
	var b strings.Builder
	b.WriteString(header)
	if site.SrcName() != r.filename {
		// Not a frame line: the renderer keeps it as written.
		b.WriteString("\n    at " + member + "\n")
		return b.String()
	}
	p := site.Position()
	b.WriteString("\n\tat ")
	b.WriteString(member)
	b.WriteString(" (")
	b.WriteString(r.filename)
	b.WriteByte(':')
	b.WriteString(strconv.Itoa(p.Line))
	b.WriteByte(':')
	b.WriteString(strconv.Itoa(p.Column))
	b.WriteString(")\n")
	return b.String()
}

// errorHeader is the first line of an error's stack, as goja writes it:
// "Name: message", or the name alone for an empty message.
func errorHeader(name, msg string) string {
	if msg == "" {
		return name
	}
	return name + ": " + msg
}
