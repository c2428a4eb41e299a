package workspace

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

// Register adds the six workspace tools to r as raw tools: the schemas,
// guidance sections (tool:<name>, SP-2) and concurrency classes of
// [Workspace.Specs], MCP annotations (readOnlyHint for the read-only tools,
// destructiveHint for write and edit), and text renderings of the results
// for the model. Argument errors become INVALID_ARGS; every other tool
// failure is TOOL_ERROR with the error's message. On failure nothing stays
// registered. The returned function unregisters all six.
func (w *Workspace) Register(r *registry.Registry) (unregister func(), err error) {
	var undo []func()
	unregisterAll := func() {
		for _, u := range undo {
			u()
		}
	}
	for _, s := range w.specs {
		u, err := r.Register(registryTool(s))
		if err != nil {
			unregisterAll()
			return nil, fmt.Errorf("workspace: registering %s: %w", s.Name, err)
		}
		undo = append(undo, u)
	}
	return unregisterAll, nil
}

// ServerName is the Server of the workspace tools in the registry: how a
// budgeted SDK and codemode.search group them.
const ServerName = "workspace"

func registryTool(s Spec) registry.Tool {
	t := registry.Tool{
		Name:          s.Name,
		Server:        ServerName,
		Description:   s.Description,
		InputSchema:   s.InputSchema,
		OutputSchema:  s.OutputSchema,
		Guidance:      s.Guidance,
		GuidanceOrder: s.Order,
		Render:        renderers[s.Name],
	}
	if s.ReadOnly {
		t.Annotations = json.RawMessage(`{"readOnlyHint":true}`)
	} else {
		t.Annotations = json.RawMessage(`{"readOnlyHint":false,"destructiveHint":true}`)
	}
	if s.ConcurrencySafe {
		t.ConcurrencySafe = func(json.RawMessage) bool { return true }
	}
	call := s.Call
	t.Execute = func(ctx context.Context, exec *registry.Execution) (json.RawMessage, error) {
		out, err := call(ctx, exec.Arguments())
		if err != nil {
			if errors.Is(err, ErrInvalidArgs) {
				return nil, &failure.Error{Code: failure.InvalidArgs, Message: err.Error(), Err: err}
			}
			return nil, err
		}
		return out, nil
	}
	return t
}

// renderers turn (args, value) into the text a model sees when it calls a
// tool directly. They are pure and never fail on a value of the tool's
// output schema; anything else falls back to the value's JSON.
var renderers = map[string]func(args, value json.RawMessage) ([]registry.Content, error){
	"read": func(args, value json.RawMessage) ([]registry.Content, error) {
		var in ReadInput
		var out ReadOutput
		if json.Unmarshal(value, &out) != nil {
			return jsonText(value), nil
		}
		_ = json.Unmarshal(args, &in)
		text := out.Content
		if out.Truncated {
			first := max(in.Offset, 1)
			shown := strings.Count(out.Content, "\n")
			if out.Content != "" && !strings.HasSuffix(out.Content, "\n") {
				shown++
			}
			if text != "" && !strings.HasSuffix(text, "\n") {
				text += "\n"
			}
			last := first + shown - 1
			text += fmt.Sprintf("[truncated: lines %d-%d of %d shown; read with offset %d to continue]", first, last, out.TotalLines, last+1)
		}
		return []registry.Content{registry.Text(text)}, nil
	},
	"write": func(_, value json.RawMessage) ([]registry.Content, error) {
		var out WriteOutput
		if json.Unmarshal(value, &out) != nil {
			return jsonText(value), nil
		}
		verb := "wrote"
		if out.Created {
			verb = "created"
		}
		return []registry.Content{registry.Text(fmt.Sprintf("%s %s (%d bytes)", verb, out.Path, out.Bytes))}, nil
	},
	"edit": func(_, value json.RawMessage) ([]registry.Content, error) {
		var out EditOutput
		if json.Unmarshal(value, &out) != nil {
			return jsonText(value), nil
		}
		plural := "s"
		if out.Replacements == 1 {
			plural = ""
		}
		return []registry.Content{registry.Text(fmt.Sprintf("edited %s: %d replacement%s", out.Path, out.Replacements, plural))}, nil
	},
	"list": func(_, value json.RawMessage) ([]registry.Content, error) {
		var out ListOutput
		if json.Unmarshal(value, &out) != nil {
			return jsonText(value), nil
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s: %d entries\n", out.Path, len(out.Entries))
		for _, e := range out.Entries {
			switch e.Type {
			case TypeDir:
				fmt.Fprintf(&b, "%s/\n", e.Name)
			case TypeSymlink:
				fmt.Fprintf(&b, "%s@ (symlink)\n", e.Name)
			default:
				fmt.Fprintf(&b, "%s (%d bytes)\n", e.Name, e.Size)
			}
		}
		return []registry.Content{registry.Text(strings.TrimSuffix(b.String(), "\n"))}, nil
	},
	"glob": func(_, value json.RawMessage) ([]registry.Content, error) {
		var out GlobOutput
		if json.Unmarshal(value, &out) != nil {
			return jsonText(value), nil
		}
		text := strings.Join(out.Paths, "\n")
		if len(out.Paths) == 0 {
			text = "no files match"
		}
		if out.Truncated {
			text += "\n[truncated: narrow the pattern to see more]"
		}
		return []registry.Content{registry.Text(text)}, nil
	},
	"grep": func(_, value json.RawMessage) ([]registry.Content, error) {
		var out GrepOutput
		if json.Unmarshal(value, &out) != nil {
			return jsonText(value), nil
		}
		var b strings.Builder
		for _, m := range out.Matches {
			fmt.Fprintf(&b, "%s:%d: %s\n", m.Path, m.Line, m.Text)
		}
		text := strings.TrimSuffix(b.String(), "\n")
		if len(out.Matches) == 0 {
			text = "no matches"
		}
		if out.Truncated {
			text += "\n[truncated: narrow the pattern, path or glob to see more]"
		}
		return []registry.Content{registry.Text(text)}, nil
	},
}

func jsonText(value json.RawMessage) []registry.Content {
	return []registry.Content{registry.Text(string(value))}
}
