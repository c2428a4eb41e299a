package workspace_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/toolset/workspace"
)

func TestList(t *testing.T) {
	f := newFixture(t, tree{
		"b.txt":      "bbb",
		"a.txt":      "a",
		"Z.txt":      "",
		"dir/":       "",
		"dir/in.txt": "12345",
		"link":       "->a.txt",
		"dirlink":    "->dir",
		"dangling":   "->nowhere",
		"outlink":    "->OUTSIDE/secret.txt",
		"outdir":     "->OUTSIDE/dir",
		".hidden":    "h",
	}, nil)
	outLen := int64(len(filepath.Join(f.outside, "secret.txt")))
	tests := []struct {
		path string
		want workspace.ListOutput
	}{
		{"", workspace.ListOutput{Path: ".", Entries: []workspace.Entry{
			{".hidden", "file", 1},
			{"Z.txt", "file", 0},
			{"a.txt", "file", 1},
			{"b.txt", "file", 3},
			{"dangling", "symlink", int64(len("nowhere"))},
			{"dir", "dir", 0},
			{"dirlink", "symlink", 3},
			{"link", "symlink", 5},
			{"outdir", "symlink", int64(len(filepath.Join(f.outside, "dir")))},
			{"outlink", "symlink", outLen},
		}}},
		{"dir", workspace.ListOutput{Path: "dir", Entries: []workspace.Entry{{"in.txt", "file", 5}}}},
		{"dirlink", workspace.ListOutput{Path: "dirlink", Entries: []workspace.Entry{{"in.txt", "file", 5}}}},
		{"./dir/", workspace.ListOutput{Path: "dir", Entries: []workspace.Entry{{"in.txt", "file", 5}}}},
		{f.root, workspace.ListOutput{Path: "."}},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			got, err := f.ws.List(ctx, workspace.ListInput{Path: tt.path})
			if err != nil {
				t.Fatal(err)
			}
			if tt.want.Entries == nil { // only the path is checked
				if got.Path != tt.want.Path || len(got.Entries) != 10 {
					t.Errorf("List(%q) = %s with %d entries", tt.path, got.Path, len(got.Entries))
				}
				return
			}
			if got.Path != tt.want.Path || !slices.Equal(got.Entries, tt.want.Entries) {
				t.Errorf("List(%q)\n got %+v\nwant %+v", tt.path, got, tt.want)
			}
		})
	}
	empty := newFixture(t, nil, nil)
	got, err := empty.ws.List(ctx, workspace.ListInput{})
	if err != nil || got.Entries == nil || len(got.Entries) != 0 {
		t.Errorf("List of an empty root = %+v, %v; want a non-nil empty list", got, err)
	}
	if _, err := f.ws.List(ctx, workspace.ListInput{Path: "a.txt"}); !errors.Is(err, workspace.ErrNotDir) {
		t.Errorf("List of a file = %v, want ErrNotDir", err)
	}
}

func globFixture(t *testing.T) *fixture {
	return newFixture(t, tree{
		"main.go":       "package main\n",
		"README.md":     "# r\n",
		"a/x.go":        "package a\n",
		"a/b/y.go":      "package b\n",
		"a/b/c/z.go":    "package c\n",
		"a/b/c/z.txt":   "z\n",
		"a/b/notes.md":  "n\n",
		"a.go/real.txt": "dir named like a go file\n",
		"web/app.ts":    "x\n",
		"web/app.tsx":   "x\n",
		"web/[id].ts":   "x\n",
		".git/config":   "x\n",
		"link.go":       "->main.go",
		"linkdir":       "->a",
		"outlink.go":    "->OUTSIDE/secret.txt",
		"outdir":        "->OUTSIDE/dir",
		"dangling.go":   "->missing.go",
		"emptydir/":     "",
	}, nil)
}

