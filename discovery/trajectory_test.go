package discovery

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// A recorded trajectory (testdata/trajectories.json): the steps a model
// takes for a task, each the phrasing it would search with, the tool that
// answers, its arguments and the result it returned.
type trajectory struct {
	Task   string `json:"task"`
	Answer string `json:"answer"`
	Steps  []struct {
		Search string          `json:"search"`
		Tool   string          `json:"tool"` // server/tool, "|" between right ones
		Args   json.RawMessage `json:"args"`
		Result string          `json:"result"`
	} `json:"steps"`
}

// modeRun is what one way of offering tools cost on one task.
type modeRun struct {
	offered   int // tokens of the tool definitions sent every turn
	calls     int // tool calls the model makes (MCP level)
	turns     int // model turns, the final answer included
	input     int // input tokens over all turns: offered + history, every turn
	correct   bool
	overLimit bool // the offer alone exceeds contextLimit
}

// contextLimit is the context window the scripted model has.
const contextLimit = 200_000

// replay runs a scripted model over one mode. history grows by what each
// turn adds (the model's call and the result it gets back); every turn
// sends offered plus the history so far.
type replay struct {
	run     modeRun
	history int
}

func (r *replay) turn(call, result string) {
	r.run.turns++
	r.run.input += r.run.offered + r.history
	r.history += CountTokens(call) + CountTokens(result)
}

func (r *replay) final() modeRun {
	r.run.turns++
	r.run.input += r.run.offered + r.history
	r.run.overLimit = r.run.offered > contextLimit
	return r.run
}

// toolDefs is what a client sends a model for direct tool use: every
// tool's name, description and input schema.
func toolDefs(tools []Tool) string {
	type def struct {
		Name        string          `json:"name"`
		Description string          `json:"description"`
		InputSchema json.RawMessage `json:"input_schema,omitempty"`
	}
	defs := make([]def, len(tools))
	for i, t := range tools {
		defs[i] = def{t.Name, t.Description, t.InputSchema}
	}
	b, _ := json.Marshal(defs)
	return string(b)
}

// searchToolDef and runCodeDef are the tool definitions of the other two
// modes (the run_code description carries the offer).
const searchToolDef = `{"name":"search_tools","description":"Search the tool catalog; returns the best matching tools with their definitions, which you can then call.","input_schema":{"type":"object","properties":{"query":{"type":"string"},"limit":{"type":"number"}},"required":["query"]}}`

const runCodeDef = `{"name":"run_code","description":"Run a JavaScript program against the tools below; console.log and the returned value come back. Use codemode.search(query) to find tools the listing leaves out.\n%s","input_schema":{"type":"object","properties":{"code":{"type":"string"}},"required":["code"]}}`

// TestTrajectories replays the recorded trajectories with a scripted model
// in three modes over the npm servers, alone and padded to 10,000 tools:
// direct tools (every definition offered, one call per step), tool search
// (a search tool; per step a search, then the call on a hit), and Code
// Mode (the ≤ 8 KB offer in run_code; one program searches every step,
// a second calls the tools and returns only the answer). A step is right
// when its tool is offered (direct) or among the first five hits of its
// search. It prints the table docs/discovery.md shows.
func TestTrajectories(t *testing.T) {
	var file struct {
		Tasks []trajectory `json:"tasks"`
	}
	readJSON(t, "testdata/trajectories.json", &file)
	for _, total := range []int{0, 10000} {
		tools, names := npmCatalog(t, total)
		c, err := New(tools)
		if err != nil {
			t.Fatal(err)
		}
		off, err := c.Offer(&OfferOptions{MaxBytes: 8 << 10, Frame: func(s string) string { return fmt.Sprintf(runCodeDef, s) }})
		if err != nil {
			t.Fatal(err)
		}
		if off.Bytes > 8<<10 {
			t.Errorf("code mode offer is %d bytes, want ≤ 8 KiB", off.Bytes)
		}
		direct := CountTokens(toolDefs(c.tools))
		codeOffer := CountTokens(fmt.Sprintf(runCodeDef, off.Section))
		right := map[string]int{}
		sums := map[string]*modeRun{"direct": {}, "search": {}, "codemode": {}}
		for _, task := range file.Tasks {
			runs := map[string]modeRun{
				"direct":   replayDirect(task, direct),
				"search":   replaySearch(t, c, names, task),
				"codemode": replayCodeMode(t, c, names, task, codeOffer),
			}
			for m, r := range runs {
				s := sums[m]
				s.offered = r.offered
				s.calls += r.calls
				s.turns += r.turns
				s.input += r.input
				s.overLimit = s.overLimit || r.overLimit
				if r.correct && !r.overLimit {
					right[m]++
				}
			}
		}
		n := len(file.Tasks)
		t.Logf("%d tools, %d tasks (%d steps); Code Mode offer: tier %s, %d bytes:", c.Len(), n, steps(file.Tasks), off.Tier, off.Bytes)
		t.Logf("| mode | tokens offered per turn | tool calls | turns | input tokens, all turns | tasks right |")
		for _, m := range []string{"direct", "search", "codemode"} {
			s := sums[m]
			ok := fmt.Sprintf("%d/%d", right[m], n)
			if s.overLimit {
				ok = fmt.Sprintf("0/%d (offer over %dk context)", n, contextLimit/1000)
			}
			t.Logf("| %s | %d | %d | %d | %d | %s |", m, s.offered, s.calls, s.turns, s.input, ok)
		}
		if sums["codemode"].input >= sums["direct"].input {
			t.Errorf("%d tools: code mode used %d input tokens, direct %d: want fewer", c.Len(), sums["codemode"].input, sums["direct"].input)
		}
		if sums["codemode"].turns >= sums["search"].turns {
			t.Errorf("%d tools: code mode took %d turns, tool search %d: want fewer", c.Len(), sums["codemode"].turns, sums["search"].turns)
		}
	}
}

