package upstream

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// A tool may declare execution.taskSupport "required": it must be called
// as an MCP task (tasks/get, tasks/result), never as a plain tools/call.
// The go-sdk client in go.mod (v1.8.0) has no client side of MCP tasks,
// and its Tool type drops the execution field, so codemode reads the
// field from the raw tools/list results (wire.go) and leaves such tools
// out of the registry and the SDK, saying so in the status note.

// taskSupportRequired reads a raw tools/list result and returns the names
// of its tools whose execution.taskSupport is "required" and of the
// others, or ok false when result is not a tool list. It never fails on
// hostile input: what it cannot read is not a tool.
func taskSupportRequired(result json.RawMessage) (required, other []string, ok bool) {
	var list struct {
		Tools []json.RawMessage `json:"tools"`
	}
	if json.Unmarshal(result, &list) != nil || list.Tools == nil {
		return nil, nil, false
	}
	for _, raw := range list.Tools {
		var t struct {
			Name      string `json:"name"`
			Execution *struct {
				TaskSupport any `json:"taskSupport"`
			} `json:"execution"`
		}
		if json.Unmarshal(raw, &t) != nil || t.Name == "" {
			continue
		}
		if t.Execution != nil && t.Execution.TaskSupport == "required" {
			required = append(required, t.Name)
		} else {
			other = append(other, t.Name)
		}
	}
	return required, other, true
}

// noteTaskOnly records which listed tools must be called as tasks. Pages
// of one listing arrive one by one, so each listed tool sets its own
// entry.
func (u *upstream) noteTaskOnly(required, other []string) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.taskOnly == nil {
		u.taskOnly = map[string]bool{}
	}
	for _, n := range required {
		u.taskOnly[n] = true
	}
	for _, n := range other {
		delete(u.taskOnly, n)
	}
}

// isTaskOnly reports whether the server's tool name must be called as a
// task, as far as its last listing said.
func (u *upstream) isTaskOnly(name string) bool {
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.taskOnly[name]
}

// TaskOnly returns the upstream tools left out of the registry because
// they declare execution.taskSupport "required" and codemode cannot call
// MCP tasks, as "server/tool", sorted.
func (s *Set) TaskOnly() []string {
	var out []string
	for _, u := range s.ups {
		u.mu.Lock()
		for n := range u.taskOnly {
			out = append(out, u.name+"/"+n)
		}
		u.mu.Unlock()
	}
	sort.Strings(out)
	return out
}

// taskOnlyNote is the status note line naming the task-only tools, or "".
func (s *Set) taskOnlyNote() string {
	names := s.TaskOnly()
	if len(names) == 0 {
		return ""
	}
	return fmt.Sprintf("Upstream tools left out of the SDK: %s (must be called as an MCP task, which codemode does not support yet)", strings.Join(names, ", "))
}
