package sdkgen

import (
	"regexp"
	"strings"
	"testing"
)

// legendOf splits a section into its legend entries (key text → doc) and
// the declarations after the legend.
func legendOf(t *testing.T, section string) (map[string]string, []string) {
	t.Helper()
	code := section[strings.Index(section, "```ts\n")+len("```ts\n"):]
	lines := strings.Split(code, "\n")
	entries := map[string]string{}
	if len(lines) < 3 || lines[0] != jsonValueDecl || lines[1] != "" {
		t.Fatalf("declarations do not start with JsonValue and a blank line")
	}
	lines = lines[2:]
	if lines[0] == legendHeader {
		i := 1
		for ; i < len(lines) && strings.HasPrefix(lines[i], "// "); i++ {
			k, body, ok := strings.Cut(lines[i][3:], ": ")
			if !ok {
				t.Fatalf("legend line %q has no key", lines[i])
			}
			if _, dup := entries[k]; dup {
				t.Fatalf("legend names %s twice", k)
			}
			entries[k] = body
		}
		if i == len(lines) || lines[i] != "" {
			t.Fatalf("legend is not followed by a blank line")
		}
		lines = lines[i+1:]
	}
	return entries, lines
}

// memberKey matches a member line and captures its key text.
var memberKey = regexp.MustCompile(`^ +("(?:[^"\\]|\\.)*"|[A-Za-z_$][A-Za-z0-9_$]*)\??: `)

// checkLossless compares a section with the same section rendered without
// a legend: they differ only in member lines whose own comment the legend
// states, and no member the legend names is left without a comment it
// never had (which would lend it a doc that is not its own).
func checkLossless(t *testing.T, tools []Tool) {
	t.Helper()
	got := mustSection(t, tools)
	full, err := section(tools, false)
	if err != nil {
		t.Fatal(err)
	}
	legend, gotLines := legendOf(t, got)
	none, wantLines := legendOf(t, full)
	if len(none) != 0 {
		t.Fatalf("section without legend has one: %v", none)
	}
	if got[:strings.Index(got, "```ts\n")] != full[:strings.Index(full, "```ts\n")] {
		t.Fatal("instructions differ")
	}
	if len(gotLines) != len(wantLines) {
		t.Fatalf("%d declaration lines, %d without legend", len(gotLines), len(wantLines))
	}
	used := map[string]int{}
	for i, g := range gotLines {
		w := wantLines[i]
		m := memberKey.FindStringSubmatch(g)
		if g == w {
			if m != nil && strings.HasSuffix(w, ";") && !strings.Contains(w, "; //") {
				if _, ok := legend[m[1]]; ok {
					t.Errorf("member %q has no doc, but the legend gives %s one", g, m[1])
				}
			}
			continue
		}
		if m == nil || g+" // "+legend[m[1]] != w || legend[m[1]] == "" {
			t.Errorf("line %d:\n got %q\nwant %q", i, g, w)
			continue
		}
		used[m[1]]++
	}
	for k := range legend {
		if used[k] < 2 {
			t.Errorf("legend entry %s serves %d members", k, used[k])
		}
	}
}

// TestLegendLossless: on the shipped catalogs and the reference tools the
// legend only moves repeated docs, it never drops or lends one.
func TestLegendLossless(t *testing.T) {
	for _, c := range catalogs {
		t.Run(c.file, func(t *testing.T) { checkLossless(t, loadCatalog(t, c.file)) })
	}
	t.Run("sc38", func(t *testing.T) { checkLossless(t, sc38Tools()) })
}

