package workspace_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/toolset/workspace"
)

// benchWorkspace is 20 directories of 25 files of 200 lines (about 8 KiB)
// each: 500 files, 4 MiB.
func benchWorkspace(b *testing.B) *workspace.Workspace {
	b.Helper()
	var sb strings.Builder
	for i := range 200 {
		fmt.Fprintf(&sb, "func f%d() int { return %d } // line %d\n", i, i, i)
	}
	dir := b.TempDir()
	for d := range 20 {
		sub := filepath.Join(dir, fmt.Sprintf("pkg%02d", d))
		if err := os.Mkdir(sub, 0o755); err != nil {
			b.Fatal(err)
		}
		for f := range 25 {
			if err := os.WriteFile(filepath.Join(sub, fmt.Sprintf("file%02d.go", f)), []byte(sb.String()), 0o644); err != nil {
				b.Fatal(err)
			}
		}
	}
	ws, err := workspace.New(dir, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { ws.Close() })
	return ws
}

func BenchmarkGrep(b *testing.B) {
	ws := benchWorkspace(b)
	for b.Loop() {
		out, err := ws.Grep(ctx, workspace.GrepInput{Pattern: `return 17\b`, Glob: "**/*.go"})
		if err != nil || len(out.Matches) != 500 {
			b.Fatalf("%d matches, %v", len(out.Matches), err)
		}
	}
}

func BenchmarkGlob(b *testing.B) {
	ws := benchWorkspace(b)
	for b.Loop() {
		out, err := ws.Glob(ctx, workspace.GlobInput{Pattern: "**/file1?.go"})
		if err != nil || len(out.Paths) != 200 {
			b.Fatalf("%d paths, %v", len(out.Paths), err)
		}
	}
}

func BenchmarkRead(b *testing.B) {
	ws := benchWorkspace(b)
	for b.Loop() {
		out, err := ws.Read(ctx, workspace.ReadInput{Path: "pkg07/file13.go", Offset: 100, Limit: 20})
		if err != nil || out.TotalLines != 200 {
			b.Fatalf("%+v, %v", out, err)
		}
	}
}
