//go:build unix

package workspace_test

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/codemode-go/codemode/toolset/workspace"
)

// TestSpecialFiles: named pipes are refused without being opened (opening
// one would block until a writer appears).
func TestSpecialFiles(t *testing.T) {
	f := newFixture(t, tree{"ok.txt": "fifo here\n"}, nil)
	if err := syscall.Mkfifo(filepath.Join(f.root, "pipe"), 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
	if _, err := f.ws.Read(ctx, workspace.ReadInput{Path: "pipe"}); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("read pipe = %v", err)
	}
	if _, err := f.ws.Edit(ctx, workspace.EditInput{Path: "pipe", OldText: "a", NewText: "b"}); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("edit pipe = %v", err)
	}
	if _, err := f.ws.Write(ctx, workspace.WriteInput{Path: "pipe", Content: "x"}); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("write pipe = %v", err)
	}
	got, err := f.ws.Grep(ctx, workspace.GrepInput{Pattern: "fifo"})
	if err != nil || len(got.Matches) != 1 {
		t.Errorf("grep skips the pipe: %+v, %v", got, err)
	}
	list, err := f.ws.List(ctx, workspace.ListInput{})
	if err != nil || len(list.Entries) != 2 || list.Entries[1].Name != "pipe" || list.Entries[1].Type != "file" {
		t.Errorf("list = %+v, %v; want the pipe listed as a file", list, err)
	}
}
