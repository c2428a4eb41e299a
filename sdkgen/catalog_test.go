package sdkgen

import (
	"errors"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"
)

var catalogs = []struct {
	file  string
	tools int
	typed bool // every tool has an output schema
}{
	{"github-mcp-server", 117, false},
	{"github-mcp-server-typed", 86, true},
}

func loadCatalog(t testing.TB, name string) []Tool {
	t.Helper()
	data, err := os.ReadFile("testdata/catalogs/" + name + ".json")
	if err != nil {
		t.Fatal(err)
	}
	tools, err := ParseCatalog(data)
	if err != nil {
		t.Fatal(err)
	}
	return tools
}

var unknownWord = regexp.MustCompile(`\bunknown\b`)

// unknownTypes counts uses of the type unknown in comment- and string-free
// declarations (a member named unknown is not one).
func unknownTypes(decl string) (n int, near string) {
	for _, m := range unknownWord.FindAllStringIndex(decl, -1) {
		rest := decl[m[1]:]
		if strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "?:") {
			continue
		}
		if n == 0 {
			near = decl[max(0, m[0]-200):m[1]]
		}
		n++
	}
	return n, near
}

// TestCatalogs renders the shipped catalogs: golden text, no tool typed
// unknown for its arguments or returns (DESIGN §3.3), and byte-identical
// output for shuffled input (SDK-G3).
func TestCatalogs(t *testing.T) {
	for _, c := range catalogs {
		t.Run(c.file, func(t *testing.T) {
			tools := loadCatalog(t, c.file)
			if len(tools) != c.tools {
				t.Fatalf("%d tools, want %d", len(tools), c.tools)
			}
			got := mustSection(t, tools)
			checkGolden(t, c.file+".golden", got)

			if n, at := unknownTypes(declarations(got)); n > 0 {
				t.Errorf("%d types are unknown; first near %q", n, at)
			}
			for _, tool := range tools {
				if (tool.OutputSchema != nil) != c.typed {
					t.Errorf("%s: output schema presence = %v", tool.Name, tool.OutputSchema != nil)
				}
				if !strings.Contains(got, "\n  "+key(tool.Name)+": ") {
					t.Errorf("no member for %s", tool.Name)
				}
			}

			r := rand.New(rand.NewPCG(7, uint64(len(tools))))
			for i := 0; i < 4; i++ {
				r.Shuffle(len(tools), func(i, j int) { tools[i], tools[j] = tools[j], tools[i] })
				if again := mustSection(t, tools); again != got {
					t.Fatalf("shuffle %d changed the text: %s", i, firstDiff(got, again))
				}
			}
		})
	}
}

func TestParseCatalogForms(t *testing.T) {
	arr := `[{"name":"a","description":"A","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true}},` +
		`{"name":"b","inputSchema":{"type":"object"},"outputSchema":{"type":"string"}},{"name":"c","outputSchema":null}]`
	for _, data := range []string{arr, `{"tools":` + arr + `,"nextCursor":"x"}`} {
		tools, err := ParseCatalog([]byte(data))
		if err != nil {
			t.Fatal(err)
		}
		if len(tools) != 3 || tools[0].Name != "a" || tools[0].Description != "A" ||
			string(tools[0].InputSchema) != `{"type":"object"}` || tools[0].OutputSchema != nil ||
			string(tools[1].OutputSchema) != `{"type":"string"}` || tools[2].InputSchema != nil || tools[2].OutputSchema != nil {
			t.Errorf("tools = %+v", tools)
		}
	}
	// A repeated name keeps its last definition at its first position.
	tools, err := ParseCatalog([]byte(`[{"name":"x","description":"old"},{"name":"y"},{"name":"x","description":"new"}]`))
	if err != nil || len(tools) != 2 || tools[0].Description != "new" || tools[1].Name != "y" {
		t.Errorf("tools = %+v, err = %v", tools, err)
	}
}

func TestParseCatalogErrors(t *testing.T) {
	cases := []struct{ data, want string }{
		{`{"tools":[`, "sdkgen: catalog: invalid JSON at line 1, column 11: unexpected end of input, expected a value"},
		{`{"items":[]}`, `sdkgen: catalog: expected an array of tools or an object with a "tools" array`},
		{`{"tools":{}}`, "sdkgen: catalog at /tools: expected an array of tools, got an object"},
		{`[1]`, "sdkgen: catalog at /0: a tool must be an object, got a number"},
		{`[{"description":"x"}]`, "sdkgen: catalog at /0/name: a tool needs a string name"},
		{`[{"name":"t","description":5}]`, `sdkgen: tool "t": catalog at /0/description: description must be a string, got a number`},
		{`[{"name":"t","inputSchema":"object"}]`, `sdkgen: tool "t": inputSchema: a schema must be an object or a boolean, got a string`},
		{`{"tools":[{"name":"ok"},{"name":"t","inputSchema":{"properties":{"a":{"type":"object","properties":{"b":{"type":"text"}}}}}}]}`,
			`sdkgen: tool "t": inputSchema at /properties/a/properties/b/type: unknown type "text"`},
		{`[{"name":"t","outputSchema":{"anyOf":{}}}]`, `sdkgen: tool "t": outputSchema at /anyOf: "anyOf" must be a non-empty array of schemas, got an object`},
		{`[{"name":"t","outputSchema":{"$defs":{"a":{"type":1}},"$ref":"#/$defs/a"}}]`, `sdkgen: tool "t": outputSchema at /$defs/a/type: "type" must be a string or an array of strings, got a number`},
	}
	for _, c := range cases {
		_, err := ParseCatalog([]byte(c.data))
		var se *SchemaError
		if !errors.As(err, &se) || err.Error() != c.want {
			t.Errorf("%s:\n got %v\nwant %s", c.data, err, c.want)
		}
	}
}

// TestUnknownTypesCheck: the catalog check finds a tool typed unknown and
// ignores members named unknown and the word in comments or strings.
func TestUnknownTypesCheck(t *testing.T) {
	sdk := mustSection(t, []Tool{
		{Name: "bad", OutputSchema: raw(`{"$ref":"#/missing"}`)},
		{Name: "fine", Description: "unknown", InputSchema: raw(`{"type":"object","properties":{"unknown":{"const":"unknown"}}}`)},
	})
	if n, _ := unknownTypes(declarations(sdk)); n != 1 {
		t.Errorf("found %d unknown types, want 1:\n%s", n, sdk)
	}
}
