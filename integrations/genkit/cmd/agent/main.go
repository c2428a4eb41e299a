// Command agent is a small Code Mode agent on Firebase Genkit for Go with
// its Google AI plugin (Gemini): Genkit's own generate loop runs the task
// with one tool, run_code (as a Genkit tool), over the built-in workspace
// tools rooted at --root, until the model stops calling tools, and prints
// the model's final text. Program console lines stream to stderr.
//
//	GEMINI_API_KEY=… go run ./cmd/agent --root . "List the Go files and count their lines"
//
// It honours the plugin's and SDK's environment: GEMINI_API_KEY or
// GOOGLE_API_KEY, and GOOGLE_GEMINI_BASE_URL (a Gemini-compatible server,
// which the genai SDK under the plugin reads from the process
// environment).
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/firebase/genkit/go/ai"
	gk "github.com/firebase/genkit/go/genkit"
	"github.com/firebase/genkit/go/plugins/googlegenai"

	"github.com/codemode-go/codemode/integrations/genkit"
	"github.com/codemode-go/codemode/integrations/kit"
	"github.com/codemode-go/codemode/integrations/kit/agentmain"
	"github.com/codemode-go/codemode/registry"
)

func main() {
	os.Exit(command.Main(context.Background(), os.Args[1:], os.Getenv, os.Stdout, os.Stderr))
}

var command = &agentmain.Command{
	Runs:  "through Genkit's generate loop with a Gemini model",
	Model: "gemini-2.5-flash",
	// The plugin prefers GEMINI_API_KEY over GOOGLE_API_KEY.
	Env:   agentmain.Env{Keys: []string{"GEMINI_API_KEY", "GOOGLE_API_KEY"}, BaseURL: "GOOGLE_GEMINI_BASE_URL", Server: "a Gemini-compatible server"},
	Agent: agent,
}

// agent sets up Genkit and lets its generate loop talk to the model until
// it stops.
func agent(ctx context.Context, r *agentmain.Run) error {
	runCode, err := genkit.RunCode(r.Registry, &genkit.RunCodeOptions{OnLog: r.Log})
	if err != nil {
		return err
	}
	sections, err := kit.SystemPrompt(r.Registry, "")
	if err != nil {
		return err
	}
	key := r.Key
	if key == "" {
		key = "unused" // the plugin requires a key; a compatible server may not
	}
	g := gk.Init(ctx, gk.WithPlugins(&googlegenai.GoogleAI{APIKey: key}))
	resp, err := gk.Generate(ctx, g,
		ai.WithModelName("googleai/"+r.Model),
		ai.WithSystem(registry.RenderPrompt(sections)),
		ai.WithPrompt(r.Task),
		ai.WithTools(runCode),
		ai.WithMaxTurns(r.MaxTurns))
	if err != nil {
		return err
	}
	fmt.Fprintln(r.Stdout, resp.Text())
	return nil
}