// TestLegend pins when a repeated member doc moves to the legend.
func TestLegend(t *testing.T) {
	obj := func(props string) string {
		return `{"type":"object","additionalProperties":false,"properties":{` + props + `}}`
	}
	repo := `"repo":{"type":"string","description":"Repository name"}`
	cases := []struct {
		name      string
		tools     []Tool
		legend    []string // legend lines, in order; none means no legend
		has, lack []string // substrings of the declarations
	}{
		{
			name: "repeated doc moves to the legend",
			tools: []Tool{
				{Name: "a", InputSchema: raw(obj(repo))},
				{Name: "b", InputSchema: raw(obj(repo + `,"n":{"type":"integer","description":"Count","minimum":1}`))},
				{Name: "c", InputSchema: raw(obj(`"n":{"type":"integer","description":"Count","minimum":1}`))},
			},
			legend: []string{"// n: Count @minimum 1", "// repo: Repository name"},
			has:    []string{"  a: {\n    repo?: string;\n  };", "    n?: number;\n"},
			lack:   []string{"; // Repository name", "; // Count"},
		},
		{
			name: "a single use stays on its member",
			tools: []Tool{
				{Name: "a", InputSchema: raw(obj(repo))},
				{Name: "b", InputSchema: raw(obj(`"repo":{"type":"string","description":"Another repository"}`))},
			},
			has: []string{"repo?: string; // Repository name", "repo?: string; // Another repository"},
		},
		{
			name: "the most rewarding doc wins, the others stay",
			tools: []Tool{
				{Name: "a", InputSchema: raw(obj(repo))},
				{Name: "b", InputSchema: raw(obj(repo))},
				{Name: "c", InputSchema: raw(obj(repo))},
				{Name: "d", InputSchema: raw(obj(`"repo":{"type":"string","description":"Repo"}`))},
				{Name: "e", InputSchema: raw(obj(`"repo":{"type":"string","description":"Repo"}`))},
			},
			legend: []string{"// repo: Repository name"},
			has:    []string{"  d: {\n    repo?: string; // Repo\n  };"},
		},
		{
			name: "a member without a doc keeps its name out of the legend",
			tools: []Tool{
				{Name: "a", InputSchema: raw(obj(repo))},
				{Name: "b", InputSchema: raw(obj(repo))},
				{Name: "c", InputSchema: raw(obj(`"repo":{"type":"string"}`))},
			},
			has: []string{"repo?: string; // Repository name", "  c: {\n    repo?: string;\n  };"},
		},
		{
			name: "so does an undocumented member spanning lines",
			tools: []Tool{
				{Name: "a", InputSchema: raw(obj(repo))},
				{Name: "b", InputSchema: raw(obj(repo))},
				{Name: "c", InputSchema: raw(obj(`"repo":` + obj(`"x":{"type":"string"}`)))},
			},
			has: []string{"repo?: string; // Repository name"},
		},
		{
			name: "so does a required name without a schema",
			tools: []Tool{
				{Name: "a", InputSchema: raw(obj(repo))},
				{Name: "b", InputSchema: raw(obj(repo))},
				{Name: "c", InputSchema: raw(`{"type":"object","properties":{},"required":["repo"]}`)},
			},
			has: []string{"repo?: string; // Repository name", "    repo: JsonValue;\n"},
		},
		{
			name: "and a tool of that name",
			tools: []Tool{
				{Name: "a", InputSchema: raw(obj(repo))},
				{Name: "b", InputSchema: raw(obj(repo))},
				{Name: "repo"},
			},
			has: []string{"repo?: string; // Repository name"},
		},
		{
			name: "a documented member spanning lines keeps its JSDoc line",
			tools: []Tool{
				{Name: "a", InputSchema: raw(obj(`"repo":{"type":"object","description":"Repository name","properties":{"x":{"type":"string"}}}`))},
				{Name: "b", InputSchema: raw(obj(repo))},
				{Name: "c", InputSchema: raw(obj(repo))},
			},
			legend: []string{"// repo: Repository name"},
			has:    []string{"  a: {\n    /** Repository name */\n    repo?: {\n", "  b: {\n    repo?: string;\n  };"},
		},
		{
			name: "a blank doc stays an empty comment",
			tools: []Tool{
				{Name: "a", InputSchema: raw(obj(`"q":{"type":"string","description":" \t "}`))},
				{Name: "b", InputSchema: raw(obj(`"q":{"type":"string","description":"\n"}`))},
			},
			has: []string{"  a: {\n    q?: string; //\n  };"},
		},
		{
			name: "docs of named types count once",
			tools: []Tool{
				{Name: "a", InputSchema: raw(`{"type":"object","additionalProperties":false,"properties":{"u":{"$ref":"#/$defs/user"},"v":{"$ref":"#/$defs/user"}},` +
					`"$defs":{"user":` + obj(`"login":{"type":"string","description":"User login"}`) + `}}`)},
			},
			has: []string{"type User = {\n  login?: string; // User login\n}"},
		},
		{
			name: "exotic keys are written quoted",
			tools: []Tool{
				{Name: "a", InputSchema: raw(obj(`"my key":{"type":"string","description":"A key with a space"}`))},
				{Name: "b", InputSchema: raw(obj(`"my key":{"type":"string","description":"A key with a space"}`))},
			},
			legend: []string{`// "my key": A key with a space`},
			has:    []string{"  a: {\n    \"my key\"?: string;\n  };"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := mustSection(t, c.tools)
			var legend []string
			code := got[strings.Index(got, "```ts\n"):]
			if i := strings.Index(code, legendHeader+"\n"); i >= 0 {
				block := code[i+len(legendHeader)+1:]
				legend = strings.Split(block[:strings.Index(block, "\n\n")], "\n")
			}
			if strings.Join(legend, "\n") != strings.Join(c.legend, "\n") {
				t.Errorf("legend = %q, want %q\n%s", legend, c.legend, code)
			}
			for _, s := range c.has {
				if !strings.Contains(code, s) {
					t.Errorf("declarations lack %q:\n%s", s, code)
				}
			}
			for _, s := range c.lack {
				if strings.Contains(code, s) {
					t.Errorf("declarations contain %q:\n%s", s, code)
				}
			}
			checkLossless(t, c.tools)
		})
	}
}

// TestTypeOfKeepsJSDocLines: the trailing-comment layout is Section's
// only; TypeOf keeps the reference's JSDoc lines (SC-22).
func TestTypeOfKeepsJSDocLines(t *testing.T) {
	got, err := TypeOf(raw(`{"type":"object","properties":{"path":{"type":"string","description":"File path"},"depth":{"type":"integer"}},"required":["path"],"additionalProperties":false}`))
	want := "{\n  /** File path */\n  path: string;\n  depth?: number;\n}"
	if err != nil || got != want {
		t.Errorf("TypeOf = %q, %v; want %q", got, err, want)
	}
}
