package workspace_test

import (
	"errors"
	"io/fs"
	"math"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/toolset/workspace"
)

// TestRead covers DESIGN §8 read: 1-based offset, limit in lines, bytes as
// in the file, totalLines (a final newline does not start a line) and
// truncated.
func TestRead(t *testing.T) {
	f := newFixture(t, tree{
		"three.txt":    "one\ntwo\nthree\n",
		"nonl.txt":     "one\ntwo\nthree",
		"crlf.txt":     "a\r\nb\r\nc\r\n",
		"empty.txt":    "",
		"blank.txt":    "\n",
		"blanks.txt":   "\n\n\n",
		"utf8.txt":     "héllo\n日本\n",
		"sub/deep.txt": "deep\n",
		"lonecr.txt":   "a\rb\n",
	}, nil)
	tests := []struct {
		name string
		in   workspace.ReadInput
		want workspace.ReadOutput
	}{
		{"whole file with final newline", workspace.ReadInput{Path: "three.txt"},
			workspace.ReadOutput{Path: "three.txt", Content: "one\ntwo\nthree\n", TotalLines: 3}},
		{"whole file without final newline", workspace.ReadInput{Path: "nonl.txt"},
			workspace.ReadOutput{Path: "nonl.txt", Content: "one\ntwo\nthree", TotalLines: 3}},
		{"offset only", workspace.ReadInput{Path: "three.txt", Offset: 2},
			workspace.ReadOutput{Path: "three.txt", Content: "two\nthree\n", TotalLines: 3}},
		{"offset and limit cut", workspace.ReadInput{Path: "three.txt", Offset: 2, Limit: 1},
			workspace.ReadOutput{Path: "three.txt", Content: "two\n", TotalLines: 3, Truncated: true}},
		{"limit reaching the end is not truncated", workspace.ReadInput{Path: "three.txt", Offset: 2, Limit: 2},
			workspace.ReadOutput{Path: "three.txt", Content: "two\nthree\n", TotalLines: 3}},
		{"limit past the end", workspace.ReadInput{Path: "nonl.txt", Offset: 3, Limit: 10},
			workspace.ReadOutput{Path: "nonl.txt", Content: "three", TotalLines: 3}},
		{"limit from the start", workspace.ReadInput{Path: "nonl.txt", Limit: 2},
			workspace.ReadOutput{Path: "nonl.txt", Content: "one\ntwo\n", TotalLines: 3, Truncated: true}},
		{"huge limit", workspace.ReadInput{Path: "three.txt", Offset: 2, Limit: math.MaxInt},
			workspace.ReadOutput{Path: "three.txt", Content: "two\nthree\n", TotalLines: 3}},
		{"offset 1 explicit", workspace.ReadInput{Path: "three.txt", Offset: 1, Limit: 1},
			workspace.ReadOutput{Path: "three.txt", Content: "one\n", TotalLines: 3, Truncated: true}},
		{"crlf kept byte for byte", workspace.ReadInput{Path: "crlf.txt", Offset: 2, Limit: 1},
			workspace.ReadOutput{Path: "crlf.txt", Content: "b\r\n", TotalLines: 3, Truncated: true}},
		{"crlf whole", workspace.ReadInput{Path: "crlf.txt"},
			workspace.ReadOutput{Path: "crlf.txt", Content: "a\r\nb\r\nc\r\n", TotalLines: 3}},
		{"lone CR is not a line end", workspace.ReadInput{Path: "lonecr.txt"},
			workspace.ReadOutput{Path: "lonecr.txt", Content: "a\rb\n", TotalLines: 1}},
		{"empty file", workspace.ReadInput{Path: "empty.txt"},
			workspace.ReadOutput{Path: "empty.txt", Content: "", TotalLines: 0}},
		{"empty file offset 1", workspace.ReadInput{Path: "empty.txt", Offset: 1},
			workspace.ReadOutput{Path: "empty.txt", Content: "", TotalLines: 0}},
		{"single newline is one empty line", workspace.ReadInput{Path: "blank.txt"},
			workspace.ReadOutput{Path: "blank.txt", Content: "\n", TotalLines: 1}},
		{"blank lines", workspace.ReadInput{Path: "blanks.txt", Offset: 3},
			workspace.ReadOutput{Path: "blanks.txt", Content: "\n", TotalLines: 3}},
		{"utf8", workspace.ReadInput{Path: "utf8.txt", Offset: 2},
			workspace.ReadOutput{Path: "utf8.txt", Content: "日本\n", TotalLines: 2}},
		{"nested path cleaned", workspace.ReadInput{Path: "./sub//deep.txt"},
			workspace.ReadOutput{Path: "sub/deep.txt", Content: "deep\n", TotalLines: 1}},
		{"dot-dot staying inside", workspace.ReadInput{Path: "sub/../three.txt", Limit: 1},
			workspace.ReadOutput{Path: "three.txt", Content: "one\n", TotalLines: 3, Truncated: true}},
		{"absolute inside root", workspace.ReadInput{Path: f.root + "/sub/deep.txt"},
			workspace.ReadOutput{Path: "sub/deep.txt", Content: "deep\n", TotalLines: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := f.ws.Read(ctx, tt.in)
			if err != nil {
				t.Fatalf("Read(%+v): %v", tt.in, err)
			}
			if got != tt.want {
				t.Errorf("Read(%+v)\n got %+v\nwant %+v", tt.in, got, tt.want)
			}
		})
	}
}

