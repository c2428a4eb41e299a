package mcpserver

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/runcode"
)

// ResultTemplate is the resource template of result handles: what a
// run_code result over the output budget links to.
const ResultTemplate = runcode.ResultURIPrefix + "{id}"

// DefaultResultPageBytes is the page size of resources/read on a result
// handle when ServerOptions.ResultPageBytes is zero.
const DefaultResultPageBytes = 1 << 20

// The _meta members of a result page.
const (
	metaPage  = "codemode/page"
	metaPages = "codemode/pages"
	metaNext  = "codemode/next"
	metaBytes = "codemode/bytes"
)

// addResultTemplate offers result handles as resources.
func (s *Server) addResultTemplate() {
	s.mcp.AddResourceTemplate(&mcp.ResourceTemplate{
		URITemplate: ResultTemplate, Name: "result", Title: "A run_code output kept behind a handle",
		Description: "The full value of a run_code output that was over the output budget, as JSON text, in pages: " +
			"add ?page=N (1-based; _meta codemode/next names the next page), ?path=items[3].name for one part, ?logs=1 for the full console logs.",
		MIMEType: "application/json",
	}, s.readResult)
}

// readResult answers resources/read of codemode://results/<id>[?page=N]
// [&path=P][&logs=1] in the server's scope.
func (s *Server) readResult(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	raw := req.Params.URI
	base, query, _ := strings.Cut(raw, "?")
	q, err := url.ParseQuery(query)
	if err != nil {
		return nil, resourceError(raw, fmt.Errorf("bad query: %v", err))
	}
	page := 1
	if p := q.Get("page"); p != "" {
		if page, err = strconv.Atoi(p); err != nil || page < 1 {
			return nil, resourceError(raw, fmt.Errorf("page must be a positive integer, got %q", p))
		}
	}
	rc := runcode.Of(s.reg)
	if rc == nil { // no engine: no run kept a result
		return nil, resourceError(raw, runcode.ErrResultNotFound)
	}
	info, err := rc.ResultInfo(ctx, s.opts.Scope, base)
	if err != nil {
		return nil, resourceError(raw, err)
	}
	opts := &runcode.ResultOptions{Path: q.Get("path"), Logs: q.Get("logs") != "" && q.Get("logs") != "0"}
	text, err := rc.Result(ctx, s.opts.Scope, base, opts)
	if err != nil {
		return nil, resourceError(raw, err)
	}
	if info.MIMEType != "application/json" && opts.Path == "" && !opts.Logs {
		if blob, ok := blockBytes(text); ok { // a binary block: its bytes
			return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: raw, MIMEType: info.MIMEType, Blob: blob}}}, nil
		}
	}
	size := s.opts.ResultPageBytes
	if size <= 0 {
		size = DefaultResultPageBytes
	}
	pages := max(1, (len(text)+size-1)/size)
	if page > pages {
		return nil, resourceError(raw, fmt.Errorf("page %d is past the last page, %d", page, pages))
	}
	from, to := pageBound(text, (page-1)*size), pageBound(text, page*size)
	meta := mcp.Meta{metaPage: page, metaPages: pages, metaBytes: len(text)}
	if page < pages {
		q.Set("page", strconv.Itoa(page+1))
		meta[metaNext] = base + "?" + q.Encode()
	}
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{
		URI: raw, MIMEType: "application/json", Text: string(text[from:to]), Meta: meta,
	}}}, nil
}

// pageBound moves a page boundary forward to the start of a character,
// so that every page is valid UTF-8 and the pages concatenate to the
// text.
func pageBound(text []byte, at int) int {
	if at >= len(text) {
		return len(text)
	}
	for at < len(text) && !utf8.RuneStart(text[at]) {
		at++
	}
	return at
}

// blockBytes decodes the data (or blob) of a kept content block.
func blockBytes(block []byte) ([]byte, bool) {
	var b struct {
		Data     *string `json:"data"`
		Resource *struct {
			Blob *string `json:"blob"`
		} `json:"resource"`
	}
	if json.Unmarshal(block, &b) != nil {
		return nil, false
	}
	enc := b.Data
	if enc == nil && b.Resource != nil {
		enc = b.Resource.Blob
	}
	if enc == nil {
		return nil, false
	}
	data, err := base64.StdEncoding.DecodeString(*enc)
	return data, err == nil
}

// resourceError is the JSON-RPC error of a failed read: "resource not
// found" for unknown, expired, evicted and foreign handles, with the
// registry's explanation as the message.
func resourceError(uri string, err error) error {
	code := int64(jsonrpc.CodeInvalidParams)
	if errors.Is(err, runcode.ErrResultNotFound) || errors.Is(err, runcode.ErrResultForeign) {
		code = mcp.CodeResourceNotFound
	}
	data, _ := json.Marshal(map[string]string{"uri": uri})
	return &jsonrpc.Error{Code: code, Message: err.Error(), Data: data}
}
