package registry

import (
	"slices"
	"strings"
)

// Section is one system-prompt section (SP-1). Its JSON form is
// {"id", "order", "text"}, as `codemode prompt --json` prints it.
type Section struct {
	ID    string `json:"id"`
	Order int    `json:"order"`
	Text  string `json:"text"`
}

// Section ids and orders the registry contributes (SP-2).
const (
	sectionCodeOnly = "tools:code-only"
	sectionSDK      = "tools:sdk"
	// guidancePrefix starts the id of a tool's guidance section.
	guidancePrefix = "tool:"

	orderCodeOnly = 99
	orderSDK      = 150
)

// codeOnlyText is the code-only rule (SP-4).
const codeOnlyText = "Only `run_code` can be called directly. Every other tool is declared in the TypeScript SDK below and " +
	"is reached from inside a `run_code` program as `await tools.name(args)`; a direct call naming any other tool " +
	"fails with UNKNOWN_TOOL."

// Prompt assembles the system-prompt sections of scope, sorted by order
// then id: Options.Prompt.Sections, the code-only rule (under ModeCode), one
// "tool:<name>" guidance section per visible tool that has Guidance, and
// tools:sdk (under ModeCode and ModeBoth). Under ModeCode the assembly
// removes every tool:* section, since those tell the model to call tools
// directly (DESIGN §3.4); under ModeBoth nothing is removed.
func (r *Registry) Prompt(scope string) ([]Section, error) {
	defs, mode := r.visibleDefs(scope)
	out := slices.Clone(r.opts.Prompt.Sections)
	for _, d := range defs {
		if d.Guidance == "" {
			continue
		}
		order := d.GuidanceOrder
		if order == 0 {
			order = defaultGuidanceOrder
		}
		out = append(out, Section{ID: guidancePrefix + d.Name, Order: order, Text: d.Guidance})
	}
	if mode == ModeCode {
		out = append(out, Section{ID: sectionCodeOnly, Order: orderCodeOnly, Text: codeOnlyText})
	}
	if mode != ModeNative {
		sdk, err := r.offeredSDK(defs)
		if err != nil {
			return nil, err
		}
		out = append(out, Section{ID: sectionSDK, Order: orderSDK, Text: sdk})
	}
	if mode == ModeCode {
		out = slices.DeleteFunc(out, func(s Section) bool { return strings.HasPrefix(s.ID, guidancePrefix) })
	}
	slices.SortStableFunc(out, func(a, b Section) int {
		if a.Order != b.Order {
			return a.Order - b.Order
		}
		return cmpNames(a.ID, b.ID)
	})
	return out, nil
}

// RenderPrompt joins the non-empty section texts with blank lines.
func RenderPrompt(sections []Section) string {
	var b strings.Builder
	for _, s := range sections {
		if s.Text == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString(s.Text)
	}
	return b.String()
}
