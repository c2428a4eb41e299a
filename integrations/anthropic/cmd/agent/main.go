// Command agent is a small Code Mode agent on the Anthropic Messages API:
// it gives the model one tool, run_code, over the built-in workspace tools
// rooted at --root, runs the task until the model stops calling tools, and
// prints the model's final text. Program console lines stream to stderr.
//
//	ANTHROPIC_API_KEY=… go run ./cmd/agent --root . "List the Go files and count their lines"
//
// It honours the SDK's environment: ANTHROPIC_API_KEY and
// ANTHROPIC_BASE_URL (an Anthropic-compatible server).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	sdk "github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"

	"github.com/codemode-go/codemode/integrations/anthropic"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/toolset/workspace"
)

func main() {
	os.Exit(run(context.Background(), os.Args[1:], os.Getenv, os.Stdout, os.Stderr))
}

const usage = `usage: agent [--root DIR] [--model NAME] [--max-turns N] TASK...

Runs TASK with a Claude model that can only call run_code: TypeScript
programs over the workspace tools (read, write, edit, list, glob, grep)
rooted at DIR. Program console lines go to stderr, the final answer to
stdout.

Environment: ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL (either is required).

Flags:
`

// run is the whole command; it returns the exit code: 0 when the model
// stopped, 1 on a failure, 2 on bad usage or a missing environment.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("agent", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage); fs.PrintDefaults() }
	root := fs.String("root", ".", "workspace root directory the tools may touch")
	model := fs.String("model", "claude-sonnet-4-6", "model name")
	maxTurns := fs.Int("max-turns", 20, "most model requests before giving up")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	task := strings.Join(fs.Args(), " ")
	if task == "" {
		fmt.Fprintln(stderr, "agent: no task given (agent --help)")
		return 2
	}
	key, base := getenv("ANTHROPIC_API_KEY"), getenv("ANTHROPIC_BASE_URL")
	if key == "" && base == "" {
		fmt.Fprintln(stderr, "agent: set ANTHROPIC_API_KEY (or ANTHROPIC_BASE_URL for an Anthropic-compatible server)")
		return 2
	}
	opts := []option.RequestOption{option.WithAPIKey(key)}
	if base != "" {
		opts = append(opts, option.WithBaseURL(base))
	}
	client := sdk.NewClient(opts...)
	if err := loop(ctx, &client, *root, *model, *maxTurns, task, stdout, stderr); err != nil {
		fmt.Fprintln(stderr, "agent:", err)
		return 1
	}
	return 0
}

// loop sets up the registry and talks to the model until it stops.
func loop(ctx context.Context, client *sdk.Client, root, model string, maxTurns int, task string, stdout, stderr io.Writer) error {
	rt, err := inprocess.New(nil)
	if err != nil {
		return err
	}
	defer rt.Close()
	reg, err := registry.New(&registry.Options{Mode: registry.ModeCode, Runtime: rt})
	if err != nil {
		return err
	}
	ws, err := workspace.New(root, nil)
	if err != nil {
		return err
	}
	defer ws.Close()
	if _, err := ws.Register(reg); err != nil {
		return err
	}
	logs := newLogWriter(stderr)
	ad := anthropic.New(reg, &anthropic.Options{OnLog: logs.line})

	params := sdk.MessageNewParams{
		Model:     sdk.Model(model),
		MaxTokens: 8192,
		Messages:  []sdk.MessageParam{sdk.NewUserMessage(sdk.NewTextBlock(task))},
	}
	if err := ad.Prepare(&params); err != nil {
		return err
	}
	for turn := 0; turn < maxTurns; turn++ {
		msg, err := client.Messages.New(ctx, params)
		if err != nil {
			return err
		}
		params.Messages = append(params.Messages, msg.ToParam())
		results := ad.ToolResults(ctx, msg.Content)
		if len(results) == 0 {
			for _, b := range msg.Content {
				if b.Type == "text" {
					fmt.Fprintln(stdout, b.Text)
				}
			}
			return nil
		}
		params.Messages = append(params.Messages, sdk.NewUserMessage(results...))
	}
	return fmt.Errorf("the model was still calling tools after %d turns (raise --max-turns)", maxTurns)
}