// TestGlob covers DESIGN §8 glob: ** matches zero or more directories,
// results are sorted and root-relative, only files are listed.
func TestGlob(t *testing.T) {
	f := globFixture(t)
	tests := []struct {
		pattern string
		want    []string
	}{
		{"**/*.go", []string{"a/b/c/z.go", "a/b/y.go", "a/x.go", "link.go", "main.go"}},
		{"*.go", []string{"link.go", "main.go"}},
		{"a/**/*.go", []string{"a/b/c/z.go", "a/b/y.go", "a/x.go"}},
		{"a/**", []string{"a/b/c/z.go", "a/b/c/z.txt", "a/b/notes.md", "a/b/y.go", "a/x.go"}},
		{"a/*/*.go", []string{"a/b/y.go"}},
		{"a/**/c/*", []string{"a/b/c/z.go", "a/b/c/z.txt"}},
		{"**/b/**/*.go", []string{"a/b/c/z.go", "a/b/y.go"}},
		{"**/**/*.md", []string{"README.md", "a/b/notes.md"}},
		{"**/*.{md,txt}", []string{"README.md", "a.go/real.txt", "a/b/c/z.txt", "a/b/notes.md"}},
		{"web/*.ts", []string{"web/[id].ts", "web/app.ts"}},
		{"web/app.ts?", []string{"web/app.tsx"}},
		{`web/\[id\].ts`, []string{"web/[id].ts"}},
		{"web/[a-b]*", []string{"web/app.ts", "web/app.tsx"}},
		{"./main.go", []string{"main.go"}},
		{"main.go", []string{"main.go"}},
		{"**/config", []string{}},           // walks skip .git (issue #42)
		{".git/*", []string{".git/config"}}, // named, it is searched
		{"nothing/**", []string{}},
		{"main.go/**", []string{}},
		{"linkdir/*.go", []string{"linkdir/x.go"}},
		{"emptydir/*", []string{}},
	}
	tests = append(tests, struct {
		pattern string
		want    []string
	}{f.root + "/a/*.go", []string{"a/x.go"}})
	for _, tt := range tests {
		t.Run(tt.pattern, func(t *testing.T) {
			got, err := f.ws.Glob(ctx, workspace.GlobInput{Pattern: tt.pattern})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Paths, tt.want) || got.Paths == nil || got.Truncated {
				t.Errorf("Glob(%q) = %q (truncated %v), want %q", tt.pattern, got.Paths, got.Truncated, tt.want)
			}
		})
	}
}

func TestGlobErrors(t *testing.T) {
	f := globFixture(t)
	for _, p := range []string{"", "../*", "a/../../x", "/etc/*", "a/[", "{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}{o,p}{q,r}", "."} {
		_, err := f.ws.Glob(ctx, workspace.GlobInput{Pattern: p})
		var ae *workspace.ArgsError
		if !errors.As(err, &ae) || ae.Field != "pattern" {
			t.Errorf("Glob(%q) = %v, want an ArgsError on pattern", p, err)
		}
	}
	if _, err := f.ws.Glob(ctx, workspace.GlobInput{Pattern: "outdir/*"}); !errors.Is(err, workspace.ErrOutsideRoot) {
		t.Errorf("Glob through a symlinked dir leaving the root = %v, want ErrOutsideRoot", err)
	}
}

func TestGlobCaps(t *testing.T) {
	files := tree{}
	for i := range 30 {
		files[fmt.Sprintf("d%02d/f.txt", i)] = "x"
	}
	f := newFixture(t, files, &workspace.Options{MaxGlobResults: 5})
	got, err := f.ws.Glob(ctx, workspace.GlobInput{Pattern: "**/*.txt"})
	if err != nil || !got.Truncated || len(got.Paths) != 5 {
		t.Errorf("result cap: %d paths truncated=%v err=%v, want 5 true", len(got.Paths), got.Truncated, err)
	}
	f = newFixture(t, files, &workspace.Options{MaxWalkEntries: 10})
	got, err = f.ws.Glob(ctx, workspace.GlobInput{Pattern: "**/*.txt"})
	if err != nil || !got.Truncated || len(got.Paths) >= 10 {
		t.Errorf("walk cap: %d paths truncated=%v err=%v, want fewer than 10 and truncated", len(got.Paths), got.Truncated, err)
	}
}

func grepFixture(t *testing.T, opts *workspace.Options) *fixture {
	return newFixture(t, tree{
		"b.go":        "package b\n// TODO: b1\nfunc B() {}\n// TODO: b2\n",
		"a.go":        "package a\n// TODO: a1\n",
		"a/z.go":      "// TODO: nested\n",
		"a.txt":       "TODO in text\n",
		"crlf.txt":    "x\r\nTODO crlf\r\n",
		"nonl.txt":    "first\nTODO last",
		"bin.dat":     "TODO\x00binary",
		"sub/deep.md": "# TODO deep\n",
		"sub/none.md": "nothing\n",
		"link.go":     "->a.go",
		"outlink.go":  "->OUTSIDE/secret.txt",
		"outdir":      "->OUTSIDE/dir",
		"alias":       "->sub",
	}, opts)
}

