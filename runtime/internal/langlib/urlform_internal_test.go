package langlib

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestFormParse(t *testing.T) {
	tests := []struct {
		in   string
		want []formPair
	}{
		{"", nil},
		{"&&&", nil},
		{"a", []formPair{{"a", ""}}},
		{"a=1&b=2&a=3", []formPair{{"a", "1"}, {"b", "2"}, {"a", "3"}}},
		{"a==b", []formPair{{"a", "=b"}}},
		{"a+b=c+d", []formPair{{"a b", "c d"}}},
		{"%2B=%2b", []formPair{{"+", "+"}}},
		{"%zz=%4", []formPair{{"%zz", "%4"}}},
		{"%C3%A9=%E2%82%AC", []formPair{{"é", "€"}}},
		{"x=%E2%82", []formPair{{"x", "\uFFFD"}}},       // one maximal subpart
		{"x=%FF%FE", []formPair{{"x", "\uFFFD\uFFFD"}}}, // two invalid bytes
		{"x=%ED%A0%80", []formPair{{"x", "\uFFFD\uFFFD\uFFFD"}}},
		{"x=%F0%9F%98", []formPair{{"x", "\uFFFD"}}},
		{"x=%F0%9F%98%80", []formPair{{"x", "😀"}}},
	}
	for _, tc := range tests {
		if got := formParse(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("formParse(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestFormSerialize(t *testing.T) {
	got := formSerialize([]formPair{{"a b", "é&=+"}, {"", ""}, {"~*-._", "😀"}})
	want := "a+b=%C3%A9%26%3D%2B&=&%7E*-._=%F0%9F%98%80"
	if got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

func TestFormSort(t *testing.T) {
	// UTF-16 order: U+FF5E (one unit 0xFF5E) sorts after U+1F600 (0xD83D …),
	// though its UTF-8 bytes sort before.
	l := &formList{pairs: []formPair{{"z", "1"}, {"\uFF5E", "2"}, {"😀", "3"}, {"a", "4"}, {"z", "0"}}}
	l.sort()
	want := []formPair{{"a", "4"}, {"z", "1"}, {"z", "0"}, {"😀", "3"}, {"\uFF5E", "2"}}
	if !slices.Equal(l.pairs, want) {
		t.Errorf("got %q, want %q", l.pairs, want)
	}
}

func TestFormSetRemove(t *testing.T) {
	l := &formList{pairs: formParse("a=1&b=2&a=3&a=4")}
	l.set("a", "x")
	if got := formSerialize(l.pairs); got != "a=x&b=2" {
		t.Errorf("set: %s", got)
	}
	v := "2"
	l.remove(0, "b", &v)
	if got := formSerialize(l.pairs); got != "a=x" {
		t.Errorf("remove: %s", got)
	}
}

// FuzzForm: parsing valid UTF-8 (all goja hands over) never fails, decodes
// to valid UTF-8, and a serialized
// list parses back to itself.
func FuzzForm(f *testing.F) {
	for _, s := range []string{"", "a=1&b=2", "a+b=%2B%zz", "%E2%82&%FF=%F0%9F%98%80", "==&&=", strings.Repeat("%", 5)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return // goja hands over valid UTF-8 only
		}
		pairs := formParse(s)
		for _, p := range pairs {
			if !utf8.ValidString(p.name) || !utf8.ValidString(p.value) {
				t.Fatalf("invalid UTF-8 from %q: %q", s, p)
			}
		}
		back := formParse(formSerialize(pairs))
		if len(pairs) == 0 {
			back = nil
			pairs = nil
		}
		if !slices.Equal(back, pairs) {
			t.Fatalf("round trip of %q: %q, then %q", s, pairs, back)
		}
	})
}

func TestCompareUTF16(t *testing.T) {
	ordered := []string{"", "a", "ab", "b", "\u00e9", "\ud7ff", "😀", "😁", "\ue000", "\uffff"}
	for i, a := range ordered {
		for j, b := range ordered {
			want := 0
			if i < j {
				want = -1
			} else if i > j {
				want = 1
			}
			if got := compareUTF16(a, b); got != want {
				t.Errorf("compareUTF16(%q, %q) = %d, want %d", a, b, got, want)
			}
		}
	}
}
