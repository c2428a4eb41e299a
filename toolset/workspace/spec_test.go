package workspace_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/toolset/workspace"
)

var update = flag.Bool("update", false, "rewrite testdata golden files")

// TestSpecsGolden pins each tool's description, guidance and schemas in
// testdata/specs/<name>.json; run with -update after a deliberate change.
func TestSpecsGolden(t *testing.T) {
	f := newFixture(t, nil, nil)
	specs := f.ws.Specs()
	var names []string
	for _, s := range specs {
		names = append(names, s.Name)
		t.Run(s.Name, func(t *testing.T) {
			// Raw schemas keep their property order, which the SDK shows.
			got, err := json.MarshalIndent(struct {
				Name            string          `json:"name"`
				Description     string          `json:"description"`
				Guidance        string          `json:"guidance"`
				Order           int             `json:"order"`
				ConcurrencySafe bool            `json:"concurrencySafe"`
				ReadOnly        bool            `json:"readOnly"`
				InputSchema     json.RawMessage `json:"inputSchema"`
				OutputSchema    json.RawMessage `json:"outputSchema"`
			}{s.Name, s.Description, s.Guidance, s.Order, s.ConcurrencySafe, s.ReadOnly, s.InputSchema, s.OutputSchema}, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			golden := filepath.Join("testdata", "specs", s.Name+".json")
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from the golden file (run go test -update):\n%s", s.Name, got)
			}
		})
	}
	if got := strings.Join(names, ","); got != "read,write,edit,list,glob,grep" {
		t.Errorf("tool order %s", got)
	}
}

// TestSpecSchemas checks the §8 contract in the schemas: every field has a
// description, required lists exactly the non-optional fields, inputs are
// closed objects, and the list entry type is an enum. Guidance sections are
// tool:<name> (SP-2, DESIGN §3.4); only read-only tools are concurrency-safe
// (TD-9).
func TestSpecSchemas(t *testing.T) {
	f := newFixture(t, nil, nil)
	wantRequired := map[string][2]string{ // tool: input required, output required
		"read":  {"path", "path,content,totalLines,truncated"},
		"write": {"path,content", "path,created,bytes"},
		"edit":  {"path,oldText,newText", "path,replacements"},
		"list":  {"", "path,entries"},
		"glob":  {"pattern", "paths"},
		"grep":  {"pattern", "matches"},
	}
	type schema struct {
		Type                 string             `json:"type"`
		Description          string             `json:"description"`
		Required             []string           `json:"required"`
		Properties           map[string]*schema `json:"properties"`
		Items                *schema            `json:"items"`
		AdditionalProperties *bool              `json:"additionalProperties"`
		Enum                 []string           `json:"enum"`
	}
	var checkDescribed func(t *testing.T, where string, s *schema)
	checkDescribed = func(t *testing.T, where string, s *schema) {
		for name, p := range s.Properties {
			if p.Description == "" {
				t.Errorf("%s.%s has no description", where, name)
			}
			if p.Type == "" {
				t.Errorf("%s.%s has no single type", where, name)
			}
			checkDescribed(t, where+"."+name, p)
			if p.Items != nil {
				checkDescribed(t, where+"."+name+"[]", p.Items)
			}
		}
	}
	for _, s := range f.ws.Specs() {
		var in, out schema
		if err := json.Unmarshal(s.InputSchema, &in); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(s.OutputSchema, &out); err != nil {
			t.Fatal(err)
		}
		if in.Type != "object" || in.AdditionalProperties == nil || *in.AdditionalProperties {
			t.Errorf("%s input schema is not a closed object", s.Name)
		}
		want := wantRequired[s.Name]
		if got := strings.Join(in.Required, ","); got != want[0] {
			t.Errorf("%s input required = %q, want %q", s.Name, got, want[0])
		}
		if got := strings.Join(out.Required, ","); got != want[1] {
			t.Errorf("%s output required = %q, want %q", s.Name, got, want[1])
		}
		checkDescribed(t, s.Name+" input", &in)
		checkDescribed(t, s.Name+" output", &out)
		if s.SectionID() != "tool:"+s.Name {
			t.Errorf("SectionID = %q", s.SectionID())
		}
		if s.Description == "" || !strings.Contains(s.Guidance, "Call the "+s.Name+" tool directly") {
			t.Errorf("%s lacks a description or direct-call guidance", s.Name)
		}
		if s.ConcurrencySafe != (s.Name != "write" && s.Name != "edit") {
			t.Errorf("%s ConcurrencySafe = %v", s.Name, s.ConcurrencySafe)
		}
		if s.Name == "list" {
			if got := strings.Join(out.Properties["entries"].Items.Properties["type"].Enum, ","); got != "file,dir,symlink" {
				t.Errorf("list entry type enum = %q", got)
			}
		}
	}
}