// TestGrep covers DESIGN §8 grep: RE2, optional path and glob, matches in
// path order then line order.
func TestGrep(t *testing.T) {
	f := grepFixture(t, nil)
	type m = workspace.Match
	tests := []struct {
		name string
		in   workspace.GrepInput
		want []workspace.Match
	}{
		{"all, path then line order", workspace.GrepInput{Pattern: "TODO"}, []m{
			{"a.go", 2, "// TODO: a1"},
			{"a.txt", 1, "TODO in text"},
			{"a/z.go", 1, "// TODO: nested"},
			{"b.go", 2, "// TODO: b1"},
			{"b.go", 4, "// TODO: b2"},
			{"crlf.txt", 2, "TODO crlf"},
			{"link.go", 2, "// TODO: a1"},
			{"nonl.txt", 2, "TODO last"},
			{"sub/deep.md", 1, "# TODO deep"},
		}},
		{"glob filter root-relative", workspace.GrepInput{Pattern: "TODO", Glob: "**/*.go"}, []m{
			{"a.go", 2, "// TODO: a1"},
			{"a/z.go", 1, "// TODO: nested"},
			{"b.go", 2, "// TODO: b1"},
			{"b.go", 4, "// TODO: b2"},
			{"link.go", 2, "// TODO: a1"},
		}},
		{"glob without ** is top level only", workspace.GrepInput{Pattern: "TODO", Glob: "*.go"}, []m{
			{"a.go", 2, "// TODO: a1"},
			{"b.go", 2, "// TODO: b1"},
			{"b.go", 4, "// TODO: b2"},
			{"link.go", 2, "// TODO: a1"},
		}},
		{"path directory", workspace.GrepInput{Pattern: "TODO", Path: "sub"}, []m{{"sub/deep.md", 1, "# TODO deep"}}},
		{"path through a symlinked dir inside the root", workspace.GrepInput{Pattern: "TODO", Path: "alias"}, []m{{"alias/deep.md", 1, "# TODO deep"}}},
		{"path file", workspace.GrepInput{Pattern: "b[0-9]", Path: "b.go"}, []m{{"b.go", 2, "// TODO: b1"}, {"b.go", 4, "// TODO: b2"}}},
		{"path and glob", workspace.GrepInput{Pattern: ".", Path: "sub", Glob: "sub/*.md"}, []m{{"sub/deep.md", 1, "# TODO deep"}, {"sub/none.md", 1, "nothing"}}},
		{"RE2 anchors", workspace.GrepInput{Pattern: `^package \w+$`}, []m{{"a.go", 1, "package a"}, {"b.go", 1, "package b"}, {"link.go", 1, "package a"}}},
		{"anchor at line end sees no CR", workspace.GrepInput{Pattern: `crlf$`}, []m{{"crlf.txt", 2, "TODO crlf"}}},
		{"case-insensitive flag", workspace.GrepInput{Pattern: `(?i)todo: B2`}, []m{{"b.go", 4, "// TODO: b2"}}},
		{"no match", workspace.GrepInput{Pattern: "zzz"}, []m{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := f.ws.Grep(ctx, tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Matches, tt.want) || got.Matches == nil || got.Truncated {
				t.Errorf("Grep(%+v)\n got %+v (truncated %v)\nwant %+v", tt.in, got.Matches, got.Truncated, tt.want)
			}
		})
	}
}

