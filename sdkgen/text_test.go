package sdkgen

import (
	"math/rand/v2"
	"testing"
)

// TestDocText pins SDK-D1 and hazard H3: the ECMAScript whitespace class,
// `*/` escaping, and escapes for control characters.
func TestDocText(t *testing.T) {
	cases := []struct{ in, want string }{
		{"plain text", "plain text"},
		{"  two\n\nlines\u00a0here\u2028 ", "two lines here"},
		{"\t\v\f\r\n \u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeffx", "x"},
		{"a\u200bb", "a\u200bb"}, // U+200B is not ECMAScript whitespace
		{"a\u0085b", `a\u0085b`}, // NEL is a C1 control, not whitespace
		{"ends */ early /* opens", `ends *\/ early /* opens`},
		{"**/ and */*/", `**\/ and *\/*\/`},
		{"* / stays", "* / stays"},
		{"bell\x07 del\x7f", `bell\u0007 del\u007f`},
		{"lone \xed\xa0\x80 surrogate", `lone \ud800 surrogate`},
		{"bad \xff byte", "bad \ufffd byte"},
		{" \t ", ""},
		{"ünï 😀 `code` @tag", "ünï 😀 `code` @tag"},
	}
	for _, c := range cases {
		if got := docText(c.in); got != c.want {
			t.Errorf("docText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestDocTextFastPath: the fast path returns a string unchanged only when
// the full algorithm would.
func TestDocTextFastPath(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const alphabet = "ab */\t\x01~"
	for i := 0; i < 20000; i++ {
		b := make([]byte, r.IntN(8))
		for j := range b {
			b[j] = alphabet[r.IntN(len(alphabet))]
		}
		s := string(b)
		if plainDoc(s) && docTextSlow(s) != s {
			t.Fatalf("plainDoc(%q) but docText gives %q", s, docTextSlow(s))
		}
	}
}

func TestKey(t *testing.T) {
	cases := map[string]string{
		"bash": "bash", "$ok": "$ok", "_x9": "_x9", "class": "class", "__proto__": "__proto__",
		"my-key": `"my-key"`, "9lives": `"9lives"`, "ünï": `"ünï"`, "": `""`, "a b": `"a b"`,
		`q"uote`: `"q\"uote"`, "my-mcp.tool": `"my-mcp.tool"`, "tab\t": `"tab\t"`,
	}
	for in, want := range cases {
		if got := key(in); got != want {
			t.Errorf("key(%q) = %s, want %s", in, got, want)
		}
	}
}

// TestLessUTF16 pins hazard H2 against Go's byte order.
func TestLessUTF16(t *testing.T) {
	cases := []struct {
		a, b string
		less bool
	}{
		{"Zeta", "bash", true},
		{"subagent", "subagent_fork", true},
		{"😀", "！", true}, // U+1F600 is D83D DE00 in UTF-16, before U+FF01
		{"！", "😀", false},
		{"\uffff", "😀", false},
		{"a", "a", false},
		{"", "a", true},
	}
	for _, c := range cases {
		if got := lessUTF16(c.a, c.b); got != c.less {
			t.Errorf("lessUTF16(%q, %q) = %v", c.a, c.b, got)
		}
	}
	if !("！" < "😀") {
		t.Error("Go byte order no longer differs; the case above lost its point")
	}
}

func TestPascal(t *testing.T) {
	cases := map[string]string{
		"pull_request": "PullRequest", "team": "Team", "searchRepository": "SearchRepository",
		"9lives": "T9lives", "a/b": "AB", "ünï": "N", "": "", "--": "", "my-mcp.tool": "MyMcpTool",
	}
	for in, want := range cases {
		if got := pascal(in); got != want {
			t.Errorf("pascal(%q) = %q, want %q", in, got, want)
		}
	}
}
