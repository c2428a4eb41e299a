package upstream

import (
	"context"
	"net/url"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// RootPath returns the local directory of a file:// root, or "" for other
// roots.
func RootPath(root *mcp.Root) string {
	if root == nil {
		return ""
	}
	u, err := url.Parse(root.URI)
	if err != nil || u.Scheme != "file" || u.Path == "" {
		return ""
	}
	return filepath.FromSlash(u.Path)
}

// FileRoot returns the root for a local directory.
func FileRoot(dir string) *mcp.Root {
	abs, err := filepath.Abs(dir)
	if err != nil {
		abs = dir
	}
	return &mcp.Root{URI: (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String(), Name: filepath.Base(abs)}
}

// SetRoots replaces the roots upstream servers get from roots/list, and
// tells the connected ones (notifications/roots/list_changed), which ask
// again. A server such as server-filesystem then works in the client's
// directories.
func (s *Set) SetRoots(_ context.Context, roots []*mcp.Root) {
	s.rootsMu.Lock()
	defer s.rootsMu.Unlock()
	keep := map[string]bool{}
	for _, r := range roots {
		keep[r.URI] = true
	}
	var gone []string
	for _, r := range s.roots {
		if !keep[r.URI] {
			gone = append(gone, r.URI)
		}
	}
	for _, u := range s.ups {
		// Add first: a server never sees an empty list in between.
		u.client.AddRoots(roots...)
		if len(gone) > 0 {
			u.client.RemoveRoots(gone...)
		}
	}
	s.roots = append([]*mcp.Root(nil), roots...)
}

// Roots returns the roots upstream servers currently get.
func (s *Set) Roots() []*mcp.Root {
	s.rootsMu.Lock()
	defer s.rootsMu.Unlock()
	return append([]*mcp.Root(nil), s.roots...)
}