func TestGrepErrorsAndCaps(t *testing.T) {
	f := grepFixture(t, nil)
	for _, in := range []workspace.GrepInput{{Pattern: ""}, {Pattern: "a("}, {Pattern: `\p{Nope}`}, {Pattern: "x", Glob: "../*"}} {
		var ae *workspace.ArgsError
		if _, err := f.ws.Grep(ctx, in); !errors.As(err, &ae) {
			t.Errorf("Grep(%+v) = %v, want an ArgsError", in, err)
		}
	}
	if _, err := f.ws.Grep(ctx, workspace.GrepInput{Pattern: "x", Path: "missing"}); err == nil || !strings.Contains(err.Error(), `grep "missing"`) {
		t.Errorf("Grep on a missing path = %v", err)
	}
	capped := grepFixture(t, &workspace.Options{MaxGrepMatches: 3, MaxMatchTextBytes: 4})
	got, err := capped.ws.Grep(ctx, workspace.GrepInput{Pattern: "TODO"})
	want := []workspace.Match{{"a.go", 2, "// T"}, {"a.txt", 1, "TODO"}, {"a/z.go", 1, "// T"}}
	if err != nil || !got.Truncated || !slices.Equal(got.Matches, want) {
		t.Errorf("capped Grep = %+v truncated=%v err=%v, want %+v truncated", got.Matches, got.Truncated, err, want)
	}
	exact := grepFixture(t, &workspace.Options{MaxGrepMatches: 2})
	got, err = exact.ws.Grep(ctx, workspace.GrepInput{Pattern: "TODO", Path: "b.go"})
	if err != nil || got.Truncated || len(got.Matches) != 2 {
		t.Errorf("exactly the cap: %+v truncated=%v err=%v, want 2 matches, not truncated", got.Matches, got.Truncated, err)
	}
	small := grepFixture(t, &workspace.Options{MaxFileBytes: 25}) // a.go is 22 bytes, b.go 52
	got, err = small.ws.Grep(ctx, workspace.GrepInput{Pattern: "TODO", Glob: "*.go"})
	want = []workspace.Match{{"a.go", 2, "// TODO: a1"}, {"link.go", 2, "// TODO: a1"}}
	if err != nil || !slices.Equal(got.Matches, want) {
		t.Errorf("size cap: %+v, %v; want %+v (b.go is skipped)", got.Matches, err, want)
	}
}

func TestCancelled(t *testing.T) {
	f := grepFixture(t, nil)
	c, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := f.ws.Grep(c, workspace.GrepInput{Pattern: "TODO"}); !errors.Is(err, context.Canceled) {
		t.Errorf("Grep with a cancelled context = %v", err)
	}
	if _, err := f.ws.Glob(c, workspace.GlobInput{Pattern: "**"}); !errors.Is(err, context.Canceled) {
		t.Errorf("Glob with a cancelled context = %v", err)
	}
	if _, err := f.ws.Write(c, workspace.WriteInput{Path: "new.txt"}); !errors.Is(err, context.Canceled) {
		t.Errorf("Write with a cancelled context = %v", err)
	}
}

// TestNoHTMLEscaping: results carry file text as is.
func TestNoHTMLEscaping(t *testing.T) {
	f := newFixture(t, tree{"x.html": "<a href=\"?a&b\">\n"}, nil)
	got, err := f.ws.Call(ctx, "read", json.RawMessage(`{"path":"x.html"}`))
	want := `{"path":"x.html","content":"<a href=\"?a&b\">\n","totalLines":1,"truncated":false}`
	if err != nil || string(got) != want {
		t.Errorf("got %s, %v\nwant %s", got, err, want)
	}
}

// TestWalksSkipVCSAndPackages: glob and grep do not descend .git,
// node_modules and the like (issue #42 item 10) unless IncludeIgnored;
// naming such a directory as the grep path still searches it.
func TestWalksSkipVCSAndPackages(t *testing.T) {
	files := tree{
		"src/a.go":                "needle\n",
		".git/config":             "needle\n",
		"node_modules/x/index.js": "needle\n",
		"sub/.hg/store":           "needle\n",
		"sub/node_modules.txt":    "needle\n", // a file of that name is no directory
	}
	for _, tt := range []struct {
		name    string
		opts    *workspace.Options
		path    string
		glob    []string
		grepped []string
	}{
		{"default", nil, "", []string{"src/a.go", "sub/node_modules.txt"}, []string{"src/a.go", "sub/node_modules.txt"}},
		{"named directly", nil, ".git", nil, []string{".git/config"}},
		{"IncludeIgnored", &workspace.Options{IncludeIgnored: true}, "", []string{".git/config", "node_modules/x/index.js", "src/a.go", "sub/.hg/store", "sub/node_modules.txt"},
			[]string{".git/config", "node_modules/x/index.js", "src/a.go", "sub/.hg/store", "sub/node_modules.txt"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, files, tt.opts)
			if tt.path == "" {
				g, err := f.ws.Glob(ctx, workspace.GlobInput{Pattern: "**/*"})
				if err != nil || strings.Join(g.Paths, ",") != strings.Join(tt.glob, ",") {
					t.Errorf("glob **/* = %v, %v; want %v", g.Paths, err, tt.glob)
				}
			}
			r, err := f.ws.Grep(ctx, workspace.GrepInput{Pattern: "needle", Path: tt.path})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, m := range r.Matches {
				got = append(got, m.Path)
			}
			if strings.Join(got, ",") != strings.Join(tt.grepped, ",") {
				t.Errorf("grep needle in %q: %v, want %v", tt.path, got, tt.grepped)
			}
		})
	}
}
