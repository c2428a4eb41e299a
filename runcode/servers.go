package runcode

import (
	"strings"

	"github.com/codemode-go/codemode/discovery"
	"github.com/codemode-go/codemode/runtime"
)

// servers are the upstream servers of a run's bound tools, for the
// runtime's `import … from "./servers/<server>"` (issue #40) and for
// messages that name a tool's server: each tool of a server (as
// codemode.search reports it) under its name on that server — its
// registry name without the "SERVER_" prefix a name clash adds — and
// its member of `tools`; then the servers starting reports, still
// starting with no tools known, marked Starting.
func servers(names []string, cat *discovery.Catalog, starting func() []string) []runtime.Server {
	var out []runtime.Server
	at := map[string]int{}
	for _, n := range names {
		if cat == nil {
			break
		}
		t, ok := cat.Tool(n)
		if !ok || t.Server == "" {
			continue
		}
		i, ok := at[t.Server]
		if !ok {
			i = len(out)
			at[t.Server] = i
			out = append(out, runtime.Server{Name: t.Server, Namespace: "tools"})
		}
		local := n
		if rest, ok := strings.CutPrefix(n, qualifier(t.Server)+"_"); ok && rest != "" {
			local = rest
		}
		out[i].Tools = append(out[i].Tools, runtime.ServerTool{Name: local, Member: n})
	}
	// Servers still starting without a known listing have no tools yet: a
	// call of an undeclared tool says they are starting (issue #42).
	if starting != nil {
		for _, n := range starting() {
			if _, ok := at[n]; !ok {
				at[n] = len(out)
				out = append(out, runtime.Server{Name: n, Namespace: "tools", Starting: true})
			}
		}
	}
	return out
}

// qualifier is a server name as upstream qualifies a clashing tool name
// with it: every character outside [A-Za-z0-9_-] replaced by "_".
func qualifier(server string) string {
	return strings.Map(func(c rune) rune {
		if c == '_' || c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			return c
		}
		return '_'
	}, server)
}
