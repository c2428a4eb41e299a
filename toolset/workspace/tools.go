package workspace

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path"
	"slices"
	"strings"
	"unicode/utf8"
)

// Read returns lines of a file. Offset is the 1-based first line (0 means
// 1), Limit the number of lines (0 means all). The content is the selected
// lines' bytes exactly as in the file, line endings included (JSON output
// replaces invalid UTF-8 with U+FFFD). Lines end at "\n"; a final newline
// does not start another line. Content is capped at Options.MaxReadBytes, at
// a line boundary when at least one whole line fits; Truncated reports that
// limit or the cap left lines out. Binary files fail with [ErrBinary]; an
// offset past the last line is an [ArgsError].
func (w *Workspace) Read(ctx context.Context, in ReadInput) (ReadOutput, error) {
	const tool = "read"
	if in.Offset < 0 {
		return ReadOutput{}, &ArgsError{Tool: tool, Field: "offset", Msg: fmt.Sprintf("must be at least 1, got %d", in.Offset)}
	}
	if in.Limit < 0 {
		return ReadOutput{}, &ArgsError{Tool: tool, Field: "limit", Msg: fmt.Sprintf("must be positive, got %d", in.Limit)}
	}
	w.mu.RLock()
	defer w.mu.RUnlock()
	display, resolved, err := w.locate(ctx, in.Path, true)
	if err != nil {
		return ReadOutput{}, pathErr(tool, in.Path, err)
	}
	if err := w.checkRegular(resolved); err != nil {
		if errors.Is(err, ErrIsDir) {
			err = withDetail(ErrIsDir, "use list to see its entries")
		}
		return ReadOutput{}, pathErr(tool, in.Path, err)
	}
	f, err := w.root.Open(native(resolved))
	if err != nil {
		return ReadOutput{}, pathErr(tool, in.Path, err)
	}
	defer f.Close()
	offset := max(in.Offset, 1)
	br := bufio.NewReaderSize(f, 64<<10)
	if head, _ := br.Peek(BinarySniffBytes); bytes.IndexByte(head, 0) >= 0 {
		return ReadOutput{}, pathErr(tool, in.Path, ErrBinary)
	}
	var (
		buf       bytes.Buffer
		lines     int // lines started so far
		atStart   = true
		lineStart int  // offset in buf of the current line
		capped    bool // the size cap cut the content
		chunks    int
	)
	maxBytes := w.opts.MaxReadBytes
	end := math.MaxInt // first line after the selection
	if in.Limit > 0 && in.Limit < math.MaxInt-offset {
		end = offset + in.Limit
	}
	for {
		chunk, rerr := br.ReadSlice('\n')
		if len(chunk) > 0 {
			if atStart {
				lines++
				lineStart = buf.Len()
			}
			selected := lines >= offset && lines < end
			if selected && !capped {
				if buf.Len()+len(chunk) <= maxBytes {
					buf.Write(chunk)
				} else {
					capped = true
					if lineStart > 0 {
						// Keep whole lines only.
						buf.Truncate(lineStart)
					} else {
						// A single line exceeds the cap: cut it at a rune boundary.
						buf.Write(chunk[:maxBytes-buf.Len()])
						buf.Truncate(utf8Prefix(buf.Bytes()))
					}
				}
			}
			atStart = chunk[len(chunk)-1] == '\n'
		}
		if rerr == io.EOF {
			break
		}
		if rerr != nil && rerr != bufio.ErrBufferFull {
			return ReadOutput{}, pathErr(tool, in.Path, rerr)
		}
		if chunks++; chunks%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return ReadOutput{}, err
			}
		}
	}
	if offset > 1 && offset > lines {
		return ReadOutput{}, &ArgsError{Tool: tool, Field: "offset", Msg: fmt.Sprintf("%d is past the end of %q, which has %d lines", offset, display, lines)}
	}
	if !utf8.Valid(buf.Bytes()) {
		line := 1 + bytes.Count(buf.Bytes()[:invalidUTF8At(buf.Bytes())], []byte("\n")) + offset - 1
		return ReadOutput{}, pathErr(tool, in.Path, withDetail(ErrNotUTF8, fmt.Sprintf(
			"line %d holds bytes that are not UTF-8 (another encoding, or binary data): read returns text, so they would come back as U+FFFD and writing that back would destroy them", line)))
	}
	truncated := capped || end <= lines
	return ReadOutput{Path: display, Content: buf.String(), TotalLines: lines, Truncated: truncated}, nil
}

