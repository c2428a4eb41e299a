package tests

// End-to-end tests of cancellation (issue 21, items 4 and 9): aborting a
// run_code in the official TypeScript SDK client cancels the run and its
// upstream request over stdio and over streamable HTTP, stateless and in
// a kept session (where notifications/cancelled arrives in another HTTP
// request), the client's
// reason reaches the upstream, and no response follows a cancellation.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

func TestTSAbortCancelsRun(t *testing.T) {
	// "http-session": a client that declares elicitation, for which
	// serve keeps a session (the go-sdk runs its calls under the
	// session's context; codemode ties each to its own request).
	for _, transport := range []string{"stdio", "http", "http-session"} {
		t.Run(transport, func(t *testing.T) {
			e := newE2E(t)
			connect := `await connectStdio({command: ` + jsString(codemodeBin) + `, args: ` + jsonOf(e.args()) + `})`
			switch transport {
			case "http":
				connect = `await connectHTTP(` + jsString(e.startHTTP(t)) + `)`
			case "http-session":
				connect = `await connectHTTP(` + jsString(e.startHTTP(t)) + `, {capabilities: {elicitation: {}}})`
			}
			out := runNode(t, `import { connectStdio, connectHTTP, runCode, print } from "./client.mjs";
import { readFileSync, existsSync } from "node:fs";
const log = `+jsString(e.eventLog)+`;
const seen = (line) => existsSync(log) && readFileSync(log, "utf8").split("\n").includes(line);
const waitFor = async (line) => { for (let i = 0; i < 600 && !seen(line); i++) await new Promise(r => setTimeout(r, 50)); return seen(line); };
const client = `+connect+`;
const ac = new AbortController();
const run = runCode(client, "await tools.up_sleep({ms: 30000}); return 'finished'", {signal: ac.signal, timeout: 120000}).then(() => "resolved", (e) => "rejected: " + e.message);
const started = await waitFor("sleep start 30000");
ac.abort("user pressed stop");
const outcome = await run;
const cancelled = await waitFor("sleep cancelled 30000");
const reason = await waitFor('cancel reason "the client cancelled the call: user pressed stop"');
const after = await runCode(client, "return (await tools.up_stats({})).cancelled");
print({started, outcome, cancelled, reason, after: after.structuredContent?.value, session: client.transport?.sessionId ?? ""});
await client.close();
`)
			lines := jsonLines(t, out)
			if len(lines) != 1 {
				t.Fatalf("node output: %s", out)
			}
			l := lines[0]
			if l["started"] != true || !strings.HasPrefix(l["outcome"].(string), "rejected") || l["cancelled"] != true || l["after"] != float64(1) {
				b, _ := os.ReadFile(e.eventLog)
				t.Fatalf("abort over %s: %s\nupstream events:\n%s", transport, jsonOf(l), b)
			}
			if kept := strings.HasPrefix(fmt.Sprint(l["session"]), "k"); kept != (transport == "http-session") {
				t.Fatalf("session %v over %s: a kept session is for the client that declares elicitation only", l["session"], transport)
			}
			if l["reason"] != true {
				b, _ := os.ReadFile(e.eventLog)
				t.Fatalf("the client's reason did not reach the upstream over %s; events:\n%s", transport, b)
			}
		})
	}
}

// rawStdio is `codemode serve` on stdio driven by hand-written JSON-RPC.
type rawStdio struct {
	in  io.WriteCloser
	out *bufio.Scanner
}

func (r *rawStdio) send(t *testing.T, msg string) {
	t.Helper()
	if _, err := io.WriteString(r.in, msg+"\n"); err != nil {
		t.Fatal(err)
	}
}

// next returns the next message that has an id (a response).
func (r *rawStdio) next(t *testing.T) map[string]any {
	t.Helper()
	for r.out.Scan() {
		var m map[string]any
		if err := json.Unmarshal(r.out.Bytes(), &m); err != nil {
			t.Fatalf("not JSON: %s", r.out.Text())
		}
		if _, ok := m["id"]; ok {
			return m
		}
	}
	t.Fatalf("the server closed stdout: %v", r.out.Err())
	return nil
}

// TestNoResponseAfterCancellation: once the client cancelled a request,
// the server sends no response for it (stdio and HTTP); the next request
// is answered normally.
func TestNoResponseAfterCancellation(t *testing.T) {
	e := newE2E(t)
	const initialize = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`
	call := func(id int, code string) string {
		b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "method": "tools/call",
			"params": map[string]any{"name": "run_code", "arguments": map[string]any{"code": code, "description": "raw"}}})
		return string(b)
	}
	const cancel5 = `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":5,"reason":"raw stop"}}`

	t.Run("stdio", func(t *testing.T) {
		cmd := exec.Command(codemodeBin, e.args()...)
		cmd.Stderr = &testWriter{t: t}
		in, _ := cmd.StdinPipe()
		stdout, _ := cmd.StdoutPipe()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		defer func() { in.Close(); cmd.Wait() }()
		r := &rawStdio{in: in, out: bufio.NewScanner(stdout)}
		r.out.Buffer(make([]byte, 1<<20), 16<<20)
		r.send(t, initialize)
		r.next(t)
		r.send(t, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
		r.send(t, call(5, "await tools.up_sleep({ms: 30000}); return 'late'"))
		if !waitLine(t, e.eventLog, "sleep start 30000", 20*time.Second) {
			t.Fatal("the program never called the upstream")
		}
		r.send(t, cancel5)
		if !waitLine(t, e.eventLog, "sleep cancelled 30000", 10*time.Second) {
			t.Fatal("the upstream was not cancelled")
		}
		r.send(t, call(6, "return 6"))
		if m := r.next(t); m["id"] != float64(6) {
			t.Fatalf("after cancelling request 5 the server answered %s; want only the answer to 6", jsonOf(m))
		}
	})

	t.Run("http", func(t *testing.T) {
		// An event log of its own: the stdio run's "sleep start" line must
		// not answer this run's wait.
		e := newE2E(t)
		url := e.startHTTP(t)
		post := func(session, body string) *http.Response {
			req, _ := http.NewRequest("POST", url, strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", "application/json, text/event-stream")
			req.Header.Set("MCP-Protocol-Version", "2025-06-18")
			if session != "" {
				req.Header.Set("Mcp-Session-Id", session)
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			return res
		}
		res := post("", initialize)
		session := res.Header.Get("Mcp-Session-Id")
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if session == "" {
			t.Fatal("initialize gave no Mcp-Session-Id: clients cannot correlate their cancellations")
		}
		body := make(chan []byte, 1)
		go func() {
			res := post(session, call(5, "await tools.up_sleep({ms: 30000}); return 'late'"))
			b, _ := io.ReadAll(res.Body)
			res.Body.Close()
			body <- b
		}()
		if !waitLine(t, e.eventLog, "sleep start 30000", 20*time.Second) {
			t.Fatal("the program never called the upstream")
		}
		res = post(session, cancel5)
		res.Body.Close()
		var b []byte
		select {
		case b = <-body:
		case <-time.After(20 * time.Second):
			t.Fatal("the cancelled call's HTTP request did not end")
		}
		if bytes.Contains(b, []byte(`"id":5`)) {
			t.Fatalf("a response followed the cancellation: %s", b)
		}
		if !waitLine(t, e.eventLog, `cancel reason "the client cancelled the call: raw stop"`, 10*time.Second) {
			t.Fatal("the reason did not reach the upstream")
		}
	})
}
