package workspace

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// ignoreCases are trees whose glob "**/*" must list exactly want: the
// files git itself reports as untracked and not ignored. The wants were
// taken from `git ls-files --others --exclude-standard` (git 2.39), and
// TestGitignoreMatchesGit asks git again wherever git is installed.
var ignoreCases = []struct {
	name  string
	files map[string]string
	want  []string
}{
	{"basename at any depth", map[string]string{
		".gitignore": "*.log\n", "a.log": "", "d/b.log": "", "d/c.txt": "", "logs.txt": "",
	}, []string{".gitignore", "d/c.txt", "logs.txt"}},
	{"comments blank lines and CRLF", map[string]string{
		".gitignore": "# a.txt\r\n\r\nb.txt\r\n", "a.txt": "", "b.txt": "", "# a.txt": "",
	}, []string{"# a.txt", ".gitignore", "a.txt"}},
	{"escaped hash bang and trailing space", map[string]string{
		".gitignore": "\\#x\n\\!y\nz\\ \nw   \n", "#x": "", "!y": "", "z ": "", "z": "", "w": "", "w ": "",
	}, []string{".gitignore", "w ", "z"}},
	{"negation re-includes a file", map[string]string{
		".gitignore": "*.log\n!keep.log\n", "a.log": "", "keep.log": "", "d/keep.log": "",
	}, []string{".gitignore", "d/keep.log", "keep.log"}},
	{"later line wins", map[string]string{
		".gitignore": "!a.txt\n*.txt\n", "a.txt": "", "b.md": "",
	}, []string{".gitignore", "b.md"}},
	{"negation cannot reach into an excluded directory", map[string]string{
		".gitignore": "build/\n!build/keep.txt\n", "build/keep.txt": "", "build/x.o": "", "src/a.c": "",
	}, []string{".gitignore", "src/a.c"}},
	{"contents re-included when the directory is not excluded", map[string]string{
		".gitignore": "build/*\n!build/keep.txt\n", "build/keep.txt": "", "build/x.o": "",
	}, []string{".gitignore", "build/keep.txt"}},
	{"directory-only pattern spares files", map[string]string{
		".gitignore": "out/\n", "out/a": "", "d/out/b": "", "d/out.txt": "", "e/out": "",
	}, []string{".gitignore", "d/out.txt", "e/out"}},
	{"anchored with a leading slash", map[string]string{
		".gitignore": "/top.txt\n", "top.txt": "", "d/top.txt": "",
	}, []string{".gitignore", "d/top.txt"}},
	{"a middle slash anchors", map[string]string{
		".gitignore": "doc/*.html\n", "doc/a.html": "", "doc/sub/b.html": "", "x/doc/c.html": "",
	}, []string{".gitignore", "doc/sub/b.html", "x/doc/c.html"}},
	{"leading double star", map[string]string{
		".gitignore": "**/gen/out.js\n", "gen/out.js": "", "a/b/gen/out.js": "", "a/gen/in.js": "",
	}, []string{".gitignore", "a/gen/in.js"}},
	{"trailing double star", map[string]string{
		".gitignore": "vendor/**\n", "vendor/a/b.go": "", "vendor.go": "", "x/vendor/c.go": "",
	}, []string{".gitignore", "vendor.go", "x/vendor/c.go"}},
	{"middle double star matches zero or more directories", map[string]string{
		".gitignore": "a/**/z.txt\n", "a/z.txt": "", "a/b/z.txt": "", "a/b/c/z.txt": "", "b/a/z.txt": "",
	}, []string{".gitignore", "b/a/z.txt"}},
	{"double star inside a name is a star", map[string]string{
		".gitignore": "a**b\n", "axxb": "", "a/b": "", "ab": "",
	}, []string{".gitignore", "a/b"}},
	{"question mark and classes", map[string]string{
		".gitignore": "?.tmp\nf[0-9].txt\ng[!a].txt\nh[[:upper:]]\n", "a.tmp": "", "ab.tmp": "", "f1.txt": "", "fx.txt": "", "ga.txt": "", "gb.txt": "", "hQ": "", "hq": "",
	}, []string{".gitignore", "ab.tmp", "fx.txt", "ga.txt", "hq"}},
	{"nested files are relative to their directory", map[string]string{
		".gitignore": "*.tmp\n", "sub/.gitignore": "/local.txt\n!keep.tmp\n", "local.txt": "", "sub/local.txt": "", "sub/deep/local.txt": "", "sub/keep.tmp": "", "sub/x.tmp": "", "keep.tmp": "",
	}, []string{".gitignore", "local.txt", "sub/.gitignore", "sub/deep/local.txt", "sub/keep.tmp"}},
	{"info exclude", map[string]string{
		".git/info/exclude": "secret*\n", "secret.txt": "", "d/secrets": "", "public": "",
	}, []string{"public"}},
	{"gitignore may ignore itself", map[string]string{
		".gitignore": ".gitignore\nx\n", "x": "", "y": "",
	}, []string{"y"}},
}

