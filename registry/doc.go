// Package registry holds the tools of a Code Mode deployment and runs
// every call through one policy pipeline.
//
// # Tools and views
//
// A [Tool] is a declarative value: name, description, input and output
// JSON Schemas, a concurrency classification, a body and optional
// renderer and finalizer. [Registry.Register] is the raw door (schemas
// known at run time, such as upstream MCP tools); [Add] is the typed one
// (schemas inferred from Go types). The name run_code is reserved.
//
// [Registry.Get] and [Registry.Schemas] show the full visible set of a
// scope in every mode; [Registry.WireSchemas] is what the model is
// offered: the tools (native), run_code alone (code), or both.
// [Registry.Restrict] narrows one scope; it can never remove run_code.
//
// # The pipeline
//
// [Registry.Call] runs, in order: creation (lossless argument snapshot,
// definition lookup, the executor collapse), the pre-abort check,
// [PreExecute] policies, [Guard]s, the [Approver] for "ask", the
// [Middleware] chain around the body, [PostExecute] policies, the tool's
// finalizer (exactly once on every path) and a [CallSettle] event. Every
// outcome is a [*Result]; failures carry a code and an error of the
// registry/failure package (failure.Code, *failure.Error), the code
// itself the errors.Is target. A started body is never abandoned.
//
// # The executor collapse
//
// Under [ModeCode] a model-direct call (Call.Parent nil) may name only
// run_code: any other visible name is refused as UNKNOWN_TOOL at creation,
// before any policy, guard, approver or middleware sees it, with a hint to
// call the tool from inside run_code. Nested calls — those a run_code
// program makes — reach every visible tool through the same pipeline.
//
// # run_code
//
// The registry offers run_code in the code modes but does not run
// programs: a [Transport] installed with [Registry.Install] does (the
// runcode package's Runner, installed by runcode.New). Without one a
// run_code call fails for want of a code runtime. The transport drives
// the calls its programs make back through this pipeline by the
// nested-call door, the [Host] that Install returns: [Host.Nest], then
// the [Nested] call's Prepare, Dispatch and Commit; [Host.Bind] gives it
// a program's tool set.
//
// # Large catalogs
//
// Programs see a second namespace beside `tools`: `codemode`, whose
// members (codemode.search, codemode.describe, codemode.result; declared
// by sdkgen.CodemodeDeclarations, bound by the runcode package) find and
// describe tools from inside the program. The run_code
// description and the tools:sdk prompt section carry the SDK within
// Options.Prompt.SDKBudget, degrading in tiers (discovery.Tier) when the full SDK
// does not fit; [Registry.SDK] is always the full SDK. The search index and
// the texts are built once per visible tool set and cached.
package registry
