// Command mcpupstream is an upstream MCP server for codemode's tests,
// written with the official Go SDK. It serves on stdio, or on streamable
// HTTP with --http ADDR (it then prints "listening on URL" on stdout).
//
// Tools:
//
//   - add {a, b} -> {sum}: typed, with an output schema, read-only.
//   - get_user {id} -> {id, name, tags}: typed, with an output schema.
//   - echo {text}: text content only, no output schema.
//   - json_text {n}: a JSON array as text content, no output schema.
//   - sleep {ms}: waits ms milliseconds, honouring cancellation, and
//     counts cancellations (see stats).
//   - progress {steps}: sends steps progress notifications, then returns.
//   - stats {}: {started, finished, cancelled} counts of sleep calls.
//   - fail {message}: a tool error result with the message.
//   - crash {}: writes "crashing on purpose" to stderr and exits 3.
//   - hang {}: never answers and ignores cancellation.
//
// Every notifications/cancelled is logged as `cancel reason "REASON"`.
//   - wedge {}: from then on every answer (this one included) goes to
//     /dev/null while requests are still read: a hung server.
//   - grow {}: adds the tool late_tool, which makes the server send
//     notifications/tools/list_changed.
//   - delete_all {}: destructiveHint true.
//   - note {text} -> {noted}: no annotations (so it needs approval inside
//     programs under serve); logs "note TEXT", so tests count side effects
//     across processes.
//
// --log FILE appends one line per event ("start pid N", "sleep start MS",
// "sleep cancelled MS", "sleep done MS", "crash", "hang") so tests can
// observe cancellation and process lifetimes across processes.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type addIn struct {
	A float64 `json:"a" jsonschema:"the first addend"`
	B float64 `json:"b" jsonschema:"the second addend"`
}

type addOut struct {
	Sum float64 `json:"sum"`
}

type userIn struct {
	ID int `json:"id" jsonschema:"the user id, at least 1"`
}

type userOut struct {
	ID   int      `json:"id"`
	Name string   `json:"name"`
	Tags []string `json:"tags"`
}

type textIn struct {
	Text string `json:"text"`
}

type noteOut struct {
	Noted string `json:"noted"`
}

type nIn struct {
	N int `json:"n"`
}

type msIn struct {
	MS int `json:"ms"`
}

type stepsIn struct {
	Steps int `json:"steps"`
}

type msgIn struct {
	Message string `json:"message"`
}

type empty struct{}

type statsOut struct {
	Started   int64 `json:"started"`
	Finished  int64 `json:"finished"`
	Cancelled int64 `json:"cancelled"`
}

var (
	started, finished, cancelled atomic.Int64
	logMu                        sync.Mutex
	logFile                      *os.File
)

func event(format string, a ...any) {
	logMu.Lock()
	defer logMu.Unlock()
	if logFile != nil {
		fmt.Fprintf(logFile, format+"\n", a...)
		_ = logFile.Sync()
	}
}

func newServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "mcpupstream", Version: "1"}, nil)
	// Log the reason of every cancellation, so tests see what reached us.
	s.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method == "notifications/cancelled" {
				if p, ok := req.GetParams().(*mcp.CancelledParams); ok && p != nil {
					event("cancel reason %q", p.Reason)
				}
			}
			return next(ctx, method, req)
		}
	})
	readOnly := &mcp.ToolAnnotations{ReadOnlyHint: true}

	mcp.AddTool(s, &mcp.Tool{Name: "add", Description: "Add two numbers.", Annotations: readOnly},
		func(_ context.Context, _ *mcp.CallToolRequest, in addIn) (*mcp.CallToolResult, addOut, error) {
			return nil, addOut{Sum: in.A + in.B}, nil
		})

	userSchema := map[string]any{
		"type":                 "object",
		"properties":           map[string]any{"id": map[string]any{"type": "integer", "minimum": 1, "description": "the user id"}},
		"required":             []string{"id"},
		"additionalProperties": false,
	}
	mcp.AddTool(s, &mcp.Tool{Name: "get_user", Description: "Look a user up by id.", InputSchema: userSchema, Annotations: readOnly},
		func(_ context.Context, _ *mcp.CallToolRequest, in userIn) (*mcp.CallToolResult, userOut, error) {
			return nil, userOut{ID: in.ID, Name: fmt.Sprintf("user%d", in.ID), Tags: []string{"t" + fmt.Sprint(in.ID%3)}}, nil
		})

	mcp.AddTool(s, &mcp.Tool{Name: "echo", Description: "Echo text back as text content."},
		func(_ context.Context, _ *mcp.CallToolRequest, in textIn) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.Text}}}, nil, nil
		})

	mcp.AddTool(s, &mcp.Tool{Name: "json_text", Description: "Return [0..n) as JSON text."},
		func(_ context.Context, _ *mcp.CallToolRequest, in nIn) (*mcp.CallToolResult, any, error) {
			text := "["
			for i := 0; i < in.N; i++ {
				if i > 0 {
					text += ","
				}
				text += fmt.Sprint(i)
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text + "]"}}}, nil, nil
		})

	mcp.AddTool(s, &mcp.Tool{Name: "sleep", Description: "Sleep for ms milliseconds."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in msIn) (*mcp.CallToolResult, statsOut, error) {
			started.Add(1)
			event("sleep start %d", in.MS)
			select {
			case <-time.After(time.Duration(in.MS) * time.Millisecond):
				finished.Add(1)
				event("sleep done %d", in.MS)
				return nil, statsOut{Started: started.Load(), Finished: finished.Load(), Cancelled: cancelled.Load()}, nil
			case <-ctx.Done():
				cancelled.Add(1)
				event("sleep cancelled %d", in.MS)
				return nil, statsOut{}, ctx.Err()
			}
		})

	mcp.AddTool(s, &mcp.Tool{Name: "progress", Description: "Report progress steps times."},
		func(ctx context.Context, req *mcp.CallToolRequest, in stepsIn) (*mcp.CallToolResult, addOut, error) {
			tok := req.Params.GetProgressToken()
			for i := 1; i <= in.Steps; i++ {
				if tok != nil {
					_ = req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{
						ProgressToken: tok, Progress: float64(i), Total: float64(in.Steps), Message: fmt.Sprintf("step %d", i)})
				}
			}
			return nil, addOut{Sum: float64(in.Steps)}, nil
		})

	mcp.AddTool(s, &mcp.Tool{Name: "stats", Description: "Counts of sleep calls.", Annotations: readOnly},
		func(context.Context, *mcp.CallToolRequest, empty) (*mcp.CallToolResult, statsOut, error) {
			return nil, statsOut{Started: started.Load(), Finished: finished.Load(), Cancelled: cancelled.Load()}, nil
		})

	mcp.AddTool(s, &mcp.Tool{Name: "fail", Description: "Fail with message."},
		func(_ context.Context, _ *mcp.CallToolRequest, in msgIn) (*mcp.CallToolResult, any, error) {
			return nil, nil, errors.New(in.Message)
		})

	mcp.AddTool(s, &mcp.Tool{Name: "crash", Description: "Exit the server process with status 3."},
		func(context.Context, *mcp.CallToolRequest, empty) (*mcp.CallToolResult, any, error) {
			event("crash")
			fmt.Fprintln(os.Stderr, "crashing on purpose")
			os.Exit(3)
			return nil, nil, nil
		})

	mcp.AddTool(s, &mcp.Tool{Name: "hang", Description: "Never answer."},
		func(context.Context, *mcp.CallToolRequest, empty) (*mcp.CallToolResult, any, error) {
			event("hang")
			select {}
		})

	mcp.AddTool(s, &mcp.Tool{Name: "wedge", Description: "Keep running but never answer anything again."},
		func(context.Context, *mcp.CallToolRequest, empty) (*mcp.CallToolResult, any, error) {
			event("wedge")
			if err := wedgeStdout(); err != nil {
				return nil, nil, err
			}
			return nil, nil, nil
		})

	mcp.AddTool(s, &mcp.Tool{Name: "grow", Description: "Add the tool late_tool."},
		func(context.Context, *mcp.CallToolRequest, empty) (*mcp.CallToolResult, any, error) {
			mcp.AddTool(s, &mcp.Tool{Name: "late_tool", Description: "Added by grow."},
				func(context.Context, *mcp.CallToolRequest, empty) (*mcp.CallToolResult, addOut, error) {
					return nil, addOut{Sum: 42}, nil
				})
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "grown"}}}, nil, nil
		})

	mcp.AddTool(s, &mcp.Tool{Name: "note", Description: "Record a note (a side effect: logged as \"note TEXT\")."},
		func(_ context.Context, _ *mcp.CallToolRequest, in textIn) (*mcp.CallToolResult, noteOut, error) {
			event("note %s", in.Text)
			return nil, noteOut{Noted: in.Text}, nil
		})

	yes := true
	mcp.AddTool(s, &mcp.Tool{Name: "delete_all", Description: "Pretend to delete everything.", Annotations: &mcp.ToolAnnotations{DestructiveHint: &yes}},
		func(context.Context, *mcp.CallToolRequest, empty) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "deleted nothing"}}}, nil, nil
		})
	return s
}

func main() {
	httpAddr := flag.String("http", "", "serve streamable HTTP on this address instead of stdio")
	logPath := flag.String("log", "", "append one line per sleep/crash/hang event to this file")
	flag.Parse()
	if *logPath != "" {
		f, err := os.OpenFile(*logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			log.Fatal(err)
		}
		logFile = f
	}
	event("start pid %d", os.Getpid())
	s := newServer()
	if *httpAddr == "" {
		if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
			log.Fatal(err)
		}
		return
	}
	ln, err := net.Listen("tcp", *httpAddr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("listening on http://%s/mcp\n", ln.Addr())
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
	log.Fatal(http.Serve(ln, h))
}
