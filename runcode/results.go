package runcode

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"strings"
	"time"

	"github.com/codemode-go/codemode/internal/jsonlit"
	"github.com/codemode-go/codemode/internal/rawjson"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/state"
)

// ResultURIPrefix starts the URI of every result handle:
// codemode://results/<id>.
const ResultURIPrefix = "codemode://results/"

// DefaultResultTTL is how long a kept result lives when Options.ResultTTL
// is zero.
const DefaultResultTTL = time.Hour

// MinPreviewBytes is the smallest MaxOutputBytes that keeps an oversized
// output behind a handle; below it such a run fails as output-limit.
const MinPreviewBytes = 256

// ErrResultNotFound is wrapped by the error for a handle that is unknown,
// expired or evicted.
var ErrResultNotFound = errors.New("no such result")

// ErrResultForeign is wrapped by the error for a handle another scope
// (agent) made: handles are readable only by the scope that made them.
var ErrResultForeign = errors.New("result belongs to another scope")

// ErrResultCorrupt is wrapped by the error for a stored result that fails
// its check (a damaged or truncated record).
var ErrResultCorrupt = errors.New("stored result is corrupt")

// resultKey is the state key of a result id.
func resultKey(id string) string { return "result/" + id }

// recordMagic starts every stored result record. A record is the magic,
// the body, a newline and a trailer: one JSON line (resultTrailer). The
// body of a run's output is its canonical value {"logs": […], "value": …},
// written once, in place; that of a binary block is the block.
const recordMagic = "codemode-result/1\n"

// The kinds of body a record holds.
const (
	kindRun   = "run"   // {"logs": [...], "value": ...}
	kindBlock = "block" // one MCP content block
)

// ResultInfo describes a kept result.
type ResultInfo struct {
	// ID is the handle's id; URI is ResultURIPrefix + ID.
	ID, URI string
	// Scope is the registry scope that made it.
	Scope string
	// Principal is who made it (registry/principal); Anonymous for a
	// call whose context names none.
	Principal string
	// Created is when it was kept.
	Created time.Time
	// MIMEType is "application/json" for a run's output, or the type of
	// a binary block (an image, say).
	MIMEType string
	// Bytes is the length of the kept JSON text: the run's canonical
	// value {"logs", "value"}, or the content block.
	Bytes int
}

// resultTrailer is the JSON line that ends a record.
type resultTrailer struct {
	Scope string `json:"scope"`
	// Principal is who made it (registry/principal): only calls made for
	// the same principal read it.
	Principal string    `json:"principal,omitempty"`
	Created   time.Time `json:"created"`
	MIMEType  string    `json:"mimeType"`
	Kind      string    `json:"kind"`
	Body      int       `json:"body"`   // bytes of body
	CRC       uint32    `json:"crc32c"` // of the body
}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// sealLine is the newline and trailer that end a record whose body is
// the concatenation of body.
func sealLine(body [][]byte, t resultTrailer) []byte {
	t.Body, t.CRC = 0, 0
	for _, p := range body {
		t.Body += len(p)
		t.CRC = crc32.Update(t.CRC, castagnoli, p)
	}
	tb, _ := json.Marshal(t)
	return append([]byte{'\n'}, tb...)
}

// openRecord checks a record and returns its trailer and body.
func openRecord(rec []byte) (resultTrailer, []byte, error) {
	var t resultTrailer
	corrupt := func(why string) error { return fmt.Errorf("%w (%s)", ErrResultCorrupt, why) }
	rest, ok := bytes.CutPrefix(rec, []byte(recordMagic))
	if !ok {
		return t, nil, corrupt("bad magic")
	}
	nl := bytes.LastIndexByte(rest, '\n')
	if nl < 0 || json.Unmarshal(rest[nl+1:], &t) != nil {
		return t, nil, corrupt("bad trailer")
	}
	body := rest[:nl]
	if t.Body != len(body) {
		return t, nil, corrupt("length mismatch")
	}
	if crc32.Checksum(body, castagnoli) != t.CRC {
		return t, nil, corrupt("checksum mismatch")
	}
	return t, body, nil
}

// newResultID returns 128 random bits as 32 hex digits.
func newResultID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// ParseResultID accepts a handle URI (codemode://results/<id>) or a bare
// id and returns the id, or an error wrapping ErrResultNotFound for text
// that cannot be one.
func ParseResultID(s string) (string, error) {
	id := strings.TrimPrefix(strings.TrimSpace(s), ResultURIPrefix)
	if len(id) != 32 {
		return "", fmt.Errorf("%w: %q is not a result handle (want %s<32 hex digits>)", ErrResultNotFound, s, ResultURIPrefix)
	}
	if _, err := hex.DecodeString(id); err != nil {
		return "", fmt.Errorf("%w: %q is not a result handle (want %s<32 hex digits>)", ErrResultNotFound, s, ResultURIPrefix)
	}
	return id, nil
}

