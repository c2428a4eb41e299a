package inprocess

import "testing"

// BenchmarkBridgeEncode compares (*run).encode with the general path on a
// typical binding argument.
func BenchmarkBridgeEncode(b *testing.B) {
	r := bridgeRun()
	v, err := r.vm.RunString(`({i: 42, name: "x", tags: ["a", "b"]})`)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("fast", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := r.encode(v, 1<<20, true); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("general", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := encodeGeneral(r, v, 1<<20, true); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkBridgeDecode compares the pooled decoder with the general path
// on a typical binding reply.
func BenchmarkBridgeDecode(b *testing.B) {
	r := bridgeRun()
	text := []byte(`{"i":42,"name":"x","tags":["a","b"]}`)
	b.Run("fast", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			d := getDecoder(r.vm, text, &r.halt)
			if _, err := d.decode(); err != nil {
				b.Fatal(err)
			}
			putDecoder(d)
		}
	})
	b.Run("general", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			d := decoder{vm: r.vm, data: text, general: true}
			if _, err := d.decode(); err != nil {
				b.Fatal(err)
			}
		}
	})
}
