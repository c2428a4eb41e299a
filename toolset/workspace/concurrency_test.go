package workspace_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/codemode-go/codemode/toolset/workspace"
)

// TestConcurrentUse runs reads, walks, writes and edits at once (run with
// -race). Edits are read-modify-write, so they must be exclusive: every
// edit of its own token lands, and no reader sees a half-written file.
func TestConcurrentUse(t *testing.T) {
	const n = 24
	var tokens []string
	for i := range n {
		tokens = append(tokens, fmt.Sprintf("<tok%02d>", i))
	}
	initial := strings.Join(tokens, "\n") + "\n"
	f := newFixture(t, tree{"shared.txt": initial, "dir/a.txt": "a\n"}, nil)
	var wg sync.WaitGroup
	errs := make(chan error, 10*n)
	for i := range n {
		wg.Add(4)
		go func() { // exclusive edit of this goroutine's token
			defer wg.Done()
			out, err := f.ws.Edit(ctx, workspace.EditInput{Path: "shared.txt", OldText: tokens[i], NewText: fmt.Sprintf("[TOK%02d]", i)})
			if err != nil || out.Replacements != 1 {
				errs <- fmt.Errorf("edit %d: %+v %v", i, out, err)
			}
		}()
		go func() { // readers see whole files only
			defer wg.Done()
			out, err := f.ws.Read(ctx, workspace.ReadInput{Path: "shared.txt"})
			if err != nil || out.TotalLines != n || len(out.Content) != len(initial) {
				errs <- fmt.Errorf("read: %d lines, %d bytes, %v", out.TotalLines, len(out.Content), err)
			}
		}()
		go func() {
			defer wg.Done()
			p := fmt.Sprintf("dir/new%02d/f.txt", i)
			if _, err := f.ws.Write(ctx, workspace.WriteInput{Path: p, Content: p}); err != nil {
				errs <- err
			}
		}()
		go func() {
			defer wg.Done()
			if _, err := f.ws.Grep(ctx, workspace.GrepInput{Pattern: "tok|TOK"}); err != nil {
				errs <- err
			}
			if _, err := f.ws.Glob(ctx, workspace.GlobInput{Pattern: "dir/**"}); err != nil {
				errs <- err
			}
			if _, err := f.ws.List(ctx, workspace.ListInput{Path: "dir"}); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	got := readFile(t, filepath.Join(f.root, "shared.txt"))
	if want := strings.NewReplacer("<tok", "[TOK", ">", "]").Replace(initial); got != want {
		t.Errorf("after concurrent edits:\n%s\nwant\n%s", got, want)
	}
	globbed, err := f.ws.Glob(ctx, workspace.GlobInput{Pattern: "dir/new*/f.txt"})
	if err != nil || len(globbed.Paths) != n {
		t.Errorf("glob after writes: %d paths, %v", len(globbed.Paths), err)
	}
}
