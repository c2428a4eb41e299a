package inprocess

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/dop251/goja"
)

// typeErrorCase is one case of testdata/typeerrors/cases.json: a program
// (plain JavaScript, the body of an async function) that returns a caught
// error's message, or fails with it when uncaught; the message Node 20
// gives (recorded by node_messages.mjs), the one bare goja gives, and,
// when ours may differ from Node's, the reason.
type typeErrorCase struct {
	Name     string `json:"name"`
	Program  string `json:"program"`
	Uncaught bool   `json:"uncaught,omitempty"`
	Node     string `json:"node"`
	Goja     string `json:"goja"`
	Reason   string `json:"reason,omitempty"`
}

const (
	typeErrorCases = "testdata/typeerrors/cases.json"
	errorsDoc      = "../../docs/errors.md"
)

// TestTypeErrorsInV8Words: the common TypeErrors read as V8 words them,
// with the expression's name (issue #34), in every case without a
// documented reason; docs/errors.md is the table of the cases (ours, V8,
// goja), generated from them. The "node" column is recorded from Node
// (checked live when node is on PATH) and the "goja" column from bare
// goja (checked live). -update rewrites both and the doc.
func TestTypeErrorsInV8Words(t *testing.T) {
	raw, err := os.ReadFile(typeErrorCases)
	if err != nil {
		t.Fatal(err)
	}
	var cases []typeErrorCase
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	if node, err := exec.LookPath("node"); err != nil {
		t.Logf("node not on PATH: the recorded V8 messages are not re-checked")
	} else {
		out, err := exec.Command(node, "testdata/typeerrors/node_messages.mjs", typeErrorCases).Output()
		if err != nil {
			t.Fatalf("node: %v", err)
		}
		var live []string
		if err := json.Unmarshal(out, &live); err != nil || len(live) != len(cases) {
			t.Fatalf("node printed %q (%v)", out, err)
		}
		for i := range cases {
			if *update {
				cases[i].Node = live[i]
			} else if live[i] != cases[i].Node {
				t.Errorf("%s: node says %q, recorded %q (run with -update)", cases[i].Name, live[i], cases[i].Node)
			}
		}
	}
	rt := mustNew(t, nil)
	ours := make([]string, len(cases))
	for i := range cases {
		c := &cases[i]
		g := bareGojaMessage(c.Program)
		if *update {
			c.Goja = g
		} else if g != c.Goja {
			t.Errorf("%s: goja says %q, recorded %q (run with -update)", c.Name, g, c.Goja)
		}
		res := run1(t, rt, context.Background(), c.Program)
		switch {
		case c.Uncaught && res.Error != nil:
			first, _, _ := strings.Cut(res.Error.Message, "\n")
			_, ours[i], _ = strings.Cut(first, ": ")
		case !c.Uncaught && res.Error == nil:
			_ = json.Unmarshal(res.Value, &ours[i])
		default:
			t.Errorf("%s: unexpected result %s %v", c.Name, res.Value, res.Error)
		}
		if c.Reason == "" && ours[i] != c.Node {
			t.Errorf("%s: ours %q, V8 %q", c.Name, ours[i], c.Node)
		}
	}
	doc := errorsTable(cases, ours)
	if *update {
		out, _ := json.MarshalIndent(cases, "", " ")
		if err := os.WriteFile(typeErrorCases, append(out, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(errorsDoc, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(errorsDoc)
	if err != nil || string(want) != doc {
		t.Errorf("docs/errors.md is stale (run go test ./runtime/inprocess -run TestTypeErrorsInV8Words -update): %v", err)
	}
}

// bareGojaMessage runs program in a plain goja runtime and returns the
// message of the error it catches or rejects with.
func bareGojaMessage(program string) string {
	vm := goja.New()
	v, err := vm.RunString("(async function() {\n" + program + "\n})()")
	if err != nil {
		return "error: " + err.Error()
	}
	p, ok := v.Export().(*goja.Promise)
	if !ok {
		return "not a promise"
	}
	switch p.State() {
	case goja.PromiseStateFulfilled:
		return p.Result().String()
	case goja.PromiseStateRejected:
		if o, ok := p.Result().(*goja.Object); ok {
			return o.Get("message").String()
		}
		return p.Result().String()
	}
	return "pending"
}

// errorsTable renders docs/errors.md.
func errorsTable(cases []typeErrorCase, ours []string) string {
	var b strings.Builder
	b.WriteString(`# Error messages: ours, V8's, goja's

Models are trained on V8's messages, and V8 names the expression that
failed (` + "`matches.slice is not a function`" + `), which tells the model which
variable to fix. goja, the engine under codemode, words the common
TypeErrors its own way; codemode rewords them as V8 does, in both
isolation backends, wherever the program can read them: in a ` + "`catch`" + `
clause, in a rejection handler (the body of every async function, promise
executor and then/catch/finally callback rewords what it throws), and in
the run's error (runtime/inprocess/v8errors.go).
JSON.parse's SyntaxErrors, which goja words as Go's encoding/json does,
are V8's too, text excerpt and UTF-16 position included
(runtime/internal/langlib/jsonerror.go).

Each row is a program of runtime/inprocess/testdata/typeerrors/cases.json.
"V8" is Node 20's message, recorded by node_messages.mjs beside it; "goja"
is bare goja's. TestTypeErrorsInV8Words checks every row (Node live when
it is installed) and regenerates this file with -update. Where ours
differs from V8, the last column says why.

| case | ours | V8 (Node 20) | goja | why ours differs |
|---|---|---|---|---|
`)
	cell := func(s string) string {
		return "`" + strings.ReplaceAll(s, "|", `\|`) + "`"
	}
	for i, c := range cases {
		why := ""
		if ours[i] != c.Node {
			why = c.Reason
		}
		b.WriteString("| " + c.Name + " | " + cell(ours[i]) + " | " + cell(c.Node) + " | " + cell(c.Goja) + " | " + why + " |\n")
	}
	return b.String()
}
