package workspace_test

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/toolset/workspace"
)

// fixture is a workspace root with a sibling directory "outside" that no
// tool may read or modify.
type fixture struct {
	ws      *workspace.Workspace
	root    string
	outside string
}

// tree describes files to create: a path ending in "/" is a directory, a
// value starting with "->" is a symlink to the rest (OUTSIDE and ROOT
// expand to the absolute directories), anything else is file content.
type tree map[string]string

func newFixture(t *testing.T, files tree, opts *workspace.Options) *fixture {
	t.Helper()
	base := t.TempDir()
	f := &fixture{root: filepath.Join(base, "root"), outside: filepath.Join(base, "outside")}
	for _, d := range []string{f.root, f.outside} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	mustWrite(t, filepath.Join(f.outside, "secret.txt"), "TOP SECRET\n")
	mustWrite(t, filepath.Join(f.outside, "dir", "inner.txt"), "inner secret\n")
	f.build(t, files)
	ws, err := workspace.New(f.root, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	f.ws = ws
	return f
}

func (f *fixture) build(t *testing.T, files tree) {
	t.Helper()
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		v := files[n]
		p := filepath.Join(f.root, filepath.FromSlash(n))
		switch {
		case strings.HasSuffix(n, "/"):
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
		case strings.HasPrefix(v, "->"):
			target := strings.NewReplacer("OUTSIDE", f.outside, "ROOT", f.root).Replace(v[2:])
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(target, p); err != nil {
				t.Fatal(err)
			}
		default:
			mustWrite(t, p, v)
		}
	}
}

func mustWrite(t *testing.T, p, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// snapshot records every path under dir with its content (files), target
// (symlinks) or "/" (directories).
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			l, err := os.Readlink(p)
			if err != nil {
				return err
			}
			out[rel] = "->" + l
		case d.IsDir():
			out[rel] = "/"
		default:
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			out[rel] = string(b)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func readFile(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var ctx = context.Background()
