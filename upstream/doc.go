// Package upstream is the MCP client pool of upstream servers: the MCP
// servers whose tools codemode offers to programs, started and called with
// the official Go SDK.
//
// [LoadServers] and [ParseServers] read the "mcpServers" file that MCP
// clients already use (a whole claude_desktop_config.json included) and
// VS Code's "servers" file: stdio servers ("command", "args", "env") and
// HTTP servers ("url", "headers"; streamable HTTP or SSE).
// [CheckRecursion] skips the entry of codemode itself and refuses longer loops. [Open] starts them and lists
// their tools into a [Set]; [Set.Attach] registers every upstream tool in a
// registry, where programs call it as `await tools.name(args)`:
//
//   - names are the upstream names when unique, else SERVER_TOOL
//     (deterministic; see [Set.Tools]);
//   - the input schema, output schema (the typed return) and annotations
//     come from upstream: readOnlyHint makes a tool concurrency-safe, and
//     [Set.ApprovalPolicy] sends destructive ones to the registry's
//     Approver;
//   - arguments are validated against the input schema before anything is
//     sent, and a violation names its JSON path ([ArgsError]);
//   - the canonical value is structuredContent, or the content mapped to
//     JSON as [Set.Call] documents;
//   - notifications/tools/list_changed refreshes the registry, and with it
//     the SDK.
//
// Servers start at Open, concurrently, because the SDK needs their tool
// lists; Open waits Options.StartTimeout, and a slower server joins when it
// is up. [Set.Status] and [Set.StatusNote] say which servers are not
// available and why; [Set.Retry] starts failed ones again, and
// [Set.RetryInBackground] does so without making a call wait. A server that
// crashes, or whose connection drops, fails only its own tools with an
// [UpstreamError] naming it; the next call starts it again. The client's
// roots reach servers that ask roots/list ([Set.SetRoots]), and their
// resources and prompts are proxied, namespaced by server. Every call has
// a timeout (Options.CallTimeout), and cancelling a call cancels the
// upstream request. [Set.Close] stops every server, with the processes
// they spawned.
//
// An upstream server's sampling/createMessage or form elicitation/create
// request is passed on to the MCP client of the call that caused it
// ([WithCaller]) when it can receive it, else refused with a
// [PassthroughError]; tools that must be called as MCP tasks are left out
// ([Set.TaskOnly]).
package upstream
