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
	"sync"
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
	// expectedFile: another major differs on purpose (Node 20 has no
	// Object.groupBy and cannot strip types), so only the same major is
	// compared live.
	nodeMajorFile = "testdata/programs/node-major.txt"
	// mismatchesFile lists the programs whose codemode outcome differs
	// from Node's at this commit, each with its cause: the test runs them,
	// reports them apart and fails when one of them matches again.
	mismatchesFile = "testdata/programs/MISMATCHES.md"
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
// lines follow up to "---", then the program up to the next "===". "#"
// lines before the first program are comments.
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
		p.Program = strings.TrimSuffix(body, "\n")
		if p.Source == "" {
			t.Errorf("program %s cites no source", p.ID)
		}
		out = append(out, p)
	}
	return out
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

// codemodeOutcome is a runtime result in outcome's shape. Log lines that
// start with "codemode: " are codemode's own notes to the model (how the
// program was normalized, that un-awaited work was waited for), not the
// program's output: the normalization note becomes Normalized, the others
// are left out. The level a warn or error entry starts with (PROG-5) is
// codemode's addition for the model, which Node's console has no place
// for: it is taken off before comparing.
func codemodeOutcome(res runtime.Result) outcome {
	o := outcome{Logs: []string{}}
	for _, l := range res.Logs {
		if strings.HasPrefix(l, "codemode: normalized the program: ") {
			o.Normalized = true
			continue
		}
		if strings.HasPrefix(l, "codemode: ") {
			continue
		}
		o.Logs = append(o.Logs, withoutLevel(l))
	}
	if res.Error != nil {
		o.Error, _, _ = strings.Cut(res.Error.Message, "\n")
	}
	if res.Value != nil {
		_ = json.Unmarshal(res.Value, &o.Value)
	}
	return o
}

// nodeOutcomes runs node_runner.mjs on the reference Node and returns its
// outcomes, its JSON text and Node's major version. Without the reference
// Node, or when its major is not recordedMajor (unless recording: the
// runner needs Node 22's module.stripTypeScriptTypes and registerHooks),
// live is nil and why says why.
func nodeOutcomes(recordedMajor string, recording bool) (live map[string]outcome, text []byte, major, why string, err error) {
	node, why := referenceNode()
	if node == "" {
		return nil, nil, "", why, nil
	}
	out, err := exec.Command(node, "-p", "process.versions.node.split('.')[0]").Output()
	if err != nil {
		return nil, nil, "", "", fmt.Errorf("%s: %v", node, err)
	}
	major = strings.TrimSpace(string(out))
	if major != recordedMajor && !recording {
		return nil, nil, major, fmt.Sprintf("%s is Node %s, the outcomes were recorded with Node %s", node, major, recordedMajor), nil
	}
	cmd := exec.Command(node, "--no-warnings", nodeRunner, corpusFile, stubsFile)
	cmd.Env = nodeEnv()
	text, err = cmd.Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		return nil, nil, "", "", fmt.Errorf("node %s: %v\n%s", nodeRunner, err, stderr)
	}
	if err := json.Unmarshal(text, &live); err != nil {
		return nil, nil, "", "", fmt.Errorf("node printed %q: %v", text, err)
	}
	return live, text, major, "", nil
}

// codemodeOutcomes runs every program in rt, one after the other.
func codemodeOutcomes(rt runtime.Runtime, progs []corpusProgram, names []string, stubs map[string]stub) (map[string]outcome, error) {
	out := map[string]outcome{}
	for _, p := range progs {
		res, err := rt.Run(context.Background(), runtime.Request{Program: p.Program, Namespaces: []runtime.Namespace{stubNamespace(names, stubs)}, Servers: stubServers(names, stubs)})
		if err != nil {
			return nil, fmt.Errorf("%s: Run: %v", p.ID, err)
		}
		out[p.ID] = codemodeOutcome(res)
	}
	return out, nil
}