func TestReadErrors(t *testing.T) {
	f := newFixture(t, tree{
		"three.txt":  "one\ntwo\nthree\n",
		"bin.dat":    "abc\x00def",
		"dir/":       "",
		"empty.txt":  "",
		"latin1.txt": "caf\xe9\nna\xefve\n",
		"late.txt":   "ok\nok\n\xff\n",
	}, nil)
	tests := []struct {
		name    string
		in      workspace.ReadInput
		is      error
		message string
	}{
		{"not UTF-8", workspace.ReadInput{Path: "latin1.txt"}, workspace.ErrNotUTF8, `read "latin1.txt": not UTF-8 text: line 1 holds bytes that are not UTF-8`},
		{"not UTF-8 further down", workspace.ReadInput{Path: "late.txt", Offset: 2}, workspace.ErrNotUTF8, `line 3 holds`},
		{"missing", workspace.ReadInput{Path: "nope.txt"}, fs.ErrNotExist, `read "nope.txt": file does not exist`},
		{"directory", workspace.ReadInput{Path: "dir"}, workspace.ErrIsDir, `read "dir": is a directory`},
		{"binary", workspace.ReadInput{Path: "bin.dat"}, workspace.ErrBinary, `read "bin.dat": binary file`},
		{"offset past end", workspace.ReadInput{Path: "three.txt", Offset: 4}, workspace.ErrInvalidArgs, `field "offset": 4 is past the end of "three.txt", which has 3 lines`},
		{"offset past end of empty", workspace.ReadInput{Path: "empty.txt", Offset: 2}, workspace.ErrInvalidArgs, "past the end"},
		{"negative offset", workspace.ReadInput{Path: "three.txt", Offset: -1}, workspace.ErrInvalidArgs, `field "offset": must be at least 1`},
		{"negative limit", workspace.ReadInput{Path: "three.txt", Limit: -1}, workspace.ErrInvalidArgs, `field "limit"`},
		{"file as directory", workspace.ReadInput{Path: "three.txt/x"}, nil, `read "three.txt/x": not a directory`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := f.ws.Read(ctx, tt.in)
			if err == nil {
				t.Fatalf("Read(%+v) succeeded, want error", tt.in)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("Read(%+v) = %v, want errors.Is %v", tt.in, err, tt.is)
			}
			if !strings.Contains(err.Error(), tt.message) {
				t.Errorf("Read(%+v) error %q does not contain %q", tt.in, err, tt.message)
			}
		})
	}
}

// TestReadSizeCap checks that the byte cap cuts at a line boundary when a
// whole line fits, inside a long line at a rune boundary otherwise, and
// that totalLines still counts the whole file.
func TestReadSizeCap(t *testing.T) {
	long := strings.Repeat("é", 10) // 20 bytes
	f := newFixture(t, tree{
		"lines.txt": "aaaa\nbbbb\ncccc\n",
		"long.txt":  long + "\nnext\n",
		"big.txt":   strings.Repeat("x", 100<<10) + "\n" + strings.Repeat("y\n", 70000),
	}, &workspace.Options{MaxReadBytes: 11})
	tests := []struct {
		in   workspace.ReadInput
		want workspace.ReadOutput
	}{
		{workspace.ReadInput{Path: "lines.txt"}, workspace.ReadOutput{Path: "lines.txt", Content: "aaaa\nbbbb\n", TotalLines: 3, Truncated: true}},
		{workspace.ReadInput{Path: "lines.txt", Offset: 2}, workspace.ReadOutput{Path: "lines.txt", Content: "bbbb\ncccc\n", TotalLines: 3}},
		{workspace.ReadInput{Path: "long.txt"}, workspace.ReadOutput{Path: "long.txt", Content: strings.Repeat("é", 5), TotalLines: 2, Truncated: true}},
		{workspace.ReadInput{Path: "big.txt", Offset: 70001}, workspace.ReadOutput{Path: "big.txt", Content: "y\n", TotalLines: 70001}},
	}
	for _, tt := range tests {
		got, err := f.ws.Read(ctx, tt.in)
		if err != nil {
			t.Fatalf("Read(%+v): %v", tt.in, err)
		}
		if got != tt.want {
			t.Errorf("Read(%+v)\n got %+v\nwant %+v", tt.in, got, tt.want)
		}
	}
}

func TestReadDefaultCap(t *testing.T) {
	content := strings.Repeat(strings.Repeat("z", 99)+"\n", 5000) // 500 000 bytes
	f := newFixture(t, tree{"big.txt": content}, nil)
	got, err := f.ws.Read(ctx, workspace.ReadInput{Path: "big.txt"})
	if err != nil {
		t.Fatal(err)
	}
	if !got.Truncated || got.TotalLines != 5000 {
		t.Errorf("truncated=%v totalLines=%d, want true 5000", got.Truncated, got.TotalLines)
	}
	if len(got.Content) > workspace.DefaultMaxReadBytes || len(got.Content)%100 != 0 || !strings.HasPrefix(content, got.Content) {
		t.Errorf("content is %d bytes, want whole lines within %d", len(got.Content), workspace.DefaultMaxReadBytes)
	}
}
