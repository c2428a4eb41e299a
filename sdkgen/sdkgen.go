// Package sdkgen turns tool definitions — a name, a description and JSON
// Schemas for input and output — into the TypeScript SDK that Code Mode
// shows a model: the `tools:sdk` prompt section, and the description and
// input schema of the `run_code` tool that carries it over MCP.
//
// # Output
//
// [Section] renders fixed instructions, then a fenced ts block that declares
// the recursive JsonValue alias, named types for `$ref` targets, the
// ToolArgsMap interface (one member per tool, sorted by UTF-16 code units,
// each after its tool's description), the ToolOutputMap interface (the
// tools whose result is typed; the others return JsonValue), ToolName, the
// ToolCallError class and the mapped `tools` constant. The text is a pure
// function of the set of tools: input order never changes a byte.
//
// The section is laid out to be small without losing a word: a member that
// fits on one line carries its description and constraint tags as a
// trailing `// …` comment, and a doc that many members of one name share
// is written once, in a legend before the declarations, which those
// members then read instead of repeating it. [TypeOf] keeps the reference
// layout, a `/** … */` line before each documented member.
//
// # Schemas
//
// Real-world JSON Schema is typed, not dropped: type arrays, nullable,
// enum and const of any JSON type, anyOf/oneOf (unions), allOf
// (intersections), local `$ref` into `$defs`/definitions (named types,
// recursion included), additionalProperties and patternProperties (index
// types), items, tuples (prefixItems), required, open and closed objects.
// Constraints and annotations (@minimum, @pattern, @format, @default…)
// become JSDoc. Only a node that cannot be typed — a `$ref` that does not
// resolve, for instance — becomes unknown, with a note in the nearest doc
// comment; keywords that constrain values without changing their shape
// (if/then/else, dependentRequired, x-… vendor keys, and not — except that
// {"not": {"type": …}} is typed as the other types) are ignored.
// Malformed input (invalid JSON, a "type" that is not a type name, a
// schema that is neither an object nor a boolean) is a [*SchemaError]
// that names the tool and the JSON Pointer of the node.
//
// # Named types
//
// The targets of `$ref` become `type Name = …` aliases, named after the
// last meaningful pointer segment (#/$defs/pull_request → PullRequest).
// Definitions that are structurally equal share one alias across tools;
// different ones that want the same name are qualified by the first tool
// defining them (UTF-16 order), and clashes with the section's own names
// or the ECMAScript library's types get a numeric suffix. Aliases that
// only refer to each other (type A = B | null; type B = A) are unknown.
// Objects nested more than a few dozen levels deep are hoisted into
// aliases too, so the text stays linear in the schema.
//
// # Other renderings
//
// [Render] adds the declaration of the program's `codemode` namespace
// ([Member]) and can drop every tool comment (the signatures alone);
// [Declarations] renders a few tools' declarations for
// codemode.describe; [Signature] renders one call on one line for
// codemode.search; [Instructions] and the exported fixed declarations let
// compact renderings of a catalog (package discovery) start alike.
//
// Everything here is pure: no I/O, no JavaScript engine, safe for
// concurrent use.
package sdkgen

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/codemode-go/codemode/internal/jsonlit"
	"github.com/codemode-go/codemode/sdkgen/internal/jsonv"
)

// Tool is the part of a tool definition the SDK shows.
type Tool struct {
	// Name is the member of `tools` that calls the tool. Any string works;
	// names that are not identifiers are written quoted.
	Name string
	// Description becomes the tool's doc comment.
	Description string
	// InputSchema is the JSON Schema of the arguments; nil means an object
	// with no declared properties.
	InputSchema json.RawMessage
	// OutputSchema is the JSON Schema of the result value; nil means none,
	// and the tool returns JsonValue.
	OutputSchema json.RawMessage
	// OutputNote, when set, is the doc comment of the tool's
	// ToolOutputMap member: for example that its type was observed, not
	// declared.
	OutputNote string
}

// SchemaError is a malformed tool schema or catalog entry.
type SchemaError struct {
	Tool  string // the tool's name ("" for TypeOf)
	Field string // "inputSchema", "outputSchema", "schema", or a catalog field
	Path  string // JSON Pointer of the offending node inside Field ("" for its root)
	Msg   string
}

