// Command agent is a small Code Mode agent on the Gemini API: it gives the
// model one tool, run_code, over the built-in workspace tools rooted at
// --root, runs the task until the model stops calling tools, and prints
// the model's final text. Program console lines stream to stderr.
//
//	GEMINI_API_KEY=… go run ./cmd/agent --root . "List the Go files and count their lines"
//
// It honours the SDK's environment: GOOGLE_API_KEY or GEMINI_API_KEY, and
// GOOGLE_GEMINI_BASE_URL (a Gemini-compatible server).
package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	sdk "google.golang.org/genai"

	"github.com/codemode-go/codemode/integrations/genai"
	"github.com/codemode-go/codemode/integrations/kit/agentmain"
)

func main() {
	os.Exit(command.Main(context.Background(), os.Args[1:], os.Getenv, os.Stdout, os.Stderr))
}

var command = &agentmain.Command{
	Runs:  "with a Gemini model",
	Model: "gemini-2.5-flash",
	// The SDK prefers GOOGLE_API_KEY over GEMINI_API_KEY.
	Env:   agentmain.Env{Keys: []string{"GOOGLE_API_KEY", "GEMINI_API_KEY"}, BaseURL: "GOOGLE_GEMINI_BASE_URL", Server: "a Gemini-compatible server"},
	Agent: agent,
}

// agent talks to the model through generateContent until it stops.
func agent(ctx context.Context, r *agentmain.Run) error {
	client, err := sdk.NewClient(ctx, &sdk.ClientConfig{
		APIKey:      r.Key,
		Backend:     sdk.BackendGeminiAPI,
		HTTPOptions: sdk.HTTPOptions{BaseURL: r.BaseURL},
	})
	if err != nil {
		return err
	}
	ad := genai.New(r.Registry, &genai.Options{OnLog: r.Log})
	cfg := &sdk.GenerateContentConfig{}
	if err := ad.Prepare(cfg); err != nil {
		return err
	}
	contents := []*sdk.Content{sdk.NewContentFromText(r.Task, sdk.RoleUser)}
	return r.Loop(func() (bool, error) {
		resp, err := client.Models.GenerateContent(ctx, r.Model, contents, cfg)
		if err != nil {
			return false, err
		}
		if len(resp.Candidates) == 0 || resp.Candidates[0].Content == nil {
			return false, errors.New("the model returned no candidate")
		}
		contents = append(contents, resp.Candidates[0].Content)
		results, err := ad.FunctionResponses(ctx, resp)
		if err != nil {
			return false, err
		}
		if results == nil {
			fmt.Fprintln(r.Stdout, resp.Text())
			return true, nil
		}
		contents = append(contents, results)
		return false, nil
	})
}
