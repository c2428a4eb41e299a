package inprocess

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dop251/goja"
	"github.com/dop251/goja/parser"
)

// BenchmarkRegExpEarly measures what compile-time checking of regular
// expression literals costs per literal: checkRegExpLiterals over a
// program of 100 lowered literals (\p{…} with u, and v), and the whole
// compile of that program for scale.
func BenchmarkRegExpEarly(b *testing.B) {
	const n = 100
	var sb strings.Builder
	for i := range n {
		if i%2 == 0 {
			fmt.Fprintf(&sb, "const r%d = /^\\p{L}+[a-z]\\d{2,3}(?<g%d>x|y)$/u;\n", i, i)
		} else {
			fmt.Fprintf(&sb, "const r%d = /^[\\p{L}--[a-z]][\\q{ab|cd}x]+$/v;\n", i)
		}
	}
	sb.WriteString("return 1;\n")
	program := sb.String()
	src, err := transform(program, "program.ts", nil)
	if err != nil {
		b.Fatal(err)
	}
	file, err := goja.Parse("program.ts", src.JS(), parser.WithDisableSourceMaps)
	if err != nil {
		b.Fatal(err)
	}
	if c := strings.Count(src.JS(), "new RegExp("); c != n {
		b.Fatalf("%d lowered literals, want %d", c, n)
	}
	b.Run("check", func(b *testing.B) {
		for b.Loop() {
			if err := checkRegExpLiterals(file, src, src.JS(), "program.ts", false); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/literal")
	})
	b.Run("compile", func(b *testing.B) {
		for b.Loop() {
			if c := compile(program, "program.ts", nil); c.err != nil {
				b.Fatal(c.err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/literal")
	})
}
