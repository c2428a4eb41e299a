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
	"fmt"
	"os"

	sdk "github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"

	"github.com/codemode-go/codemode/integrations/anthropic"
	"github.com/codemode-go/codemode/integrations/kit/agentmain"
)

func main() {
	os.Exit(command.Main(context.Background(), os.Args[1:], os.Getenv, os.Stdout, os.Stderr))
}

var command = &agentmain.Command{
	Runs:  "with a Claude model",
	Model: "claude-sonnet-4-6",
	Env:   agentmain.Env{Keys: []string{"ANTHROPIC_API_KEY"}, BaseURL: "ANTHROPIC_BASE_URL", Server: "an Anthropic-compatible server"},
	Agent: agent,
}

// agent talks to the model through the Messages API until it stops.
func agent(ctx context.Context, r *agentmain.Run) error {
	opts := []option.RequestOption{option.WithAPIKey(r.Key)}
	if r.BaseURL != "" {
		opts = append(opts, option.WithBaseURL(r.BaseURL))
	}
	client := sdk.NewClient(opts...)
	ad := anthropic.New(r.Registry, &anthropic.Options{OnLog: r.Log})
	params := sdk.MessageNewParams{
		Model:     sdk.Model(r.Model),
		MaxTokens: 8192,
		Messages:  []sdk.MessageParam{sdk.NewUserMessage(sdk.NewTextBlock(r.Task))},
	}
	if err := ad.Prepare(&params); err != nil {
		return err
	}
	return r.Loop(func() (bool, error) {
		msg, err := client.Messages.New(ctx, params)
		if err != nil {
			return false, err
		}
		params.Messages = append(params.Messages, msg.ToParam())
		results := ad.ToolResults(ctx, msg.Content)
		if len(results) == 0 {
			for _, b := range msg.Content {
				if b.Type == "text" {
					fmt.Fprintln(r.Stdout, b.Text)
				}
			}
			return true, nil
		}
		params.Messages = append(params.Messages, sdk.NewUserMessage(results...))
		return false, nil
	})
}
