package upstream_test

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/upstream"
)

// Upstream prompts are named as tools are: a unique name is kept, a
// colliding one becomes SERVER_NAME. A completion for a prompt goes to its
// server under the server's own name.
func ExampleSet_Complete() {
	newServer := func(name string) *mcp.Server {
		srv := mcp.NewServer(&mcp.Implementation{Name: name, Version: "1"}, &mcp.ServerOptions{
			CompletionHandler: func(_ context.Context, req *mcp.CompleteRequest) (*mcp.CompleteResult, error) {
				return &mcp.CompleteResult{Completion: mcp.CompletionResultDetails{
					Values: []string{name + " completes " + req.Params.Ref.Name}}}, nil
			},
		})
		for _, p := range []string{"review", name + "-only"} {
			srv.AddPrompt(&mcp.Prompt{Name: p}, func(context.Context, *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
				return &mcp.GetPromptResult{}, nil
			})
		}
		return srv
	}
	servers := map[string]*mcp.Server{"git": newServer("git"), "docs": newServer("docs")}
	dial := func(ctx context.Context, name string) (mcp.Transport, error) {
		ct, st := mcp.NewInMemoryTransports()
		_, err := servers[name].Connect(ctx, st, nil)
		return ct, err
	}
	f := &upstream.ServersFile{Servers: map[string]upstream.ServerConfig{"git": {Command: "in-memory"}, "docs": {Command: "in-memory"}}}
	set, err := upstream.Open(context.Background(), f, &upstream.Options{Dial: dial})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer set.Close()
	for _, p := range set.Prompts(context.Background()) {
		fmt.Println(p.Name)
	}
	res, err := set.Complete(context.Background(), &mcp.CompleteParams{
		Ref: &mcp.CompleteReference{Type: "ref/prompt", Name: "git_review"}, Argument: mcp.CompleteParamsArgument{Name: "x"}})
	fmt.Println(res.Completion.Values, err, set.Completes())
	// Output:
	// docs-only
	// docs_review
	// git-only
	// git_review
	// [git completes review] <nil> true
}
