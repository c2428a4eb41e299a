package inprocess

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// t262Meta is the part of a test262 file's YAML frontmatter the harness
// acts on (test262 INTERPRETING.md): the harness files to prepend, the
// mode flags, the expected early or run-time error, and the features.
type t262Meta struct {
	Includes []string
	Flags    map[string]bool // onlyStrict, noStrict, raw, async, module, …
	Phase    string          // negative.phase: parse, resolution or runtime; "" = positive
	Type     string          // negative.type: the error constructor's name
	Features []string
}

// parseT262Meta reads the frontmatter between "/*---" and "---*/". It
// understands the YAML test262 uses: scalar keys, flow lists ("[a, b]"),
// block lists ("- a") and the one nested mapping, negative.
func parseT262Meta(src string) (t262Meta, error) {
	m := t262Meta{Flags: map[string]bool{}}
	start := strings.Index(src, "/*---")
	if start < 0 {
		return m, fmt.Errorf("no /*--- frontmatter")
	}
	end := strings.Index(src[start:], "---*/")
	if end < 0 {
		return m, fmt.Errorf("frontmatter not closed by ---*/")
	}
	lines := strings.Split(src[start+5:start+end], "\n")
	key := "" // the top-level key a block list or mapping belongs to
	for _, raw := range lines {
		line := strings.TrimRight(raw, " \t\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		indented := line[0] == ' ' || line[0] == '\t'
		t := strings.TrimSpace(line)
		if !indented {
			k, v, ok := strings.Cut(t, ":")
			if !ok {
				key = ""
				continue
			}
			key = strings.TrimSpace(k)
			m.set(key, strings.TrimSpace(v))
			continue
		}
		switch {
		case strings.HasPrefix(t, "- "):
			m.add(key, strings.TrimSpace(t[2:]))
		case key == "negative":
			k, v, _ := strings.Cut(t, ":")
			v = strings.TrimSpace(v)
			switch strings.TrimSpace(k) {
			case "phase":
				m.Phase = v
			case "type":
				m.Type = v
			}
		}
	}
	if m.Phase != "" && m.Type == "" {
		return m, fmt.Errorf("negative without a type")
	}
	return m, nil
}

func (m *t262Meta) set(key, v string) {
	if !strings.HasPrefix(v, "[") {
		return // a scalar (description, esid …), a block (">", "|") or a list to come
	}
	for _, item := range strings.Split(strings.Trim(v, "[]"), ",") {
		m.add(key, strings.TrimSpace(item))
	}
}

func (m *t262Meta) add(key, item string) {
	if item == "" {
		return
	}
	switch key {
	case "includes":
		m.Includes = append(m.Includes, item)
	case "flags":
		m.Flags[item] = true
	case "features":
		m.Features = append(m.Features, item)
	}
}

// t262Test is one test file of the subset.
type t262Test struct {
	Path string // relative to testdata/test262/test, with "/" separators
	Src  string
	Meta t262Meta
}

// Dir is the directory the pass-rate table reports the test under:
// "built-ins/Array", "intl402/NumberFormat".
func (t *t262Test) Dir() string {
	parts := strings.SplitN(t.Path, "/", 3)
	return parts[0] + "/" + parts[1]
}

// Strict says whether the test runs as strict code. Tests without a mode
// flag must pass in both modes; they run strict here, because a codemode
// program is strict code (its async function body says "use strict").
func (t *t262Test) Strict() bool { return !t.Meta.Flags["noStrict"] && !t.Meta.Flags["raw"] }

// t262Root is the subset's root directory.
const t262Root = "testdata/test262"

// loadT262 reads every test of the subset, sorted by path. Files whose
// name contains _FIXTURE are modules other tests import, not tests.
func loadT262() ([]*t262Test, error) {
	var tests []*t262Test
	root := filepath.Join(t262Root, "test")
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".js") || strings.Contains(p, "_FIXTURE") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		meta, err := parseT262Meta(string(b))
		if err != nil {
			return fmt.Errorf("%s: %w", rel, err)
		}
		tests = append(tests, &t262Test{Path: filepath.ToSlash(rel), Src: string(b), Meta: meta})
		return nil
	})
	sort.Slice(tests, func(i, j int) bool { return tests[i].Path < tests[j].Path })
	return tests, err
}

// t262Harness caches the harness files by name.
type t262Harness map[string]string

func loadT262Harness() (t262Harness, error) {
	h := t262Harness{}
	files, err := filepath.Glob(filepath.Join(t262Root, "harness", "*.js"))
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		h[filepath.Base(f)] = string(b)
	}
	return h, nil
}

// script is the test as a script: the harness (assert.js and sta.js, then
// doneprintHandle.js for async tests, then the test's includes) followed
// by the test, with "use strict" first when the test runs strict. A raw
// test is its own text alone. The $DONE, print and $262 globals are each
// engine's own (see the engines).
func (h t262Harness) script(t *t262Test) (string, error) {
	if t.Meta.Flags["raw"] {
		return t.Src, nil
	}
	var b strings.Builder
	if t.Strict() {
		b.WriteString("\"use strict\";\n")
	}
	names := []string{"assert.js", "sta.js"}
	names = append(names, t.Meta.Includes...)
	for _, n := range names {
		s, ok := h[n]
		if !ok {
			return "", fmt.Errorf("%s: harness file %s is not in the subset", t.Path, n)
		}
		b.WriteString(s)
		b.WriteString("\n")
	}
	b.WriteString(t.Src)
	b.WriteString("\n")
	return b.String(), nil
}
