// Package agentmain is the glue shared by the example agents of the
// adapter modules under integrations/ (their cmd/agent): the command
// line, the check of the SDK's environment, the code-mode registry over
// the workspace tools, console lines on stderr and the turn loop. Only
// the SDK calls stay in each agent. It is SDK-free and public, like
// integrations/kit: the adapters are modules of their own.
package agentmain

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/toolset/workspace"
)

// Command describes one example agent.
type Command struct {
	// Runs says how the task runs, after "Runs TASK" in --help, as in
	// "with a Claude model".
	Runs string
	// Synopsis lists the agent's own flags in the usage line, each
	// followed by a space, as in "[--api chat|responses] ".
	Synopsis string
	// Model is the default of --model.
	Model string
	// Env names the SDK's environment variables.
	Env Env
	// Flags, when set, defines the agent's own flags beside the shared
	// ones (--root, --model, --max-turns).
	Flags func(fs *flag.FlagSet)
	// Check, when set, validates the agent's own flags once parsed; its
	// error is a usage error (exit 2).
	Check func() error
	// Agent runs the task with the provider's SDK.
	Agent func(ctx context.Context, r *Run) error
}

// Run is one run of the task, as the agent's provider code sees it.
type Run struct {
	// Registry is in code mode, with the workspace tools registered.
	Registry *registry.Registry
	// Task is the command's arguments joined by spaces.
	Task string
	// Model and MaxTurns are the flags --model and --max-turns.
	Model    string
	MaxTurns int
	// Key and BaseURL are the SDK's API key and base URL from the
	// environment; at least one is set.
	Key, BaseURL string
	// Stdout takes the model's final answer.
	Stdout io.Writer
	// Log prints a program's console line; it fits the adapters' OnLog.
	Log func(callID, line string)
}

// Main is the whole command; it returns the exit code: 0 when the model
// stopped, 1 on a failure, 2 on bad usage or a missing environment.
// Errors go to stderr as one line starting "agent: ".
func (c *Command) Main(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("agent", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, c.usage()); fs.PrintDefaults() }
	if c.Flags != nil {
		c.Flags(fs)
	}
	root := fs.String("root", ".", "workspace root directory the tools may touch")
	model := fs.String("model", c.Model, "model name")
	maxTurns := fs.Int("max-turns", 20, "most model requests before giving up")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if c.Check != nil {
		if err := c.Check(); err != nil {
			fmt.Fprintln(stderr, "agent:", err)
			return 2
		}
	}
	task := strings.Join(fs.Args(), " ")
	if task == "" {
		fmt.Fprintln(stderr, "agent: no task given (agent --help)")
		return 2
	}
	key, base := c.Env.Key(getenv), getenv(c.Env.BaseURL)
	if key == "" && base == "" {
		fmt.Fprintln(stderr, "agent:", c.Env.Missing())
		return 2
	}
	r := &Run{Task: task, Model: *model, MaxTurns: *maxTurns, Key: key, BaseURL: base, Stdout: stdout, Log: Console(stderr)}
	if err := c.start(ctx, *root, r); err != nil {
		fmt.Fprintln(stderr, "agent:", err)
		return 1
	}
	return 0
}

// start sets up the registry over the workspace at root and runs the
// agent on it.
func (c *Command) start(ctx context.Context, root string, r *Run) error {
	rt, err := inprocess.New(nil)
	if err != nil {
		return err
	}
	defer rt.Close()
	if r.Registry, _, err = runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt}); err != nil {
		return err
	}
	ws, err := workspace.New(root, nil)
	if err != nil {
		return err
	}
	defer ws.Close()
	if _, err := ws.Register(r.Registry); err != nil {
		return err
	}
	return c.Agent(ctx, r)
}

// Loop calls turn, one model request and the tool calls it asked for,
// until turn reports that the model stopped calling tools, at most
// MaxTurns times.
func (r *Run) Loop(turn func() (stopped bool, err error)) error {
	for range r.MaxTurns {
		stopped, err := turn()
		if err != nil || stopped {
			return err
		}
	}
	return fmt.Errorf("the model was still calling tools after %d turns (raise --max-turns)", r.MaxTurns)
}
