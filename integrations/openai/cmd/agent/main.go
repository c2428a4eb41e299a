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

	sdk "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/responses"

	"github.com/codemode-go/codemode/integrations/kit/agentmain"
	"github.com/codemode-go/codemode/integrations/openai"
)

func main() {
	os.Exit(run(context.Background(), os.Args[1:], os.Getenv, os.Stdout, os.Stderr))
}

// run is the whole command with its own --api flag; it returns the exit
// code as [agentmain.Command.Main] does.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	var api string
	c := &agentmain.Command{
		Runs:     "with an OpenAI model",
		Synopsis: "[--api chat|responses] ",
		Model:    "gpt-5.1",
		Env:      agentmain.Env{Keys: []string{"OPENAI_API_KEY"}, BaseURL: "OPENAI_BASE_URL", Server: "an OpenAI-compatible server"},
		Flags: func(fs *flag.FlagSet) {
			fs.StringVar(&api, "api", "chat", "which API to use: chat (Chat Completions) or responses")
		},
		Check: func() error {
			if api != "chat" && api != "responses" {
				return fmt.Errorf("--api %q: want chat or responses", api)
			}
			return nil
		},
		Agent: func(ctx context.Context, r *agentmain.Run) error {
			opts := []option.RequestOption{option.WithAPIKey(r.Key)}
			if r.BaseURL != "" {
				opts = append(opts, option.WithBaseURL(r.BaseURL))
			}
			client := sdk.NewClient(opts...)
			ad := openai.New(r.Registry, &openai.Options{OnLog: r.Log})
			if api == "responses" {
				return responsesLoop(ctx, &client, ad, r)
			}
			return chatLoop(ctx, &client, ad, r)
		},
	}
	return c.Main(ctx, args, getenv, stdout, stderr)
}

// chatLoop talks to the model through Chat Completions until it stops.
func chatLoop(ctx context.Context, client *sdk.Client, ad *openai.Adapter, r *agentmain.Run) error {
	params := sdk.ChatCompletionNewParams{
		Model:    sdk.ChatModel(r.Model),
		Messages: []sdk.ChatCompletionMessageParamUnion{sdk.UserMessage(r.Task)},
	}
	if err := ad.PrepareChat(&params); err != nil {
		return err
	}
	return r.Loop(func() (bool, error) {
		resp, err := client.Chat.Completions.New(ctx, params)
		if err != nil {
			return false, err
		}
		if len(resp.Choices) == 0 {
			return false, errors.New("the model returned no choices")
		}
		msg := resp.Choices[0].Message
		params.Messages = append(params.Messages, msg.ToParam())
		results := ad.ChatToolMessages(ctx, msg)
		if len(results) == 0 {
			fmt.Fprintln(r.Stdout, msg.Content)
			return true, nil
		}
		params.Messages = append(params.Messages, results...)
		return false, nil
	})
}

// responsesLoop talks to the model through the Responses API until it
// stops.
func responsesLoop(ctx context.Context, client *sdk.Client, ad *openai.Adapter, r *agentmain.Run) error {
	input := responses.ResponseInputParam{responses.ResponseInputItemParamOfMessage(r.Task, responses.EasyInputMessageRoleUser)}
	params := responses.ResponseNewParams{Model: r.Model, Store: sdk.Bool(false)}
	if err := ad.PrepareResponse(&params); err != nil {
		return err
	}
	return r.Loop(func() (bool, error) {
		params.Input = responses.ResponseNewParamsInputUnion{OfInputItemList: input}
		resp, err := client.Responses.New(ctx, params)
		if err != nil {
			return false, err
		}
		input = append(input, openai.InputItems(resp)...)
		outputs := ad.FunctionCallOutputs(ctx, resp)
		if len(outputs) == 0 {
			fmt.Fprintln(r.Stdout, resp.OutputText())
			return true, nil
		}
		input = append(input, outputs...)
		return false, nil
	})
}
