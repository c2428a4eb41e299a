package kit

import (
	"slices"

	"github.com/codemode-go/codemode/registry"
)

// The ids of the registry's own prompt sections (SP-2) that SystemPrompt
// changes.
const (
	sectionSDK      = "tools:sdk"
	sectionCodeOnly = "tools:code-only"
)

// codeOnlyBesideTools is the code-only rule (SP-4) of SystemPrompt, whose
// SDK is in run_code's description rather than below.
const codeOnlyBesideTools = "Only `run_code` can be called directly. Every other tool is declared in the TypeScript SDK in " +
	"`run_code`'s description and is reached from inside a `run_code` program as `await tools.name(args)`; a direct call " +
	"naming any other tool fails with UNKNOWN_TOOL."

// SystemPrompt is reg.Prompt(scope) for a model that is also given the
// tool list (reg.WireSchemas), as every provider adapter gives it: there
// run_code's description already carries the SDK, so the tools:sdk
// section is left out (each request would pay for the SDK twice, issue
// #42) and the code-only rule points at that description. reg.Prompt is
// for a client that has no tool list to read it from (an MCP prompt,
// `codemode prompt`).
func SystemPrompt(reg *registry.Registry, scope string) ([]registry.Section, error) {
	out, err := reg.Prompt(scope)
	if err != nil {
		return nil, err
	}
	out = slices.DeleteFunc(out, func(s registry.Section) bool { return s.ID == sectionSDK })
	for i := range out {
		if out[i].ID == sectionCodeOnly {
			out[i].Text = codeOnlyBesideTools
		}
	}
	return out, nil
}
