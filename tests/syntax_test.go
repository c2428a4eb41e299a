package tests

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/runtime/process"
)

const (
	syntaxCasesFile    = "testdata/syntax/cases.json"
	syntaxServersFile  = "testdata/syntax/servers.json"
	syntaxExpectedFile = "testdata/syntax/expected.json"
	syntaxRunner       = "testdata/syntax/node_runner.mjs"
	syntaxNodeMajor    = "testdata/syntax/node-major.txt"
)

// syntaxCase is one program of cases.json (see node_runner.mjs).
type syntaxCase struct {
	ID, Source, Program, Node, Note string
	Module                          bool
	// Waited: codemode logs that it waited for work left running after
	// the program returned (Node has no such line).
	Waited bool
	// Compare is "" (the outcomes are equal) or "v8-words": codemode's
	// error or log keeps Node's message and adds to it.
	Compare string
}

// syntaxOutcome is what a run shows, in node_runner.mjs's shape.
type syntaxOutcome struct {
	Value   any      `json:"value,omitempty"`
	Logs    []string `json:"logs"`
	Error   string   `json:"error,omitempty"`
	Pending bool     `json:"pending,omitempty"`
}

// waitedPrefix starts the log line of a run that waited for work left
// running after its program returned (docs/contracts.md SETTLE-1).
const waitedPrefix = "codemode: the program returned with "

