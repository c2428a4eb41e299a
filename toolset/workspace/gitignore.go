package workspace

import (
	"bytes"
	"path"
	"strings"
)

// Bounds on the ignore files a walk reads, so that a hostile .gitignore
// costs a bounded amount of memory and matching time: longer files are
// read up to the cap, longer lines are skipped.
const (
	maxIgnoreFileBytes    = 256 << 10
	maxIgnorePatternBytes = 1 << 10
)

// ignoreRule is one pattern line of a .gitignore file, parsed as git
// does (gitignore(5)).
type ignoreRule struct {
	pattern  string // the wildmatch pattern, without "!", the leading "/" and the trailing "/"
	negate   bool   // "!pattern": re-include what an earlier rule excluded
	dirOnly  bool   // "pattern/": match directories only
	anchored bool   // a "/" at the start or in the middle: match the whole path from base, not any basename
}

// ignoreFile is the rules of one .gitignore, with base the root-relative
// directory it sits in ("." for the root).
type ignoreFile struct {
	base  string
	rules []ignoreRule
}

// parseIgnore parses the contents of a .gitignore in directory base.
// Blank lines and "#" comments are skipped; trailing spaces are dropped
// unless escaped with "\"; "\#" and "\!" start a literal pattern.
func parseIgnore(base string, data []byte) *ignoreFile {
	f := &ignoreFile{base: base}
	data = data[:min(len(data), maxIgnoreFileBytes)]
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // git skips a UTF-8 BOM
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if r, ok := parseIgnoreLine(string(bytes.TrimSuffix(line, []byte("\r")))); ok {
			f.rules = append(f.rules, r)
		}
	}
	return f
}

// parseIgnoreLine parses one line, reporting false for lines that hold no
// pattern.
func parseIgnoreLine(line string) (ignoreRule, bool) {
	var r ignoreRule
	if line == "" || line[0] == '#' || len(line) > maxIgnorePatternBytes {
		return r, false
	}
	// Trailing spaces go unless the last one is escaped.
	for strings.HasSuffix(line, " ") && !strings.HasSuffix(line, `\ `) {
		line = line[:len(line)-1]
	}
	if line == "" {
		return r, false
	}
	if line[0] == '!' {
		r.negate, line = true, line[1:]
	} else if line[0] == '\\' && len(line) > 1 && (line[1] == '!' || line[1] == '#') {
		line = line[1:]
	}
	if strings.HasSuffix(line, "/") {
		r.dirOnly, line = true, strings.TrimSuffix(line, "/")
	}
	if line == "" {
		return r, false
	}
	if strings.Contains(line, "/") {
		r.anchored, line = true, strings.TrimPrefix(line, "/")
	}
	if line == "" {
		return r, false
	}
	r.pattern = line
	return r, true
}

// decide reports whether the root-relative path p (a directory when isDir)
// is matched by a rule of f and, if so, whether the last matching rule
// excludes it. A path outside f's base is not matched.
func (f *ignoreFile) decide(p string, isDir bool) (matched, ignored bool) {
	rel := p
	if f.base != "." {
		var ok bool
		if rel, ok = strings.CutPrefix(p, f.base+"/"); !ok {
			return false, false
		}
	}
	name := path.Base(rel)
	for i := len(f.rules) - 1; i >= 0; i-- {
		r := &f.rules[i]
		if r.dirOnly && !isDir {
			continue
		}
		subject := name
		if r.anchored {
			subject = rel
		}
		if wildmatch(r.pattern, subject) {
			return true, !r.negate
		}
	}
	return false, false
}

// ignoreStack is the ignore files in force in one directory of a walk,
// outermost first.
type ignoreStack []*ignoreFile

// ignored reports whether the root-relative path p is excluded: the
// deepest file with a matching rule decides, and within a file the last
// matching rule, as in git. That a parent directory is excluded is the
// walk's business: it does not descend one.
func (s ignoreStack) ignored(p string, isDir bool) bool {
	for i := len(s) - 1; i >= 0; i-- {
		if matched, ignored := s[i].decide(p, isDir); matched {
			return ignored
		}
	}
	return false
}

// with returns s extended by f, sharing no backing array with s so that
// sibling directories of a walk cannot overwrite each other's stacks.
func (s ignoreStack) with(f *ignoreFile) ignoreStack {
	if f == nil || len(f.rules) == 0 {
		return s
	}
	out := make(ignoreStack, len(s), len(s)+1)
	copy(out, s)
	return append(out, f)
}

