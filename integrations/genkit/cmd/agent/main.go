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
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"github.com/firebase/genkit/go/ai"
	gk "github.com/firebase/genkit/go/genkit"
	"github.com/firebase/genkit/go/plugins/googlegenai"

	"github.com/codemode-go/codemode/integrations/genkit"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/toolset/workspace"
)

func main() {
	os.Exit(run(context.Background(), os.Args[1:], os.Getenv, os.Stdout, os.Stderr))
}

const usage = `usage: agent [--root DIR] [--model NAME] [--max-turns N] TASK...

Runs TASK through Genkit's generate loop with a Gemini model that can only
call run_code: TypeScript programs over the workspace tools (read, write,
edit, list, glob, grep) rooted at DIR. Program console lines go to
stderr, the final answer to stdout.

Environment: GEMINI_API_KEY or GOOGLE_API_KEY, GOOGLE_GEMINI_BASE_URL
(one of them is required).

Flags:
`

// run is the whole command; it returns the exit code: 0 when the model
// stopped, 1 on a failure, 2 on bad usage or a missing environment.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("agent", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage); fs.PrintDefaults() }
	root := fs.String("root", ".", "workspace root directory the tools may touch")
	model := fs.String("model", "gemini-2.5-flash", "model name")
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
	key := getenv("GEMINI_API_KEY") // the plugin prefers it over GOOGLE_API_KEY
	if key == "" {
		key = getenv("GOOGLE_API_KEY")
	}
	base := getenv("GOOGLE_GEMINI_BASE_URL")
	if key == "" && base == "" {
		fmt.Fprintln(stderr, "agent: set GEMINI_API_KEY or GOOGLE_API_KEY (or GOOGLE_GEMINI_BASE_URL for a Gemini-compatible server)")
		return 2
	}
	if key == "" {
		key = "unused" // the plugin requires a key; a compatible server may not
	}
	if err := loop(ctx, key, *root, *model, *maxTurns, task, stdout, stderr); err != nil {
		fmt.Fprintln(stderr, "agent:", err)
		return 1
	}
	return 0
}

// loop sets up the registry and Genkit, and lets Genkit's generate loop
// talk to the model until it stops.
func loop(ctx context.Context, key, root, model string, maxTurns int, task string, stdout, stderr io.Writer) error {
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
	var mu sync.Mutex
	runCode, err := genkit.RunCode(reg, &genkit.RunCodeOptions{OnLog: func(id, line string) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(stderr, "[%s] %s\n", id, line)
	}})
	if err != nil {
		return err
	}
	sections, err := reg.Prompt("")
	if err != nil {
		return err
	}
	g := gk.Init(ctx, gk.WithPlugins(&googlegenai.GoogleAI{APIKey: key}))
	resp, err := gk.Generate(ctx, g,
		ai.WithModelName("googleai/"+model),
		ai.WithSystem(registry.RenderPrompt(sections)),
		ai.WithPrompt(task),
		ai.WithTools(runCode),
		ai.WithMaxTurns(maxTurns))
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, resp.Text())
	return nil
}
