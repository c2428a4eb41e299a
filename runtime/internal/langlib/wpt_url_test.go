package langlib_test

import (
	"flag"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/dop251/goja"
	nodeurl "github.com/dop251/goja_nodejs/url"
)

var updateWPT = flag.Bool("update-wpt", false, "rewrite testdata/wpt/expectations.txt from the current failures of langlib's URL")

// wptFailures runs testdata/wpt/run.js in vm (which must define URL) over
// testdata/wpt/urltestdata.json and returns one line per failing case.
func wptFailures(t *testing.T, vm *goja.Runtime) []string {
	t.Helper()
	return wptRun(t, vm, "run.js", "wptURL", "urltestdata.json")
}

// wptSetterFailures runs testdata/wpt/setters.js over
// testdata/wpt/setters_tests.json likewise.
func wptSetterFailures(t *testing.T, vm *goja.Runtime) []string {
	t.Helper()
	return wptRun(t, vm, "setters.js", "wptSetters", "setters_tests.json")
}

// wptRun loads testdata/wpt/script into vm and returns what its function fn
// answers for the parsed testdata/wpt/data and vm's URL.
func wptRun(t *testing.T, vm *goja.Runtime, script, fn, data string) []string {
	t.Helper()
	raw, err := os.ReadFile("testdata/wpt/" + data)
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("testdata/wpt/" + script)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := vm.RunScript(script, string(src)); err != nil {
		t.Fatal(err)
	}
	cases, err := vm.RunString("JSON.parse(" + quoteJS(string(raw)) + ")")
	if err != nil {
		t.Fatal(err)
	}
	run, _ := goja.AssertFunction(vm.Get(fn))
	res, err := run(goja.Undefined(), cases, vm.Get("URL"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	if err := vm.ExportTo(res, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func quoteJS(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '\\', '"':
			b.WriteByte('\\')
			b.WriteRune(r)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\u2028', '\u2029':
			b.WriteString(`\u202` + string(rune('8'+r-'\u2028')))
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// wptTotal is the number of test objects in urltestdata.json.
func wptTotal(t *testing.T) int {
	t.Helper()
	vm := goja.New()
	data, err := os.ReadFile("testdata/wpt/urltestdata.json")
	if err != nil {
		t.Fatal(err)
	}
	v, err := vm.RunString("JSON.parse(" + quoteJS(string(data)) + ").filter(c => typeof c !== 'string').length")
	if err != nil {
		t.Fatal(err)
	}
	return int(v.ToInteger())
}

// TestWPTURL runs the WPT URL parsing cases on langlib's URL and compares
// the failures with testdata/wpt/expectations.txt: a new failure is a
// regression, a case that now passes must be removed from the file.
func TestWPTURL(t *testing.T) {
	total := wptTotal(t)
	l := newVM(t, true)
	got := wptFailures(t, l.vm)
	t.Logf("langlib URL: %d/%d pass", total-len(got), total)
	checkExpectations(t, "testdata/wpt/expectations.txt", got)
}

// TestWPTURLSetters runs the WPT URL setter cases on langlib's URL against
// testdata/wpt/setters_expectations.txt, as TestWPTURL does.
func TestWPTURLSetters(t *testing.T) {
	got := wptSetterFailures(t, newVM(t, true).vm)
	t.Logf("langlib URL setters: %d/%d pass", wptSetterTotal-len(got), wptSetterTotal)
	checkExpectations(t, "testdata/wpt/setters_expectations.txt", got)
}

// wptSetterTotal is the number of cases in setters_tests.json.
const wptSetterTotal = 248

// checkExpectations compares the failures got with the expectations file
// (one failure a line, "#" comments); -update-wpt rewrites it.
func checkExpectations(t *testing.T, file string, got []string) {
	t.Helper()
	if *updateWPT {
		if err := os.WriteFile(file, []byte("# written by go test -run TestWPTURL -update-wpt: the failing cases, one a line\n"+strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, line := range strings.Split(string(raw), "\n") {
		if line != "" && !strings.HasPrefix(line, "#") {
			want[line] = true
		}
	}
	for _, g := range got {
		if !want[g] {
			t.Errorf("new failure: %s", g)
		}
		delete(want, g)
	}
	for w := range want {
		t.Errorf("listed failure now passes (remove it from %s, or run -update-wpt): %s", file, w)
	}
}

// TestWPTURLGojaNodejs measures goja_nodejs's url module on the same data,
// the comparison docs/goja-nodejs.md reports. Its module is loaded through
// its Require function on a bare object, without goja_nodejs's require
// registry.
func TestWPTURLGojaNodejs(t *testing.T) {
	total := wptTotal(t)
	vm := goja.New()
	mod := vm.NewObject()
	_ = mod.Set("exports", vm.NewObject())
	nodeurl.Require(vm, mod)
	_ = vm.Set("URL", mod.Get("exports").ToObject(vm).Get("URL"))
	got := wptFailures(t, vm)
	t.Logf("goja_nodejs url: %d/%d pass", total-len(got), total)
	ours := wptFailures(t, newVM(t, true).vm)
	if len(got) < len(ours) {
		t.Errorf("goja_nodejs passes more WPT URL cases (%d) than langlib (%d): adopt it or fix ours", total-len(got), total-len(ours))
	}
	vm = goja.New()
	mod = vm.NewObject()
	_ = mod.Set("exports", vm.NewObject())
	nodeurl.Require(vm, mod)
	_ = vm.Set("URL", mod.Get("exports").ToObject(vm).Get("URL"))
	gotSet := wptSetterFailures(t, vm)
	t.Logf("goja_nodejs url setters: %d/%d pass", wptSetterTotal-len(gotSet), wptSetterTotal)
	if oursSet := wptSetterFailures(t, newVM(t, true).vm); len(gotSet) < len(oursSet) {
		t.Errorf("goja_nodejs passes more WPT URL setter cases (%d) than langlib (%d)", wptSetterTotal-len(gotSet), wptSetterTotal-len(oursSet))
	}
}

// TestWPTURLNode runs the same script under Node when it is installed; Node
// is the reference, so every case must pass there.
func TestWPTURLNode(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed")
	}
	out, err := exec.Command(node, "testdata/wpt/run.js").CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	if s := strings.TrimSpace(string(out)); s != "" {
		t.Logf("Node fails:\n%s", s)
	}
	out, err = exec.Command(node, "testdata/wpt/setters.js").CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	if s := strings.TrimSpace(string(out)); s != "" {
		t.Logf("Node fails setters:\n%s", s)
	}
}

// TestURLLengthLimit checks that an input longer than the limit, or a
// URL whose serialization would be, is refused with a RangeError that
// leaves the URL as it was, and that one at the limit parses.
func TestURLLengthLimit(t *testing.T) {
	l := newVM(t, true)
	v, err := l.vm.RunString(`
		const n = 1024 * 1024;
		const name = (f) => { try { f(); return "none"; } catch (e) { return e.name; } };
		const u = new URL("http://h/?a=1");
		[
			new URL("http://h/" + "a".repeat(n - 9)).pathname.length,
			name(() => new URL("http://h/" + "a".repeat(n - 8))),
			name(() => new URL("http://h/", "http://h/" + "a".repeat(n))),
			name(() => new URL("http://h/?" + "é".repeat(n / 6))),
			name(() => { u.hash = "é".repeat(n / 6); }),
			name(() => { u.search = "a".repeat(n + 1); }),
			u.href,
			name(() => { u.pathname = "a".repeat(n - 100); }),
			u.href.length,
		].join(" ")`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := v.String(), "1048568 RangeError RangeError RangeError RangeError RangeError http://h/?a=1 none 1048489"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