// TestCallArgs checks the JSON boundary: strict decoding with errors that
// name the field (INVALID_ARGS, TD-11).
func TestCallArgs(t *testing.T) {
	f := newFixture(t, tree{"a.txt": "one\ntwo\n"}, nil)
	tests := []struct {
		tool, args string
		want       string // result JSON, or error text when it starts with "!"
	}{
		{"read", `{"path":"a.txt"}`, `{"path":"a.txt","content":"one\ntwo\n","totalLines":2,"truncated":false}`},
		{"read", `{"path":"a.txt","offset":2,"limit":null}`, `{"path":"a.txt","content":"two\n","totalLines":2,"truncated":false}`},
		{"read", ` {"path":"a.txt","limit":1} `, `{"path":"a.txt","content":"one\n","totalLines":2,"truncated":true}`},
		{"list", `null`, `{"path":".","entries":[{"name":"a.txt","type":"file","size":8}]}`},
		{"list", ``, `{"path":".","entries":[{"name":"a.txt","type":"file","size":8}]}`},
		{"glob", `{"pattern":"*.md"}`, `{"paths":[]}`},
		{"grep", `{"pattern":"two"}`, `{"matches":[{"path":"a.txt","line":2,"text":"two"}]}`},
		{"read", `{"path":"a.txt","bogus":1}`, `!invalid arguments for read: field "bogus": unknown field; read accepts limit, offset, path`},
		{"read", `{"path":1}`, `!invalid arguments for read: field "path": must be a string, got number`},
		{"read", `{"path":"a.txt","offset":"2"}`, `!invalid arguments for read: field "offset": must be an integer, got string`},
		{"read", `{"path":"a.txt","offset":1.5}`, `!invalid arguments for read: field "offset": must be an integer, got number`},
		{"read", `{"path":"a.txt","offset":1e30}`, `!field "offset": must be an integer`},
		{"read", `{"path":"a.txt","offset":0}`, `!invalid arguments for read: field "offset": must be at least 1, got 0`},
		{"read", `{"path":"a.txt","limit":-3}`, `!invalid arguments for read: field "limit": must be at least 1, got -3`},
		{"read", `{}`, `!invalid arguments for read: field "path": is required`},
		{"read", `{"path":null}`, `!invalid arguments for read: field "path": is required`},
		{"edit", `{"path":"a.txt","oldText":"one"}`, `!invalid arguments for edit: field "newText": is required`},
		{"edit", `{"path":"a.txt","oldText":"one","newText":"1","replaceAll":"yes"}`, `!field "replaceAll": must be a boolean, got string`},
		{"write", `{"path":"b.txt","content":["x"]}`, `!field "content": must be a string, got array`},
		{"read", `[]`, `!invalid arguments for read: arguments must be a JSON object, got array`},
		{"read", `"a.txt"`, `!arguments must be a JSON object, got string`},
		{"read", `{"path":`, `!arguments are not valid JSON`},
		{"nope", `{}`, `!workspace: unknown tool "nope"`},
	}
	for _, tt := range tests {
		t.Run(tt.tool+" "+tt.args, func(t *testing.T) {
			got, err := f.ws.Call(ctx, tt.tool, json.RawMessage(tt.args))
			if msg, isErr := strings.CutPrefix(tt.want, "!"); isErr {
				if err == nil || !strings.Contains(err.Error(), msg) || !errors.Is(err, workspace.ErrInvalidArgs) {
					t.Fatalf("got %s, %v; want ErrInvalidArgs containing %q", got, err, msg)
				}
				return
			}
			if err != nil || string(got) != tt.want {
				t.Fatalf("got %s, %v\nwant %s", got, err, tt.want)
			}
		})
	}
}

func TestNew(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	mustWrite(t, file, "x")
	for _, tt := range []struct {
		root string
		opts *workspace.Options
		want string
	}{
		{"", nil, "root directory is empty"},
		{filepath.Join(dir, "missing"), nil, "no such file"},
		{file, nil, "is not a directory"},
		{dir, &workspace.Options{MaxReadBytes: -1}, "must not be negative"},
	} {
		if _, err := workspace.New(tt.root, tt.opts); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("New(%q, %+v) = %v, want error containing %q", tt.root, tt.opts, err, tt.want)
		}
	}
	// A root reached through a symlink works, with absolute paths under
	// either spelling.
	link := filepath.Join(t.TempDir(), "link")
	if err := os.Symlink(dir, link); err != nil {
		t.Fatal(err)
	}
	ws, err := workspace.New(link, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	for _, p := range []string{"f", link + "/f", dir + "/f"} {
		if got, err := ws.Read(ctx, workspace.ReadInput{Path: p}); err != nil || got.Content != "x" || got.Path != "f" {
			t.Errorf("Read(%q) = %+v, %v", p, got, err)
		}
	}
	if ws.Root() != link {
		t.Errorf("Root() = %q, want %q", ws.Root(), link)
	}
}
