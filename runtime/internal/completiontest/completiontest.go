// Package completiontest checks a runtime backend against the shared
// golden tables of run outcomes of issue #21 item 7 — program completions
// under the JSON.stringify rule, and failed binding calls that name their
// member and the program's line:col — so that the in-process and process
// backends cannot drift. It is a test helper: only _test files import it.
package completiontest

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// Case is one program of the golden table and the outcome it must have.
type Case struct {
	Name    string
	Program string
	Want    string // Outcome's text
}

// Parse reads the golden format: "== name", the program's lines, then
// one "-> outcome" line. Lines before the first case starting with '#'
// are comments.
func Parse(data []byte) ([]Case, error) {
	var cases []Case
	var cur *Case
	var prog []string
	for n, line := range strings.Split(string(data), "\n") {
		switch {
		case cur == nil && (line == "" || strings.HasPrefix(line, "#")):
		case strings.HasPrefix(line, "== "):
			if cur != nil {
				return nil, fmt.Errorf("line %d: case %q has no outcome", n+1, cur.Name)
			}
			cur, prog = &Case{Name: strings.TrimPrefix(line, "== ")}, nil
		case cur == nil:
			if line != "" {
				return nil, fmt.Errorf("line %d: text outside a case", n+1)
			}
		case strings.HasPrefix(line, "-> "):
			cur.Program, cur.Want = strings.Join(prog, "\n"), strings.TrimPrefix(line, "-> ")
			cases = append(cases, *cur)
			cur = nil
		default:
			prog = append(prog, line)
		}
	}
	if cur != nil {
		return nil, fmt.Errorf("case %q has no outcome", cur.Name)
	}
	return cases, nil
}

// Format writes cases in the golden format under header (comment lines).
func Format(header string, cases []Case) []byte {
	var b bytes.Buffer
	for _, l := range strings.Split(strings.TrimSpace(header), "\n") {
		b.WriteString("# " + l + "\n")
	}
	for _, c := range cases {
		fmt.Fprintf(&b, "\n== %s\n%s\n-> %s\n", c.Name, c.Program, c.Want)
	}
	return b.Bytes()
}

// Outcome is the one-line text of a result: the value's JSON, "(no
// value)", or "!kind: message".
func Outcome(res runtime.Result) string {
	if res.Error != nil {
		return "!" + string(res.Error.Kind) + ": " + strings.ReplaceAll(res.Error.Message, "\n", `\n`)
	}
	if res.Value == nil {
		return "(no value)"
	}
	return string(res.Value)
}

// Header is the comment block of the golden file.
const Header = `Program completions under the JSON.stringify rule (issue #21 item 7).
Each case: "== name", the program, "-> outcome" (JSON, "(no value)" or
"!kind: message"). Checked by runtime/inprocess and runtime/process;
rewrite the outcomes with: go test ./runtime/inprocess -run TestCompletionGolden -update`

// Check runs every case of the completion golden file at path through rt
// and compares outcomes. With update set it rewrites the file instead.
func Check(t *testing.T, rt runtime.Runtime, path string, update bool) {
	t.Helper()
	CheckWith(t, rt, path, Header, nil, update)
}

// CheckWith is Check for a golden file with its own header whose
// programs see the namespaces nss.
func CheckWith(t *testing.T, rt runtime.Runtime, path, header string, nss []runtime.Namespace, update bool) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cases, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	for i, c := range cases {
		res, err := rt.Run(context.Background(), runtime.Request{Program: c.Program, Namespaces: nss})
		if err != nil {
			t.Fatalf("%s: Run: %v", c.Name, err)
		}
		got := Outcome(res)
		if update {
			cases[i].Want = got
			continue
		}
		if got != c.Want {
			t.Errorf("%s:\n%s\n got %s\nwant %s", c.Name, c.Program, got, c.Want)
		}
	}
	if update {
		if err := os.WriteFile(path, Format(header, cases), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