// TestProgramsCorpus runs the corpus (testdata/programs/corpus.txt: Code
// Mode programs in the shapes public Code Mode projects and models use,
// each citing its source) in codemode, in both isolation backends, and
// compares each outcome with Node 22's for the same program and the same
// stub tools (expected.json, recorded by node_runner.mjs with -update, and
// checked against a live run of the Node the test installs when its major
// is the recorded one). A program whose outcome differs must either say
// why in its note (a design difference, never a codemode bug) or be listed
// in MISMATCHES.md with its cause; one that matches must do neither. The
// tuning half (odd ids) and the held-out half (even ids) are reported
// separately, per backend. Node and the backends run at the same time.
func TestProgramsCorpus(t *testing.T) {
	progs := parseCorpus(t)
	if len(progs) < 250 {
		t.Errorf("the corpus holds %d programs, want at least 250", len(progs))
	}
	names, stubs := readStubs(t)
	listed := readMismatches(t)
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

	recorded, _ := os.ReadFile(nodeMajorFile)
	recordedMajor := strings.TrimSpace(string(recorded))
	var wg sync.WaitGroup
	var live map[string]outcome
	var liveText []byte
	var major, why string
	var nodeErr error
	wg.Add(1)
	go func() {
		defer wg.Done()
		live, liveText, major, why, nodeErr = nodeOutcomes(recordedMajor, *update)
	}()
	got := make([]map[string]outcome, len(backends))
	errs := make([]error, len(backends))
	for i, b := range backends {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], errs[i] = codemodeOutcomes(b.rt, progs, names, stubs)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("%s: %v", backends[i].name, err)
		}
	}
	if nodeErr != nil {
		t.Fatal(nodeErr)
	}

	want := map[string]outcome{}
	switch {
	case *update && live == nil:
		t.Fatalf("-update needs Node 22: %s", why)
	case *update:
		want = live
		if err := os.WriteFile(expectedFile, liveText, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(nodeMajorFile, []byte(major+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	default:
		b, err := os.ReadFile(expectedFile)
		if err != nil {
			t.Fatalf("%v (run with -update)", err)
		}
		if err := json.Unmarshal(b, &want); err != nil {
			t.Fatal(err)
		}
		switch {
		case live == nil:
			t.Logf("no live Node check (%s): comparing with the recorded Node outcomes only", why)
		case !reflect.DeepEqual(live, want):
			for id, o := range live {
				if !reflect.DeepEqual(roundTrip(o), roundTrip(want[id])) {
					t.Errorf("%s: Node now gives %s, %s records %s", id, show(o), expectedFile, show(want[id]))
				}
			}
			t.Errorf("Node's outcomes differ from %s (run with -update)", expectedFile)
		}
	}

	type tally struct{ match, documented, listed, undocumented, total int }
	halves := make([][2]tally, len(backends))
	seen := map[string]bool{}
	for _, p := range progs {
		seen[p.ID] = true
		exp, ok := want[p.ID]
		if !ok {
			t.Errorf("%s: no recorded Node outcome (run with -update)", p.ID)
			continue
		}
		half := 0
		if p.heldOut() {
			half = 1
		}
		cause, isListed := listed[p.ID]
		if isListed && p.Note != "" {
			t.Errorf("%s: both noted as a design difference and listed in %s", p.ID, mismatchesFile)
		}
		matchedAll := true
		for bi, b := range backends {
			h := &halves[bi][half]
			h.total++
			o := got[bi][p.ID]
			same := reflect.DeepEqual(roundTrip(o), roundTrip(exp))
			matchedAll = matchedAll && same
			switch {
			case same:
				h.match++
			case p.Note != "":
				h.documented++
				t.Logf("%s (%s): differs as noted (%s)", p.ID, b.name, p.Note)
			case isListed:
				h.listed++
				if !p.heldOut() || testing.Verbose() {
					t.Logf("%s (%s): listed in %s (cause %s): codemode %s\nNode %s", p.ID, b.name, mismatchesFile, cause, show(o), show(exp))
				}
			default:
				h.undocumented++
				t.Errorf("%s (%s): codemode %s\nNode %s", p.ID, b.name, show(o), show(exp))
			}
		}
		switch {
		case matchedAll && p.Note != "":
			t.Errorf("%s: matches Node but carries a note of a difference: %s", p.ID, p.Note)
		case matchedAll && isListed:
			t.Errorf("%s: matches Node in every backend but is listed in %s (cause %s): remove it from the list", p.ID, mismatchesFile, cause)
		}
	}
	for id := range listed {
		if !seen[id] {
			t.Errorf("%s lists %s, which the corpus does not hold", mismatchesFile, id)
		}
	}
	for bi, b := range backends {
		for i, name := range []string{"tuning half (odd ids)", "held-out half (even ids)"} {
			h := halves[bi][i]
			t.Logf("%s, %s: %d/%d match Node, %d differ by a noted design difference, %d are listed in %s, %d differ without a reason", b.name, name, h.match, h.total, h.documented, h.listed, mismatchesFile, h.undocumented)
		}
	}
}

// readMismatches reads the ids MISMATCHES.md lists, from its table rows
// "| ID | half | cause | … |", each with its cause.
func readMismatches(t *testing.T) map[string]string {
	t.Helper()
	b, err := os.ReadFile(mismatchesFile)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 5 || !strings.HasPrefix(line, "|") {
			continue
		}
		id := strings.TrimSpace(cells[1])
		if _, err := strconv.Atoi(id); err != nil {
			continue
		}
		if _, dup := out[id]; dup {
			t.Errorf("%s lists %s twice", mismatchesFile, id)
		}
		out[id] = strings.TrimSpace(cells[3])
	}
	return out
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

// withoutLevel takes the "[warn] " or "[error] " level off a log entry
// (an empty console.warn() logs "[warn]" alone).
func withoutLevel(l string) string {
	for _, p := range []string{"[warn]", "[error]"} {
		if l == p {
			return ""
		}
		if rest, ok := strings.CutPrefix(l, p+" "); ok {
			return rest
		}
	}
	return l
}
