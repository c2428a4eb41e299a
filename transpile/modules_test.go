package transpile_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/transpile"
)

// TestModuleSyntax: import and export declarations at the top of a
// program (issue #40, causes 1 and 2) compile as TypeScript treats them:
// type-only and unused imports vanish, imports from the servers tree
// become Imports bound on the header line, export modifiers go, and the
// program's own lines keep their positions.
func TestModuleSyntax(t *testing.T) {
	type imp struct{ spec, server, tool, kind, name, local string }
	tests := []struct {
		name, src string
		body      []string // the function's statements, after "use strict"
		imports   []imp
	}{
		{"import type is erased", "import type { Doc } from './types'\nreturn 1", []string{"return 1;"}, nil},
		{"unused import is erased", "import { readFileSync } from 'fs'\nimport _ from 'lodash'\nreturn 2", []string{"return 2;"}, nil},
		{"import used only as a type is erased", "import { Options } from 'pkg'\nconst o: Options = {}\nreturn o", []string{"const o = {};", "return o;"}, nil},
		{"namespace import of a server", "import * as gdrive from './servers/google-drive'\nreturn await gdrive.getDocument({ id: 'x' })",
			[]string{"const gdrive = __codemode_imports[0];", "return await gdrive.getDocument({ id: \"x\" });"},
			[]imp{{"./servers/google-drive", "google-drive", "", "namespace", "", "gdrive"}}},
		{"named and default imports", "import drive, { getDocument as get, type Doc, listFiles } from \"./servers/google-drive/index.ts\";\nreturn [drive, get, listFiles]",
			[]string{"const drive = __codemode_imports[0];", "const get = __codemode_imports[1];", "const listFiles = __codemode_imports[2];", "return [drive, get, listFiles];"},
			[]imp{{"./servers/google-drive/index.ts", "google-drive", "", "default", "default", "drive"}, {"./servers/google-drive/index.ts", "google-drive", "", "named", "getDocument", "get"}, {"./servers/google-drive/index.ts", "google-drive", "", "named", "listFiles", "listFiles"}}},
		{"a tool file", "import { getDocument } from './servers/google-drive/getDocument'\nreturn getDocument",
			[]string{"const getDocument = __codemode_imports[0];", "return getDocument;"},
			[]imp{{"./servers/google-drive/getDocument", "google-drive", "getDocument", "named", "getDocument", "getDocument"}}},
		{"export {} and export modifiers", "export {};\nexport async function main() { return 1 }\nexport const x = 2\nreturn await main() + x",
			[]string{"async function main() {", "return 1;", "}", "const x = 2;", "return await main() + x;"}, nil},
		{"export default of a value", "const v = 3\nexport default v\nreturn v", []string{"const v = 3;", "v;", "return v;"}, nil},
		{"export clause and type exports", "const a = 1\nexport { a, a as b }\nexport type { T }\nexport interface I { x: number }\nreturn a", []string{"const a = 1;", "return a;"}, nil},
		{"module syntax inside literals is left alone", "const s = 'import x from \"y\"'\nconst t = `\nexport {}`\nconst r = /import a from 'b'/\nreturn [s, t, r.source]",
			[]string{"const s = 'import x from \"y\"';", "const t = `", "export {}`;", "const r = /import a from 'b'/;", "return [s, t, r.source];"}, nil},
		{"dynamic import and import.meta are not declarations", "const m = typeof import.meta\nreturn m", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := transpile.Transform(tt.src, transpile.Options{Params: []string{"tools", "console"}})
			if tt.body == nil { // left to the ordinary diagnostics
				var te *transpile.Error
				if !errors.As(err, &te) {
					t.Fatalf("Transform = %v, %v; want a *transpile.Error", p, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var body []string
			for _, l := range strings.Split(p.JS, "\n")[2:] {
				if l = strings.TrimSpace(l); l != "" && l != "});" {
					body = append(body, l)
				}
			}
			if !reflect.DeepEqual(body, tt.body) {
				t.Errorf("body\n%q\nwant\n%q", body, tt.body)
			}
			var got []imp
			for _, im := range p.Imports {
				got = append(got, imp{im.Specifier, im.Server, im.Tool, string(im.Kind), im.Name, im.Local})
			}
			if !reflect.DeepEqual(got, tt.imports) {
				t.Errorf("imports %+v, want %+v", got, tt.imports)
			}
			wantHead := "(async function(tools, console) {"
			if len(tt.imports) > 0 {
				wantHead = "(async function(tools, console, " + transpile.ImportsParam + ") {"
			}
			if !strings.HasPrefix(p.JS, wantHead) {
				t.Errorf("header %q, want %q", strings.SplitN(p.JS, "\n", 2)[0], wantHead)
			}
		})
	}
}

// TestModulePositions: a program's lines keep their numbers and columns
// once its declarations are blanked, and an import's specifier is located.
func TestModulePositions(t *testing.T) {
	src := "import * as s from './servers/slack'\nimport type { X } from 'x'\n  null.x"
	p, err := transpile.Transform(src, transpile.Options{Params: []string{"tools"}})
	if err != nil {
		t.Fatal(err)
	}
	if im := p.Imports[0]; im.Line != 1 || im.Col != 20 {
		t.Errorf("specifier at %d:%d, want 1:20", im.Line, im.Col)
	}
	lines := strings.Split(p.JS, "\n")
	for i, l := range lines {
		if c := strings.Index(l, "null.x"); c >= 0 {
			if sl, sc, ok := p.Position(i+1, c+1); !ok || sl != 3 || sc != 3 {
				t.Errorf("null.x maps to %d:%d (%v), want 3:3", sl, sc, ok)
			}
			return
		}
	}
	t.Fatalf("no null.x in %s", p.JS)
}
