package workspace

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"strings"
)

// The bounds of a path argument: deeper or longer paths are refused
// before any file is touched, so that resolving one costs a bounded
// number of system calls (each Lstat through the os.Root walks every
// component again).
const (
	maxPathComponents = 256
	maxPathBytes      = 4096
)

// lexical turns a caller's path argument into a cleaned, root-relative,
// slash-separated path ("." for the root itself). It refuses paths that
// climb out of the root with ".." and absolute paths outside the root. It
// touches no file: symlinks are handled by resolve.
func (w *Workspace) lexical(name string) (string, error) {
	if strings.IndexByte(name, 0) >= 0 {
		return "", withDetail(ErrInvalidArgs, "path contains a NUL byte")
	}
	if name == "" {
		return ".", nil
	}
	if n := strings.Count(name, "/") + 1; n > maxPathComponents {
		if n = len(splitPath(filepath.ToSlash(name))); n > maxPathComponents {
			return "", withDetail(ErrInvalidArgs, fmt.Sprintf("path has %d components; the limit is %d", n, maxPathComponents))
		}
	}
	if len(name) > maxPathBytes {
		return "", withDetail(ErrInvalidArgs, fmt.Sprintf("path is %d bytes; the limit is %d", len(name), maxPathBytes))
	}
	native := filepath.FromSlash(name)
	if filepath.IsAbs(native) {
		clean := filepath.Clean(native)
		for _, base := range []string{w.absRoot, w.realRoot} {
			rel, err := filepath.Rel(base, clean)
			if err == nil && (rel == "." || filepath.IsLocal(rel)) {
				return filepath.ToSlash(rel), nil
			}
		}
		return "", withDetail(ErrOutsideRoot, "absolute path is not inside the root")
	}
	rel := filepath.Clean(native)
	if rel != "." && !filepath.IsLocal(rel) {
		return "", withDetail(ErrOutsideRoot, `".." leaves the root`)
	}
	return filepath.ToSlash(rel), nil
}

// resolve follows the symlinks along the root-relative path rel (as
// produced by lexical) and returns the root-relative path with every
// existing component free of symlinks. A link whose target — relative or
// absolute — leaves the root is refused with ErrOutsideRoot and never
// followed. Components that do not exist are kept lexically (write creates
// them). When followFinal is false the last component is not followed.
//
// The answer is a check, not a guarantee: callers then operate on it
// through the os.Root, which confines any link swapped in after the check.
// It stops with ctx's error when ctx ends.
func (w *Workspace) resolve(ctx context.Context, rel string, followFinal bool) (string, error) {
	pending := splitPath(rel)
	var done []string // resolved, symlink-free components
	// prefix is path.Join(done...), kept as done changes: joining afresh
	// at every component made resolution quadratic in the depth.
	prefix := ""
	push := func(c string) {
		done = append(done, c)
		if prefix == "" {
			prefix = c
		} else {
			prefix += "/" + c
		}
	}
	hops := 0
	for len(pending) > 0 {
		if err := ctx.Err(); err != nil {
			return "", context.Cause(ctx)
		}
		c := pending[0]
		pending = pending[1:]
		switch c {
		case ".":
			continue
		case "..":
			if len(done) == 0 {
				return "", withDetail(ErrOutsideRoot, `".." leaves the root`)
			}
			done = done[:len(done)-1]
			prefix = path.Join(done...)
			if prefix == "." {
				prefix = ""
			}
			continue
		}
		cur := c
		if prefix != "" {
			cur = prefix + "/" + c
		}
		if len(pending) == 0 && !followFinal {
			push(c)
			break
		}
		fi, err := w.root.Lstat(filepath.FromSlash(cur))
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				push(c)
				continue
			}
			return "", cleanCause(err)
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			push(c)
			continue
		}
		hops++
		if hops > maxSymlinkHops {
			return "", fmt.Errorf("too many levels of symbolic links at %q", cur)
		}
		target, err := w.root.Readlink(filepath.FromSlash(cur))
		if err != nil {
			return "", cleanCause(err)
		}
		escape := withDetail(ErrOutsideRoot, fmt.Sprintf("symlink %q leads outside the root", cur))
		if filepath.IsAbs(target) {
			t, err := w.lexical(target)
			if err != nil {
				return "", escape
			}
			done, prefix = done[:0], ""
			pending = append(splitPath(t), pending...)
			continue
		}
		// A relative target is interpreted from the link's directory; check
		// lexically that it cannot climb above the root.
		joined := path.Join(prefix, filepath.ToSlash(target))
		if joined == ".." || strings.HasPrefix(joined, "../") || path.IsAbs(joined) {
			return "", escape
		}
		pending = append(splitPath(filepath.ToSlash(target)), pending...)
	}
	if prefix == "" {
		return ".", nil
	}
	return prefix, nil
}

// splitPath splits a slash path into its components ("." yields none).
func splitPath(p string) []string {
	var out []string
	for _, c := range strings.Split(p, "/") {
		if c != "" && c != "." {
			out = append(out, c)
		}
	}
	return out
}

// locate is lexical followed by resolve: it returns the display path (the
// caller's path, cleaned and root-relative) and the resolved path to use
// with the os.Root.
func (w *Workspace) locate(ctx context.Context, name string, followFinal bool) (display, resolved string, err error) {
	display, err = w.lexical(name)
	if err != nil {
		return "", "", err
	}
	resolved, err = w.resolve(ctx, display, followFinal)
	if err != nil {
		return display, "", err
	}
	return display, resolved, nil
}

// native converts a root-relative slash path for use with the os.Root.
func native(p string) string { return filepath.FromSlash(p) }
