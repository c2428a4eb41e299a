package workspace_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/toolset/workspace"
)

func TestWrite(t *testing.T) {
	tests := []struct {
		name    string
		files   tree
		in      workspace.WriteInput
		want    workspace.WriteOutput
		checkAt string // root-relative file that must hold the content
	}{
		{"create", nil, workspace.WriteInput{Path: "new.txt", Content: "hi\n"},
			workspace.WriteOutput{Path: "new.txt", Created: true, Bytes: 3}, "new.txt"},
		{"create nested dirs", nil, workspace.WriteInput{Path: "a/b/c/new.txt", Content: "x"},
			workspace.WriteOutput{Path: "a/b/c/new.txt", Created: true, Bytes: 1}, "a/b/c/new.txt"},
		{"overwrite", tree{"old.txt": "a much longer old content\n"}, workspace.WriteInput{Path: "old.txt", Content: "new"},
			workspace.WriteOutput{Path: "old.txt", Created: false, Bytes: 3}, "old.txt"},
		{"empty content", tree{"old.txt": "x"}, workspace.WriteInput{Path: "old.txt", Content: ""},
			workspace.WriteOutput{Path: "old.txt", Bytes: 0}, "old.txt"},
		{"utf8 byte count", nil, workspace.WriteInput{Path: "u.txt", Content: "日本"},
			workspace.WriteOutput{Path: "u.txt", Created: true, Bytes: 6}, "u.txt"},
		{"crlf kept", nil, workspace.WriteInput{Path: "c.txt", Content: "a\r\nb\r\n"},
			workspace.WriteOutput{Path: "c.txt", Created: true, Bytes: 6}, "c.txt"},
		{"through symlink inside root", tree{"real.txt": "old", "link.txt": "->real.txt"}, workspace.WriteInput{Path: "link.txt", Content: "via link"},
			workspace.WriteOutput{Path: "link.txt", Bytes: 8}, "real.txt"},
		{"through absolute symlink inside root", tree{"real.txt": "old", "link.txt": "->ROOT/real.txt"}, workspace.WriteInput{Path: "link.txt", Content: "abs"},
			workspace.WriteOutput{Path: "link.txt", Bytes: 3}, "real.txt"},
		{"dangling symlink inside root creates target", tree{"link.txt": "->sub/target.txt"}, workspace.WriteInput{Path: "link.txt", Content: "t"},
			workspace.WriteOutput{Path: "link.txt", Created: true, Bytes: 1}, "sub/target.txt"},
		{"into symlinked dir inside root", tree{"real/": "", "alias": "->real"}, workspace.WriteInput{Path: "alias/f.txt", Content: "f"},
			workspace.WriteOutput{Path: "alias/f.txt", Created: true, Bytes: 1}, "real/f.txt"},
		{"absolute path inside root", nil, workspace.WriteInput{Path: "ROOT/abs.txt", Content: "abs"},
			workspace.WriteOutput{Path: "abs.txt", Created: true, Bytes: 3}, "abs.txt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, tt.files, nil)
			in := tt.in
			in.Path = strings.Replace(in.Path, "ROOT", f.root, 1)
			got, err := f.ws.Write(ctx, in)
			if err != nil {
				t.Fatalf("Write: %v", err)
			}
			if got != tt.want {
				t.Errorf("Write\n got %+v\nwant %+v", got, tt.want)
			}
			if c := readFile(t, filepath.Join(f.root, tt.checkAt)); c != tt.in.Content {
				t.Errorf("%s holds %q, want %q", tt.checkAt, c, tt.in.Content)
			}
			if l, err := os.Lstat(filepath.Join(f.root, tt.in.Path)); err == nil && strings.HasPrefix(tt.files[tt.in.Path], "->") && l.Mode()&os.ModeSymlink == 0 {
				t.Errorf("write replaced the symlink %s instead of writing its target", tt.in.Path)
			}
		})
	}
}

func TestWriteErrors(t *testing.T) {
	f := newFixture(t, tree{"dir/": "", "file.txt": "x"}, nil)
	tests := []struct {
		in  workspace.WriteInput
		is  error
		msg string
	}{
		{workspace.WriteInput{Path: "dir", Content: "x"}, workspace.ErrIsDir, `write "dir": is a directory`},
		{workspace.WriteInput{Path: "", Content: "x"}, workspace.ErrIsDir, `write "": is a directory`},
		{workspace.WriteInput{Path: "file.txt/sub.txt", Content: "x"}, nil, "not a directory"},
	}
	for _, tt := range tests {
		_, err := f.ws.Write(ctx, tt.in)
		if err == nil || (tt.is != nil && !errors.Is(err, tt.is)) || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("Write(%+v) = %v, want %v containing %q", tt.in, err, tt.is, tt.msg)
		}
	}
	if c := readFile(t, filepath.Join(f.root, "file.txt")); c != "x" {
		t.Errorf("file.txt changed to %q", c)
	}
}

