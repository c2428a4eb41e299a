package langlib

import (
	"unicode"
	"unicode/utf8"

	"github.com/dop251/goja"
	"github.com/rivo/uniseg"
	"golang.org/x/text/language"
)

// intlMoreHost provides the Go helpers of js/intlmore.js (Intl.Segmenter
// and Intl.Locale, issue #40 cause D):
//
//   - host.segment(text, granularity) is the segments of text as a flat
//     array of [index, length, wordLike] triples in UTF-16 code units, by
//     Unicode's segmentation rules (UAX #29, rivo/uniseg) for "grapheme",
//     "word" or "sentence".
//   - host.likely(tag) is [language, script, region] of the tag with
//     CLDR's likely subtags added (golang.org/x/text/language), or null
//     for a tag that package cannot parse.
func intlMoreHost(st *state, host *goja.Object) error {
	vm := st.vm
	if err := host.Set("segment", func(c goja.FunctionCall) goja.Value {
		return vm.ToValue(segments(c.Argument(0).String(), c.Argument(1).String()))
	}); err != nil {
		return err
	}
	return host.Set("likely", func(c goja.FunctionCall) goja.Value {
		t, err := language.Parse(c.Argument(0).String())
		if err != nil {
			return goja.Null()
		}
		b, _ := t.Base()
		s, _ := t.Script()
		r, _ := t.Region()
		return vm.NewArray(b.String(), s.String(), r.String())
	})
}

// segments splits text by granularity into [index, length, wordLike]
// triples counted in UTF-16 code units (a rune outside the BMP counts
// two, as in JavaScript; a lone surrogate reached here as U+FFFD counts
// one, as it did).
func segments(text, granularity string) []any {
	var out []any
	index, state := 0, -1
	for text != "" {
		var seg string
		switch granularity {
		case "word":
			seg, text, state = uniseg.FirstWordInString(text, state)
		case "sentence":
			seg, text, state = uniseg.FirstSentenceInString(text, state)
		default:
			seg, text, _, state = uniseg.FirstGraphemeClusterInString(text, state)
		}
		n, wordLike := 0, false
		for _, r := range seg {
			n++
			if r >= 0x10000 && r != utf8.RuneError {
				n++
			}
			if unicode.IsLetter(r) || unicode.IsNumber(r) {
				wordLike = true
			}
		}
		out = append(out, index, n, wordLike)
		index += n
	}
	return out
}
