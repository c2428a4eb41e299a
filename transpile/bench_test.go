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
