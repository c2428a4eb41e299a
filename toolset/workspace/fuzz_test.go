package workspace

import (
	"context"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

// fuzzRoot builds a root with links that stay inside and links that leave,
// beside an "outside" directory holding a secret.
func fuzzRoot(f *testing.F) (*Workspace, string) {
	base := f.TempDir()
	root, outside := filepath.Join(base, "root"), filepath.Join(base, "outside")
	for _, d := range []string{filepath.Join(root, "a", "b"), filepath.Join(outside, "d")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			f.Fatal(err)
		}
	}
	for p, c := range map[string]string{
		filepath.Join(outside, "secret"):   "SECRET",
		filepath.Join(outside, "d", "s"):   "SECRET",
		filepath.Join(root, "a", "b", "f"): "inside",
		filepath.Join(root, "top"):         "inside",
	} {
		if err := os.WriteFile(p, []byte(c), 0o644); err != nil {
			f.Fatal(err)
		}
	}
	for link, target := range map[string]string{
		"in_rel":     "a/b/f",
		"in_abs":     filepath.Join(root, "top"),
		"a/up":       "../top",
		"a/b/upup":   "../../a",
		"out_abs":    filepath.Join(outside, "secret"),
		"out_rel":    "../outside/secret",
		"a/out_deep": "../../outside/d",
		"dot":        ".",
		"parent":     "..",
		"loop":       "loop",
		"dangle_out": filepath.Join(outside, "new"),
		"dangle_in":  "a/new",
	} {
		if err := os.Symlink(target, filepath.Join(root, filepath.FromSlash(link))); err != nil {
			f.Fatal(err)
		}
	}
	ws, err := New(root, nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { ws.Close() })
	return ws, outside
}

// FuzzResolve: for any path argument, resolution never panics and never
// yields a path outside the root; every existing component of a resolved
// path is a real (non-symlink) entry; and no tool reading the path shows
// content from outside the root.
func FuzzResolve(f *testing.F) {
	ws, outside := fuzzRoot(f)
	for _, s := range []string{"", ".", "..", "../outside/secret", "a/../..", "in_rel", "in_abs", "a/up", "a/b/upup/b/f",
		"out_abs", "out_rel", "a/out_deep/s", "dot/dot/top", "parent/outside/secret", "loop", "dangle_out", "dangle_in",
		outside + "/secret", ws.realRoot + "/top", "/", "a//b/./f", "a/b/f/x", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		display, resolved, err := ws.locate(context.Background(), name, true)
		if err == nil {
			for _, p := range []string{display, resolved} {
				if p != "." && !filepath.IsLocal(filepath.FromSlash(p)) {
					t.Fatalf("locate(%q) = %q, %q: not inside the root", name, display, resolved)
				}
			}
			parts := splitPath(resolved)
			for i := range parts {
				fi, err := ws.root.Lstat(filepath.FromSlash(path.Join(parts[:i+1]...)))
				if err != nil {
					break // the rest does not exist
				}
				if fi.Mode()&os.ModeSymlink != 0 {
					t.Fatalf("locate(%q) = %q still goes through symlink %q", name, resolved, path.Join(parts[:i+1]...))
				}
			}
		}
		ctx := context.Background()
		if out, err := ws.Read(ctx, ReadInput{Path: name}); err == nil && strings.Contains(out.Content, "SECRET") {
			t.Fatalf("read %q shows outside content", name)
		}
		if out, err := ws.List(ctx, ListInput{Path: name}); err == nil {
			for _, e := range out.Entries {
				if e.Name == "secret" || e.Name == "s" {
					t.Fatalf("list %q shows outside entries", name)
				}
			}
		}
		if out, err := ws.Grep(ctx, GrepInput{Pattern: "SECRET", Path: name}); err == nil && len(out.Matches) > 0 {
			t.Fatalf("grep %q shows outside content", name)
		}
	})
}

// FuzzGlob: compiling and matching never panic; a match always lies under
// the literal prefix the walk starts from; "**/" before a pattern keeps
// every match (** matches zero directories).
func FuzzGlob(f *testing.F) {
	for _, s := range [][2]string{
		{"**/*.go", "main.go"}, {"a/**/b", "a/b"}, {"{a,b}/*.ts", "b/x.ts"}, {"a/[", "a/["}, {`\*`, "*"},
		{"{a,{b,c}}d", "cd"}, {"**/**", "x/y"}, {"a/b/*.{md,txt}", "a/b/n.md"}, {"..", "x"}, {"{", "{"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, pattern, name string) {
		m, err := compileGlob(pattern)
		if err != nil {
			return
		}
		if !m.match(name) {
			return
		}
		if pre := m.literalPrefix(); pre != "" && !strings.HasPrefix(name, pre+"/") {
			t.Fatalf("%q matches %q outside its literal prefix %q", pattern, name, pre)
		}
		if m2, err := compileGlob("**/" + pattern); err == nil && !strings.Contains(pattern, "{") && !m2.match(name) {
			t.Fatalf("**/%s does not match %q although %s does", pattern, name, pattern)
		}
	})
}
