package workspace

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// skippedDirs are the directories a walk does not descend unless
// Options.IncludeIgnored: VCS metadata and installed packages, which no
// coding agent's Glob or Grep lists.
var skippedDirs = map[string]bool{".git": true, ".hg": true, ".svn": true, ".jj": true, ".bzr": true, "node_modules": true}

// fileRef is one file found by a walk: the path reported to the caller and
// the symlink-free path used to open it.
type fileRef struct {
	display, resolved string
}

// walkFiles visits the regular files under the resolved directory dir
// (displayed as display), in no particular order. Real directories are
// descended; a symlink is reported when it resolves to a regular file
// inside the root and is otherwise skipped — symlinked directories are
// never descended, so a walk cannot loop or leave the root. Other file
// types (devices, sockets, pipes) are skipped. Unless
// Options.IncludeIgnored, so are the skippedDirs below dir and the paths
// that the .gitignore files at and below the root (and the root's
// .git/info/exclude) exclude; an excluded directory is not descended, as
// in git. It stops after MaxWalkEntries entries and reports whether it
// did.
func (w *Workspace) walkFiles(ctx context.Context, dir, display string, visit func(fileRef) bool) (truncated bool, err error) {
	type frame struct {
		dir, display string
		ign          ignoreStack
	}
	var ign ignoreStack
	if !w.opts.IncludeIgnored {
		ign = w.ancestorIgnores(dir)
	}
	stack := []frame{{dir, display, ign}}
	entries := 0
	for len(stack) > 0 {
		if err := ctx.Err(); err != nil {
			return false, err
		}
		fr := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		des, err := w.readDir(fr.dir)
		if err != nil {
			if fr.dir == dir {
				return false, err
			}
			continue // vanished or unreadable subdirectory
		}
		slices.SortFunc(des, func(a, b fs.DirEntry) int { return strings.Compare(b.Name(), a.Name()) })
		ign := fr.ign
		if !w.opts.IncludeIgnored {
			ign = ign.with(w.dirIgnore(fr.dir, des))
		}
		for _, de := range des {
			entries++
			if entries > w.opts.MaxWalkEntries {
				return true, nil
			}
			res, disp := path.Join(fr.dir, de.Name()), path.Join(fr.display, de.Name())
			switch t := de.Type(); {
			case t.IsDir():
				if !w.opts.IncludeIgnored && (skippedDirs[de.Name()] || ign.ignored(res, true)) {
					continue
				}
				stack = append(stack, frame{res, disp, ign})
			case t.IsRegular():
				if ign.ignored(res, false) {
					continue
				}
				if !visit(fileRef{disp, res}) {
					return true, nil
				}
			case t&fs.ModeSymlink != 0:
				if ign.ignored(res, false) { // git matches a link as a file, at its own path
					continue
				}
				target, err := w.resolve(ctx, res, true)
				if err != nil {
					continue // leaves the root, loops, or is broken
				}
				fi, err := w.root.Stat(native(target))
				if err != nil || !fi.Mode().IsRegular() {
					continue
				}
				if !visit(fileRef{disp, target}) {
					return true, nil
				}
			}
		}
	}
	return false, nil
}

// ancestorIgnores is the ignore rules in force in the resolved directory
// dir from outside it: the root's .git/info/exclude, then the .gitignore
// of each directory from the root down to dir's parent. dir's own
// .gitignore is read by the walk, with its entries.
func (w *Workspace) ancestorIgnores(dir string) ignoreStack {
	var s ignoreStack
	s = s.with(w.readIgnore(".", ".git/info/exclude"))
	if dir == "." {
		return s
	}
	parts := splitPath(dir)
	for i := range parts {
		base := "."
		if i > 0 {
			base = path.Join(parts[:i]...)
		}
		s = s.with(w.readIgnore(base, path.Join(base, ".gitignore")))
	}
	return s
}

// dirIgnore reads the .gitignore among the entries des of the resolved
// directory dir, or returns nil when there is none. A .gitignore that is
// a symlink is not followed, as git (2.32 on) does not.
func (w *Workspace) dirIgnore(dir string, des []fs.DirEntry) *ignoreFile {
	for _, de := range des {
		if de.Name() == ".gitignore" && de.Type().IsRegular() {
			return w.readIgnore(dir, path.Join(dir, ".gitignore"))
		}
	}
	return nil
}

// readIgnore parses the ignore file at the resolved path name as the rules
// of directory base, or returns nil when it cannot be read as a regular
// file. At most maxIgnoreFileBytes of it are read.
func (w *Workspace) readIgnore(base, name string) *ignoreFile {
	fi, err := w.root.Lstat(native(name))
	if err != nil || !fi.Mode().IsRegular() {
		return nil
	}
	f, err := w.root.Open(native(name))
	if err != nil {
		return nil
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxIgnoreFileBytes))
	if err != nil {
		return nil
	}
	return parseIgnore(base, data)
}

