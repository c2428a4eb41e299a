// Package genkit connects a codemode registry to Firebase Genkit for Go
// (github.com/firebase/genkit/go), both ways, in the design of the Eino
// adapter.
//
// [Import] brings Genkit tools (ai.Tool) into a registry with their
// names, descriptions and input schemas, so that a run_code program calls
// them as `await tools.name(args)` and the SDK the model reads declares
// them. [RunCode] offers run_code back as an ai.Tool: a Genkit agent gets
// Code Mode by passing ai.WithTools(runCode) instead of its tools, with
// the registry's system prompt ([kit.SystemPrompt] (integrations/kit), rendered
// by [registry.RenderPrompt]: without the SDK, which run_code's description
// carries) in ai.WithSystem.
//
// Where Genkit does not fit the registry's model:
//
//   - Errors. Genkit's generate loop ends the whole Generate call with an
//     INTERNAL error when a tool returns an error; a tool response has no
//     error flag. So run_code reports a failed program (an exception, a
//     denial) as its output text, starting "ERROR (CODE):", for the model
//     to read and fix; only a cancelled context is returned as an error.
//     An imported tool's error becomes a TOOL_ERROR result inside the
//     program, which may catch it.
//   - Parallel calls. Genkit runs every tool request of a turn in its own
//     goroutine, whatever the tool, and lists the responses in the order
//     they finished (each with its request's ref); the first error ends
//     the whole Generate. run_code calls are independent runs, so that is
//     safe, but the registry's ConcurrencySafe classes (reg.CallTurn)
//     apply only inside a program, not between the calls of a turn. Imported tools carry no such class: they are
//     exclusive unless ImportOptions.ConcurrencySafe says otherwise.
//   - Identity. Genkit does not hand a tool the request's ref, so run_code
//     numbers its calls itself ("genkit-run_code-N") for OnLog.
//   - Caching. Genkit's Go API has no prompt-cache marker; nothing is
//     marked. The run_code description is still byte-stable for a given
//     catalog, so a provider's automatic prefix caching can hit.
//   - Definition. An ai.Tool's definition is fixed when it is built, so
//     RunCode reads the SDK once; rebuild it after the catalog changes.
//   - Interrupts and restarts (ai.ToolContext.Interrupt) have no
//     counterpart in a program; an imported tool that interrupts fails
//     the call with TOOL_ERROR.
//   - Media. A multipart tool's content parts reach a program as JSON
//     ({"output", "content"}); run_code's image and audio blocks go back
//     to Genkit as media parts (data URLs) beside the text output.
package genkit
