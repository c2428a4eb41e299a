// Package genai connects a codemode registry to the Google Gen AI Go SDK
// (google.golang.org/genai), for the Gemini API and Vertex AI.
//
// An [Adapter] turns the registry's offer for one scope into function
// declarations (with their JSON Schemas as parametersJsonSchema) and its
// prompt sections into the system instruction; it runs the function
// calls of a model turn through the registry
// ([registry.Registry.CallTurn]: concurrency-safe calls overlap,
// exclusive ones run alone, in the order sent) and hands back function
// responses, a failure under the "error" key and a success under
// "output", as the API documents. A run_code program's console lines
// reach Options.OnLog as they are printed.
//
// Gemini caches repeated prompt prefixes implicitly; the adapter keeps
// the prefix (tools, then the system instruction) byte-stable whatever
// order the catalog was built in, so those cache hits happen. Explicit
// caches (Caches.Create) are left to the caller: they hold a fixed
// prefix for a TTL and are billed for storage, a choice for the
// deployment, and the adapter's output can be put into one unchanged.
//
// cmd/agent is a runnable agent loop over the built-in workspace tools.
package genai
