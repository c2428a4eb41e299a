// Package openai connects a codemode registry to the OpenAI Go SDK
// (github.com/openai/openai-go/v3), for both the Chat Completions and the
// Responses API.
//
// An [Adapter] turns the registry's offer for one scope into function
// tools and its prompt sections into the system message (Chat
// Completions) or the instructions (Responses); it runs the function
// calls of a model turn through the registry
// ([registry.Registry.CallTurn]: concurrency-safe calls overlap,
// exclusive ones run alone, in the order sent) and hands back tool
// messages or function_call_output items. Neither API has an error flag
// on a tool result, so a failure's text starts with "ERROR (CODE):", which
// is the marker models read. A run_code program's console lines reach
// Options.OnLog as they are printed.
//
// OpenAI caches prompt prefixes on its own; the adapter keeps the prefix
// (tools, then the system text) byte-stable whatever order the catalog
// was built in and sets prompt_cache_key to a digest of it ([Adapter.CacheKey]),
// so requests that share the prefix are routed to the same cache.
//
// cmd/agent is a runnable agent loop over the built-in workspace tools,
// on either API (--api chat or --api responses).
package openai
