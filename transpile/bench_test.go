package transpile

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
)

const trivialProgram = "return 1"

// hundredLines is a ~100-line program of the kind models write: types,
// tool calls, loops, closures, a class and an enum.
var hundredLines = func() string {
	var b strings.Builder
	b.WriteString("interface Issue { id: number; title: string; labels: string[]; state: \"open\" | \"closed\" }\n")
	b.WriteString("enum Priority { Low, Medium, High }\n")
	b.WriteString("class Tally {\n  private counts = new Map<string, number>();\n  add(k: string): void { this.counts.set(k, (this.counts.get(k) ?? 0) + 1) }\n  top(n: number): [string, number][] { return [...this.counts].sort((a, b) => b[1] - a[1]).slice(0, n) }\n}\n")
	for i := 0; i < 18; i++ {
		fmt.Fprintf(&b, "const page%d: Issue[] = await tools.list_issues({ page: %d, perPage: 50 });\n", i, i)
		fmt.Fprintf(&b, "for (const issue of page%d) {\n  if (issue.state === \"open\" && issue.labels.includes(\"bug\")) {\n    console.log(`#${issue.id}: ${issue.title}`);\n  }\n}\n", i)
	}
	b.WriteString("const tally = new Tally();\nreturn { top: tally.top(3), p: Priority.High };\n")
	return b.String()
}()

func BenchmarkTransformCached(b *testing.B) {
	for _, bc := range []struct{ name, src string }{{"trivial", trivialProgram}, {"100lines", hundredLines}} {
		b.Run(bc.name, func(b *testing.B) {
			opts := Options{Params: []string{"tools", "console"}}
			if _, err := Transform(bc.src, opts); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := Transform(bc.src, opts); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkTransformUncached(b *testing.B) {
	var seq atomic.Int64
	for _, bc := range []struct{ name, src string }{{"trivial", trivialProgram}, {"100lines", hundredLines}} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				// A distinct trailing comment makes every program a miss.
				src := fmt.Sprintf("%s\n// %d", bc.src, seq.Add(1))
				if _, err := Transform(src, Options{Params: []string{"tools", "console"}}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkTransformNormalize: what normalization adds to an uncached
// transform. A plain body pays only a scan of its first token; a lone
// arrow pays esbuild's two extra parses (normalize.go); a fenced program
// pays the fence scan.
func BenchmarkTransformNormalize(b *testing.B) {
	var seq atomic.Int64
	for _, bc := range []struct{ name, src string }{
		{"plain", "const r = await tools.a({});\nreturn r.x"},
		{"lone-arrow", "async () => {\n  const r = await tools.a({});\n  return r.x;\n}"},
		{"fenced", "```ts\nconst r = await tools.a({});\nreturn r.x\n```"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				// A distinct comment on the second line makes every program a miss.
				first, rest, _ := strings.Cut(bc.src, "\n")
				src := fmt.Sprintf("%s\n// %d\n%s", first, seq.Add(1), rest)
				if _, err := Transform(src, Options{Params: []string{"tools", "console"}}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
