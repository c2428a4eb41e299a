// Package runtime defines the code-runtime seam: the contract between Code
// Mode (which owns tools and policy) and a backend that executes one
// model-written TypeScript program per Run.
//
// The seam is pure: it imports no JavaScript engine. Backends live in
// sub-packages (runtime/inprocess runs goja on a goroutine of the host
// process). Every program-level outcome — a throw, a budget expiry, an
// invalid completion — is a Result with a Failure; Run returns a non-nil
// error only for caller misuse (bad binding names, use after Close).
//
// Values cross the seam as JSON text (json.RawMessage): lossless, ordered,
// and able to carry every string a program can build (lone surrogates
// travel as \u escapes).
package runtime

import (
	"context"
	"encoding/json"

	"github.com/codemode-go/codemode/internal/workers"
)

// Runtime executes programs. Implementations are safe for concurrent use:
// runs on separate goroutines may execute at the same time, each in its own
// fresh engine that shares nothing with any other run.
type Runtime interface {
	// Run executes req.Program to completion, failure or cancellation. A
	// cancelled ctx ends the run as an abort whose message is
	// context.Cause(ctx)'s text.
	Run(ctx context.Context, req Request) (Result, error)
	// Language names the source language of programs ("typescript").
	Language() string
	// Isolation names the substrate ("in-process", "process"). It is a
	// label, not a security claim.
	Isolation() string
	// Close ends every in-flight run as an abort ("runtime disposed"),
	// waits until each has stopped, and makes later Runs fail.
	Close() error
}

// Request is one program and the host functions it may call.
type Request struct {
	// Program is the body of an async TypeScript function: top-level
	// await and return work; the returned value is the completion.
	Program string
	// Filename names the program in error positions (NAME:LINE:COL).
	// Empty means DefaultFilename.
	Filename string
	// Namespaces become program-visible objects of async functions, in
	// this order, as parameters of the program's function (not globals).
	Namespaces []Namespace
	// OnLog, when set, receives each admitted console entry as it is
	// written, on the run's goroutine; it must not block.
	OnLog func(entry string)
	// Sources, when set, makes the run's time and randomness replayable
	// and reports every value the program reads (see Sources). Nil means
	// the real clock and entropy, reported nowhere.
	Sources *Sources
	// OnIdle, when set, is called each time the program has nothing to
	// run and waits on binding calls or timers: every call it issued so
	// far has reached its HostFunc. timers says whether a timer is
	// pending. It is called on the run's goroutine and must not block.
	OnIdle func(timers bool)
	// Servers, when set, say which upstream server each namespace member
	// comes from. A program's `import … from "./servers/<server>"` (and
	// "./servers/<server>/<tool>") binds to them, and messages about a
	// tool (a timeout waiting on it) name its server. Nil means no server
	// is known: such an import fails, naming the module.
	Servers []Server
}

// Server is one upstream server whose tools are members of a namespace.
type Server struct {
	// Name is the server's name, as `codemode.search` reports it.
	Name string
	// Namespace is the Global of the namespace its tools are members of.
	Namespace string
	// Tools are the server's tools.
	Tools []ServerTool
	// Starting marks a server still starting whose tools are not known
	// yet (Tools is empty): a call of a member its namespace does not
	// declare says the server is starting, since the tool may be one of
	// its, rather than only that there is no such tool.
	Starting bool
}

// ServerTool is one tool of a Server.
type ServerTool struct {
	// Name is the tool's name on its server (an MCP tool's own name).
	Name string
	// Member is the namespace member that calls it (`tools.<Member>`).
	Member string
}

// DefaultFilename is the name programs without a Filename carry in errors.
const DefaultFilename = "program.ts"

// Namespace is one program-visible object, such as `tools`, whose members
// are host functions.
type Namespace struct {
	// Global is the identifier the program sees.
	Global string
	// Functions are the members, in declaration order. Names are not
	// validated: "__proto__", "my-tool" and "" are ordinary members.
	Functions []Function
	// ErrorClass, when set, makes every rejected call of this namespace
	// reject with an instance of a program-visible Error subclass.
	ErrorClass *ErrorClass
}

// Function is one member of a Namespace.
type Function struct {
	Name string
	Call HostFunc
	// AllArguments makes Call receive every argument of the program's
	// call as one JSON array (trailing undefined arguments left out), for
	// members such as codemode.search(query, options). Without it Call
	// receives the first argument alone.
	AllArguments bool
}

// ErrorClass declares the error constructor a namespace rejects with, for
// example {Name: "ToolCallError", MemberProperty: "toolName"}.
type ErrorClass struct {
	// Name is the program-visible constructor name.
	Name string
	// MemberProperty is the own property naming the member that failed.
	MemberProperty string
}

// HostFunc starts one binding call. The runtime invokes it on the run's
// goroutine in the order the program issues calls, so it must not block:
// it starts the work and returns. It must call reply exactly once, from
// any goroutine. ctx is cancelled when the run settles; replies that
// arrive after that are discarded. args is lossless JSON text.
type HostFunc func(ctx context.Context, args json.RawMessage, reply Reply)

// Reply delivers the outcome of a binding call: a JSON value, or an error
// whose Error() text becomes the rejection message in the program. The
// rejection's stack names the member and the program's line:col of the
// call (`at tools.deny (program.ts:3:19)`), so an uncaught one renders
// with both.
type Reply func(value json.RawMessage, err error)

// Blocking adapts a blocking function into a HostFunc that runs it on a
// goroutine of its own, one that may have run earlier calls (a new
// goroutine's stack would grow during the call).
func Blocking(f func(ctx context.Context, args json.RawMessage) (json.RawMessage, error)) HostFunc {
	return func(ctx context.Context, args json.RawMessage, reply Reply) {
		workers.Go(func() { reply(f(ctx, args)) })
	}
}

// Result is the outcome of one run. Exactly one of a success (Error nil,
// Value possibly nil) or a failure (Error set, Value nil) is reported.
type Result struct {
	// Logs holds one entry per console call, in emission order; never nil.
	Logs []string
	// Value is the completion as JSON text; nil when the program returned
	// nothing (undefined). A null completion is the text "null".
	Value json.RawMessage
	// Error describes why the run failed; nil on success.
	Error *Failure
}

// Failure is a program-level failure of a run.
type Failure struct {
	Kind    Kind
	Message string
}

// Error renders the failure as "KIND: MESSAGE".
func (f *Failure) Error() string { return string(f.Kind) + ": " + f.Message }

// Kind classifies a failed run. The kinds are mutually exclusive.
type Kind string

// The failure kinds of the seam.
const (
	// KindException: the program threw, its promise rejected, or it did
	// not compile.
	KindException Kind = "exception"
	// KindTimeout: the compute budget or the wall-clock ceiling ran out.
	KindTimeout Kind = "timeout"
	// KindAbort: the context was cancelled or the runtime closed.
	KindAbort Kind = "abort"
	// KindWorkerExit: the substrate died, or the run crossed its memory
	// budget.
	KindWorkerExit Kind = "worker-exit"
	// KindInvalidOutput: the completion value is not lossless JSON.
	KindInvalidOutput Kind = "invalid-output"
	// KindOutputLimit: logs plus value or message exceed MaxOutputBytes.
	KindOutputLimit Kind = "output-limit"
)
