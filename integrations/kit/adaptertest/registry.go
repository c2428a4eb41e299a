package adaptertest

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// Registry is a registry built with opts on an in-process runtime that
// the test closes when it ends, holding tools.
func Registry(t *testing.T, opts registry.Options, tools ...registry.Tool) *registry.Registry {
	t.Helper()
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	reg, _, err := runcode.NewRegistry(&opts, &runcode.Options{Runtime: rt})
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range tools {
		if _, err := reg.Register(tl); err != nil {
			t.Fatal(err)
		}
	}
	return reg
}

// CodeRegistry is an empty code-mode [Registry].
func CodeRegistry(t *testing.T) *registry.Registry {
	t.Helper()
	return Registry(t, registry.Options{Mode: registry.ModeCode})
}

// Tool is a catalog entry of the adapters' tests: a tool with guidance
// whose value is its name; an empty schema means none.
func Tool(name, desc, schema string) registry.Tool {
	t := registry.Tool{
		Name: name, Description: desc, Guidance: "Use " + name + " well.",
		Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
			return json.Marshal(name)
		},
	}
	if schema != "" {
		t.InputSchema = json.RawMessage(schema)
	}
	return t
}
