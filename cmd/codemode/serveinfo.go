package main

import (
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/mcpserver"
	"github.com/codemode-go/codemode/upstream"
)

// serveInfo is what `codemode serve` says in its one line at start
// (issue #42 item 8): with no --root and no --servers it serves no tools,
// and that should not be silent.
type serveInfo struct {
	servers     *upstream.Set // nil without --servers
	workspace   bool          // the workspace tools are registered at start
	root        string        // --root
	isolation   string        // --isolation
	confinement *mcpserver.ReadinessCheck
}

// line is the start line; addr is the bound HTTP address, "" on stdio.
func (i serveInfo) line(addr string) string {
	parts := []string{"codemode " + binaryVersion()}
	if addr == "" {
		parts = append(parts, "stdio")
	} else {
		parts = append(parts, fmt.Sprintf("http://%s/mcp (streamable HTTP, stateless; every path but the probes serves MCP)", addr))
	}
	if i.servers == nil {
		parts = append(parts, "upstreams: none (no --servers)")
	} else {
		var names []string
		for _, st := range i.servers.Status() {
			n := st.Name
			if st.State != upstream.StateRunning {
				n += " (" + string(st.State) + ")"
			}
			names = append(names, n)
		}
		parts = append(parts, fmt.Sprintf("upstreams: %d (%s)", len(names), strings.Join(names, ", ")))
	}
	if i.workspace {
		parts = append(parts, "workspace: on at "+i.root+" (--root)")
	} else {
		parts = append(parts, "workspace: off (no --root; on at the client's first file root when it reports one)")
	}
	iso := "isolation: " + i.isolation
	switch {
	case i.isolation != "process":
		iso += " (programs run in this process; --isolation process confines them)"
	case i.confinement == nil || i.confinement.Detail == nil:
		iso += " (confinement unknown)"
	default:
		var layers []string
		for _, l := range strings.Split(i.confinement.Detail(), "\n") {
			// "NAME: on|off: detail"
			name, rest, _ := strings.Cut(l, ": ")
			state, _, _ := strings.Cut(rest, ": ")
			layers = append(layers, name+" "+state)
		}
		iso += " (confinement: " + strings.Join(layers, ", ") + ")"
	}
	parts = append(parts, iso)
	if i.servers == nil && !i.workspace {
		parts = append(parts, "no tools until the client reports a root: give --servers FILE or --root DIR")
	}
	return "codemode serve: " + strings.Join(parts, "; ")
}