// TestProgramSyntaxAndSettling runs the programs of issue #40's causes 1
// to 3 and its unknown-tool and never-settling gaps (testdata/syntax:
// import and export at the top, the servers file tree, un-awaited work,
// a promise nothing settles, a misspelled tool) in codemode, in both
// isolation backends, and compares each outcome with Node's for the same
// program, tools and servers tree (expected.json, recorded by
// node_runner.mjs with -update and re-checked live when the node on PATH
// has the recorded major version).
func TestProgramSyntaxAndSettling(t *testing.T) {
	var cases []syntaxCase
	readJSON(t, syntaxCasesFile, &cases)
	var serverSpec map[string]json.RawMessage
	readJSON(t, syntaxServersFile, &serverSpec)
	want := map[string]syntaxOutcome{}
	if b, err := os.ReadFile(syntaxExpectedFile); err == nil {
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
		recorded, _ := os.ReadFile(syntaxNodeMajor)
		switch got := strings.TrimSpace(string(recorded)); {
		case *update, got == major:
			out, err := exec.Command(node, syntaxRunner, syntaxCasesFile, syntaxServersFile).Output()
			if err != nil {
				t.Fatalf("node: %v", err)
			}
			var live map[string]syntaxOutcome
			if err := json.Unmarshal(out, &live); err != nil {
				t.Fatalf("node printed %q: %v", out, err)
			}
			if *update {
				want = live
				writeFile(t, syntaxExpectedFile, out)
				writeFile(t, syntaxNodeMajor, []byte(major+"\n"))
			} else if !reflect.DeepEqual(live, want) {
				t.Errorf("Node's outcomes differ from %s (run with -update)", syntaxExpectedFile)
			}
		default:
			t.Logf("node on PATH is major %s, the outcomes were recorded with %s: comparing with the recorded outcomes only", major, got)
		}
	}

	ns := runtime.Namespace{Global: "tools", ErrorClass: &runtime.ErrorClass{Name: "ToolCallError", MemberProperty: "toolName"}}
	var servers []runtime.Server
	names := make([]string, 0, len(serverSpec))
	for name := range serverSpec {
		if !strings.HasPrefix(name, "_") {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		var tools map[string]string
		if err := json.Unmarshal(serverSpec[name], &tools); err != nil {
			t.Fatal(err)
		}
		s := runtime.Server{Name: name, Namespace: "tools"}
		for tool, member := range tools {
			s.Tools = append(s.Tools, runtime.ServerTool{Name: tool, Member: member})
			ns.Functions = append(ns.Functions, runtime.Function{Name: member, Call: runtime.Blocking(func(_ context.Context, args json.RawMessage) (json.RawMessage, error) {
				name, _ := json.Marshal(member) // keys in Node's order: tool, then args
				return json.RawMessage(`{"tool":` + string(name) + `,"args":` + string(args) + `}`), nil
			})})
		}
		servers = append(servers, s)
	}

	opts := runtime.Options{Compute: 5 * time.Second, Wall: 20 * time.Second}
	backends := map[string]runtime.Runtime{}
	inproc, err := inprocess.New(&opts)
	if err != nil {
		t.Fatal(err)
	}
	defer inproc.Close()
	backends["inprocess"] = inproc
	if process.Supported() {
		proc, err := process.New(&opts, &process.Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		defer proc.Close()
		backends["process"] = proc
	}
	for _, c := range cases {
		exp, ok := want[c.ID]
		if !ok {
			t.Errorf("%s: no recorded Node outcome (run with -update)", c.ID)
			continue
		}
		for _, bname := range []string{"inprocess", "process"} {
			rt := backends[bname]
			if rt == nil {
				continue
			}
			t.Run(c.ID+"/"+bname, func(t *testing.T) {
				res, err := rt.Run(context.Background(), runtime.Request{Program: c.Program, Namespaces: []runtime.Namespace{ns}, Servers: servers})
				if err != nil {
					t.Fatal(err)
				}
				got, waited := syntaxOutcomeOf(res)
				if waited != c.Waited {
					t.Errorf("waited note %v, want %v (logs %q)", waited, c.Waited, res.Logs)
				}
				switch c.Compare {
				case "":
					if !reflect.DeepEqual(roundTripSyntax(got), roundTripSyntax(exp)) {
						t.Errorf("codemode %s\nNode     %s", showJSON(got), showJSON(exp))
					}
				case "v8-words":
					// Node's words stay inside codemode's message.
					gotText := got.Error + strings.Join(got.Logs, "\n")
					for _, w := range append(exp.Logs, strings.TrimPrefix(exp.Error, "TypeError: ")) {
						if w != "" && !strings.Contains(gotText, w) {
							t.Errorf("codemode %s lacks Node's %q", showJSON(got), w)
						}
					}
					if !strings.Contains(gotText, "codemode.search") {
						t.Errorf("codemode %s does not point to codemode.search", showJSON(got))
					}
				default:
					t.Fatalf("unknown compare %q", c.Compare)
				}
			})
		}
	}
}

// syntaxOutcomeOf is a result in syntaxOutcome's shape; the note of a run
// that waited after its program returned is codemode's own and reported
// apart, and a program awaiting what nothing settles is Node's pending.
func syntaxOutcomeOf(res runtime.Result) (syntaxOutcome, bool) {
	o := syntaxOutcome{Logs: []string{}}
	waited := false
	for _, l := range res.Logs {
		if strings.HasPrefix(l, waitedPrefix) {
			waited = true
			continue
		}
		o.Logs = append(o.Logs, withoutLevel(l)) // PROG-5's level is codemode's, not Node's
	}
	switch {
	case res.Error != nil && strings.HasPrefix(res.Error.Message, "the program awaits a promise that nothing can settle"):
		o.Pending = true
	case res.Error != nil:
		o.Error, _, _ = strings.Cut(res.Error.Message, "\n")
	}
	if res.Value != nil {
		_ = json.Unmarshal(res.Value, &o.Value)
	}
	return o, waited
}

func roundTripSyntax(o syntaxOutcome) syntaxOutcome {
	b, _ := json.Marshal(o)
	var out syntaxOutcome
	_ = json.Unmarshal(b, &out)
	if out.Logs == nil {
		out.Logs = []string{}
	}
	return out
}

func showJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

func writeFile(t *testing.T, path string, b []byte) {
	t.Helper()
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// nodeMajor is the major version of the node at path.
func nodeMajor(t *testing.T, node string) string {
	t.Helper()
	out, err := exec.Command(node, "-p", "process.versions.node.split('.')[0]").Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	return strings.TrimSpace(string(out))
}
