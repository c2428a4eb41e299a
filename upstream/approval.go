package upstream

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/codemode-go/codemode/registry"
)

// ApprovalAction is what the approval policy does with a tool call.
type ApprovalAction string

// The approval actions.
const (
	// ApprovalAllow runs the call without asking.
	ApprovalAllow ApprovalAction = "allow"
	// ApprovalAsk sends the call to the registry's Approver: the client
	// is asked (MCP elicitation), or the run suspends until resumed.
	ApprovalAsk ApprovalAction = "ask"
	// ApprovalDeny refuses the call (DENIED).
	ApprovalDeny ApprovalAction = "deny"
)

// ParseApprovalAction returns the action named s.
func ParseApprovalAction(s string) (ApprovalAction, error) {
	switch a := ApprovalAction(s); a {
	case ApprovalAllow, ApprovalAsk, ApprovalDeny:
		return a, nil
	}
	return "", fmt.Errorf("unknown approval action %q (want allow, ask or deny)", s)
}

// ApprovalRule applies Action to the tools Pattern names:
//
//	write_file          the tool of that registry name
//	github/*            every tool of upstream server github
//	github/delete_repo  the tool delete_repo of server github (its upstream name)
//	*                   every tool
//
// A more specific pattern wins (a tool name, then server/tool, then
// server/*, then *); among equal patterns the later rule wins.
type ApprovalRule struct {
	Pattern string
	Action  ApprovalAction
}

// ApprovalRules is an ordered rule list. Later rules override earlier
// rules of the same pattern, so flags appended after the servers file's
// rules win.
type ApprovalRules []ApprovalRule

// ParseApprovalRules parses the --approve syntax: comma-separated
// PATTERN=ACTION pairs, e.g. "write=allow,github/*=ask,*=deny".
func ParseApprovalRules(s string) (ApprovalRules, error) {
	var out ApprovalRules
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		pat, act, ok := strings.Cut(part, "=")
		pat = strings.TrimSpace(pat)
		if !ok || pat == "" {
			return nil, fmt.Errorf("approval rule %q: want PATTERN=ACTION, e.g. github/*=ask", part)
		}
		a, err := ParseApprovalAction(strings.TrimSpace(act))
		if err != nil {
			return nil, fmt.Errorf("approval rule %q: %v", part, err)
		}
		if err := checkPattern(pat); err != nil {
			return nil, fmt.Errorf("approval rule %q: %v", part, err)
		}
		out = append(out, ApprovalRule{Pattern: pat, Action: a})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no approval rules in %q: want PATTERN=ACTION[,PATTERN=ACTION…]", s)
	}
	return out, nil
}

// checkPattern rejects wildcards anywhere but a whole pattern or a
// server's tool part.
func checkPattern(p string) error {
	if p == "*" {
		return nil
	}
	server, tool, nested := strings.Cut(p, "/")
	if strings.Contains(server, "*") || (nested && (server == "" || tool == "" || (strings.Contains(tool, "*") && tool != "*"))) || (!nested && strings.Contains(p, "*")) {
		return fmt.Errorf("pattern %q: want TOOL, SERVER/TOOL, SERVER/* or *", p)
	}
	return nil
}

// parseApprovalObject reads a {"PATTERN": "ACTION"} object of the servers
// file, in sorted pattern order (JSON objects have no order).
func parseApprovalObject(raw json.RawMessage, prefix string) (ApprovalRules, error) {
	var m map[string]string
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return nil, fmt.Errorf(`want an object mapping tool patterns to "allow", "ask" or "deny"`)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out ApprovalRules
	for _, k := range keys {
		a, err := ParseApprovalAction(m[k])
		if err != nil {
			return nil, fmt.Errorf("%q: %v", k, err)
		}
		pat := prefix + k
		if err := checkPattern(pat); err != nil {
			return nil, err
		}
		out = append(out, ApprovalRule{Pattern: pat, Action: a})
	}
	return out, nil
}

// parseServerApproval reads a server entry's "approval": an action for
// all its tools, or an object mapping its (upstream) tool names to
// actions.
func parseServerApproval(server string, raw json.RawMessage) (ApprovalRules, error) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		a, err := ParseApprovalAction(s)
		if err != nil {
			return nil, err
		}
		return ApprovalRules{{Pattern: server + "/*", Action: a}}, nil
	}
	return parseApprovalObject(raw, server+"/")
}

// ApprovalPolicyOptions configure ApprovalPolicy.
type ApprovalPolicyOptions struct {
	// Rules override the default, most specific first (see ApprovalRule).
	Rules ApprovalRules
	// Upstreams resolves the server of upstream tools for SERVER/…
	// patterns; nil means only tool names and * match.
	Upstreams *Set
}