func buildTree(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func globAll(t *testing.T, root string, opts *Options) []string {
	t.Helper()
	ws, err := New(root, opts)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	out, err := ws.Glob(context.Background(), GlobInput{Pattern: "**/*"})
	if err != nil {
		t.Fatal(err)
	}
	return out.Paths
}

// TestGitignore: glob honours .gitignore files as git does, and
// IncludeIgnored lists every file, .git included.
func TestGitignore(t *testing.T) {
	for _, tc := range ignoreCases {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			buildTree(t, root, tc.files)
			if got := globAll(t, root, nil); !slices.Equal(got, tc.want) {
				t.Errorf("glob **/* = %q\nwant %q", got, tc.want)
			}
			var all []string
			for name := range tc.files {
				all = append(all, name)
			}
			slices.Sort(all)
			if got := globAll(t, root, &Options{IncludeIgnored: true}); !slices.Equal(got, all) {
				t.Errorf("IncludeIgnored: glob **/* = %q\nwant %q", got, all)
			}
		})
	}
}

// TestGitignoreMatchesGit builds every case in a real repository and
// compares the glob with what git lists as untracked and not ignored, so
// the table cannot drift from git. It is skipped where git is absent.
func TestGitignoreMatchesGit(t *testing.T) {
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("git is not installed; TestGitignore checks the recorded outcomes")
	}
	for _, tc := range ignoreCases {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			run := func(args ...string) string {
				cmd := exec.Command(git, args...)
				cmd.Dir = root
				// No user or system configuration: no global excludes file.
				cmd.Env = append(os.Environ(), "HOME="+root, "XDG_CONFIG_HOME="+root, "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null")
				out, err := cmd.Output()
				if err != nil {
					t.Fatalf("git %v: %v", args, err)
				}
				return string(out)
			}
			run("init", "-q")
			buildTree(t, root, tc.files)
			var fromGit []string
			for l := range strings.SplitSeq(run("-c", "core.quotePath=false", "ls-files", "--others", "--exclude-standard", "-z"), "\x00") {
				if l != "" {
					fromGit = append(fromGit, l)
				}
			}
			slices.Sort(fromGit)
			if !slices.Equal(fromGit, tc.want) {
				t.Errorf("git lists %q; the table says %q", fromGit, tc.want)
			}
			if got := globAll(t, root, nil); !slices.Equal(got, fromGit) {
				t.Errorf("glob **/* = %q; git lists %q", got, fromGit)
			}
		})
	}
}

