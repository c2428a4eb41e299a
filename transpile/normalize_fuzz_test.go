package transpile

import (
	"strings"
	"testing"
)

// FuzzNormalize: normalization never panics and never moves the model's
// text: the body has exactly the source's lines, each either as given,
// blanked (a fence or the prose around it), or with one ";" turned into a
// space (the end of a lone function's statement) or a leading `export
// default` blanked; lead and tail are set
// together, only for a lone function. Seeds are in
// testdata/fuzz/FuzzNormalize.
func FuzzNormalize(f *testing.F) {
	for _, s := range []string{
		"async () => { return 1; };",
		"```js\nasync () => {\n  return await tools.a({});\n}\n```",
		"Here you go:\n```ts\nconst x: number = 1\nreturn x\n```\nThat's it.",
		"function main() { return 1 }\n// trailing",
		"(async () => 1)()",
		"() => 1;;",
		"x => x; y",
		"```\n```",
		"export default async () => 1;",
	} {
		f.Add(s)
	}
	params := []string{"tools"}
	f.Fuzz(func(t *testing.T, src string) {
		sh := normalize(src, params)
		in, out := splitLines(src), splitLines(sh.body)
		if len(in) != len(out) {
			t.Fatalf("%d lines became %d", len(in), len(out))
		}
		semis := 0
		for i := range in {
			a, b := src[in[i].start:in[i].end], sh.body[out[i].start:out[i].end]
			switch {
			case a == b, b == "":
			case len(a) == len(b):
				for j := range a {
					if a[j] != b[j] {
						if b[j] != ' ' || a[j] != ';' && !strings.Contains(sh.note, "export default") {
							t.Fatalf("line %d: %q became %q", i+1, a, b)
						}
						semis++
					}
				}
			default:
				t.Fatalf("line %d: %q became %q", i+1, a, b)
			}
		}
		if (sh.lead == "") != (sh.tail == "") || semis > 0 && sh.lead == "" {
			t.Fatalf("lead %q tail %q after %d semicolons", sh.lead, sh.tail, semis)
		}
		if (sh.note == "") != (sh.body == src && sh.lead == "") {
			t.Fatalf("note %q for body %q", sh.note, sh.body)
		}
		if strings.Contains(sh.note, "\n") {
			t.Fatalf("note is not one line: %q", sh.note)
		}
	})
}
