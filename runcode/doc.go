// Package runcode is the run_code engine of a registry: it runs the
// programs a model sends on a code runtime, with one binding per visible
// tool, and drives every call a program makes back through the
// registry's policy pipeline.
//
// [New] installs a [Runner] in a registry as its run_code tool
// ([NewRegistry] makes both); [Of] finds it again. The registry knows the
// Runner only as a registry.Transport, and this package reaches the
// pipeline only through the registry's exported API and its nested-call
// door, so imports run runcode -> registry and never back.
//
// # Scheduling
//
// Sub-calls are numbered "<outer id>:code:<n>" in issue order and
// scheduled per run: they start in submission order, concurrency-safe
// calls overlap up to registry.Options.MaxParallelSubCalls, an exclusive
// call runs alone, and post-execute commits in submission order. run_code
// settles only after every sub-call has.
//
// # Suspension and resume
//
// A call whose approval is pending (registry.ApprovalPending), or a drain
// (registry.ErrDraining), suspends the run: its journal (the calls that
// completed, the time and random values drawn) goes to Options.State and
// the result carries a sealed token ([SuspensionOf]). [Runner.Resume]
// replays the program from its start, answering completed calls from the
// journal.
//
// Calls awaiting approval also leave an [Approval] record, for a person
// to decide through [Approvals.Decide] (the approval page, `codemode
// approvals`, a webhook). A run_code "resume" argument from the model
// proceeds only with that decision, once; its own "decision" counts only
// under [ApproveByClient].
//
// # Results and types
//
// An output over Options.MaxOutputBytes is kept behind a handle
// (codemode://results/<id>, [Runner.Result]) and the model gets a
// preview. With Options.ObserveTypes the shapes of results of tools that
// declare no output schema are recorded and shown in the SDK
// ([Runner.ObservedType]).
package runcode
