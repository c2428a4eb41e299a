package tests

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/runtime/process"
)

var update = flag.Bool("update", false, "rewrite golden files (testdata/programs/expected.json from Node)")

const (
	corpusFile   = "testdata/programs/corpus.txt"
	stubsFile    = "testdata/programs/stubs.json"
	expectedFile = "testdata/programs/expected.json"
	nodeRunner   = "testdata/programs/node_runner.mjs"
	// nodeMajorFile names the major version of the Node that recorded
	// expectedFile: another major differs on purpose (Node 22 has
	// Object.groupBy, Node 20 does not), so only the same major is
	// compared live.
	nodeMajorFile = "testdata/programs/node-major.txt"
)

// corpusProgram is one program of corpus.txt.
type corpusProgram struct {
	ID, Source, Note string
	Program          string
}

// heldOut reports whether the program is in the held-out half (even ids):
// the tuning half is the odd ids.
func (p corpusProgram) heldOut() bool {
	n, _ := strconv.Atoi(p.ID)
	return n%2 == 0
}

// parseCorpus reads corpus.txt: "=== ID" starts a program, "key: value"
// lines follow up to "---", then the program up to the next "===" (a
// "--- node" section, the hand-stripped JavaScript Node runs, is not part
// of it). "#" lines before the first program are comments.
func parseCorpus(t *testing.T) []corpusProgram {
	t.Helper()
	b, err := os.ReadFile(corpusFile)
	if err != nil {
		t.Fatal(err)
	}
	var out []corpusProgram
	chunks := strings.Split("\n"+string(b), "\n=== ")[1:]
	for _, c := range chunks {
		head, body, ok := strings.Cut(c, "\n---\n")
		if !ok {
			t.Fatalf("program %q has no --- line", c[:min(len(c), 20)])
		}
		lines := strings.Split(head, "\n")
		p := corpusProgram{ID: strings.TrimSpace(lines[0])}
		for _, l := range lines[1:] {
			k, v, _ := strings.Cut(l, ": ")
			switch k {
			case "source":
				p.Source = v
			case "note":
				p.Note = v
			default:
				t.Fatalf("program %s: unknown key %q", p.ID, k)
			}
		}
		body, _, _ = strings.Cut(body, "\n--- node\n")
		p.Program = strings.TrimSuffix(body, "\n")
		if p.Source == "" {
			t.Errorf("program %s cites no source", p.ID)
		}
		out = append(out, p)
	}
	return out
}

// stub is one tool of stubs.json (see its _comment).
type stub struct {
	Echo    bool                       `json:"echo"`
	Key     string                     `json:"key"`
	Cases   map[string]json.RawMessage `json:"cases"`
	Default json.RawMessage            `json:"default"`
}

// stubNamespace builds the tools namespace of stubs.json: each answer is
// decided from the call's JSON arguments exactly as node_runner.mjs
// decides it.
func stubNamespace(t *testing.T) runtime.Namespace {
	t.Helper()
	b, err := os.ReadFile(stubsFile)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	ns := runtime.Namespace{Global: "tools", ErrorClass: &runtime.ErrorClass{Name: "ToolCallError", MemberProperty: "toolName"}}
	for name, r := range raw {
		if strings.HasPrefix(name, "_") {
			continue
		}
		var s stub
		if err := json.Unmarshal(r, &s); err != nil {
			t.Fatalf("stub %s: %v", name, err)
		}
		ns.Functions = append(ns.Functions, runtime.Function{Name: name, Call: func(_ context.Context, args json.RawMessage, reply runtime.Reply) {
			if s.Echo {
				reply(args, nil)
				return
			}
			out := s.Default
			if s.Key != "" {
				var obj map[string]any
				if json.Unmarshal(args, &obj) == nil {
					if v, ok := s.Cases[stubKey(obj[s.Key])]; ok {
						out = v
					}
				}
			}
			var e struct {
				Err *string `json:"$error"`
			}
			if json.Unmarshal(out, &e) == nil && e.Err != nil {
				reply(nil, fmt.Errorf("%s", *e.Err))
				return
			}
			reply(out, nil)
		}})
	}
	return ns
}

// stubKey is String(v) for the JSON values a stub key can hold.
func stubKey(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	}
	return fmt.Sprint(v)
}

// outcome is what a run shows the model, in node_runner.mjs's shape: the
// value as JSON, the logs, the first line of the error, and whether the
// program was normalized (unfenced, or its lone function called).
type outcome struct {
	Value      any      `json:"value,omitempty"`
	Logs       []string `json:"logs"`
	Error      string   `json:"error,omitempty"`
	Normalized bool     `json:"normalized"`
}

// codemodeOutcome is a runtime result in outcome's shape. The log line
// that says how the program was normalized is codemode's own: it becomes
// Normalized.
func codemodeOutcome(res runtime.Result) outcome {
	o := outcome{Logs: []string{}}
	for _, l := range res.Logs {
		if strings.HasPrefix(l, "codemode: normalized the program: ") {
			o.Normalized = true
			continue
		}
		if strings.HasPrefix(l, waitedPrefix) { // SETTLE-1: codemode's own note; Node's runner takes the value when the program returns
			continue
		}
		o.Logs = append(o.Logs, l)
	}
	if res.Error != nil {
		o.Error, _, _ = strings.Cut(res.Error.Message, "\n")
	}
	if res.Value != nil {
		_ = json.Unmarshal(res.Value, &o.Value)
	}
	return o
}

