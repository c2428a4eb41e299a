package workspace

import (
	"errors"
	"fmt"
	"path"
	"strings"
)

// maxBraceExpansions bounds the alternatives one pattern may expand to.
const maxBraceExpansions = 256

// matcher matches root-relative slash paths against a glob pattern:
// segments separated by "/", where a segment "**" matches zero or more
// whole segments (one or more when it ends the pattern, so "a/**" is what
// lies inside a) and any other segment is a path.Match pattern (*, ?,
// [classes], \ escapes). {a,b} alternatives are expanded first.
type matcher struct {
	alts [][]string // expanded alternatives, split into segments
}

// compileGlob parses pattern. It rejects empty patterns, patterns that
// climb with "..", malformed classes and runaway brace expansions.
func compileGlob(pattern string) (*matcher, error) {
	if pattern == "" {
		return nil, errors.New("pattern is empty")
	}
	if strings.IndexByte(pattern, 0) >= 0 {
		return nil, errors.New("pattern contains a NUL byte")
	}
	expanded, err := expandBraces(pattern)
	if err != nil {
		return nil, err
	}
	m := &matcher{}
	for _, alt := range expanded {
		alt = strings.TrimPrefix(alt, "./")
		if strings.HasPrefix(alt, "/") {
			return nil, fmt.Errorf("pattern %q is absolute; patterns match paths relative to the workspace root", alt)
		}
		var segs []string
		for _, s := range strings.Split(alt, "/") {
			switch s {
			case "", ".":
				continue
			case "..":
				return nil, fmt.Errorf("pattern %q uses \"..\"; patterns match paths inside the workspace root", alt)
			case "**":
				if len(segs) > 0 && segs[len(segs)-1] == "**" {
					continue // a/**/**/b is a/**/b
				}
			default:
				if _, err := path.Match(s, ""); err != nil {
					return nil, fmt.Errorf("pattern %q: malformed segment %q", alt, s)
				}
			}
			segs = append(segs, s)
		}
		if len(segs) == 0 {
			return nil, fmt.Errorf("pattern %q matches nothing but the root", alt)
		}
		m.alts = append(m.alts, segs)
	}
	return m, nil
}

// match reports whether the root-relative slash path p matches.
func (m *matcher) match(p string) bool {
	name := strings.Split(p, "/")
	for _, segs := range m.alts {
		if matchSegments(segs, name) {
			return true
		}
	}
	return false
}

// matchSegments matches path segments against pattern segments in
// O(len(pat)*len(name)) time, whatever the number of "**".
func matchSegments(pat, name []string) bool {
	// cur[j]: pat[:i] matches name[:j].
	cur := make([]bool, len(name)+1)
	next := make([]bool, len(name)+1)
	cur[0] = true
	for i, ps := range pat {
		clear(next)
		if ps == "**" {
			// A trailing ** matches one or more segments (a/** is what is
			// inside a, not a itself); elsewhere zero or more.
			last := i == len(pat)-1
			seen := false
			for j := 0; j <= len(name); j++ {
				if last {
					next[j] = seen
					seen = seen || cur[j]
				} else {
					seen = seen || cur[j]
					next[j] = seen
				}
			}
		} else {
			for j := 1; j <= len(name); j++ {
				if cur[j-1] {
					ok, _ := path.Match(ps, name[j-1])
					next[j] = ok
				}
			}
		}
		cur, next = next, cur
	}
	return cur[len(name)]
}

// literalPrefix returns the leading segments common to every alternative
// that contain no pattern syntax: the directory a walk can start from.
func (m *matcher) literalPrefix() string {
	var prefix []string
	for i := 0; ; i++ {
		var seg string
		for k, segs := range m.alts {
			// The last segment names the match itself, never a directory.
			if i >= len(segs)-1 || segs[i] == "**" || strings.ContainsAny(segs[i], `*?[\`) {
				return path.Join(prefix...)
			}
			if k == 0 {
				seg = segs[i]
			} else if segs[i] != seg {
				return path.Join(prefix...)
			}
		}
		prefix = append(prefix, seg)
	}
}

// expandBraces expands {a,b} alternatives (nested allowed). A brace without
// a matching close or without a comma is literal.
func expandBraces(p string) ([]string, error) {
	out := []string{}
	var rec func(s string) error
	rec = func(s string) error {
		open, close, commas := findBraces(s)
		if open < 0 {
			if len(out) >= maxBraceExpansions {
				return fmt.Errorf("pattern expands to more than %d alternatives", maxBraceExpansions)
			}
			out = append(out, s)
			return nil
		}
		pre, body, post := s[:open], s[open+1:close], s[close+1:]
		start := 0
		for _, c := range append(commas, len(body)) {
			if err := rec(pre + body[start:c] + post); err != nil {
				return err
			}
			start = c + 1
		}
		return nil
	}
	if err := rec(p); err != nil {
		return nil, err
	}
	return out, nil
}

// findBraces finds the first brace group with at least one top-level comma,
// returning its open and close indices and the comma offsets within its
// body; open is -1 when there is none.
func findBraces(s string) (open, close int, commas []int) {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '{':
			depth := 0
			commas = commas[:0]
			for j := i; j < len(s); j++ {
				switch s[j] {
				case '\\':
					j++
				case '{':
					depth++
				case '}':
					depth--
					if depth == 0 {
						if len(commas) > 0 {
							return i, j, commas
						}
						j = len(s) // no comma: literal, keep scanning after i
					}
				case ',':
					if depth == 1 {
						commas = append(commas, j-i-1)
					}
				}
			}
		}
	}
	return -1, -1, nil
}