// wildmatch reports whether name matches the gitignore glob pattern, as
// git's wildmatch does with WM_PATHNAME: "*" and "?" do not match "/",
// "[...]" is a class ("!" or "^" negates it, ranges allowed, never "/"),
// "\" escapes the next character, and "**" between slashes (or at either
// end) matches any number of directories. A "**" elsewhere is a "*". It
// memoizes on (pattern offset, name offset), so its cost is bounded by
// len(pattern) × len(name) whatever the stars.
func wildmatch(pattern, name string) bool {
	m := &wildMatcher{p: pattern, s: name}
	return m.step(0, 0)
}

type wildMatcher struct {
	p, s string
	seen []uint64 // (pi, si) states already known to fail; made at the first star
}

func (m *wildMatcher) match(pi, si int) bool {
	key := pi*(len(m.s)+1) + si
	if m.seen == nil {
		m.seen = make([]uint64, ((len(m.p)+1)*(len(m.s)+1)+63)/64)
	}
	if m.seen[key/64]&(1<<(key%64)) != 0 {
		return false
	}
	if m.step(pi, si) {
		return true
	}
	m.seen[key/64] |= 1 << (key % 64)
	return false
}

func (m *wildMatcher) step(pi, si int) bool {
	p, s := m.p, m.s
	for pi < len(p) {
		switch c := p[pi]; c {
		case '*':
			if pi+1 < len(p) && p[pi+1] == '*' {
				start := pi
				for pi < len(p) && p[pi] == '*' {
					pi++
				}
				if (start == 0 || p[start-1] == '/') && (pi == len(p) || p[pi] == '/') {
					if pi == len(p) {
						return true // trailing "**": everything below
					}
					// "**/" matches zero or more whole directories.
					if m.match(pi+1, si) {
						return true
					}
					for k := si; k < len(s); k++ {
						if s[k] == '/' && m.match(pi+1, k+1) {
							return true
						}
					}
					return false
				}
			} else {
				pi++
			}
			for k := si; ; k++ {
				if m.match(pi, k) {
					return true
				}
				if k == len(s) || s[k] == '/' {
					return false
				}
			}
		case '?':
			if si == len(s) || s[si] == '/' {
				return false
			}
			pi, si = pi+1, si+1
		case '[':
			if si == len(s) || s[si] == '/' {
				return false
			}
			next, ok := matchClass(p, pi, s[si])
			if !ok {
				return false
			}
			pi, si = next, si+1
		default:
			if c == '\\' && pi+1 < len(p) {
				pi++
				c = p[pi]
			}
			if si == len(s) || s[si] != c {
				return false
			}
			pi, si = pi+1, si+1
		}
	}
	return si == len(s)
}

// matchClass matches the byte b against the class that starts at p[open]
// ("["), returning the offset after its "]" and whether b is in it. An
// unterminated class matches nothing, as in git.
func matchClass(p string, open int, b byte) (next int, ok bool) {
	i := open + 1
	negated := i < len(p) && (p[i] == '!' || p[i] == '^')
	if negated {
		i++
	}
	in := false
	for first := true; ; first = false {
		if i >= len(p) {
			return 0, false
		}
		c := p[i]
		if c == ']' && !first {
			i++
			break
		}
		if c == '[' && strings.HasPrefix(p[i:], "[:") {
			if end := strings.Index(p[i+2:], ":]"); end >= 0 {
				if classHas(p[i+2:i+2+end], b) {
					in = true
				}
				i += 2 + end + 2
				continue
			}
		}
		if c == '\\' && i+1 < len(p) {
			i++
			c = p[i]
		}
		lo, hi := c, c
		if i+2 < len(p) && p[i+1] == '-' && p[i+2] != ']' {
			hi = p[i+2]
			if hi == '\\' && i+3 < len(p) {
				hi = p[i+3]
				i++
			}
			i += 2
		}
		if lo <= b && b <= hi {
			in = true
		}
		i++
	}
	return i, in != negated
}

// classHas reports whether b is in the POSIX character class name
// ("alpha", "digit", …); an unknown name holds nothing.
func classHas(name string, b byte) bool {
	switch name {
	case "alnum":
		return classHas("alpha", b) || classHas("digit", b)
	case "alpha":
		return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
	case "blank":
		return b == ' ' || b == '\t'
	case "digit":
		return '0' <= b && b <= '9'
	case "lower":
		return 'a' <= b && b <= 'z'
	case "upper":
		return 'A' <= b && b <= 'Z'
	case "space":
		return b == ' ' || '\t' <= b && b <= '\r'
	case "punct":
		return b > ' ' && b < 0x7f && !classHas("alnum", b)
	case "xdigit":
		return classHas("digit", b) || 'a' <= b && b <= 'f' || 'A' <= b && b <= 'F'
	case "cntrl":
		return b < ' ' || b == 0x7f
	case "print":
		return b >= ' ' && b < 0x7f
	case "graph":
		return b > ' ' && b < 0x7f
	}
	return false
}
