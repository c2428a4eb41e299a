package runcode

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strconv"

	"github.com/codemode-go/codemode/internal/jsonlit"
	"github.com/codemode-go/codemode/registry"
)

// isBinaryBlock reports whether a content block carries bytes: an image,
// audio, or an embedded resource.
func isBinaryBlock(c registry.Content) bool {
	return c.Type == "image" || c.Type == "audio" || c.Type == "resource"
}

func hasBinary(cs []registry.Content) bool {
	for _, c := range cs {
		if isBinaryBlock(c) {
			return true
		}
	}
	return false
}

// binaryBlock is the part of an MCP content block that carries bytes.
type binaryBlock struct {
	Type     string  `json:"type"`
	MIMEType string  `json:"mimeType"`
	Data     *string `json:"data"`
	Resource *struct {
		URI      string  `json:"uri"`
		MIMEType string  `json:"mimeType"`
		Blob     *string `json:"blob"`
	} `json:"resource"`
}

// keepBinary replaces each binary content block in a sub-call's value (an
// array of blocks, as upstream MCP results map to values) by a small
// object with a handle to the block kept in the store:
// {"type": "image", "mimeType": …, "handle": "codemode://results/<id>",
// "bytes": N}. The program reads the block back, base64 data included,
// with codemode.result(handle) or {path: "data"}. Any other value is
// returned unchanged, as is the value when the store fails.
func (r *Runner) keepBinary(ctx context.Context, scope string, value json.RawMessage) json.RawMessage {
	var items []json.RawMessage
	if json.Unmarshal(value, &items) != nil {
		return value
	}
	changed := false
	for i, it := range items {
		var b binaryBlock
		if json.Unmarshal(it, &b) != nil {
			continue
		}
		enc, mime := b.Data, b.MIMEType
		if b.Type == "resource" && b.Resource != nil {
			enc, mime = b.Resource.Blob, b.Resource.MIMEType
		}
		if (b.Type != "image" && b.Type != "audio" && b.Type != "resource") || enc == nil {
			continue
		}
		if mime == "" {
			mime = "application/octet-stream"
		}
		id, err := r.putRecord(ctx, [][]byte{it}, resultTrailer{Scope: scope, MIMEType: mime, Kind: kindBlock})
		if err != nil {
			r.host.Logger().Warn("run_code: could not keep a binary block behind a handle", "error", err)
			continue
		}
		out := []byte(`{"type":`)
		out = jsonlit.AppendQuote(out, b.Type)
		out = append(out, `,"mimeType":`...)
		out = jsonlit.AppendQuote(out, mime)
		if b.Type == "resource" && b.Resource != nil && b.Resource.URI != "" {
			out = append(out, `,"uri":`...)
			out = jsonlit.AppendQuote(out, b.Resource.URI)
		}
		out = append(out, `,"handle":`...)
		out = jsonlit.AppendQuote(out, ResultURIPrefix+id)
		out = append(out, `,"bytes":`...)
		out = strconv.AppendInt(out, int64(decodedLen(*enc)), 10)
		items[i] = append(out, '}')
		changed = true
	}
	if !changed {
		return value
	}
	out := []byte{'['}
	for i, it := range items {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, it...)
	}
	return append(out, ']')
}

// decodedLen is the byte length of standard base64 text (padding
// allowed).
func decodedLen(s string) int {
	n := len(s)
	for n > 0 && s[n-1] == '=' {
		n--
	}
	return base64.RawStdEncoding.DecodedLen(n)
}