// ApprovalPolicy returns the pre-execute policy of `codemode serve`. A
// call a rule names gets the rule's action. Otherwise a nested call (made
// by a run_code program) of a tool that is not read-only — its MCP
// annotations say destructiveHint, or lack readOnlyHint — is "ask", and
// every other call is allowed: a model-direct call was already approved
// by the MCP client that made it. run_code itself is never gated.
func ApprovalPolicy(reg func() *registry.Registry, opts *ApprovalPolicyOptions) registry.PreExecute {
	var o ApprovalPolicyOptions
	if opts != nil {
		o = *opts
	}
	return func(_ context.Context, exec *registry.Execution) (registry.Decision, error) {
		name := exec.Tool()
		if name == registry.RunCodeName {
			return registry.Decision{}, nil
		}
		server, upstream := "", ""
		if o.Upstreams != nil {
			o.Upstreams.mu.Lock()
			if e, ok := o.Upstreams.tools[name]; ok {
				server, upstream = e.tool.Server, e.tool.UpstreamName
			}
			o.Upstreams.mu.Unlock()
		}
		if a, ok := o.Rules.match(name, server, upstream); ok {
			return decision(a, name, "by the approval rules"), nil
		}
		if !exec.Nested() {
			return registry.Decision{}, nil
		}
		s, ok := reg().Get(exec.Scope(), name)
		if !ok || !readOnly(s.Annotations) {
			return decision(ApprovalAsk, name, "it is not marked read-only"), nil
		}
		return registry.Decision{}, nil
	}
}

func decision(a ApprovalAction, tool, why string) registry.Decision {
	switch a {
	case ApprovalAsk:
		return registry.Decision{Kind: registry.Ask, Reason: fmt.Sprintf("tool %q needs approval: %s", tool, why)}
	case ApprovalDeny:
		return registry.Decision{Kind: registry.Deny, Reason: fmt.Sprintf("tool %q is denied %s", tool, why)}
	}
	return registry.Decision{}
}

// readOnly reports an explicit readOnlyHint without a destructiveHint.
func readOnly(ann json.RawMessage) bool {
	var a struct {
		ReadOnly    *bool `json:"readOnlyHint"`
		Destructive *bool `json:"destructiveHint"`
	}
	if len(ann) == 0 || json.Unmarshal(ann, &a) != nil {
		return false
	}
	return a.ReadOnly != nil && *a.ReadOnly && (a.Destructive == nil || !*a.Destructive)
}

// match returns the action of the most specific rule naming the tool.
func (rs ApprovalRules) match(name, server, upstream string) (ApprovalAction, bool) {
	best, rank := ApprovalAction(""), 0
	for _, r := range rs {
		n := 0
		switch {
		case r.Pattern == name:
			n = 4
		case server != "" && r.Pattern == server+"/"+upstream:
			n = 3
		case server != "" && r.Pattern == server+"/*":
			n = 2
		case r.Pattern == "*":
			n = 1
		}
		if n > 0 && n >= rank {
			best, rank = r.Action, n
		}
	}
	return best, rank > 0
}

// parseCodemodeKey reads the servers file's top-level "codemode" object:
// {"approval": {PATTERN: ACTION}, "approveBy": "person"|"client"}. Its
// errors start with ": " (the whole object) or "." and a key, to follow
// "codemode".
func parseCodemodeKey(raw json.RawMessage) (ApprovalRules, string, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(raw, &top); err != nil || top == nil {
		return nil, "", fmt.Errorf(`: want an object such as {"approval": {"github/*": "ask"}}`)
	}
	for k := range top {
		if k != "approval" && k != "approveBy" {
			return nil, "", fmt.Errorf(".%s: unknown key (the keys are \"approval\" and \"approveBy\")", quoteKey(k))
		}
	}
	var by string
	if raw, ok := top["approveBy"]; ok {
		if json.Unmarshal(raw, &by) != nil || (by != "person" && by != "client") {
			return nil, "", fmt.Errorf(`.approveBy: want "person" or "client"`)
		}
	}
	var rules ApprovalRules
	if raw, ok := top["approval"]; ok {
		var err error
		if rules, err = parseApprovalObject(raw, ""); err != nil {
			return nil, "", fmt.Errorf(".approval: %w", err)
		}
	}
	return rules, by, nil
}

// ServerOf returns the upstream server of the tool of that registry name,
// or "" when no upstream offers it (the approval page shows it).
func (s *Set) ServerOf(tool string) string {
	if s == nil {
		return ""
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if e, ok := s.tools[tool]; ok {
		return e.tool.Server
	}
	return ""
}
