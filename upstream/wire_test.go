package upstream

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/internal/jsonlines"
)

// pipeDial dials in-memory go-sdk servers by server name over a pair of
// pipes, with the wire between them as for a stdio server (stdio.go).
// serverOut, when set, edits each line the server writes.
func pipeDial(servers map[string]*mcp.Server, serverOut func([]byte) []byte) dialFunc {
	return func(ctx context.Context, u *upstream) (mcp.Transport, *exec.Cmd, error) {
		s, ok := servers[u.name]
		if !ok {
			return nil, nil, fmt.Errorf("no in-memory server %q", u.name)
		}
		toServer, fromClient := io.Pipe()
		toClient, fromServer := io.Pipe()
		var sw io.WriteCloser = fromServer
		if serverOut != nil {
			sw = &jsonlines.Writer{W: fromServer, Edit: serverOut, Stop: fromServer.Close}
		}
		if _, err := s.Connect(ctx, &mcp.IOTransport{Reader: toServer, Writer: sw}, nil); err != nil {
			return nil, nil, err
		}
		w := newWire(u)
		return &mcp.IOTransport{
			Reader: &jsonlines.Reader{R: toClient, Edit: w.seen},
			Writer: &jsonlines.Writer{W: fromClient, Edit: w.out, Stop: fromClient.Close},
		}, nil, nil
	}
}

func TestWireOut(t *testing.T) {
	t.Parallel()
	u := &upstream{reasons: map[string]func() string{"c7": func() string { return "the user gave up" }}}
	w := newWire(u)
	for _, tc := range []struct {
		name, in, want string
	}{
		{"other method unchanged", `{"jsonrpc":"2.0","id":1,"method":"ping"}`, `{"jsonrpc":"2.0","id":1,"method":"ping"}`},
		{"mark removed", `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"_meta":{"codemode.call":"c7"},"name":"x"}}`,
			`{"id":3,"jsonrpc":"2.0","method":"tools/call","params":{"name":"x"}}`},
		{"other meta kept", `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"_meta":{"codemode.call":"c8","progressToken":"p"},"name":"x"}}`,
			`{"id":4,"jsonrpc":"2.0","method":"tools/call","params":{"_meta":{"progressToken":"p"},"name":"x"}}`},
		{"unmarked call unchanged", `{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"x"}}`, `{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"x"}}`},
		{"reason of a marked call", `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3,"reason":"context canceled"}}`,
			`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"reason":"the user gave up","requestId":3}}`},
		{"no reason known", `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":4,"reason":"context canceled"}}`,
			`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":4,"reason":"context canceled"}}`},
		{"not JSON", `{"tools/call`, `{"tools/call`},
	} {
		if got := string(w.out([]byte(tc.in))); got != tc.want {
			t.Errorf("%s: out(%s) = %s; want %s", tc.name, tc.in, got, tc.want)
		}
	}
}

func TestWireInNotesTaskOnlyTools(t *testing.T) {
	t.Parallel()
	u := &upstream{}
	w := newWire(u)
	w.out([]byte(`{"jsonrpc":"2.0","id":"a","method":"tools/list"}`))
	w.in([]byte(`{"jsonrpc":"2.0","id":9,"result":{"tools":[{"name":"nine","execution":{"taskSupport":"required"}}]}}`)) // not a listing
	w.in([]byte(`{"jsonrpc":"2.0","id":"a","result":{"tools":[{"name":"t","execution":{"taskSupport":"required"}},{"name":"p"}]}}`))
	if !u.isTaskOnly("t") || u.isTaskOnly("p") || u.isTaskOnly("nine") {
		t.Fatalf("task-only t=%v p=%v nine=%v; want true false false", u.isTaskOnly("t"), u.isTaskOnly("p"), u.isTaskOnly("nine"))
	}
	if len(w.lists) != 0 {
		t.Fatalf("listing still recorded after its answer: %v", w.lists)
	}
}

// FuzzWire feeds hostile messages both ways: the wire never fails, and
// what it sends is the input or valid JSON.
func FuzzWire(f *testing.F) {
	for _, s := range []string{
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"_meta":{"codemode.call":"c1"},"name":"x"}}`,
		`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}`,
		`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`,
		`{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a","execution":{"taskSupport":"required"}}]}}`,
		`{"id":[],"method":"tools/call","params":{"_meta":[]}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		u := &upstream{reasons: map[string]func() string{"c1": func() string { return "why" }}}
		w := newWire(u)
		out := w.out(append([]byte(nil), b...))
		if string(out) != string(b) && !json.Valid(out) {
			t.Fatalf("out(%q) = %q: neither the input nor JSON", b, out)
		}
		w.in(b)
		w.in(out)
	})
}

func TestSSEWatchSeesEvents(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, stream string
		want         []string
	}{
		{"one event", "event: message\ndata: {\"a\":1}\n\n", []string{`{"a":1}`}},
		{"crlf and id", "id: 7\r\ndata: x\r\n\r\n", []string{"x"}},
		{"multi-line data", "data: a\ndata: b\n\n", []string{"a\nb"}},
		{"priming event without data", "id: 1\ndata:\n\ndata: y\n\n", []string{"y"}},
		{"unfinished event", "data: z\n", nil},
	} {
		var seen []string
		w := &sseWatch{rc: io.NopCloser(iotest.OneByteReader(strings.NewReader(tc.stream))), see: func(b []byte) { seen = append(seen, string(b)) }}
		got, err := io.ReadAll(w)
		if err != nil || string(got) != tc.stream {
			t.Errorf("%s: read %q, %v; want the stream unchanged", tc.name, got, err)
		}
		if !reflect.DeepEqual(seen, tc.want) {
			t.Errorf("%s: saw %q; want %q", tc.name, seen, tc.want)
		}
	}
}

// FuzzSSEWatch: a hostile stream passes through unchanged, however split.
func FuzzSSEWatch(f *testing.F) {
	f.Add([]byte("event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}\n\n"))
	f.Add([]byte("data:\r\n\r\n\n\ndata: x"))
	f.Fuzz(func(t *testing.T, b []byte) {
		w := &sseWatch{rc: io.NopCloser(iotest.HalfReader(bytes.NewReader(b))), see: func([]byte) {}}
		got, err := io.ReadAll(w)
		if err != nil || !bytes.Equal(got, b) {
			t.Fatalf("read %q, %v; want %q", got, err, b)
		}
	})
}
