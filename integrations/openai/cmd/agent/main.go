// Command agent is a small Code Mode agent on the OpenAI APIs: it gives
// the model one tool, run_code, over the built-in workspace tools rooted
// at --root, runs the task until the model stops calling tools, and
// prints the model's final text. Program console lines stream to stderr.
//
//	OPENAI_API_KEY=… go run ./cmd/agent --root . "List the Go files and count their lines"
//	OPENAI_API_KEY=… go run ./cmd/agent --api responses --root . "…"
//
// It honours the SDK's environment: OPENAI_API_KEY and OPENAI_BASE_URL
// (an OpenAI-compatible server).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	sdk "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/responses"

	"github.com/codemode-go/codemode/integrations/openai"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/toolset/workspace"
)

func main() {
	os.Exit(run(context.Background(), os.Args[1:], os.Getenv, os.Stdout, os.Stderr))
}

const usage = `usage: agent [--api chat|responses] [--root DIR] [--model NAME] [--max-turns N] TASK...

Runs TASK with an OpenAI model that can only call run_code: TypeScript
programs over the workspace tools (read, write, edit, list, glob, grep)
rooted at DIR. Program console lines go to stderr, the final answer to
stdout.

Environment: OPENAI_API_KEY, OPENAI_BASE_URL (either is required).

Flags:
`

// run is the whole command; it returns the exit code: 0 when the model
// stopped, 1 on a failure, 2 on bad usage or a missing environment.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("agent", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage); fs.PrintDefaults() }
	api := fs.String("api", "chat", "which API to use: chat (Chat Completions) or responses")
	root := fs.String("root", ".", "workspace root directory the tools may touch")
	model := fs.String("model", "gpt-5.1", "model name")
	maxTurns := fs.Int("max-turns", 20, "most model requests before giving up")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *api != "chat" && *api != "responses" {
		fmt.Fprintf(stderr, "agent: --api %q: want chat or responses\n", *api)
		return 2
	}
	task := strings.Join(fs.Args(), " ")
	if task == "" {
		fmt.Fprintln(stderr, "agent: no task given (agent --help)")
		return 2
	}
	key, base := getenv("OPENAI_API_KEY"), getenv("OPENAI_BASE_URL")
	if key == "" && base == "" {
		fmt.Fprintln(stderr, "agent: set OPENAI_API_KEY (or OPENAI_BASE_URL for an OpenAI-compatible server)")
		return 2
	}
	opts := []option.RequestOption{option.WithAPIKey(key)}
	if base != "" {
		opts = append(opts, option.WithBaseURL(base))
	}
	client := sdk.NewClient(opts...)
	a := &agent{client: &client, model: *model, maxTurns: *maxTurns, stdout: stdout, stderr: stderr}
	if err := a.start(ctx, *root, *api, task); err != nil {
		fmt.Fprintln(stderr, "agent:", err)
		return 1
	}
	return 0
}

type agent struct {
	client   *sdk.Client
	model    string
	maxTurns int
	stdout   io.Writer
	stderr   io.Writer
	mu       sync.Mutex // orders log lines
}

func (a *agent) log(callID, line string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	fmt.Fprintf(a.stderr, "[%s] %s\n", callID, line)
}

// start sets up the registry and runs the loop of the chosen API.
func (a *agent) start(ctx context.Context, root, api, task string) error {
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
	ad := openai.New(reg, &openai.Options{OnLog: a.log})
	if api == "responses" {
		return a.responses(ctx, ad, task)
	}
	return a.chat(ctx, ad, task)
}

func (a *agent) chat(ctx context.Context, ad *openai.Adapter, task string) error {
	params := sdk.ChatCompletionNewParams{
		Model:    sdk.ChatModel(a.model),
		Messages: []sdk.ChatCompletionMessageParamUnion{sdk.UserMessage(task)},
	}
	if err := ad.PrepareChat(&params); err != nil {
		return err
	}
	for turn := 0; turn < a.maxTurns; turn++ {
		resp, err := a.client.Chat.Completions.New(ctx, params)
		if err != nil {
			return err
		}
		if len(resp.Choices) == 0 {
			return errors.New("the model returned no choices")
		}
		msg := resp.Choices[0].Message
		params.Messages = append(params.Messages, msg.ToParam())
		results := ad.ChatToolMessages(ctx, msg)
		if len(results) == 0 {
			fmt.Fprintln(a.stdout, msg.Content)
			return nil
		}
		params.Messages = append(params.Messages, results...)
	}
	return fmt.Errorf("the model was still calling tools after %d turns (raise --max-turns)", a.maxTurns)
}

func (a *agent) responses(ctx context.Context, ad *openai.Adapter, task string) error {
	input := responses.ResponseInputParam{responses.ResponseInputItemParamOfMessage(task, responses.EasyInputMessageRoleUser)}
	params := responses.ResponseNewParams{Model: a.model, Store: sdk.Bool(false)}
	if err := ad.PrepareResponse(&params); err != nil {
		return err
	}
	for turn := 0; turn < a.maxTurns; turn++ {
		params.Input = responses.ResponseNewParamsInputUnion{OfInputItemList: input}
		resp, err := a.client.Responses.New(ctx, params)
		if err != nil {
			return err
		}
		input = append(input, openai.InputItems(resp)...)
		outputs := ad.FunctionCallOutputs(ctx, resp)
		if len(outputs) == 0 {
			fmt.Fprintln(a.stdout, resp.OutputText())
			return nil
		}
		input = append(input, outputs...)
	}
	return fmt.Errorf("the model was still calling tools after %d turns (raise --max-turns)", a.maxTurns)
}
