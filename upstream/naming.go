package upstream

import (
	"sort"
	"strconv"
	"strings"
)

// toolRef is one upstream tool before naming: the server it comes from and
// its name there.
type toolRef struct {
	server, tool string
}

// assignNames gives every upstream tool its registry name, deterministically
// (the answer depends only on the set of refs and taken, not on their order):
//
//   - a tool keeps its upstream name when no other server has a tool of that
//     name and the name is not taken (taken holds the names of tools that
//     are not upstream tools, such as the built-in workspace tools, and the
//     reserved run_code);
//   - otherwise it is qualified as SERVER_TOOL, where SERVER is the server
//     name with every character outside [A-Za-z0-9_-] replaced by "_";
//   - when a qualified name is itself in use, the first free suffix "_2",
//     "_3", … is appended, refs being served in (server, tool) order.
//
// Duplicate refs are named once.
func assignNames(refs []toolRef, taken map[string]bool) map[toolRef]string {
	sorted := append([]toolRef(nil), refs...)
	sort.Slice(sorted, func(i, j int) bool {
		if sorted[i].server != sorted[j].server {
			return sorted[i].server < sorted[j].server
		}
		return sorted[i].tool < sorted[j].tool
	})
	servers := map[string]map[string]bool{} // tool name -> servers offering it
	for _, r := range sorted {
		if servers[r.tool] == nil {
			servers[r.tool] = map[string]bool{}
		}
		servers[r.tool][r.server] = true
	}
	used := map[string]bool{}
	for n := range taken {
		used[n] = true
	}
	out := make(map[toolRef]string, len(sorted))
	var qualify []toolRef
	// Plain names first, so that a qualified name never steals a name some
	// tool keeps unqualified.
	for _, r := range sorted {
		if _, done := out[r]; done {
			continue
		}
		if len(servers[r.tool]) == 1 && !taken[r.tool] {
			out[r] = r.tool
			used[r.tool] = true
			continue
		}
		out[r] = ""
		qualify = append(qualify, r)
	}
	for _, r := range qualify {
		base := sanitizeServer(r.server) + "_" + r.tool
		name := base
		for i := 2; used[name]; i++ {
			name = base + "_" + strconv.Itoa(i)
		}
		out[r] = name
		used[name] = true
	}
	return out
}

// sanitizeServer maps a server name to the characters tool names commonly
// allow.
func sanitizeServer(s string) string {
	if s == "" {
		return "server"
	}
	var b strings.Builder
	for _, r := range s {
		if r == '_' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}