// utf8Prefix returns the length of the longest prefix of b that does not end
// inside a multi-byte UTF-8 sequence.
func utf8Prefix(b []byte) int {
	n := len(b)
	for i := 1; i <= utf8.UTFMax && i <= n; i++ {
		r := b[n-i]
		if r < utf8.RuneSelf {
			return n
		}
		if utf8.RuneStart(r) {
			if utf8.FullRune(b[n-i:]) {
				return n
			}
			return n - i
		}
	}
	return n
}

// Write creates or overwrites a file with content, creating missing parent
// directories inside the root. Writing through a symlink writes its target
// when that stays inside the root.
func (w *Workspace) Write(ctx context.Context, in WriteInput) (WriteOutput, error) {
	const tool = "write"
	if err := ctx.Err(); err != nil {
		return WriteOutput{}, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	display, resolved, err := w.locate(ctx, in.Path, true)
	if err != nil {
		return WriteOutput{}, pathErr(tool, in.Path, err)
	}
	if resolved == "." {
		return WriteOutput{}, pathErr(tool, in.Path, ErrIsDir)
	}
	created := false
	fi, err := w.root.Lstat(native(resolved))
	switch {
	case errors.Is(err, fs.ErrNotExist):
		created = true
		if dir := path.Dir(resolved); dir != "." {
			if err := w.root.MkdirAll(native(dir), 0o777); err != nil {
				return WriteOutput{}, pathErr(tool, in.Path, err)
			}
		}
	case err != nil:
		return WriteOutput{}, pathErr(tool, in.Path, err)
	case fi.IsDir():
		return WriteOutput{}, pathErr(tool, in.Path, ErrIsDir)
	case !fi.Mode().IsRegular():
		return WriteOutput{}, pathErr(tool, in.Path, errNotRegular)
	}
	if err := w.writeFile(resolved, []byte(in.Content)); err != nil {
		return WriteOutput{}, pathErr(tool, in.Path, err)
	}
	return WriteOutput{Path: display, Created: created, Bytes: len(in.Content)}, nil
}

// writeFile replaces the content of the resolved path through the root.
func (w *Workspace) writeFile(resolved string, data []byte) error {
	f, err := w.root.OpenFile(native(resolved), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o666)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Edit replaces OldText with NewText in an existing file. OldText must be
// non-empty and occur exactly once, or at least once with ReplaceAll; it
// fails with [ErrNoMatch] or [ErrAmbiguous] otherwise, leaving the file
// unchanged. Files above Options.MaxFileBytes and binary files are refused.
func (w *Workspace) Edit(ctx context.Context, in EditInput) (EditOutput, error) {
	const tool = "edit"
	if in.OldText == "" {
		return EditOutput{}, &ArgsError{Tool: tool, Field: "oldText", Msg: "must not be empty (use write to create or replace a whole file)"}
	}
	if err := ctx.Err(); err != nil {
		return EditOutput{}, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	display, resolved, err := w.locate(ctx, in.Path, true)
	if err != nil {
		return EditOutput{}, pathErr(tool, in.Path, err)
	}
	data, err := w.readWhole(resolved)
	if err != nil {
		return EditOutput{}, pathErr(tool, in.Path, err)
	}
	if bytes.IndexByte(data[:min(len(data), BinarySniffBytes)], 0) >= 0 {
		return EditOutput{}, pathErr(tool, in.Path, ErrBinary)
	}
	text := string(data)
	n := strings.Count(text, in.OldText)
	switch {
	case n == 0:
		return EditOutput{}, pathErr(tool, in.Path, withDetail(ErrNoMatch, "read the file and copy the exact text, whitespace included"))
	case n > 1 && !in.ReplaceAll:
		return EditOutput{}, pathErr(tool, in.Path, withDetail(ErrAmbiguous, fmt.Sprintf("it occurs %d times; include more surrounding text or set replaceAll", n)))
	}
	if !in.ReplaceAll {
		n = 1
	}
	out := strings.Replace(text, in.OldText, in.NewText, n)
	if err := w.writeFile(resolved, []byte(out)); err != nil {
		return EditOutput{}, pathErr(tool, in.Path, err)
	}
	return EditOutput{Path: display, Replacements: n}, nil
}

// errNotRegular refuses devices, sockets and named pipes, whose opening
// or reading could block.
var errNotRegular = errors.New("not a regular file")

// checkRegular fails unless the resolved path is a regular file. It runs
// before opening, so a named pipe is never opened.
func (w *Workspace) checkRegular(resolved string) error {
	fi, err := w.root.Stat(native(resolved))
	switch {
	case err != nil:
		return err
	case fi.IsDir():
		return ErrIsDir
	case !fi.Mode().IsRegular():
		return errNotRegular
	}
	return nil
}

// readWhole reads a regular file of at most MaxFileBytes.
func (w *Workspace) readWhole(resolved string) ([]byte, error) {
	if err := w.checkRegular(resolved); err != nil {
		return nil, err
	}
	f, err := w.root.Open(native(resolved))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if fi.Size() > w.opts.MaxFileBytes {
		return nil, withDetail(ErrTooLarge, fmt.Sprintf("%d bytes, the limit is %d", fi.Size(), w.opts.MaxFileBytes))
	}
	data, err := io.ReadAll(io.LimitReader(f, w.opts.MaxFileBytes+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > w.opts.MaxFileBytes {
		return nil, withDetail(ErrTooLarge, fmt.Sprintf("the limit is %d bytes", w.opts.MaxFileBytes))
	}
	return data, nil
}

// List returns the entries of a directory (the root when Path is empty),
// sorted by name. A symlink is reported as type "symlink" with its own size,
// whatever its target; other special files (pipes, sockets, devices) are
// reported as "file". The listed directory itself may be reached through a
// symlink that stays inside the root.
func (w *Workspace) List(ctx context.Context, in ListInput) (ListOutput, error) {
	const tool = "list"
	if err := ctx.Err(); err != nil {
		return ListOutput{}, err
	}
	w.mu.RLock()
	defer w.mu.RUnlock()
	display, resolved, err := w.locate(ctx, in.Path, true)
	if err != nil {
		return ListOutput{}, pathErr(tool, in.Path, err)
	}
	fi, err := w.root.Stat(native(resolved))
	if err != nil {
		return ListOutput{}, pathErr(tool, in.Path, err)
	}
	if !fi.IsDir() {
		return ListOutput{}, pathErr(tool, in.Path, withDetail(ErrNotDir, "use read for files"))
	}
	des, err := w.readDir(resolved)
	if err != nil {
		return ListOutput{}, pathErr(tool, in.Path, err)
	}
	entries := make([]Entry, 0, len(des))
	for _, de := range des {
		e := Entry{Name: de.Name(), Type: TypeFile}
		info, err := de.Info()
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				continue // removed while listing
			}
			return ListOutput{}, pathErr(tool, in.Path, err)
		}
		switch {
		case info.Mode()&fs.ModeSymlink != 0:
			e.Type, e.Size = TypeSymlink, info.Size()
		case info.IsDir():
			e.Type = TypeDir
		default:
			e.Size = info.Size()
		}
		entries = append(entries, e)
	}
	slices.SortFunc(entries, func(a, b Entry) int { return strings.Compare(a.Name, b.Name) })
	return ListOutput{Path: display, Entries: entries}, nil
}

// readDir reads the entries of a resolved directory through the root.
func (w *Workspace) readDir(resolved string) ([]fs.DirEntry, error) {
	f, err := w.root.Open(native(resolved))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return f.ReadDir(-1)
}

// invalidUTF8At is the offset of the first byte of b that does not start
// a valid UTF-8 sequence, or len(b).
func invalidUTF8At(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(b)
}
