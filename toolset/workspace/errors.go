package workspace

import (
	"errors"
	"io/fs"
	"strconv"
	"strings"
)

// Sentinel errors. Tool errors wrap one of these (or an [io/fs] error such
// as [fs.ErrNotExist]); use [errors.Is].
var (
	// ErrInvalidArgs marks arguments that are malformed or out of range:
	// unknown fields, wrong JSON types, missing required fields, bad
	// patterns, negative offsets. Every *ArgsError wraps it.
	ErrInvalidArgs = errors.New("invalid arguments")
	// ErrOutsideRoot marks a path that resolves outside the workspace root,
	// directly or through a symlink. Nothing outside is touched.
	ErrOutsideRoot = errors.New("path is outside the workspace root")
	// ErrBinary marks a file that contains NUL bytes, which read and edit
	// refuse.
	ErrBinary = errors.New("binary file (contains NUL bytes)")
	// ErrNotUTF8 marks a file whose bytes are not UTF-8 text, which read
	// refuses: returned as a string they would come back as U+FFFD, and a
	// read-then-write round trip would destroy them.
	ErrNotUTF8 = errors.New("not UTF-8 text")
	// ErrTooLarge marks a file above the size cap of the operation.
	ErrTooLarge = errors.New("file too large")
	// ErrIsDir marks a file operation on a directory.
	ErrIsDir = errors.New("is a directory")
	// ErrNotDir marks a directory operation on something else.
	ErrNotDir = errors.New("not a directory")
	// ErrNoMatch marks an edit whose oldText does not occur in the file.
	ErrNoMatch = errors.New("oldText not found")
	// ErrAmbiguous marks an edit whose oldText occurs more than once
	// without replaceAll.
	ErrAmbiguous = errors.New("oldText is not unique")
)

// ArgsError reports invalid tool arguments. It wraps [ErrInvalidArgs].
type ArgsError struct {
	// Tool is the tool name ("read", ...).
	Tool string
	// Field is the offending argument, empty when the problem is the whole
	// argument value.
	Field string
	// Msg says what is wrong.
	Msg string
}

var _ error = (*ArgsError)(nil)

// Error renders `invalid arguments for TOOL: field "F": MSG`.
func (e *ArgsError) Error() string {
	var b strings.Builder
	b.WriteString("invalid arguments for ")
	b.WriteString(e.Tool)
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString("field ")
		b.WriteString(strconv.Quote(e.Field))
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Unwrap returns [ErrInvalidArgs].
func (e *ArgsError) Unwrap() error { return ErrInvalidArgs }

// PathError reports a failed tool operation on one path.
type PathError struct {
	// Tool is the tool name ("read", ...).
	Tool string
	// Path is the path as the caller gave it.
	Path string
	// Err is the cause: a sentinel of this package or an io/fs error.
	Err error
}

var _ error = (*PathError)(nil)

// Error renders `TOOL "PATH": CAUSE`.
func (e *PathError) Error() string {
	return e.Tool + " " + strconv.Quote(e.Path) + ": " + e.Err.Error()
}

// Unwrap returns the cause.
func (e *PathError) Unwrap() error { return e.Err }

// detailError adds detail to a sentinel while still matching it.
type detailError struct {
	sentinel error
	detail   string
}

func (e *detailError) Error() string { return e.sentinel.Error() + ": " + e.detail }
func (e *detailError) Unwrap() error { return e.sentinel }

func withDetail(sentinel error, detail string) error {
	return &detailError{sentinel: sentinel, detail: detail}
}

// pathErr builds the error for an operation on path, replacing os-level
// wording (openat, absolute host paths) with the cause alone.
func pathErr(tool, path string, err error) error {
	var pe *PathError
	if errors.As(err, &pe) {
		return err
	}
	return &PathError{Tool: tool, Path: path, Err: cleanCause(err)}
}

// cleanCause strips *fs.PathError wrappers (their Path is host-specific)
// and maps os.Root's unexported escape error to ErrOutsideRoot.
func cleanCause(err error) error {
	var fpe *fs.PathError
	for errors.As(err, &fpe) {
		err = fpe.Err
	}
	// os.Root reports a confinement violation with an unexported error;
	// only its text identifies it.
	if err != nil && strings.Contains(err.Error(), "path escapes from parent") {
		return ErrOutsideRoot
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fs.ErrNotExist
	case errors.Is(err, fs.ErrPermission):
		return fs.ErrPermission
	}
	return err
}