func steps(ts []trajectory) int {
	n := 0
	for _, t := range ts {
		n += len(t.Steps)
	}
	return n
}

func replayDirect(task trajectory, offered int) modeRun {
	r := replay{run: modeRun{offered: offered, correct: true}}
	r.history = CountTokens(task.Task)
	for _, s := range task.Steps {
		r.run.calls++
		r.turn(string(s.Args), s.Result)
	}
	return r.final()
}

// found reports whether a tool of want (server/tool|…) is among hits.
func found(names map[string]string, want string, hits []Hit) bool {
	for _, w := range strings.Split(want, "|") {
		if slices.ContainsFunc(hits, func(h Hit) bool { return h.Name == names[w] }) {
			return true
		}
	}
	return false
}

func hitsText(hits []Hit) string {
	b, _ := json.Marshal(hits)
	return string(b)
}

func replaySearch(t *testing.T, c *Catalog, names map[string]string, task trajectory) modeRun {
	r := replay{run: modeRun{offered: CountTokens(searchToolDef), correct: true}}
	r.history = CountTokens(task.Task)
	for _, s := range task.Steps {
		hits, err := c.Search(s.Search, &SearchOptions{Limit: 5})
		if err != nil {
			t.Fatal(err)
		}
		r.run.calls++
		r.turn(`{"query":`+quote(s.Search)+`}`, hitsText(hits))
		if !found(names, s.Tool, hits) {
			r.run.correct = false
			break
		}
		r.run.calls++
		r.turn(string(s.Args), s.Result)
	}
	return r.final()
}

func replayCodeMode(t *testing.T, c *Catalog, names map[string]string, task trajectory, offered int) modeRun {
	r := replay{run: modeRun{offered: offered, correct: true}}
	r.history = CountTokens(task.Task)
	// Turn 1: one program searches for every step.
	var prog, out strings.Builder
	prog.WriteString("const found = {};\n")
	for i, s := range task.Steps {
		hits, err := c.Search(s.Search, &SearchOptions{Limit: 5})
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&prog, "found[%d] = (await codemode.search(%s, {limit: 5})).map(h => h.name + ': ' + h.signature);\n", i, quote(s.Search))
		for _, h := range hits {
			fmt.Fprintf(&out, "%s: %s\n", h.Name, h.Signature)
		}
		if !found(names, s.Tool, hits) {
			r.run.correct = false
		}
	}
	prog.WriteString("return found;")
	r.run.calls++
	r.turn(prog.String(), out.String())
	if !r.run.correct {
		return r.final()
	}
	// Turn 2: one program calls the tools in order; only the answer comes back.
	prog.Reset()
	for i, s := range task.Steps {
		name := names[strings.Split(s.Tool, "|")[0]]
		fmt.Fprintf(&prog, "const r%d = await tools[%s](%s);\n", i, quote(name), s.Args)
	}
	prog.WriteString("return summarize(r0")
	for i := 1; i < len(task.Steps); i++ {
		fmt.Fprintf(&prog, ", r%d", i)
	}
	prog.WriteString(");")
	r.run.calls++
	r.turn(prog.String(), task.Answer)
	return r.final()
}