func TestEdit(t *testing.T) {
	tests := []struct {
		name    string
		content string
		in      workspace.EditInput
		want    int
		after   string
	}{
		{"single", "a b c\n", workspace.EditInput{OldText: "b", NewText: "B"}, 1, "a B c\n"},
		{"multi-line", "one\ntwo\nthree\n", workspace.EditInput{OldText: "two\nthree", NewText: "2\n3"}, 1, "one\n2\n3\n"},
		{"delete", "keep drop keep", workspace.EditInput{OldText: " drop", NewText: ""}, 1, "keep keep"},
		{"replaceAll", "x=1; x=2; x=3", workspace.EditInput{OldText: "x=", NewText: "y:=", ReplaceAll: true}, 3, "y:=1; y:=2; y:=3"},
		{"replaceAll with one occurrence", "only once", workspace.EditInput{OldText: "once", NewText: "twice", ReplaceAll: true}, 1, "only twice"},
		{"crlf", "a\r\nb\r\n", workspace.EditInput{OldText: "a\r\n", NewText: "A\r\n"}, 1, "A\r\nb\r\n"},
		{"non-overlapping count", "aaaa", workspace.EditInput{OldText: "aa", NewText: "b", ReplaceAll: true}, 2, "bb"},
		{"same text", "same", workspace.EditInput{OldText: "same", NewText: "same"}, 1, "same"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, tree{"f.txt": tt.content}, nil)
			in := tt.in
			in.Path = "f.txt"
			got, err := f.ws.Edit(ctx, in)
			if err != nil {
				t.Fatalf("Edit: %v", err)
			}
			if want := (workspace.EditOutput{Path: "f.txt", Replacements: tt.want}); got != want {
				t.Errorf("Edit = %+v, want %+v", got, want)
			}
			if c := readFile(t, filepath.Join(f.root, "f.txt")); c != tt.after {
				t.Errorf("file holds %q, want %q", c, tt.after)
			}
		})
	}
}

func TestEditErrors(t *testing.T) {
	const content = "dup dup\nonce\n"
	f := newFixture(t, tree{"f.txt": content, "bin": "a\x00dup", "dir/": ""}, &workspace.Options{MaxFileBytes: 1 << 10})
	mustWrite(t, filepath.Join(f.root, "huge.txt"), strings.Repeat("dup\n", 1000))
	tests := []struct {
		name string
		in   workspace.EditInput
		is   error
		msg  string
	}{
		{"absent", workspace.EditInput{Path: "f.txt", OldText: "nothere", NewText: "x"}, workspace.ErrNoMatch, `edit "f.txt": oldText not found`},
		{"ambiguous", workspace.EditInput{Path: "f.txt", OldText: "dup", NewText: "x"}, workspace.ErrAmbiguous, "occurs 2 times"},
		{"empty oldText", workspace.EditInput{Path: "f.txt", OldText: "", NewText: "x"}, workspace.ErrInvalidArgs, `field "oldText": must not be empty`},
		{"missing file", workspace.EditInput{Path: "nope.txt", OldText: "a", NewText: "b"}, os.ErrNotExist, `edit "nope.txt"`},
		{"binary", workspace.EditInput{Path: "bin", OldText: "dup", NewText: "x"}, workspace.ErrBinary, "binary"},
		{"directory", workspace.EditInput{Path: "dir", OldText: "a", NewText: "b"}, workspace.ErrIsDir, "is a directory"},
		{"too large", workspace.EditInput{Path: "huge.txt", OldText: "dup", NewText: "x", ReplaceAll: true}, workspace.ErrTooLarge, "4000 bytes, the limit is 1024"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := f.ws.Edit(ctx, tt.in)
			if err == nil || !errors.Is(err, tt.is) || !strings.Contains(err.Error(), tt.msg) {
				t.Fatalf("Edit(%+v) = %v, want %v containing %q", tt.in, err, tt.is, tt.msg)
			}
		})
	}
	if c := readFile(t, filepath.Join(f.root, "f.txt")); c != content {
		t.Errorf("failed edits changed f.txt to %q", c)
	}
}
