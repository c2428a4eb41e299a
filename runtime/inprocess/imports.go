package inprocess

import (
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/transpile"
)

// Imports from the servers tree (issue #40, cause 1).
//
// transpile turns `import * as gdrive from './servers/google-drive'` (and
// default, named and "./servers/<server>/<tool>" imports) into Imports of
// the program, whose values the program's function receives as one more
// parameter (transpile.ImportsParam). importValues computes them from the
// request's Servers: a server is an object whose members are its tools'
// namespace functions, under the tool's own name and its camelCase form
// (get_document is also getDocument, as the Anthropic post's file tree
// names it); a tool file is that one function. Server and tool names
// match ignoring case and the characters other than letters and digits,
// so "./servers/google_drive/getDocument" finds tool get-document of
// server google-drive. An import that names no known server or tool
// fails the run before it starts, as Node fails to link the module.

// importValues returns the array the program's imports parameter receives,
// or the message of the exception that ends the run.
func (r *run) importValues(vm *goja.Runtime, ims []transpile.Import) (goja.Value, string) {
	objs := make(map[string]*goja.Object, len(ims))
	vals := make([]any, len(ims))
	for i, im := range ims {
		s, ok := r.findServer(im.Server)
		if !ok {
			return nil, r.importError(im, "there is no server "+strconv.Quote(im.Server)+r.serverList())
		}
		fn := func(t runtime.ServerTool) goja.Value {
			if ns, ok := r.nsObjects[s.Namespace]; ok {
				return ns.Get(t.Member)
			}
			return goja.Undefined()
		}
		server := func() *goja.Object {
			if o, ok := objs[s.Name]; ok {
				return o
			}
			o := vm.CreateObject(nil)
			for _, t := range s.Tools {
				_ = o.Set(t.Name, fn(t))
				if c := camel(t.Name); c != t.Name {
					if v := o.Get(c); v == nil {
						_ = o.Set(c, fn(t))
					}
				}
			}
			objs[s.Name] = o
			return o
		}
		if im.Tool != "" {
			t, ok := findTool(s, im.Tool)
			if !ok {
				return nil, r.importError(im, "server "+strconv.Quote(s.Name)+" has no tool "+strconv.Quote(im.Tool)+toolList(s))
			}
			switch {
			case im.Kind == transpile.ImportNamespace:
				o := vm.CreateObject(nil)
				_ = o.Set("default", fn(t))
				_ = o.Set(t.Name, fn(t))
				_ = o.Set(camel(t.Name), fn(t))
				vals[i] = o
			case im.Kind == transpile.ImportDefault || norm(im.Name) == norm(im.Tool) || norm(im.Name) == norm(t.Name):
				vals[i] = fn(t)
			default:
				return nil, r.importError(im, "module "+strconv.Quote(im.Specifier)+" exports only "+camel(t.Name)+", not "+strconv.Quote(im.Name))
			}
			continue
		}
		if im.Kind != transpile.ImportNamed {
			vals[i] = server()
			continue
		}
		t, ok := findTool(s, im.Name)
		if !ok {
			return nil, r.importError(im, "server "+strconv.Quote(s.Name)+" has no tool "+strconv.Quote(im.Name)+toolList(s))
		}
		vals[i] = fn(t)
	}
	return vm.NewArray(vals...), ""
}

// importError is the exception text of an import that cannot be bound.
func (r *run) importError(im transpile.Import, why string) string {
	return "SyntaxError: " + r.filename + ":" + strconv.Itoa(im.Line) + ":" + strconv.Itoa(im.Col) + ": cannot import " + strconv.Quote(im.Specifier) + ": " + why + " (codemode.search lists the tools and their servers)"
}

// findServer is the request's server named like name.
func (r *run) findServer(name string) (runtime.Server, bool) {
	for _, s := range r.req.Servers {
		if s.Name == name {
			return s, true
		}
	}
	for _, s := range r.req.Servers {
		if norm(s.Name) == norm(name) {
			return s, true
		}
	}
	return runtime.Server{}, false
}

// findTool is the tool of s named like name.
func findTool(s runtime.Server, name string) (runtime.ServerTool, bool) {
	for _, t := range s.Tools {
		if t.Name == name {
			return t, true
		}
	}
	for _, t := range s.Tools {
		if norm(t.Name) == norm(name) || norm(t.Member) == norm(name) {
			return t, true
		}
	}
	return runtime.ServerTool{}, false
}

func (r *run) serverList() string {
	if len(r.req.Servers) == 0 {
		return "; this run has no servers"
	}
	names := make([]string, len(r.req.Servers))
	for i, s := range r.req.Servers {
		names[i] = s.Name
	}
	sort.Strings(names)
	return "; the servers are " + strings.Join(names, ", ")
}

func toolList(s runtime.Server) string {
	names := make([]string, len(s.Tools))
	for i, t := range s.Tools {
		names[i] = camel(t.Name)
	}
	sort.Strings(names)
	if len(names) > 20 {
		names = append(names[:20], "…")
	}
	return "; its tools are " + strings.Join(names, ", ")
}

// norm folds a name for matching: lower case, letters and digits only.
func norm(s string) string {
	var b strings.Builder
	for _, c := range s {
		if unicode.IsLetter(c) || unicode.IsDigit(c) {
			b.WriteRune(unicode.ToLower(c))
		}
	}
	return b.String()
}

// camel is name in camelCase: get_document and get-document are
// getDocument; a name without "_" or "-" is kept.
func camel(name string) string {
	if !strings.ContainsAny(name, "_-") {
		return name
	}
	var b strings.Builder
	up := false
	for _, c := range name {
		switch {
		case c == '_' || c == '-':
			up = b.Len() > 0
		case up:
			b.WriteRune(unicode.ToUpper(c))
			up = false
		default:
			b.WriteRune(c)
		}
	}
	if b.Len() == 0 {
		return name
	}
	return b.String()
}