// TestProgramsCorpus runs the corpus (testdata/programs/corpus.txt: Code
// Mode programs in the shapes public Code Mode projects use, each citing
// its source) in codemode, in both isolation backends, and compares each
// outcome with Node's for the same program and the same stub tools
// (expected.json, recorded by node_runner.mjs with -update, and checked
// against a live Node run when node is on PATH). A program whose outcome
// differs must say why in its note; one that matches must not carry a
// note. The tuning half (odd ids) and the held-out half (even ids) are
// reported separately.
func TestProgramsCorpus(t *testing.T) {
	progs := parseCorpus(t)
	if len(progs) < 100 {
		t.Errorf("the corpus holds %d programs, want at least 100", len(progs))
	}
	want := map[string]outcome{}
	if b, err := os.ReadFile(expectedFile); err == nil {
		if err := json.Unmarshal(b, &want); err != nil {
			t.Fatal(err)
		}
	} else if !*update {
		t.Fatalf("%v (run with -update and node on PATH)", err)
	}
	if node, err := exec.LookPath("node"); err != nil {
		if *update {
			t.Fatal("-update needs node on PATH")
		}
		t.Logf("node not on PATH: comparing with the recorded Node outcomes only")
	} else {
		major := nodeMajor(t, node)
		recorded, _ := os.ReadFile(nodeMajorFile)
		out, err := exec.Command(node, nodeRunner, corpusFile, stubsFile).Output()
		if err != nil {
			t.Fatalf("node: %v", err)
		}
		var live map[string]outcome
		if err := json.Unmarshal(out, &live); err != nil {
			t.Fatalf("node printed %q: %v", out, err)
		}
		if *update {
			want = live
			if err := os.WriteFile(expectedFile, out, 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(nodeMajorFile, []byte(major+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		} else if got := strings.TrimSpace(string(recorded)); got != major {
			t.Logf("node on PATH is major %s, the outcomes were recorded with %s: comparing with the recorded outcomes only", major, got)
		} else if !reflect.DeepEqual(live, want) {
			t.Errorf("Node's outcomes differ from %s (run with -update)", expectedFile)
		}
	}

	ns := stubNamespace(t)
	opts := runtime.Options{Compute: 5 * time.Second, Wall: 20 * time.Second}
	inproc, err := inprocess.New(&opts)
	if err != nil {
		t.Fatal(err)
	}
	defer inproc.Close()
	backends := []struct {
		name string
		rt   runtime.Runtime
	}{{"inprocess", inproc}}
	if process.Supported() {
		proc, err := process.New(&opts, &process.Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		defer proc.Close()
		backends = append(backends, struct {
			name string
			rt   runtime.Runtime
		}{"process", proc})
	}
	type tally struct{ match, documented, undocumented, total int }
	var halves [2]tally
	for _, p := range progs {
		exp, ok := want[p.ID]
		if !ok {
			t.Errorf("%s: no recorded Node outcome (run with -update)", p.ID)
			continue
		}
		h := &halves[0]
		if p.heldOut() {
			h = &halves[1]
		}
		h.total++
		matched := true
		for _, b := range backends {
			res, err := b.rt.Run(context.Background(), runtime.Request{Program: p.Program, Namespaces: []runtime.Namespace{ns}})
			if err != nil {
				t.Fatalf("%s %s: Run: %v", p.ID, b.name, err)
			}
			got := codemodeOutcome(res)
			same := reflect.DeepEqual(roundTrip(got), roundTrip(exp))
			switch {
			case !same && p.Note == "":
				t.Errorf("%s (%s): codemode %s\nNode %s", p.ID, b.name, show(got), show(exp))
			case !same:
				t.Logf("%s (%s): differs as noted (%s)", p.ID, b.name, p.Note)
			}
			matched = matched && same
		}
		switch {
		case matched && p.Note != "":
			t.Errorf("%s: matches Node but carries a note of a difference: %s", p.ID, p.Note)
		case matched:
			h.match++
		case p.Note != "":
			h.documented++
		default:
			h.undocumented++
		}
	}
	for i, name := range []string{"tuning half (odd ids)", "held-out half (even ids)"} {
		h := halves[i]
		t.Logf("%s: %d/%d match Node, %d differ with a documented reason, %d without", name, h.match, h.total, h.documented, h.undocumented)
	}
}

// roundTrip normalizes an outcome through JSON, so numbers compare as
// JSON numbers whatever their Go type.
func roundTrip(o outcome) outcome {
	b, _ := json.Marshal(o)
	var out outcome
	_ = json.Unmarshal(b, &out)
	if out.Logs == nil {
		out.Logs = []string{}
	}
	return out
}

func show(o outcome) string {
	b, _ := json.Marshal(o)
	return string(b)
}

// nodeMajor is the major version of the node binary, e.g. "20".
func nodeMajor(t *testing.T, node string) string {
	t.Helper()
	out, err := exec.Command(node, "-p", "process.versions.node.split('.')[0]").Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	return strings.TrimSpace(string(out))
}
