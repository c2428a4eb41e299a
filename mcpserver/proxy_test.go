package mcpserver

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// richUpstream is an upstream with a prompt, a resource template and a
// watched resource; with features set it also declares completions and
// resource subscriptions.
func richUpstream(features bool) *mcp.Server {
	var opts *mcp.ServerOptions
	if features {
		opts = &mcp.ServerOptions{
			CompletionHandler: func(_ context.Context, req *mcp.CompleteRequest) (*mcp.CompleteResult, error) {
				return &mcp.CompleteResult{Completion: mcp.CompletionResultDetails{Values: []string{req.Params.Ref.Name + req.Params.Ref.URI + ":" + req.Params.Argument.Value}}}, nil
			},
			SubscribeHandler:   func(context.Context, *mcp.SubscribeRequest) error { return nil },
			UnsubscribeHandler: func(context.Context, *mcp.UnsubscribeRequest) error { return nil },
		}
	}
	srv := mcp.NewServer(&mcp.Implementation{Name: "rich", Version: "1"}, opts)
	srv.AddPrompt(&mcp.Prompt{Name: "greet", Arguments: []*mcp.PromptArgument{{Name: "who"}}}, func(_ context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		return &mcp.GetPromptResult{Messages: []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: "hello " + req.Params.Arguments["who"]}}}}, nil
	})
	srv.AddResourceTemplate(&mcp.ResourceTemplate{Name: "item", URITemplate: "test://item/{id}"}, func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		return &mcp.ReadResourceResult{}, nil
	})
	srv.AddResource(&mcp.Resource{Name: "watched", URI: "test://watched"}, func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: "test://watched", Text: "x"}}}, nil
	})
	return srv
}

// TestUpstreamPromptsCompletionSubscriptions: through codemode a client
// gets an upstream prompt by the name its server gave it (unique across
// servers), completes its arguments and a template's at the upstream,
// and receives the upstream's resource updates after subscribing; the
// completions and subscribe capabilities are declared only when an
// upstream declares them. Both the legacy and the 2026-07-28 protocol, in
// memory (as stdio) and over stateless HTTP, where a legacy client's
// subscribe succeeds but no stream outside its requests carries updates,
// and a 2026-07-28 client's subscriptions/listen stream does.
func TestUpstreamPromptsCompletionSubscriptions(t *testing.T) {
	for _, tt := range []struct {
		protocol      string
		http, updates bool
	}{
		{"2025-11-25", false, true},
		{"", false, true},
		{"2025-11-25", true, false},
		{"", true, true},
	} {
		t.Run(fmt.Sprintf("protocol=%s/http=%v", tt.protocol, tt.http), func(t *testing.T) {
			updates := make(chan string, 4)
			up := richUpstream(true)
			cs := serveSet(t, openMem(t, map[string]*mcp.Server{"rich": up}, nil), &mcp.ClientOptions{
				ResourceUpdatedHandler: func(_ context.Context, r *mcp.ResourceUpdatedNotificationRequest) { updates <- r.Params.URI },
			}, tt.protocol, tt.http)
			ctx := context.Background()
			caps := cs.InitializeResult().Capabilities
			if caps.Completions == nil || caps.Resources == nil || !caps.Resources.Subscribe {
				t.Fatalf("capabilities = %+v, want completions and resources.subscribe", caps)
			}
			lp, err := cs.ListPrompts(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, p := range lp.Prompts {
				names = append(names, p.Name)
			}
			if slices.Sort(names); !slices.Equal(names, []string{PromptName, "greet"}) {
				t.Errorf("prompts = %v, want [%s greet]", names, PromptName)
			}
			gp, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "greet", Arguments: map[string]string{"who": "you"}})
			if err != nil {
				t.Fatal(err)
			}
			if got := gp.Messages[0].Content.(*mcp.TextContent).Text; got != "hello you" {
				t.Errorf("prompt text = %q", got)
			}
			for ref, want := range map[mcp.CompleteReference]string{
				{Type: "ref/prompt", Name: "greet"}:             "greet:y",
				{Type: "ref/resource", URI: "test://item/{id}"}: "test://item/{id}:y",
				{Type: "ref/prompt", Name: PromptName}:          "",
			} {
				r := ref
				res, err := cs.Complete(ctx, &mcp.CompleteParams{Ref: &r, Argument: mcp.CompleteParamsArgument{Name: "who", Value: "y"}})
				if err != nil {
					t.Fatalf("complete %+v: %v", ref, err)
				}
				if got := slices.Concat(res.Completion.Values); (want == "" && len(got) != 0) || (want != "" && !slices.Equal(got, []string{want})) {
					t.Errorf("complete %+v = %v, want %q", ref, got, want)
				}
			}
			if err := cs.Subscribe(ctx, &mcp.SubscribeParams{URI: "test://watched"}); err != nil {
				t.Fatal(err)
			}
			// A 2026-07-28 subscription is a stream the client opens without
			// waiting: notify until one arrives.
			deadline := time.After(10 * time.Second)
			for got := !tt.updates; !got; {
				if err := up.ResourceUpdated(ctx, &mcp.ResourceUpdatedNotificationParams{URI: "test://watched"}); err != nil {
					t.Fatal(err)
				}
				select {
				case uri := <-updates:
					if uri != "test://watched" {
						t.Fatalf("update for %q", uri)
					}
					got = true
				case <-time.After(50 * time.Millisecond):
				case <-deadline:
					t.Fatal("the upstream's resource update did not reach the client")
				}
			}
			if err := cs.Unsubscribe(ctx, &mcp.UnsubscribeParams{URI: "test://watched"}); err != nil {
				t.Fatal(err)
			}
		})
	}
	for _, protocol := range []string{"2025-11-25", ""} {
		t.Run("undeclared upstream/protocol="+protocol, func(t *testing.T) {
			undeclared(t, protocol)
		})
	}
}

// undeclared: with no upstream declaring completions or subscriptions,
// codemode declares neither and refuses both.
func undeclared(t *testing.T, protocol string) {
	t.Helper()
	cs := serveSet(t, openMem(t, map[string]*mcp.Server{"rich": richUpstream(false)}, nil), nil, protocol, false)
	caps := cs.InitializeResult().Capabilities
	if caps.Completions != nil || caps.Resources == nil || caps.Resources.Subscribe {
		t.Errorf("capabilities = %+v, want resources without subscribe and no completions", caps)
	}
	r := mcp.CompleteReference{Type: "ref/prompt", Name: "greet"}
	if _, err := cs.Complete(context.Background(), &mcp.CompleteParams{Ref: &r, Argument: mcp.CompleteParamsArgument{Name: "who"}}); err == nil {
		t.Error("completion at an upstream without completions succeeded")
	}
	// A 2026-07-28 Subscribe opens a subscriptions/listen stream
	// without waiting for the answer; only a legacy one sees the error.
	if err := cs.Subscribe(context.Background(), &mcp.SubscribeParams{URI: "test://watched"}); err == nil && protocol != "" {
		t.Error("subscribing at an upstream without subscriptions succeeded")
	}
}