// resultTTL is the configured lifetime of kept results.
func (r *Runner) resultTTL() time.Duration {
	if r.opts.ResultTTL > 0 {
		return r.opts.ResultTTL
	}
	return DefaultResultTTL
}

// putRecord seals the record whose body is the concatenation of body
// and stores it under a new id, owned by the principal of ctx. The parts
// go to the store as they are (state.PutParts), so a large output is
// not joined into a second copy to be kept.
func (r *Runner) putRecord(ctx context.Context, body [][]byte, t resultTrailer) (string, error) {
	id := newResultID()
	t.Created = time.Now().UTC()
	t.Principal = principal.FromContext(ctx)
	parts := make([][]byte, 0, len(body)+2)
	parts = append(append(append(parts, []byte(recordMagic)), body...), sealLine(body, t))
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	if err := state.PutParts(ctx, r.opts.State, resultKey(id), parts, r.resultTTL()); err != nil {
		return "", fmt.Errorf("keeping the result: %w", err)
	}
	r.chargeResult(ctx, id, n) // quota.go
	return id, nil
}

// loadResult reads and checks the record of handle (a URI or an id) for
// scope and the principal of ctx. Another principal's record is answered
// exactly as an unknown one, so that a handle's existence is not revealed
// to whoever merely holds its id (AUTH-5).
func (r *Runner) loadResult(ctx context.Context, scope, handle string) (resultTrailer, []byte, string, error) {
	id, err := ParseResultID(handle)
	if err != nil {
		return resultTrailer{}, nil, "", err
	}
	notFound := fmt.Errorf("%w: %s%s is unknown, expired (results are kept %v) or evicted", ErrResultNotFound, ResultURIPrefix, id, r.resultTTL())
	rec, err := r.opts.State.Get(ctx, resultKey(id))
	if errors.Is(err, state.ErrNotFound) {
		return resultTrailer{}, nil, id, notFound
	}
	if err != nil {
		return resultTrailer{}, nil, id, fmt.Errorf("reading result %s: %w", id, err)
	}
	t, body, err := openRecord(rec)
	if err == nil && t.Principal != principal.FromContext(ctx) {
		return resultTrailer{}, nil, id, notFound
	}
	if err != nil {
		return t, nil, id, fmt.Errorf("result %s%s: %w", ResultURIPrefix, id, err)
	}
	if t.Scope != scope {
		return t, nil, id, fmt.Errorf("%w: %s%s was made by another scope (agent) and cannot be read from this one", ErrResultForeign, ResultURIPrefix, id)
	}
	return t, body, id, nil
}

// ResultOptions select part of a kept result.
type ResultOptions struct {
	// Path selects a part of the value, JavaScript style:
	// `items[3].name`, `["a key"][0]`. Empty means the whole value.
	Path string
	// Logs selects the full console logs of the run (a JSON array of
	// strings) instead of its value; Path then applies to that array.
	Logs bool
}

// Result returns the JSON text of a kept result that scope made for the
// principal of ctx (registry/principal): its value, or the part Path
// selects, or its logs. handle is a URI (codemode://results/<id>) or a
// bare id. Errors wrap ErrResultNotFound (unknown, expired, evicted, or
// made for another principal: the same answer), ErrResultForeign (another scope's),
// ErrResultCorrupt, or rawjson's path errors, with a message a model can
// act on.
func (r *Runner) Result(ctx context.Context, scope, handle string, opts *ResultOptions) (json.RawMessage, error) {
	var o ResultOptions
	if opts != nil {
		o = *opts
	}
	t, body, id, err := r.loadResult(ctx, scope, handle)
	if err != nil {
		return nil, err
	}
	doc := body
	if t.Kind == kindRun {
		member := "value"
		if o.Logs {
			member = "logs"
		}
		doc, err = rawjson.Lookup(body, member)
		if errors.Is(err, rawjson.ErrNoValue) {
			doc, err = []byte("null"), nil // the program returned nothing
		}
		if err != nil {
			return nil, fmt.Errorf("result %s%s: %w: %v", ResultURIPrefix, id, ErrResultCorrupt, err)
		}
	} else if o.Logs {
		doc = []byte("[]")
	}
	if o.Path == "" {
		return doc, nil
	}
	part, err := rawjson.Lookup(doc, o.Path)
	if err != nil {
		return nil, fmt.Errorf("result %s%s: %w", ResultURIPrefix, id, err)
	}
	return part, nil
}

