package inprocess

import (
	"github.com/codemode-go/codemode/internal/editdist"
	"sort"
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

// Calls of tools that do not exist (issue #40).
//
// `tools.reed(…)` is a call of an undeclared member: the engine throws
// "tools.reed is not a function" (RC-47), which tells the model nothing
// about what to call instead. Where the error is reworded in V8's words
// (v8errors.go: catch clauses, rejections, the uncaught error), a call
// whose callee is a member of a namespace with an error class that the
// namespace does not declare becomes that class's error instead — a
// ToolCallError whose toolName is the name called — saying there is no
// such tool, naming the closest declared ones (edit distance, and names
// that end with the one called, as a server-qualified name does) and
// pointing to codemode.search. `typeof tools.reed` stays "undefined".

// unknownTool rewrites o, a TypeError of a call at s, into the namespace's
// error when s calls an undeclared member of a namespace with an error
// class; it reports whether it did.
func (r *run) unknownTool(o *goja.Object, msg, stack string, s *site) bool {
	if s == nil || s.kind != siteCall || !noMember.MatchString(msg) {
		return false
	}
	global, member, ok := splitMember(s.text)
	if !ok {
		return false
	}
	for _, ns := range r.req.Namespaces {
		if ns.Global != global || ns.ErrorClass == nil {
			continue
		}
		names := make([]string, 0, len(ns.Functions))
		for _, f := range ns.Functions {
			if f.Name == member {
				return false // declared: some other failure
			}
			names = append(names, f.Name)
		}
		cls := r.classOf(global)
		if cls == nil {
			return false
		}
		proto, ok := cls.Get("prototype").(*goja.Object)
		if !ok {
			return false
		}
		out := unknownToolMessage(global, member, names, r.serverOf) + r.startingNote(global)
		if err := o.SetPrototype(proto); err != nil {
			return false
		}
		_ = o.DefineDataProperty("message", r.vm.ToValue(out), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
		_ = o.Set(ns.ErrorClass.MemberProperty, member)
		if _, rest, ok := strings.Cut(stack, msg); ok {
			_ = o.DefineDataProperty("stack", r.vm.ToValue(ns.ErrorClass.Name+": "+out+rest), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
		}
		return true
	}
	return false
}

// classOf is the error class constructor of the namespace named global.
func (r *run) classOf(global string) *goja.Object {
	if c, ok := r.nsClasses[global]; ok {
		return c
	}
	return nil
}

// splitMember splits a callee text "ns.member" or `ns["member"]`.
func splitMember(text string) (global, member string, ok bool) {
	if i := strings.IndexByte(text, '.'); i > 0 && isIdent(text[:i]) && isIdent(text[i+1:]) {
		return text[:i], text[i+1:], true
	}
	if i := strings.Index(text, `["`); i > 0 && isIdent(text[:i]) && strings.HasSuffix(text, `"]`) {
		return text[:i], text[i+2 : len(text)-2], true
	}
	return "", "", false
}

// unknownToolMessage says that ns has no member called name, naming the
// closest declared ones and, where the request's servers say, their
// servers.
func unknownToolMessage(global, name string, names []string, serverOf func(ref string) string) string {
	msg := "there is no tool " + strconv.Quote(name) + " (" + memberRef(global, name) + " is not a function)"
	if near := closestNames(name, names, 3); len(near) > 0 {
		refs := make([]string, len(near))
		for i, n := range near {
			refs[i] = memberRef(global, n)
			if s := serverOf(refs[i]); s != "" {
				refs[i] += " (server " + s + ")"
			}
		}
		msg += "; the closest are " + strings.Join(refs, ", ")
	}
	return msg + "; codemode.search(\"what it should do\") finds a tool by its purpose"
}

// closestNames returns up to n of names near name: a few edits away
// (closest first), then names ending in "_"+name or containing it (a
// server-qualified name).
func closestNames(name string, names []string, n int) []string {
	type cand struct {
		name string
		rank int
	}
	var cs []cand
	limit := max(2, len(name)/3)
	lower := strings.ToLower(name)
	for _, m := range names {
		lm := strings.ToLower(m)
		switch d := editdist.Bounded(lower, lm, limit); {
		case d <= limit:
			cs = append(cs, cand{m, d})
		case len(lower) >= 3 && (strings.HasSuffix(lm, "_"+lower) || strings.Contains(lm, lower)):
			cs = append(cs, cand{m, limit + 1})
		}
	}
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].rank != cs[j].rank {
			return cs[i].rank < cs[j].rank
		}
		return cs[i].name < cs[j].name
	})
	out := make([]string, 0, n)
	for _, c := range cs[:min(n, len(cs))] {
		out = append(out, c.name)
	}
	return out
}

// startingNote tells a call of an undeclared member of global that the
// servers of that namespace still starting may declare it once they are up
// (a first `npx -y` install takes a while): "" when none is starting.
func (r *run) startingNote(global string) string {
	var names []string
	for _, s := range r.req.Servers {
		if s.Starting && s.Namespace == global {
			names = append(names, s.Name)
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return "; server " + names[0] + " is still starting and its tools are not known yet: call again once it is up"
	}
	return "; servers " + strings.Join(names, ", ") + " are still starting and their tools are not known yet: call again once they are up"
}
