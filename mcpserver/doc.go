// Package mcpserver serves codemode over the Model Context Protocol, with
// the official Go SDK. Its upstream MCP servers (the tool sources) are the
// client pool of package upstream.
//
// [NewServer] serves a registry over MCP exactly as DESIGN.md §7 says:
// under mode code, tools/list offers only run_code, whose description
// carries the TypeScript SDK, and a tools/call naming any other tool is an
// isError result with UNKNOWN_TOOL (the registry's executor collapse: no
// policy observes it). The SDK is also the resource [SDKResourceURI], and
// the system prompt is the prompt [PromptName]. Console lines and upstream
// progress reach clients that sent a progress token; a client's
// cancellation or disconnect cancels the run and everything it started,
// with the client's reason ([CancelReason]), and the cancelled request gets
// no response. The SDK is also a declaration file, [SDKDeclarationsURI].
// An upstream server's sampling/createMessage or form elicitation/create
// request, made during a call (native, or nested in a run_code program),
// is passed on to that call's client when it can receive it: during the
// call, or to a client of protocol 2026-07-28 as an input request of an
// input_required result, the call parked on this replica until the
// client's retry answers it (PT-1..PT-3); else it is refused with an
// [upstream.PassthroughError];
// tools that must be called as MCP tasks are left out ([upstream.Set.TaskOnly]).
// [Serve] is the whole of `codemode serve`, on stdio or stateless
// streamable HTTP.
package mcpserver