// ResultInfo describes a kept result that scope made for the principal of
// ctx, without its text.
func (r *Runner) ResultInfo(ctx context.Context, scope, handle string) (ResultInfo, error) {
	t, body, id, err := r.loadResult(ctx, scope, handle)
	if err != nil {
		return ResultInfo{}, err
	}
	return ResultInfo{ID: id, URI: ResultURIPrefix + id, Scope: t.Scope, Principal: t.Principal, Created: t.Created, MIMEType: t.MIMEType, Bytes: len(body)}, nil
}

// previewRun keeps an oversized run output behind a handle and returns
// the value to show instead, typed and canonical: a preview within budget
// bytes with a "handle" member. The full value and logs are in the store.
//
// The value is never copied: the record's body is stored as three parts
// ({"logs":[…],"value": then the value, then }) and the preview is made
// from the members held apart (rawjson.PreviewMembers), so the host
// holds a large output once, in the buffer the runtime gave it.
func (r *Runner) previewRun(ctx context.Context, scope string, logs []string, value json.RawMessage, budget int) (*CodeRunOutput, json.RawMessage, error) {
	logText := appendLogs(nil, logs)
	body := [][]byte{appendLogs([]byte(`{"logs":`), logs), []byte("}")}
	keys, members := []string{`"logs"`}, [][]byte{logText}
	if value != nil { // RC-41
		body = [][]byte{append(body[0], `,"value":`...), value, body[1]}
		keys, members = append(keys, `"value"`), append(members, value)
	}
	id, err := r.putRecord(ctx, body, resultTrailer{Scope: scope, MIMEType: "application/json", Kind: kindRun})
	if err != nil {
		return nil, nil, err
	}
	uri := ResultURIPrefix + id
	handleMember := `,"handle":` + jsonlit.Quote(uri)
	room := budget - len(handleMember) - len(handleNote(uri)) // the text content adds the note
	if shown := previewLogs(logs, value, room); len(shown) != len(logs) {
		members[0] = appendLogs(nil, shown) // the store keeps every entry
	}
	pv, err := rawjson.PreviewMembers(keys, members, room)
	if err != nil {
		return nil, nil, err
	}
	out := make([]byte, 0, len(pv)+len(handleMember))
	out = append(out, pv[:len(pv)-1]...)
	out = append(out, handleMember...)
	out = append(out, '}')
	typed := &CodeRunOutput{Logs: []string{}, Handle: uri}
	if err := json.Unmarshal(pv, typed); err != nil { // the preview's own members, read once where they are made
		return nil, nil, err
	}
	return typed, out, nil
}

// handleNote is the sentence a preview's text ends with.
func handleNote(uri string) string {
	id := strings.TrimPrefix(uri, ResultURIPrefix)
	return "[output over the budget: the value above is a preview; every place marked " + rawjson.MarkerPrefix +
		" was clipped. The full output is " + uri + ": read it with await codemode.result(" + jsonlit.Quote(id) +
		", {path: \"items[3]\"}) in a later program, or resources/read.]"
}

// resultLink is the resource_link content block of a handle.
func resultLink(uri string) registry.Content {
	b := []byte(`{"type":"resource_link","uri":`)
	b = jsonlit.AppendQuote(b, uri)
	b = append(b, `,"name":`...)
	b = jsonlit.AppendQuote(b, "result "+strings.TrimPrefix(uri, ResultURIPrefix))
	b = append(b, `,"mimeType":"application/json","description":"The full output of run_code; the result shows a preview."}`...)
	return registry.Content{Type: "resource_link", Raw: b}
}

// clipFailure bounds a failed run's logs and message to budget: the
// message keeps at most half, the logs their first and last entries in
// the rest (clipLogs), and the full logs are kept behind a handle named by
// a last log entry.
func (r *Runner) clipFailure(ctx context.Context, scope string, logs []string, msg string, budget int) ([]string, string) {
	quoted := jsonlit.Quote(msg)
	if len(quoted) > budget/2 {
		if pv, err := rawjson.Preview([]byte(quoted), max(budget/2, rawjson.MinPreviewBudget)); err == nil {
			_ = json.Unmarshal(pv, &msg)
			quoted = string(pv)
		}
	}
	note := ""
	if id, err := r.putRecord(ctx, [][]byte{appendCanonical(nil, logs, nil)}, resultTrailer{Scope: scope, MIMEType: "application/json", Kind: kindRun}); err == nil {
		note = rawjson.MarkerPrefix + " full logs: " + ResultURIPrefix + id + " (read them with codemode.result(" + jsonlit.Quote(id) + ", {logs: true}))"
	}
	room := budget - len(quoted) - len(jsonlit.Quote(note)) - 1
	kept := clipLogs(logs, room) // head and tail: errors come last
	if note != "" {
		kept = append(kept, note)
	}
	if kept == nil {
		kept = []string{}
	}
	return kept, msg
}