// TestGitignoreGrepAndNamedPaths: grep skips ignored files, a walk that
// starts below the root applies the .gitignore files above it, and an
// ignored directory named as the grep path is still searched.
func TestGitignoreGrepAndNamedPaths(t *testing.T) {
	root := t.TempDir()
	buildTree(t, root, map[string]string{
		".gitignore":       "dist/\n*.min.js\n",
		"src/a.js":         "needle\n",
		"src/a.min.js":     "needle\n",
		"src/sub/b.min.js": "needle\n",
		"dist/c.js":        "needle\n",
	})
	ws, err := New(root, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	for _, tt := range []struct{ path, glob, want string }{
		{"", "", "src/a.js"},
		{"src", "", "src/a.js"},
		{"src/sub", "", ""},
		{"", "src/**/*.js", "src/a.js"},
		{"dist", "", "dist/c.js"},
	} {
		out, err := ws.Grep(context.Background(), GrepInput{Pattern: "needle", Path: tt.path, Glob: tt.glob})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range out.Matches {
			got = append(got, m.Path)
		}
		if strings.Join(got, ",") != tt.want {
			t.Errorf("grep in %q glob %q: %q, want %q", tt.path, tt.glob, got, tt.want)
		}
	}
	g, err := ws.Glob(context.Background(), GlobInput{Pattern: "src/**/*.js"})
	if err != nil || strings.Join(g.Paths, ",") != "src/a.js" {
		t.Errorf("glob src/**/*.js = %v, %v; want [src/a.js]", g.Paths, err)
	}
}

// TestWildmatch pins the glob dialect on cases a tree cannot hold
// (slashes, unterminated classes, escapes).
func TestWildmatch(t *testing.T) {
	for _, tt := range []struct {
		pattern, name string
		want          bool
	}{
		{"*", "a/b", false},
		{"a/*", "a/b", true},
		{"**", "a/b/c", true},
		{"**/c", "c", true},
		{"**/c", "a/b/c", true},
		{"a/**", "a", false},
		{"a/**", "a/b", true},
		{"a/**/b", "a/b", true},
		{"a/**/b", "a/x/y/b", true},
		{"a/**/b", "ax/b", false},
		{"[a-c]x", "bx", true},
		{"[!a-c]x", "bx", false},
		{"[^a-c]x", "dx", true},
		{"[]]", "]", true},
		{"[a-]", "-", true},
		{"[/]", "/", false},
		{"[abc", "a", false},
		{`\*`, "*", true},
		{`\*`, "a", false},
		{`a\`, "a", false},
		{"?", "/", false},
		{"*.go", ".go", true},
		{"a*a*a*a*a*a*a*a*b", strings.Repeat("a", 200), false},
		{"**/**/**/**/**/x", strings.Repeat("d/", 100) + "y", false},
	} {
		if got := wildmatch(tt.pattern, tt.name); got != tt.want {
			t.Errorf("wildmatch(%q, %q) = %v, want %v", tt.pattern, tt.name, got, tt.want)
		}
	}
}

// FuzzGitignore: any .gitignore and any path parse and match without
// panicking, and a pattern made of the path's own characters, escaped,
// matches that path.
func FuzzGitignore(f *testing.F) {
	for _, tc := range ignoreCases {
		for name, content := range tc.files {
			if strings.HasSuffix(name, ".gitignore") || strings.HasSuffix(name, "exclude") {
				f.Add([]byte(content), "d/"+name)
			}
		}
	}
	f.Add([]byte("[\n\\\n!\n/\n**\n***/\n[[:\n"), "a/b/c")
	f.Fuzz(func(t *testing.T, data []byte, name string) {
		if len(name) > maxPathBytes {
			return
		}
		s := ignoreStack{}.with(parseIgnore(".", data)).with(parseIgnore("d", data))
		s.ignored(name, false)
		s.ignored(name, true)
		var esc strings.Builder
		for i := 0; i < len(name); i++ {
			if name[i] != '/' {
				esc.WriteByte('\\')
			}
			esc.WriteByte(name[i])
		}
		if !wildmatch(esc.String(), name) {
			t.Errorf("escaped %q does not match itself", name)
		}
	})
}
