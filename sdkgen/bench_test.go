package sdkgen

import (
	"bytes"
	"encoding/json"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the process's user plus system CPU time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// schemaBytes sums the compact JSON size of the tools' schemas, the form
// a model is shown when tools are offered natively; full adds the names and
// descriptions, that is the compact JSON of the tool definitions.
func schemaBytes(tb testing.TB, tools []Tool) (compact, asGiven, full int) {
	for _, t := range tools {
		name, _ := json.Marshal(t.Name)
		desc, _ := json.Marshal(t.Description)
		full += len(`{"name":,"description":}`) + len(name) + len(desc)
		if t.InputSchema != nil {
			full += len(`,"inputSchema":`)
		}
		if t.OutputSchema != nil {
			full += len(`,"outputSchema":`)
		}
		for _, s := range []json.RawMessage{t.InputSchema, t.OutputSchema} {
			if s == nil {
				continue
			}
			var buf bytes.Buffer
			if err := json.Compact(&buf, s); err != nil {
				tb.Fatal(err)
			}
			compact += buf.Len()
			full += buf.Len()
			asGiven += len(s)
		}
	}
	return compact, asGiven, full
}

func benchmarkCatalog(b *testing.B, name string) {
	tools := loadCatalog(b, name)
	compact, asGiven, full := schemaBytes(b, tools)
	var out string
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		s, err := Section(tools)
		if err != nil {
			b.Fatal(err)
		}
		out = s
	}
	// CPU time per op (GC included) is steadier than wall time on a
	// shared machine.
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(len(out)), "section-bytes")
	b.ReportMetric(float64(compact), "schema-bytes")
	b.ReportMetric(float64(len(out))/float64(compact), "section/schema")
	b.ReportMetric(float64(len(out))/float64(asGiven), "section/schema-as-given")
	b.ReportMetric(float64(len(out))/float64(full), "section/tool-json")
}

// BenchmarkSectionGitHub renders the 117-tool GitHub MCP server catalog.
// Targets: under 3 ms, and a section under 70% of the bytes of the same
// tools' JSON schemas (see TestSectionSize for what is met).
func BenchmarkSectionGitHub(b *testing.B) { benchmarkCatalog(b, "github-mcp-server") }

// BenchmarkSectionGitHubTyped renders the typed catalog (output schemas
// with $defs, anyOf and type arrays).
func BenchmarkSectionGitHubTyped(b *testing.B) { benchmarkCatalog(b, "github-mcp-server-typed") }

// descBytes sums the bytes of the tools' descriptions and of the member
// descriptions in their schemas, as the section writes them (docText):
// text that both forms must carry.
func descBytes(tb testing.TB, tools []Tool) (tool, member int) {
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			if props, ok := v["properties"].(map[string]any); ok {
				for _, p := range props {
					if m, ok := p.(map[string]any); ok {
						if d, ok := m["description"].(string); ok {
							member += len(docText(d))
						}
					}
				}
			}
			for _, x := range v {
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	for _, t := range tools {
		tool += len(docText(t.Description))
		for _, s := range []json.RawMessage{t.InputSchema, t.OutputSchema} {
			var v any
			if s != nil {
				if err := json.Unmarshal(s, &v); err != nil {
					tb.Fatal(err)
				}
			}
			walk(v)
		}
	}
	return tool, member
}

// TestSectionSize measures the section against the compact JSON of the
// same tools' input and output schemas. The target is under 70%. The
// typed catalog, whose schemas are mostly structure, meets it. The plain
// catalog cannot while every description is kept: its tool descriptions
// (in the section, not in the schemas) and member descriptions are 63% of
// its schemas, 55% once the legend states repeated ones once, and member
// names, enum literals and other type text add 16% more, so even with no
// punctuation or indentation at all the section would be about 74%. It is
// guarded at its compacted size instead.
func TestSectionSize(t *testing.T) {
	for _, c := range []struct {
		file              string
		maxSchema, maxAll float64
	}{
		{"github-mcp-server", 0.93, 0.75},
		{"github-mcp-server-typed", 0.70, 0.70},
	} {
		tools := loadCatalog(t, c.file)
		compact, asGiven, full := schemaBytes(t, tools)
		s := mustSection(t, tools)
		rs, rg, rf := float64(len(s))/float64(compact), float64(len(s))/float64(asGiven), float64(len(s))/float64(full)
		td, md := descBytes(t, tools)
		t.Logf("%s: section %d bytes; schemas %d compact (ratio %.3f), %d as given (%.3f); tool JSON %d (%.3f); "+
			"descriptions of tools %d and members %d (%.3f of the schemas)",
			c.file, len(s), compact, rs, asGiven, rg, full, rf, td, md, float64(td+md)/float64(compact))
		if rs >= c.maxSchema || rf >= c.maxAll {
			t.Errorf("%s: section grew: %.3f of the schemas (max %.2f), %.3f of the tool JSON (max %.2f)", c.file, rs, c.maxSchema, rf, c.maxAll)
		}
	}
}