// Glob returns the root-relative paths of the files that match pattern,
// sorted. Directories are not listed (use List); symlinks to files inside
// the root are listed under their own path; symlinked directories are not
// descended. The walk starts at the pattern's literal leading directories
// and stops at Options.MaxWalkEntries or Options.MaxGlobResults, setting
// Truncated.
func (w *Workspace) Glob(ctx context.Context, in GlobInput) (GlobOutput, error) {
	const tool = "glob"
	m, err := compileGlob(w.trimRoot(in.Pattern))
	if err != nil {
		return GlobOutput{}, &ArgsError{Tool: tool, Field: "pattern", Msg: err.Error()}
	}
	w.mu.RLock()
	defer w.mu.RUnlock()
	prefix := m.literalPrefix()
	if prefix == "" {
		prefix = "."
	}
	resolved, err := w.resolve(ctx, prefix, true)
	if err != nil {
		return GlobOutput{}, pathErr(tool, prefix, err)
	}
	out := GlobOutput{Paths: []string{}}
	fi, err := w.root.Stat(native(resolved))
	if err != nil || !fi.IsDir() {
		return out, nil // nothing can match under a missing directory or a file
	}
	truncated, err := w.walkFiles(ctx, resolved, prefix, func(f fileRef) bool {
		if !m.match(f.display) {
			return true
		}
		if len(out.Paths) >= w.opts.MaxGlobResults {
			return false
		}
		out.Paths = append(out.Paths, f.display)
		return true
	})
	if err != nil {
		return GlobOutput{}, pathErr(tool, in.Pattern, err)
	}
	out.Truncated = truncated
	slices.Sort(out.Paths)
	return out, nil
}

// Grep returns the lines that match the RE2 pattern, in path order and then
// line order. Path (default the root) may name a file or a directory; Glob
// filters files by their root-relative path. Lines are split at "\n" and
// matched without their line ending ("\r\n" included). Binary files (NUL
// in the first BinarySniffBytes) and files above Options.MaxFileBytes are
// skipped. At most Options.MaxGrepMatches matches are returned, each text
// cut to Options.MaxMatchTextBytes; Truncated reports a cap.
func (w *Workspace) Grep(ctx context.Context, in GrepInput) (GrepOutput, error) {
	const tool = "grep"
	if in.Pattern == "" {
		return GrepOutput{}, &ArgsError{Tool: tool, Field: "pattern", Msg: "must not be empty"}
	}
	re, err := regexp.Compile(in.Pattern)
	if err != nil {
		return GrepOutput{}, &ArgsError{Tool: tool, Field: "pattern", Msg: "not a valid RE2 expression: " + strings.TrimPrefix(err.Error(), "error parsing regexp: ")}
	}
	var filter *matcher
	if in.Glob != "" {
		if filter, err = compileGlob(w.trimRoot(in.Glob)); err != nil {
			return GrepOutput{}, &ArgsError{Tool: tool, Field: "glob", Msg: err.Error()}
		}
	}
	w.mu.RLock()
	defer w.mu.RUnlock()
	display, resolved, err := w.locate(ctx, in.Path, true)
	if err != nil {
		return GrepOutput{}, pathErr(tool, in.Path, err)
	}
	fi, err := w.root.Stat(native(resolved))
	if err != nil {
		return GrepOutput{}, pathErr(tool, in.Path, err)
	}
	var files []fileRef
	truncated := false
	keep := func(f fileRef) bool { return filter == nil || filter.match(f.display) }
	switch {
	case fi.Mode().IsRegular():
		if f := (fileRef{display, resolved}); keep(f) {
			files = append(files, f)
		}
	case fi.IsDir():
		truncated, err = w.walkFiles(ctx, resolved, display, func(f fileRef) bool {
			if keep(f) {
				f.display = strings.TrimPrefix(f.display, "./")
				files = append(files, f)
			}
			return true
		})
		if err != nil {
			return GrepOutput{}, pathErr(tool, in.Path, err)
		}
	default:
		return GrepOutput{}, pathErr(tool, in.Path, errors.New("not a regular file or directory"))
	}
	slices.SortFunc(files, func(a, b fileRef) int { return strings.Compare(a.display, b.display) })
	out := GrepOutput{Matches: []Match{}}
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return GrepOutput{}, err
		}
		if w.grepFile(re, f, &out) {
			out.Truncated = true
			return out, nil
		}
	}
	out.Truncated = truncated
	return out, nil
}

// grepFile appends the matches of one file and reports whether the match
// cap was reached. Unreadable, oversized and binary files are skipped.
func (w *Workspace) grepFile(re *regexp.Regexp, f fileRef, out *GrepOutput) (full bool) {
	data, err := w.readWhole(f.resolved)
	if err != nil || bytes.IndexByte(data[:min(len(data), BinarySniffBytes)], 0) >= 0 {
		return false
	}
	// Every match contains the pattern's literal prefix, if it has one:
	// skip files and lines without it before running the regexp.
	lit, complete := re.LiteralPrefix()
	prefix := []byte(lit)
	if len(prefix) > 0 && !bytes.Contains(data, prefix) {
		return false
	}
	for n := 1; len(data) > 0; n++ {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		line = bytes.TrimSuffix(line, []byte("\r"))
		if len(prefix) > 0 && !bytes.Contains(line, prefix) {
			continue
		}
		if !complete && !re.Match(line) {
			continue
		}
		if len(out.Matches) >= w.opts.MaxGrepMatches {
			return true
		}
		if len(line) > w.opts.MaxMatchTextBytes {
			line = line[:utf8Prefix(line[:w.opts.MaxMatchTextBytes])]
		}
		out.Matches = append(out.Matches, Match{Path: f.display, Line: n, Text: string(line)})
	}
	return false
}

// trimRoot makes a pattern written as an absolute path inside the root
// root-relative ("/abs/root/**/*.go" is "**/*.go").
func (w *Workspace) trimRoot(pattern string) string {
	for _, base := range []string{w.absRoot, w.realRoot} {
		prefix := filepath.ToSlash(base) + "/"
		if rest, ok := strings.CutPrefix(pattern, prefix); ok {
			return rest
		}
	}
	return pattern
}
