// Package workspace provides the built-in file tools of codemode — read,
// write, edit, list, glob and grep — confined to one root directory.
//
// # Confinement
//
// Every path argument is resolved inside the root. A path may be relative to
// the root or absolute inside it. Paths that climb out with "..", absolute
// paths elsewhere, and symlinks whose target leaves the root are refused with
// an error wrapping [ErrOutsideRoot]; such links are never followed. Symlinks
// whose target stays inside the root are followed. Resolution walks every
// component itself (so an absolute link target inside the root works), and
// then performs the file operation through an [os.Root], which confines
// traversal at the operating-system level: a link swapped in between the check
// and the use can at worst make the operation fail, never escape.
//
// # Limits
//
// Reads are capped ([DefaultMaxReadBytes]), files that contain a NUL byte in
// their first [BinarySniffBytes] bytes are binary (read and edit refuse them,
// grep skips them), and the glob and grep walks are bounded in entries and
// results; capped results set a truncated flag. See [Options].
//
// # Tools
//
// [Workspace.Register] adds the six tools to a codemode registry, with
// their schemas, tool:<name> guidance sections and result renderings.
// [Workspace.Specs] describes each tool with its JSON schemas, its prompt
// guidance and a JSON-in/JSON-out Call, for any other host.
// Read-only tools are concurrency-safe; write and edit are exclusive (a
// Workspace also serialises them internally against every other tool).
package workspace

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// Defaults for the zero fields of [Options].
const (
	// DefaultMaxReadBytes caps the content one read returns.
	DefaultMaxReadBytes = 256 << 10
	// DefaultMaxFileBytes caps the size of a file that edit rewrites or grep
	// searches (edit refuses larger files, grep skips them).
	DefaultMaxFileBytes = 8 << 20
	// DefaultMaxWalkEntries caps the directory entries one glob or grep walk
	// visits.
	DefaultMaxWalkEntries = 100_000
	// DefaultMaxGlobResults caps the paths one glob returns.
	DefaultMaxGlobResults = 5_000
	// DefaultMaxGrepMatches caps the matches one grep returns.
	DefaultMaxGrepMatches = 1_000
	// DefaultMaxMatchTextBytes caps the text of one grep match; longer lines
	// are cut at a UTF-8 boundary.
	DefaultMaxMatchTextBytes = 1_000
)

// BinarySniffBytes is how much of a file is inspected for a NUL byte to
// decide that it is binary.
const BinarySniffBytes = 8 << 10

// maxSymlinkHops bounds symlink resolution of one path, as ELOOP does.
const maxSymlinkHops = 40

// Options configures a [Workspace]. A nil *Options and zero fields mean the
// documented defaults; negative values are an error.
type Options struct {
	// MaxReadBytes caps the bytes of content one read returns.
	// Zero means DefaultMaxReadBytes.
	MaxReadBytes int
	// MaxFileBytes caps the size of files edit rewrites and grep searches.
	// Zero means DefaultMaxFileBytes.
	MaxFileBytes int64
	// MaxWalkEntries caps the directory entries a glob or grep walk visits.
	// Zero means DefaultMaxWalkEntries.
	MaxWalkEntries int
	// MaxGlobResults caps the paths one glob returns.
	// Zero means DefaultMaxGlobResults.
	MaxGlobResults int
	// MaxGrepMatches caps the matches one grep returns.
	// Zero means DefaultMaxGrepMatches.
	MaxGrepMatches int
	// MaxMatchTextBytes caps the text of one grep match.
	// Zero means DefaultMaxMatchTextBytes.
	MaxMatchTextBytes int
	// IncludeIgnored makes glob and grep walks visit what they skip by
	// default, as coding agents' Glob and Grep do: VCS metadata (.git,
	// .hg, .svn, .jj, .bzr), node_modules, and the paths excluded by the
	// .gitignore files at and below the root and by the root's
	// .git/info/exclude (git's rules: negation, directory-only and
	// anchored patterns, "**", the deepest file and last line deciding).
	// A path inside a skipped directory can still be named directly;
	// list always shows every entry.
	IncludeIgnored bool
}

// Workspace is a set of file tools rooted at one directory. It is safe for
// concurrent use: reads share access, while write and edit are exclusive.
type Workspace struct {
	// fixed at creation
	root     *os.Root
	absRoot  string // cleaned absolute root as given
	realRoot string // absRoot with symlinks evaluated
	opts     Options
	specs    []Spec

	// mu orders mutations against every other tool call: write and edit
	// hold it exclusively, the read-only tools share it.
	mu sync.RWMutex
}

// New opens a workspace rooted at the directory root. The Workspace holds
// the directory open until [Workspace.Close].
func New(root string, opts *Options) (*Workspace, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	if err := o.fill(); err != nil {
		return nil, err
	}
	if root == "" {
		return nil, errors.New("workspace: root directory is empty")
	}
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, fmt.Errorf("workspace: root %q: %w", root, err)
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, fmt.Errorf("workspace: root %q: %w", root, err)
	}
	fi, err := os.Stat(real)
	if err != nil {
		return nil, fmt.Errorf("workspace: root %q: %w", root, err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("workspace: root %q is not a directory", root)
	}
	r, err := os.OpenRoot(real)
	if err != nil {
		return nil, fmt.Errorf("workspace: root %q: %w", root, err)
	}
	w := &Workspace{root: r, absRoot: abs, realRoot: real, opts: o}
	specs, err := w.buildSpecs()
	if err != nil {
		r.Close()
		return nil, err
	}
	w.specs = specs
	return w, nil
}

func (o *Options) fill() error {
	if o.MaxReadBytes < 0 || o.MaxFileBytes < 0 || o.MaxWalkEntries < 0 ||
		o.MaxGlobResults < 0 || o.MaxGrepMatches < 0 || o.MaxMatchTextBytes < 0 {
		return errors.New("workspace: options must not be negative")
	}
	if o.MaxReadBytes == 0 {
		o.MaxReadBytes = DefaultMaxReadBytes
	}
	if o.MaxFileBytes == 0 {
		o.MaxFileBytes = DefaultMaxFileBytes
	}
	if o.MaxWalkEntries == 0 {
		o.MaxWalkEntries = DefaultMaxWalkEntries
	}
	if o.MaxGlobResults == 0 {
		o.MaxGlobResults = DefaultMaxGlobResults
	}
	if o.MaxGrepMatches == 0 {
		o.MaxGrepMatches = DefaultMaxGrepMatches
	}
	if o.MaxMatchTextBytes == 0 {
		o.MaxMatchTextBytes = DefaultMaxMatchTextBytes
	}
	return nil
}

// Root returns the absolute path of the workspace root, as given to New.
func (w *Workspace) Root() string { return w.absRoot }

// Close releases the root directory. Tool calls after Close fail.
func (w *Workspace) Close() error { return w.root.Close() }