// Error reads `sdkgen: tool "name": field at /pointer: message`, leaving
// out the parts that are empty.
func (e *SchemaError) Error() string {
	var b strings.Builder
	b.WriteString("sdkgen: ")
	if e.Tool != "" {
		fmt.Fprintf(&b, "tool %s: ", jsonlit.Quote(e.Tool))
	}
	b.WriteString(e.Field)
	if e.Path != "" {
		b.WriteString(" at ")
		b.WriteString(e.Path)
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}

var _ error = (*SchemaError)(nil)

// The fixed declarations of the section (SDK-G4).
const (
	jsonValueDecl  = "type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }"
	toolNameDecl   = "type ToolName = keyof ToolArgsMap"
	errorClassDecl = "declare class ToolCallError extends Error {\n  readonly name: \"ToolCallError\";\n  readonly toolName: ToolName;\n}"
	toolsDecl      = "declare const tools: {\n  [K in ToolName]: (args: ToolArgsMap[K]) => Promise<K extends keyof ToolOutputMap ? ToolOutputMap[K] : JsonValue>;\n}"
	fence          = "```"
)

var defaultInput = &jsonv.Value{Kind: jsonv.Object, Keys: []string{"type"}, Vals: []*jsonv.Value{{Kind: jsonv.String, Str: "object"}}}

func parseSchema(tool, field string, raw json.RawMessage) (*document, error) {
	v, err := jsonv.Parse(raw)
	if err != nil {
		return nil, &SchemaError{Tool: tool, Field: field, Msg: err.Error()}
	}
	return &document{root: v, tool: tool, field: field}, nil
}

// Section renders the `tools:sdk` prompt section for tools: Markdown
// instructions followed by the declarations in a ts fence, without a
// trailing newline. Tools are sorted by UTF-16 code units of their names;
// two tools with one name are an error. A malformed schema is a
// *SchemaError naming the tool. The layout is compact (see the package
// documentation): one-line members carry trailing `//` docs, shared docs
// move to a legend, and ToolOutputMap omits tools returning JsonValue.
// It is Render(tools, nil).
func Section(tools []Tool) (string, error) { return Render(tools, nil) }

// section renders the section; without legend every one-line member keeps
// its own trailing doc comment (tests compare the two forms).
func section(tools []Tool, legend bool) (string, error) {
	return render(tools, &Options{}, legend)
}

func render(tools []Tool, opts *Options, legend bool) (string, error) {
	leg, decl, err := declare(tools, legend && !opts.NoComments)
	if err != nil {
		return "", err
	}
	if opts.NoComments {
		decl = StripComments(decl)
	}
	var out strings.Builder
	out.Grow(len(instructions) + len(leg) + len(decl) + 1024)
	out.WriteString(instructionsBody)
	out.WriteString(codemodeBullet(opts.Codemode))
	out.WriteString(instructionsTrailer)
	out.WriteString("\n\n" + fence + "ts\n")
	out.WriteString(jsonValueDecl)
	out.WriteString("\n\n")
	if leg != "" {
		out.WriteString(leg)
		out.WriteString("\n\n")
	}
	out.WriteString(decl)
	out.WriteString("\n\n" + toolNameDecl + "\n\n" + errorClassDecl + "\n\n" + toolsDecl)
	if len(opts.Codemode) > 0 {
		out.WriteString("\n\n")
		out.WriteString(CodemodeDeclaration(opts.Codemode))
	}
	out.WriteString("\n" + fence)
	return out.String(), nil
}

// declare renders the named types and the ToolArgsMap and ToolOutputMap
// interfaces of tools, and the legend their docs share ("" without one).
func declare(tools []Tool, legend bool) (leg, decl string, err error) {
	type entry struct {
		t    *Tool
		key  []uint16
		args frag
		out  frag
	}
	entries := make([]entry, len(tools))
	for i := range tools {
		entries[i] = entry{t: &tools[i], key: utf16Units(tools[i].Name)}
	}
	sort.SliceStable(entries, func(i, j int) bool { return compareUnits(entries[i].key, entries[j].key) < 0 })
	for i := 1; i < len(entries); i++ {
		if entries[i].t.Name == entries[i-1].t.Name {
			return "", "", fmt.Errorf("sdkgen: two tools are named %s", jsonlit.Quote(entries[i].t.Name))
		}
	}
	g := &generator{byTarget: map[*jsonv.Value]*alias{}, section: true}
	for i := range entries {
		e := &entries[i]
		in := &document{root: defaultInput, tool: e.t.Name, field: "inputSchema"}
		if e.t.InputSchema != nil {
			d, err := parseSchema(e.t.Name, "inputSchema", e.t.InputSchema)
			if err != nil {
				return "", "", err
			}
			in = d
		}
		f, err := g.render(in, in.root, rctx{indent: 1}, nil, 0)
		if err != nil {
			return "", "", err
		}
		e.args = g.rootUse(in, f)
		e.out = anyFrag
		if e.t.OutputSchema != nil {
			d, err := parseSchema(e.t.Name, "outputSchema", e.t.OutputSchema)
			if err != nil {
				return "", "", err
			}
			f, err := g.render(d, d.root, rctx{indent: 1}, nil, 0)
			if err != nil {
				return "", "", err
			}
			e.out = g.rootUse(d, f)
		}
	}
	if err := g.finish(); err != nil {
		return "", "", err
	}
	decls, subst := g.declarations()

	var b strings.Builder
	size := 1024
	for _, e := range entries {
		size += len(e.args.text) + len(e.out.text) + len(e.t.Description) + 2*len(e.t.Name) + 32
	}
	b.Grow(size)
	if len(decls) > 0 {
		b.WriteString(strings.Join(decls, "\n"))
		b.WriteString("\n\n")
	}
	writeMap := func(name string, args bool) {
		b.WriteString("interface " + name + " {")
		n := 0
		for _, e := range entries {
			f := e.out
			if args {
				f = e.args
			} else if f.any && f.text == anyFrag.text && len(f.notes) == 0 {
				// The tools constant types a tool missing here as
				// returning JsonValue.
				continue
			}
			if n == 0 {
				b.WriteByte('\n')
			}
			n++
			var desc *jsonv.Value
			doc := e.t.Description
			if !args {
				doc = e.t.OutputNote
			}
			if doc != "" {
				desc = &jsonv.Value{Kind: jsonv.Object, Keys: []string{"description"}, Vals: []*jsonv.Value{{Kind: jsonv.String, Str: doc}}}
			}
			if line, ok := docLine(desc, f.notes); ok {
				b.WriteString("  ")
				b.WriteString(line)
				b.WriteByte('\n')
			}
			b.WriteString("  ")
			b.WriteString(key(e.t.Name))
			b.WriteString(": ")
			b.WriteString(subst(f.text))
			b.WriteString(";\n")
		}
		b.WriteString("}")
	}
	writeMap("ToolArgsMap", true)
	b.WriteString("\n\n")
	writeMap("ToolOutputMap", false)
	taken := make(map[string]bool, len(entries))
	for _, e := range entries {
		taken[key(e.t.Name)] = true
	}
	leg, decl = resolveDocs(b.String(), taken, legend)
	return leg, decl, nil
}

// TypeOf renders one schema as a TypeScript type expression at indent 0,
// for tests and inspection. When the schema uses `$ref`, the text starts
// with the named types, each a `type Name = …` declaration (after its doc
// comment, if any), followed by a blank line and the expression.
func TypeOf(schema json.RawMessage) (string, error) {
	if schema == nil {
		return "", errors.New("sdkgen: no schema")
	}
	d, err := parseSchema("", "schema", schema)
	if err != nil {
		return "", err
	}
	return typeOf(d, 0)
}

func typeOf(d *document, indent int) (string, error) {
	g := &generator{byTarget: map[*jsonv.Value]*alias{}}
	f, err := g.render(d, d.root, rctx{indent: indent}, nil, 0)
	if err != nil {
		return "", err
	}
	f = g.rootUse(d, f)
	if err := g.finish(); err != nil {
		return "", err
	}
	decls, subst := g.declarations()
	if len(decls) == 0 {
		return f.text, nil
	}
	return strings.Join(decls, "\n") + "\n\n" + subst(f.text), nil
}

// rootUse replaces the rendering of a document's root by its alias name
// when the document refers to its own root ("$ref": "#").
func (g *generator) rootUse(d *document, f frag) frag {
	if a := g.byTarget[d.root]; a != nil {
		return frag{text: placeholder(a.id), notes: f.notes}
	}
	return f
}
