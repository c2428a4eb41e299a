// Package anthropic connects a codemode registry to the Anthropic Go SDK
// (github.com/anthropics/anthropic-sdk-go/v2).
//
// An [Adapter] turns the registry's offer for one scope into the SDK's
// tool parameters and its prompt sections into the system prompt, both
// marked with cache_control so the stable prefix (tools, then system) is
// cached; it runs the tool_use blocks of a model turn through the
// registry ([registry.Registry.CallTurn]: concurrency-safe calls overlap,
// exclusive ones run alone, in the order sent) and hands back tool_result
// blocks with is_error set on failures. A run_code program's console
// lines reach Options.OnLog as they are printed.
//
// The tool and system text is byte-stable: the registry sorts tools by
// name and renders the SDK deterministically, so the same catalog gives
// the same bytes whatever order its tools were added in, and the prompt
// cache hits across runs.
//
// cmd/agent is a runnable agent loop over the built-in workspace tools.
package anthropic
