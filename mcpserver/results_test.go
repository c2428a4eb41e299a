package mcpserver

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// resultsHarness is a code-mode server whose outputs over 1 KiB become
// handles, read in pages of 100 bytes, with a tool returning an image.
func resultsHarness(t *testing.T) (*registry.Registry, *mcp.ClientSession) {
	t.Helper()
	rt, err := inprocess.New(&runtime.Options{MaxOutputBytes: 16 << 20})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	reg, _, err := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt, MaxOutputBytes: 1024})
	if err != nil {
		t.Fatal(err)
	}
	png := base64.StdEncoding.EncodeToString([]byte("\x89PNG fake image bytes"))
	reg.Register(registry.Tool{Name: "shot",
		Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
			return json.RawMessage(`[{"type":"image","mimeType":"image/png","data":"` + png + `"}]`), nil
		},
		Render: func(_, _ json.RawMessage) ([]registry.Content, error) {
			return []registry.Content{{Type: "image", MIMEType: "image/png", Data: png}}, nil
		}})
	srv, err := NewServer(reg, &ServerOptions{ResultPageBytes: 100})
	if err != nil {
		t.Fatal(err)
	}
	ct, st := mcp.NewInMemoryTransports()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go srv.Run(ctx, st)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return reg, cs
}

// TestResultPages: pages concatenate to the value, each is valid UTF-8
// (a boundary never splits a character), and the last has no next link.
func TestResultPages(t *testing.T) {
	reg, cs := resultsHarness(t)
	ctx := context.Background()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"description": "d",
		"code": `return Array.from({length: 200}, (_, i) => "é€" + i)`}})
	if err != nil || res.IsError {
		t.Fatalf("%v %v", err, res)
	}
	raw, _ := json.Marshal(res.StructuredContent)
	var sc struct{ Handle string }
	json.Unmarshal(raw, &sc)
	want, err := runcode.Of(reg).Result(ctx, "", sc.Handle, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	uri, pages := sc.Handle, 0
	for uri != "" {
		rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: uri})
		if err != nil {
			t.Fatal(err)
		}
		c := rr.Contents[0]
		if !utf8.ValidString(c.Text) || len(c.Text) > 103 {
			t.Fatalf("page %d: %d bytes, valid UTF-8 %v", pages+1, len(c.Text), utf8.ValidString(c.Text))
		}
		got.WriteString(c.Text)
		pages++
		uri, _ = c.Meta["codemode/next"].(string)
	}
	if got.String() != string(want) || pages < 10 {
		t.Errorf("%d pages do not concatenate to the value", pages)
	}
	rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: sc.Handle + "?path=[199]"})
	if err != nil || rr.Contents[0].Text != `"é€199"` {
		t.Errorf("?path=: %v %v", rr, err)
	}
	if _, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: sc.Handle + "?page=999"}); err == nil || !strings.Contains(err.Error(), "past the last page") {
		t.Errorf("a page past the end: %v", err)
	}
}

// TestResultImage: a nested call's image reaches the client as an image
// block; the program gets a handle, whose resource is the image's bytes.
func TestResultImage(t *testing.T) {
	_, cs := resultsHarness(t)
	ctx := context.Background()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"description": "d",
		"code": `const r = await tools.shot({}); return r[0]`}})
	if err != nil || res.IsError {
		t.Fatalf("%v %v", err, res)
	}
	var img *mcp.ImageContent
	for _, c := range res.Content {
		if i, ok := c.(*mcp.ImageContent); ok {
			img = i
		}
	}
	if img == nil || string(img.Data) != "\x89PNG fake image bytes" {
		t.Fatalf("no image block in %v", res.Content)
	}
	raw, _ := json.Marshal(res.StructuredContent)
	var sc struct {
		Value struct{ Handle, MimeType string }
	}
	json.Unmarshal(raw, &sc)
	if !strings.HasPrefix(sc.Value.Handle, runcode.ResultURIPrefix) || strings.Contains(string(raw), "data") {
		t.Fatalf("the program's value is %s", raw)
	}
	rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: sc.Value.Handle})
	if err != nil || rr.Contents[0].MIMEType != "image/png" || string(rr.Contents[0].Blob) != "\x89PNG fake image bytes" {
		t.Errorf("reading the image handle: %v %v", rr, err)
	}
}
