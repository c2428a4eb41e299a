package sdkgen

import (
	"strings"
)

// Options adjust what [Render] writes. A nil *Options means the zero
// value: the section exactly as [Section] renders it.
type Options struct {
	// Codemode lists the members of the program-visible `codemode`
	// namespace, declared after `tools` (see [CodemodeDeclaration]) and
	// announced in the instructions. Nil declares no such namespace.
	Codemode []Member
	// NoComments drops every tool doc comment and the legend, leaving the
	// signatures alone (the codemode members keep their docs: they are
	// the only description of that API).
	NoComments bool
}

// Member is one function of the `codemode` namespace, such as
// `search(query: string): Promise<…>`.
type Member struct {
	// Name is the member's name, an identifier.
	Name string
	// Signature is the TypeScript text after the name: the parameter list
	// and the return type, e.g. `(name: string): Promise<string>`.
	Signature string
	// Doc is a one-line description; it becomes the member's doc comment
	// and its entry in the instructions.
	Doc string
}

// Render renders the `tools:sdk` section for tools as [Section] does,
// adjusted by opts.
func Render(tools []Tool, opts *Options) (string, error) {
	if opts == nil {
		opts = &Options{}
	}
	return render(tools, opts, true)
}

// CodemodeDeclaration returns the TypeScript declaration of the codemode
// namespace with members, each after its doc comment, in the given order.
func CodemodeDeclaration(members []Member) string {
	var b strings.Builder
	b.WriteString("declare const codemode: {\n")
	for _, m := range members {
		if m.Doc != "" {
			b.WriteString("  /** " + docText(m.Doc) + " */\n")
		}
		b.WriteString("  " + m.Name + m.Signature + ";\n")
	}
	b.WriteString("}")
	return b.String()
}

// codemodeBullet is the instructions' line about the codemode namespace
// ("" without members).
func codemodeBullet(members []Member) string {
	if len(members) == 0 {
		return ""
	}
	names := make([]string, len(members))
	for i, m := range members {
		names[i] = "`codemode." + m.Name + "`"
	}
	return "\n- The `codemode` namespace (declared last) works from inside the program too: " +
		strings.Join(names, ", ") + ". `codemode` is not a tool; `tools.codemode` would be one."
}

// Declarations renders the TypeScript declarations of tools alone, as in
// the full section: the named types they use, then their ToolArgsMap and
// ToolOutputMap members with every doc comment (no legend, no
// instructions). Interfaces of one name merge in TypeScript, so the text
// extends the section's. It fails as [Section] does.
func Declarations(tools []Tool) (string, error) {
	_, decl, err := declare(tools, false)
	return decl, err
}

// Signature renders how a program calls t, on one line and without
// comments: `tools.NAME(args: ARGS): Promise<OUT>`, with `tools["…"]` for
// names that are not identifiers. Named types keep their names (their
// declarations are in [Declarations]); an output type longer than
// MaxSignatureOutput bytes is written `{ … }`.
func Signature(t Tool) (string, error) {
	t.Description = ""
	_, decl, err := declare([]Tool{t}, false)
	if err != nil {
		return "", err
	}
	args, out := memberType(decl, "ToolArgsMap"), memberType(decl, "ToolOutputMap")
	if out == "" {
		out = "JsonValue"
	} else if len(out) > MaxSignatureOutput {
		out = "{ … }"
	}
	k := key(t.Name)
	call := "tools." + k
	if strings.HasPrefix(k, `"`) {
		call = "tools[" + k + "]"
	}
	return call + "(args: " + args + "): Promise<" + out + ">", nil
}

// MaxSignatureOutput is the longest output type [Signature] writes in full.
const MaxSignatureOutput = 160

