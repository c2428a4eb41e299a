package rawjson

import (
	"fmt"
	"strings"
	"testing"
)

// bigValue is about 50 MB of JSON: {"items": [100k objects]}.
func bigValue() []byte {
	var b strings.Builder
	b.Grow(52 << 20)
	b.WriteString(`{"count":100000,"items":[`)
	pad := strings.Repeat("x", 440)
	for i := range 100000 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"id":%d,"name":"item %d","tags":["a","b"],"pad":"%s"}`, i, i, pad)
	}
	b.WriteString(`]}`)
	return []byte(b.String())
}

// BenchmarkPreview50MB is the preview's cost on a 50 MB value cut to the
// default 4 MiB budget.
func BenchmarkPreview50MB(b *testing.B) {
	v := bigValue()
	b.SetBytes(int64(len(v)))
	b.ResetTimer()
	for b.Loop() {
		if _, err := Preview(v, 4<<20); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLookup50MB reads items[99999].name from a 50 MB value.
func BenchmarkLookup50MB(b *testing.B) {
	v := bigValue()
	b.SetBytes(int64(len(v)))
	b.ResetTimer()
	for b.Loop() {
		if _, err := Lookup(v, "items[99999].name"); err != nil {
			b.Fatal(err)
		}
	}
}
