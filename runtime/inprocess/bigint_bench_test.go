package inprocess

import (
	"fmt"
	"testing"
)

// numberArithmetic is ordinary Number arithmetic with every operator the
// BigInt guard rewrites (*, **, <<, >> and their assignment forms), on
// variables, so every one of them goes through a helper when guarded.
const numberArithmetic = `let a = 1.5, b = 1.000001, s = 3, acc = 0, m = 7;
for (let i = 0; i < 20000; i++) {
	acc += a * b;
	a = (a * b) % 1000 + 1;
	acc += (i << s) >> s;
	acc += b ** s;
	m *= b; m **= 1; m <<= s; m >>= s;
}
return acc > 0;`

// numberArithmeticOps is how many guarded operators numberArithmetic runs.
const numberArithmeticOps = 20000 * 9

// BenchmarkNumberArithmetic: what the BigInt guard costs Number
// arithmetic, per run of numberArithmetic and per operator (ns/op-guarded
// is the time per rewritten operator), with the guard and without it.
func BenchmarkNumberArithmetic(b *testing.B) {
	for _, guarded := range []bool{true, false} {
		name := map[bool]string{true: "guarded", false: "unguarded"}[guarded]
		b.Run(name, func(b *testing.B) {
			defer func(old bool) { withBigIntGuard = old }(withBigIntGuard)
			withBigIntGuard = guarded
			rt := mustNew(b, nil)
			// A distinct text per variant: the compile cache is by text.
			program := fmt.Sprintf("// %s\n%s", name, numberArithmetic)
			benchRun(b, rt, program)
			b.ResetTimer()
			for b.Loop() {
				benchRun(b, rt, program)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/numberArithmeticOps, "ns/operator")
		})
	}
}

// BenchmarkBigIntAtLimit is the slowest single step a program can take on
// BigInts at MaxBigIntBits, each one uninterruptible: parsing the longest
// decimal text allowed, printing the largest value, dividing it, and
// multiplying two half-limit values.
func BenchmarkBigIntAtLimit(b *testing.B) {
	half := fmt.Sprintf("(1n << %dn) - 1n", MaxBigIntBits/2-1)
	full := fmt.Sprintf("(1n << %dn) - 1n", MaxBigIntBits-1)
	for _, tc := range []struct{ name, setup, step string }{
		{"parse-decimal", `const t = "9".repeat(78900);`, `BigInt(t)`},
		{"print-decimal", "const x = " + full + ";", `String(x)`},
		{"divide", "const x = " + full + "; const y = " + half + ";", `x / y`},
		{"multiply", "const y = " + half + ";", `y * y`},
	} {
		b.Run(tc.name, func(b *testing.B) {
			rt := mustNew(b, nil)
			program := tc.setup + "\nlet r; r = " + tc.step + "; return typeof r;"
			benchRun(b, rt, program)
			for b.Loop() {
				benchRun(b, rt, program)
			}
		})
	}
}
