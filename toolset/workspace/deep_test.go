package workspace_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/toolset/workspace"
)

// TestDeepPaths (#44 item 3): paths deeper or longer than the limits are
// refused at once with a clear error, before any file is touched; a path
// at the limit works; glob ** of the tree afterwards answers. Each call
// runs under a generous budget and must end as an outcome (a result or
// the error), never as the budget.
func TestDeepPaths(t *testing.T) {
	f := newFixture(t, tree{"notes.txt": "x\n"}, nil)
	deep := func(n int) string { return strings.Repeat("a/", n-1) + "f" }
	cases := []struct {
		name, tool, path, err string
	}{
		{"write 2501 components", "write", deep(2501), "path has 2501 components; the limit is 256"},
		{"read 2501 components", "read", deep(2501), "path has 2501 components; the limit is 256"},
		{"read 3000 components", "read", deep(3000), "path has 3000 components; the limit is 256"},
		{"list 300 components", "list", strings.Repeat("a/", 300), "path has 300 components; the limit is 256"},
		{"write too long", "write", strings.Repeat("abcdefghijklmnopqrstuvwxyz/", 200) + "f", "bytes; the limit is 4096"},
		{"write at the limit", "write", deep(256), ""},
		{"read at the limit", "read", deep(256), ""},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			var err error
			switch tt.tool {
			case "write":
				_, err = f.ws.Write(ctx, workspace.WriteInput{Path: tt.path, Content: "deep\n"})
			case "read":
				_, err = f.ws.Read(ctx, workspace.ReadInput{Path: tt.path})
			case "list":
				_, err = f.ws.List(ctx, workspace.ListInput{Path: tt.path})
			}
			if ctx.Err() != nil {
				t.Fatalf("%s ran out its budget: %v", tt.tool, err)
			}
			if tt.err == "" {
				if err != nil {
					t.Fatalf("%s: %v", tt.tool, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.err) || !errors.Is(err, workspace.ErrInvalidArgs) {
				msg := fmt.Sprint(err)
				if len(msg) > 300 {
					msg = msg[:150] + "…" + msg[len(msg)-150:]
				}
				t.Fatalf("%s: %s, want an invalid-arguments error containing %q", tt.tool, msg, tt.err)
			}
		})
	}
	// Four concurrent reads of a 3,000-deep path, as Promise.all makes.
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Go(func() { _, errs[i] = f.ws.Read(context.Background(), workspace.ReadInput{Path: deep(3000)}) })
	}
	wg.Wait()
	for i, err := range errs {
		if !errors.Is(err, workspace.ErrInvalidArgs) {
			t.Errorf("concurrent read %d: %v", i, err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	g, err := f.ws.Glob(ctx, workspace.GlobInput{Pattern: "**"})
	if err != nil {
		t.Fatalf("glob ** after the deep write: %v", err)
	}
	if want := deep(256); !strings.Contains(fmt.Sprint(g.Paths), want) {
		t.Errorf("glob ** = %d paths, want %q among them", len(g.Paths), want)
	}
}

// TestResolveHonoursCancellation: a tool given an ended context stops
// with the context's cause, on a deep path that exists (resolved
// component by component) and in a walk.
func TestResolveHonoursCancellation(t *testing.T) {
	f := newFixture(t, nil, nil)
	p := strings.Repeat("d/", 200) + "f"
	if err := os.MkdirAll(filepath.Join(f.root, filepath.Dir(p)), 0o755); err != nil {
		t.Fatal(err)
	}
	mustWrite(t, filepath.Join(f.root, p), "x\n")
	stop := errors.New("the run ended")
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(stop)
	for name, call := range map[string]func() error{
		"read": func() error { _, err := f.ws.Read(ctx, workspace.ReadInput{Path: p}); return err },
		"glob": func() error { _, err := f.ws.Glob(ctx, workspace.GlobInput{Pattern: "**"}); return err },
		"grep": func() error { _, err := f.ws.Grep(ctx, workspace.GrepInput{Pattern: "x"}); return err },
		"list": func() error { _, err := f.ws.List(ctx, workspace.ListInput{Path: "d"}); return err },
	} {
		if err := call(); err == nil {
			t.Errorf("%s under an ended context answered", name)
		}
	}
}
