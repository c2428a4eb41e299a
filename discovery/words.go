package discovery

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// words splits text into lower-case words: runs of letters and digits,
// broken also at camelCase humps ("listPullRequests" → list pull
// requests; "HTMLParser" → html parser). Letters and digits stay
// together ("k8s", "s3", "v2").
// Everything else ("_", "-", ".", spaces, punctuation) separates words.
func words(text string) []string {
	var out []string
	start := -1
	var prev rune
	flush := func(end int) {
		if start >= 0 && end > start {
			out = append(out, strings.ToLower(text[start:end]))
		}
		start = -1
	}
	for i, r := range text {
		alnum := unicode.IsLetter(r) || unicode.IsDigit(r)
		if !alnum {
			flush(i)
			prev = r
			continue
		}
		if start < 0 {
			start = i
			prev = r
			continue
		}
		switch {
		case unicode.IsUpper(r) && unicode.IsLower(prev):
			flush(i) // camel hump: listPull
			start = i
		case unicode.IsLower(r) && unicode.IsUpper(prev) && i-start > utf8.RuneLen(prev):
			// "HTMLParser": the P starts the next word.
			p := i - utf8.RuneLen(prev)
			flush(p)
			start = p
		}
		prev = r
	}
	flush(len(text))
	return out
}

// stopWords carry no meaning for finding a tool. They are dropped from
// queries and documents alike.
var stopWords = map[string]bool{
	"a": true, "an": true, "the": true, "and": true, "or": true, "of": true, "to": true,
	"in": true, "on": true, "at": true, "for": true, "with": true, "from": true, "by": true,
	"into": true, "onto": true, "this": true, "that": true, "these": true, "those": true,
	"it": true, "its": true, "is": true, "are": true, "be": true, "was": true, "were": true,
	"i": true, "we": true, "you": true, "your": true, "our": true, "my": true,
	"please": true, "can": true, "could": true, "would": true, "should": true, "will": true,
	"do": true, "does": true, "how": true, "what": true, "which": true, "some": true,
	"want": true, "need": true, "let": true, "s": true, "so": true, "as": true, "if": true,
	"then": true, "than": true, "there": true, "here": true, "use": true, "using": true,
	"e": true, "g": true, "eg": true, "etc": true,
}

// stem reduces an English word to a stem shared by its inflections, with
// a few conservative suffix rules (a light S-stemmer plus -ing/-ed and a
// final e): issues, issue → issu; listing, listed, lists → list;
// created, creating, create → creat; entries, entry → entri. Words of
// three letters or fewer, and digits, are kept as they are.
func stem(w string) string {
	if w[0] >= '0' && w[0] <= '9' {
		return w
	}
	if len(w) <= 3 {
		// "prs", "mrs", "ids": a plural of a two-letter word.
		if len(w) == 3 && w[2] == 's' && !strings.ContainsRune("aeiousy", rune(w[1])) {
			return w[:2]
		}
		return w
	}
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		w = w[:len(w)-3] + "i"
	case strings.HasSuffix(w, "sses"):
		w = w[:len(w)-2]
	case strings.HasSuffix(w, "ss"), strings.HasSuffix(w, "us"), strings.HasSuffix(w, "is"):
	case strings.HasSuffix(w, "s"):
		w = w[:len(w)-1]
	}
	switch {
	case strings.HasSuffix(w, "ing") && len(w) > 5:
		w = undouble(w[:len(w)-3])
	case strings.HasSuffix(w, "ed") && len(w) > 4:
		w = undouble(w[:len(w)-2])
	}
	if strings.HasSuffix(w, "y") && len(w) > 3 {
		w = w[:len(w)-1] + "i"
	}
	if strings.HasSuffix(w, "e") && len(w) > 3 {
		w = w[:len(w)-1]
	}
	return w
}

// undouble turns a doubled final consonant into one (running → run).
func undouble(w string) string {
	n := len(w)
	if n >= 3 && w[n-1] == w[n-2] && !strings.ContainsRune("aeioulsz", rune(w[n-1])) {
		return w[:n-1]
	}
	return w
}

// terms returns the stemmed terms of text, stop words removed.
func terms(text string) []string {
	ws := words(text)
	out := ws[:0]
	for _, w := range ws {
		if stopWords[w] {
			continue
		}
		out = append(out, stem(w))
	}
	return out
}
