package upstream

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// promptServer is an in-memory upstream offering the named prompts; a get
// answers "SERVER:PROMPT", and opts may add completions or subscriptions.
func promptServer(server string, opts *mcp.ServerOptions, prompts ...string) *mcp.Server {
	srv := mcp.NewServer(&mcp.Implementation{Name: server, Version: "1"}, opts)
	for _, p := range prompts {
		srv.AddPrompt(&mcp.Prompt{Name: p, Arguments: []*mcp.PromptArgument{{Name: "arg"}}}, func(_ context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
			return &mcp.GetPromptResult{Messages: []*mcp.PromptMessage{{Role: "user",
				Content: &mcp.TextContent{Text: server + ":" + req.Params.Name + ":" + req.Params.Arguments["arg"]}}}}, nil
		})
	}
	return srv
}

// TestPromptNames: upstream prompts are named by the tool naming rule of
// DESIGN §6 (unique names kept, collisions and reserved names qualified as
// SERVER_NAME), and a get by that name reaches the owning server under
// its own name.
func TestPromptNames(t *testing.T) {
	t.Parallel()
	s := openMem(t, map[string]*mcp.Server{
		"a": promptServer("a", nil, "greet", "shared"),
		"b": promptServer("b", nil, "shared", "codemode"),
	}, nil)
	ctx := context.Background()
	var names []string
	for _, p := range s.Prompts(ctx, "codemode") {
		names = append(names, p.Name)
	}
	slices.Sort(names)
	if want := []string{"a_shared", "b_codemode", "b_shared", "greet"}; !slices.Equal(names, want) {
		t.Fatalf("prompt names = %v, want %v", names, want)
	}
	for _, tt := range []struct{ name, want string }{
		{"greet", "a:greet:x"},
		{"a_shared", "a:shared:x"},
		{"b_shared", "b:shared:x"},
		{"b_codemode", "b:codemode:x"},
	} {
		res, ok, err := s.GetPrompt(ctx, tt.name, map[string]string{"arg": "x"}, "codemode")
		if !ok || err != nil {
			t.Fatalf("GetPrompt(%q) = ok %v, %v", tt.name, ok, err)
		}
		if got := res.Messages[0].Content.(*mcp.TextContent).Text; got != tt.want {
			t.Errorf("GetPrompt(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
	for _, name := range []string{"shared", "codemode", "a/greet", "missing"} {
		if _, ok, _ := s.GetPrompt(ctx, name, nil, "codemode"); ok {
			t.Errorf("GetPrompt(%q) was routed; no upstream prompt is exposed by that name", name)
		}
	}
}

// TestCompleteRoutes: completion/complete reaches the server owning the
// prompt (by its exposed name, sent on under the server's own name) or
// the resource template, and only a server that declares completions.
func TestCompleteRoutes(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var got []*mcp.CompleteParams
	completer := &mcp.ServerOptions{CompletionHandler: func(_ context.Context, req *mcp.CompleteRequest) (*mcp.CompleteResult, error) {
		mu.Lock()
		got = append(got, req.Params)
		mu.Unlock()
		return &mcp.CompleteResult{Completion: mcp.CompletionResultDetails{Values: []string{req.Params.Argument.Value + "-done"}}}, nil
	}}
	b := promptServer("b", completer, "shared")
	b.AddResourceTemplate(&mcp.ResourceTemplate{Name: "item", URITemplate: "test://item/{id}"}, func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		return &mcp.ReadResourceResult{}, nil
	})
	s := openMem(t, map[string]*mcp.Server{"a": promptServer("a", nil, "shared", "plain"), "b": b}, nil)
	if !s.Completes() {
		t.Fatal("Completes() = false with a server declaring completions")
	}
	ctx := context.Background()
	for _, tt := range []struct {
		ref      mcp.CompleteReference
		wantSent mcp.CompleteReference
	}{
		{mcp.CompleteReference{Type: "ref/prompt", Name: "b_shared"}, mcp.CompleteReference{Type: "ref/prompt", Name: "shared"}},
		{mcp.CompleteReference{Type: "ref/resource", URI: "test://item/{id}"}, mcp.CompleteReference{Type: "ref/resource", URI: "test://item/{id}"}},
	} {
		mu.Lock()
		got = nil
		mu.Unlock()
		ref := tt.ref
		res, err := s.Complete(ctx, &mcp.CompleteParams{Ref: &ref, Argument: mcp.CompleteParamsArgument{Name: "arg", Value: "v"}}, "codemode")
		if err != nil {
			t.Fatalf("Complete(%+v): %v", tt.ref, err)
		}
		if !slices.Equal(res.Completion.Values, []string{"v-done"}) {
			t.Errorf("Complete(%+v) values = %v", tt.ref, res.Completion.Values)
		}
		mu.Lock()
		if len(got) != 1 || *got[0].Ref != tt.wantSent {
			t.Errorf("Complete(%+v) sent %+v, want one request for %+v", tt.ref, got, tt.wantSent)
		}
		mu.Unlock()
		if ref != tt.ref {
			t.Errorf("Complete changed the caller's reference to %+v", ref)
		}
	}
	for _, ref := range []mcp.CompleteReference{
		{Type: "ref/prompt", Name: "plain"},  // server a declares no completions
		{Type: "ref/prompt", Name: "shared"}, // exposed only qualified
		{Type: "ref/resource", URI: "test://nothing/{x}"},
		{Type: "ref/other", Name: "x"},
	} {
		if _, err := s.Complete(ctx, &mcp.CompleteParams{Ref: &ref, Argument: mcp.CompleteParamsArgument{Name: "arg"}}); !errors.Is(err, ErrNoCompletion) {
			t.Errorf("Complete(%+v) = %v, want ErrNoCompletion", ref, err)
		}
	}
	none := openMem(t, map[string]*mcp.Server{"a": promptServer("a", nil, "p")}, nil)
	if none.Completes() {
		t.Error("Completes() = true with no server declaring completions")
	}
}

// TestSubscribeForwards: a subscription goes to the server offering the
// URI once however many clients hold it, the last unsubscribe ends it, and
// the server's notifications/resources/updated reach OnResourceUpdated.
func TestSubscribeForwards(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	subs, unsubs := 0, 0
	up := mcp.NewServer(&mcp.Implementation{Name: "w", Version: "1"}, &mcp.ServerOptions{
		SubscribeHandler: func(context.Context, *mcp.SubscribeRequest) error {
			mu.Lock()
			defer mu.Unlock()
			subs++
			return nil
		},
		UnsubscribeHandler: func(context.Context, *mcp.UnsubscribeRequest) error {
			mu.Lock()
			defer mu.Unlock()
			unsubs++
			return nil
		},
	})
	const uri = "test://watched"
	up.AddResource(&mcp.Resource{Name: "watched", URI: uri}, func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: uri, Text: "x"}}}, nil
	})
	plain := mcp.NewServer(&mcp.Implementation{Name: "p", Version: "1"}, nil)
	plain.AddResource(&mcp.Resource{Name: "fixed", URI: "test://fixed"}, func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		return &mcp.ReadResourceResult{}, nil
	})
	s := openMem(t, map[string]*mcp.Server{"w": up, "p": plain}, nil)
	if !s.Subscribes() {
		t.Fatal("Subscribes() = false with a server declaring subscriptions")
	}
	updates := make(chan string, 4)
	defer s.OnResourceUpdated(func(p *mcp.ResourceUpdatedNotificationParams) { updates <- p.URI })()
	ctx := context.Background()
	// No resources/list first: a stateless replica routes a URI it never listed.
	for range 2 {
		if err := s.SubscribeResource(ctx, uri); err != nil {
			t.Fatalf("SubscribeResource: %v", err)
		}
	}
	// Under 2026-07-28 a subscription is a subscriptions/listen stream the
	// go-sdk opens without waiting: the server sees it a moment later.
	counts := func() (int, int) {
		mu.Lock()
		defer mu.Unlock()
		return subs, unsubs
	}
	waitFor(t, "the upstream subscription", func() bool { n, _ := counts(); return n > 0 })
	if err := up.ResourceUpdated(ctx, &mcp.ResourceUpdatedNotificationParams{URI: uri}); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-updates:
		if got != uri {
			t.Errorf("update for %q, want %q", got, uri)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the upstream's notifications/resources/updated did not arrive")
	}
	for range 2 {
		if err := s.UnsubscribeResource(ctx, uri); err != nil {
			t.Fatalf("UnsubscribeResource: %v", err)
		}
	}
	waitFor(t, "the upstream unsubscription", func() bool { _, n := counts(); return n > 0 })
	time.Sleep(50 * time.Millisecond) // room for a wrong second one to arrive
	if n, m := counts(); n != 1 || m != 1 {
		t.Errorf("upstream got %d subscribes and %d unsubscribes, want 1 and 1", n, m)
	}
	if err := s.SubscribeResource(ctx, "test://fixed"); err == nil {
		t.Error("subscribing at a server without subscriptions succeeded")
	}
	if err := s.SubscribeResource(ctx, "test://none"); !errors.Is(err, ErrNoResource) {
		t.Errorf("subscribing to an unknown URI = %v, want ErrNoResource", err)
	}
}

// waitFor polls cond for up to 10 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); !cond(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}
