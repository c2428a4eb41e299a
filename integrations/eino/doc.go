// Package eino connects a codemode registry to CloudWeGo Eino
// (github.com/cloudwego/eino), both ways.
//
// [Import] brings Eino tools (tool.InvokableTool) into a registry with
// their names, descriptions and parameter schemas, so that a run_code
// program calls them as `await tools.name(args)` and the SDK the model
// reads declares them. [RunCode] offers run_code back as an Eino tool:
// an Eino agent gets Code Mode by swapping its tool list for
// []tool.BaseTool{runCode}, with the registry's system prompt
// ([kit.SystemPrompt] (integrations/kit), rendered by [registry.RenderPrompt]:
// without the SDK, which run_code's description carries) in its system
// message.
//
// Eino's ToolsNode ends the whole run when a tool returns an error, so
// run_code reports a failed program (an exception, a denial) as its
// result text, starting "ERROR (CODE):", for the model to read and fix;
// only a cancelled context is returned as an error.
//
// Firebase Genkit's Go tools fit the same design; see the module
// github.com/codemode-go/codemode/integrations/genkit.
package eino
