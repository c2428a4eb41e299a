package langlib

import (
	"testing"
	"unicode/utf16"
)

// FuzzSegments: for every granularity the segments of any text are
// contiguous, non-empty and cover the text's UTF-16 length exactly.
func FuzzSegments(f *testing.F) {
	for _, s := range []string{"", "Hello, world! It's 3.5 km.", "e\u0301👍🏽a🇫🇷", "Hi. How? Fine.", "\xff\xfe", "日本語のテキスト", "a\r\nb"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		want := len(utf16.Encode([]rune(text)))
		for _, g := range []string{"grapheme", "word", "sentence"} {
			out := segments(text, g)
			at := 0
			for k := 0; k < len(out); k += 3 {
				index, n := out[k].(int), out[k+1].(int)
				if index != at || n <= 0 {
					t.Fatalf("%s %q: segment %d at %d length %d, want at %d", g, text, k/3, index, n, at)
				}
				at += n
			}
			if at != want {
				t.Fatalf("%s %q: segments cover %d units, want %d", g, text, at, want)
			}
		}
	})
}
