package inprocess

import "testing"

// BenchmarkCompletionEncode compares the completion encoder (the
// JSON.stringify rule: a toJSON lookup per object, omission of undefined
// members) with the strict encoder it replaced, on a typical result of
// 50 rows.
func BenchmarkCompletionEncode(b *testing.B) {
	r := bridgeRun()
	v, err := r.vm.RunString(`({count: 50, rows: Array.from({length: 50}, (_, i) => ({id: i, name: "row " + i, tags: ["a", "b"], score: i / 3}))})`)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("strict", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := r.encode(v, 1<<20, false); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("completion", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, _, err := r.encodeCompletion(v, 1<<20); err != nil {
				b.Fatal(err)
			}
		}
	})
}