// memberType returns the type of the only member of interface name in
// decl, comments removed and whitespace collapsed ("" when the interface
// is empty).
func memberType(decl, name string) string {
	head := "interface " + name + " {"
	i := strings.Index(decl, head)
	if i < 0 {
		return ""
	}
	body := decl[i+len(head):]
	// The interface ends at the first "\n}" (members are indented).
	if j := strings.Index(body, "\n}"); j >= 0 {
		body = body[:j]
	} else {
		return ""
	}
	body = strings.TrimSpace(collapse(StripComments(body)))
	if body == "" {
		return ""
	}
	// "KEY: TYPE;" — the key is written by key(), so the first ": " that
	// follows it outside a string ends it.
	at := keyEnd(body)
	if at < 0 {
		return ""
	}
	return strings.TrimSuffix(strings.TrimSpace(body[at:]), ";")
}

// keyEnd returns the index just after the "KEY: " that opens member text s.
func keyEnd(s string) int {
	inStr := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case inStr && c == '\\':
			i++
		case c == '"':
			inStr = !inStr
		case !inStr && c == ':':
			return i + 1
		}
	}
	return -1
}

// collapse joins the lines of TypeScript text s into one line: leading
// indentation becomes one space, and line breaks after "{" or before "}"
// become single spaces.
func collapse(s string) string {
	lines := strings.Split(s, "\n")
	var b strings.Builder
	b.Grow(len(s))
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(l)
	}
	return b.String()
}

// StripComments removes the comments of TypeScript declaration text s:
// `//` to the end of the line and `/* … */` blocks, outside string
// literals (double- or single-quoted, with backslash escapes), then the
// trailing spaces they leave and the lines left empty. Text that is not
// well formed (an unterminated string or comment) is kept up to where it
// breaks off; the result never holds more than s.
func StripComments(s string) string {
	b := make([]byte, 0, len(s))
	lineStart := 0 // index in b of the current output line
	lineHadText, lineHadComment := false, false
	// endLine trims the trailing blanks of the current line; it reports
	// whether the line holds nothing but removed comments.
	endLine := func() bool {
		for len(b) > lineStart && (b[len(b)-1] == ' ' || b[len(b)-1] == '\t') {
			b = b[:len(b)-1]
		}
		if lineHadComment && !lineHadText {
			b = b[:lineStart]
			return true
		}
		return false
	}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '"' || c == '\'':
			j := i + 1
			for j < len(s) && s[j] != c && s[j] != '\n' {
				if s[j] == '\\' && j+1 < len(s) && s[j+1] != '\n' {
					j++
				}
				j++
			}
			if j < len(s) && s[j] == c {
				j++
			}
			b = append(b, s[i:j]...)
			lineHadText = true
			i = j
		case c == '/' && i+1 < len(s) && s[i+1] == '/':
			j := strings.IndexByte(s[i:], '\n')
			if j < 0 {
				i = len(s)
			} else {
				i += j
			}
			lineHadComment = true
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			j := strings.Index(s[i+2:], "*/")
			if j < 0 {
				i = len(s)
			} else {
				i += 2 + j + 2
			}
			lineHadComment = true
		case c == '\n':
			if !endLine() {
				b = append(b, '\n')
			}
			lineStart = len(b)
			lineHadText, lineHadComment = false, false
			i++
		default:
			if c != ' ' && c != '\t' {
				lineHadText = true
			}
			b = append(b, c)
			i++
		}
	}
	endLine()
	return string(b)
}

// Instructions returns the Markdown that opens the section: how programs
// call tools, and, with members, the codemode namespace. Compact
// renderings of a catalog (such as a budgeted offer) start with it too.
func Instructions(members []Member) string {
	return instructionsBody + codemodeBullet(members)
}

// Fixed declarations a compact rendering, without ToolArgsMap, uses.
const (
	// JsonValueDeclaration declares the JsonValue type.
	JsonValueDeclaration = jsonValueDecl
	// UntypedToolsDeclaration declares `tools` and ToolCallError when the
	// argument and result types are not in the text.
	UntypedToolsDeclaration = "declare class ToolCallError extends Error {\n  readonly name: \"ToolCallError\";\n  readonly toolName: string;\n}\n\n" +
		"declare const tools: { [name: string]: (args: { [key: string]: JsonValue }) => Promise<JsonValue> }"
	// Fence opens and closes a code block.
	Fence = fence
)
