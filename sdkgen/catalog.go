package sdkgen

import (
	"encoding/json"
	"strconv"

	"github.com/codemode-go/codemode/sdkgen/internal/jsonv"
)

// ParseCatalog reads an MCP tool catalog: a JSON array of Tool objects, or
// an object whose "tools" member is one (other members are ignored). Each
// entry needs a string "name"; "description", "inputSchema" and
// "outputSchema" are optional (null means absent), and other members such
// as "annotations" are ignored. A name defined twice keeps its last
// definition, at the position of its first, as JSON.parse treats keys. Every schema is checked the way Section
// renders it, so a catalog that parses always renders. Errors are
// *SchemaError values naming the tool and the JSON Pointer of the problem.
func ParseCatalog(data []byte) ([]Tool, error) {
	root, err := jsonv.Parse(data)
	if err != nil {
		return nil, &SchemaError{Field: "catalog", Msg: err.Error()}
	}
	list, base := root, ""
	if root.Kind == jsonv.Object {
		list, base = root.Get("tools"), "/tools"
		if list == nil {
			return nil, &SchemaError{Field: "catalog", Msg: `expected an array of tools or an object with a "tools" array`}
		}
	}
	if list.Kind != jsonv.Array {
		return nil, &SchemaError{Field: "catalog", Path: base, Msg: "expected an array of tools, got " + kindName(list)}
	}
	tools := make([]Tool, 0, len(list.Vals))
	seen := make(map[string]int, len(list.Vals))
	for i, v := range list.Vals {
		at := base + "/" + strconv.Itoa(i)
		if v.Kind != jsonv.Object {
			return nil, &SchemaError{Field: "catalog", Path: at, Msg: "a tool must be an object, got " + kindName(v)}
		}
		name := v.Get("name")
		if name == nil || name.Kind != jsonv.String {
			return nil, &SchemaError{Field: "catalog", Path: at + "/name", Msg: "a tool needs a string name"}
		}
		t := Tool{Name: name.Str}
		if d := v.Get("description"); d != nil && d.Kind != jsonv.Null {
			if d.Kind != jsonv.String {
				return nil, &SchemaError{Tool: t.Name, Field: "catalog", Path: at + "/description", Msg: "description must be a string, got " + kindName(d)}
			}
			t.Description = d.Str
		}
		for _, field := range []string{"inputSchema", "outputSchema"} {
			s := v.Get(field)
			if s == nil || s.Kind == jsonv.Null {
				continue
			}
			if s.Kind != jsonv.Object && s.Kind != jsonv.Bool {
				return nil, &SchemaError{Tool: t.Name, Field: field, Msg: "a schema must be an object or a boolean, got " + kindName(s)}
			}
			raw := json.RawMessage(append([]byte(nil), data[s.Start:s.End]...))
			if field == "inputSchema" {
				t.InputSchema = raw
			} else {
				t.OutputSchema = raw
			}
			d := &document{root: s, tool: t.Name, field: field}
			g := &generator{byTarget: map[*jsonv.Value]*alias{}}
			if _, err := g.render(d, s, rctx{indent: 1}, nil, 0); err != nil {
				return nil, err
			}
			if err := g.finish(); err != nil {
				return nil, err
			}
		}
		if j, dup := seen[t.Name]; dup {
			tools[j] = t // a later definition replaces an earlier one
			continue
		}
		seen[t.Name] = len(tools)
		tools = append(tools, t)
	}
	return tools, nil
}
