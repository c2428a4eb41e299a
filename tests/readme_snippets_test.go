package tests

// The README's fenced blocks, checked as printed (issue #42, "done
// means"): every block is claimed by exactly one check below, so a new
// snippet without a check fails until it gets one, and a drifted snippet
// (a renamed flag, a moved file, a servers file the loader refuses, a
// TypeScript program that no longer parses) fails CI.

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/mcpserver"
	"github.com/codemode-go/codemode/transpile"
	"github.com/codemode-go/codemode/upstream"
)

// readmeSnippet is one fenced block of README.md.
type readmeSnippet struct {
	line int    // of the opening fence, 1-based
	lang string // the info string ("" for a bare fence)
	text string
}

var fenceOpen = regexp.MustCompile("^(```+)(\\S*)$")

func readmeSnippets(t *testing.T) []readmeSnippet {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	var out []readmeSnippet
	for i := 0; i < len(lines); i++ {
		m := fenceOpen.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		j := i + 1
		for j < len(lines) && lines[j] != m[1] {
			j++
		}
		if j == len(lines) {
			t.Fatalf("README.md:%d: unclosed fence", i+1)
		}
		out = append(out, readmeSnippet{line: i + 1, lang: m[2], text: strings.Join(lines[i+1:j], "\n")})
		i = j
	}
	return out
}

// snippetCheck claims the blocks match says are its and checks each.
type snippetCheck struct {
	name  string
	match func(readmeSnippet) bool
	check func(*testing.T, readmeSnippet)
}

var snippetChecks = []snippetCheck{
	{"run --json shape", func(s readmeSnippet) bool { return s.lang == "json" && strings.HasPrefix(s.text, `{"value"`) }, checkRunJSONShape},
	{"servers file, loaded by the real loader", func(s readmeSnippet) bool {
		return s.lang == "json" && (strings.Contains(s.text, `"mcpServers"`) || strings.Contains(s.text, `"servers"`))
	}, checkServersFile},
	{"shell commands", func(s readmeSnippet) bool { return s.lang == "sh" }, checkShell},
	{"TypeScript program, transpiled", func(s readmeSnippet) bool { return s.lang == "ts" }, checkTS},
	{"Go, its identifiers resolved", func(s readmeSnippet) bool { return s.lang == "go" }, checkGoIdents},
	{"failure output sample", func(s readmeSnippet) bool { return s.lang == "" && strings.HasPrefix(s.text, "exception: ") }, checkFailureSample},
	{"repository layout", func(s readmeSnippet) bool { return s.lang == "" && strings.HasPrefix(s.text, "transpile/") }, checkLayoutTree},
	{"haproxy session affinity", func(s readmeSnippet) bool { return s.lang == "haproxy" }, checkHAProxy},
}

// TestREADMESnippets runs every check on the blocks it claims and fails
// on a block no check claims, or two do.
func TestREADMESnippets(t *testing.T) {
	for _, s := range readmeSnippets(t) {
		var claimed []snippetCheck
		for _, c := range snippetChecks {
			if c.match(s) {
				claimed = append(claimed, c)
			}
		}
		switch len(claimed) {
		case 0:
			t.Errorf("README.md:%d: a ```%s block no check claims: add one to snippetChecks\n%s", s.line, s.lang, s.text)
			continue
		case 1:
		default:
			t.Errorf("README.md:%d: claimed by several checks (%s, %s)", s.line, claimed[0].name, claimed[1].name)
			continue
		}
		t.Run(strings.ReplaceAll(claimed[0].name, " ", "_")+"/line"+itoa(s.line), func(t *testing.T) { claimed[0].check(t, s) })
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func checkRunJSONShape(t *testing.T, s readmeSnippet) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(s.text), &m); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	known := []string{"value", "logs", "error", "handle", "status", "pending", "resume", "approval"}
	for k := range m {
		if !slices.Contains(known, k) {
			t.Errorf("member %q is not in DESIGN §5's run --json object", k)
		}
	}
	var e struct{ Kind, Message string }
	if err := json.Unmarshal(m["error"], &e); err != nil || e.Kind == "" {
		t.Errorf("error member %s is not {kind, message}", m["error"])
	}
}

func checkServersFile(t *testing.T, s readmeSnippet) {
	f, err := upstream.ParseServers([]byte(s.text))
	if err != nil {
		t.Fatalf("the loader refuses the README's servers file: %v\n%s", err, s.text)
	}
	if len(f.Servers) == 0 {
		t.Errorf("no servers in %s", s.text)
	}
}

func checkTS(t *testing.T, s readmeSnippet) {
	if _, err := transpile.Transform(s.text, transpile.Options{Params: []string{"tools", "codemode", "console"}}); err != nil {
		t.Fatalf("does not transpile: %v\n%s", err, s.text)
	}
}

func checkFailureSample(t *testing.T, s readmeSnippet) {
	if !regexp.MustCompile(`(?m)^exception: ToolCallError: .+\n    at tools\.\w+ \(program\.ts:\d+:\d+\)\n\n  \d+ \| `).MatchString(s.text) {
		t.Errorf("not the shape of a located tool failure (kind: name: message, at tools.X (program.ts:L:C), the line):\n%s", s.text)
	}
}

func checkLayoutTree(t *testing.T, s readmeSnippet) {
	for _, l := range strings.Split(s.text, "\n") {
		dir, _, _ := strings.Cut(l, " ")
		if !strings.HasSuffix(dir, "/") {
			continue
		}
		if fi, err := os.Stat(filepath.Join("..", dir)); err != nil || !fi.IsDir() {
			t.Errorf("the layout names %s, which is not a directory", dir)
		}
	}
}

// shellWords splits one command line as sh would for our purposes:
// quotes group, a word starting with # starts a comment, and $(...)
// stays inside its word.
func shellWords(line string) []string {
	var words []string
	var cur strings.Builder
	in, depth, started := byte(0), 0, false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case in != 0:
			if c == in && depth == 0 {
				in = 0
			} else {
				if c == '(' && i > 0 && line[i-1] == '$' {
					depth++
				} else if c == ')' && depth > 0 {
					depth--
				}
				cur.WriteByte(c)
			}
		case c == '\'' || c == '"':
			in, started = c, true
		case c == ' ' || c == '\t':
			if started {
				words = append(words, cur.String())
				cur.Reset()
				started = false
			}
		case c == '#' && !started:
			return words
		default:
			cur.WriteByte(c)
			started = true
		}
	}
	if started {
		words = append(words, cur.String())
	}
	return words
}

// externalTools are commands the README prints that need the network,
// a container engine, a cluster or a client we do not have: their
// repository paths are checked, not their effect.
var externalTools = map[string]string{
	"git": "network", "npm": "network", "npx": "network", "docker": "a container engine",
	"kind": "a kind cluster", "kubectl": "a cluster", "claude": "Claude Code", "kubeconform": "deploy's own tests run it",
	"printf": "writes a user file", "echo": "writes a user file", "export": "sets the shell's PATH", "cd": "", "go": "",
}

var (
	helpMu    sync.Mutex
	helpCache = map[string]string{}
)

// subcommandHelp is `codemode SUB --help`, cached.
func subcommandHelp(t *testing.T, sub string) string {
	helpMu.Lock()
	defer helpMu.Unlock()
	if h, ok := helpCache[sub]; ok {
		return h
	}
	r := codemode(t, t.TempDir(), "", sub, "--help")
	if r.code != 0 {
		t.Fatalf("codemode %s --help: exit %d: %s", sub, r.code, r.stderr)
	}
	helpCache[sub] = r.stdout + r.stderr
	return helpCache[sub]
}

var repoPath = regexp.MustCompile(`^(\./)?[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+/?$`)

func checkShell(t *testing.T, s readmeSnippet) {
	dir := ".."
	text := strings.ReplaceAll(s.text, "\\\n", " ")
	for _, line := range strings.Split(text, "\n") {
		words := shellWords(line)
		for len(words) > 0 && regexp.MustCompile(`^[A-Z_]+=`).MatchString(words[0]) {
			words = words[1:] // VAR=value before the command
		}
		if len(words) == 0 {
			continue
		}
		// Paths inside the repository must exist where the block is run.
		for _, w := range words[1:] {
			if repoPath.MatchString(w) && !strings.HasPrefix(w, "..") && !strings.Contains(w, "example.com") {
				if top := strings.Split(strings.TrimPrefix(w, "./"), "/")[0]; exists(filepath.Join(dir, top)) && !exists(filepath.Join(dir, w)) {
					t.Errorf("%q names %s, which does not exist", line, w)
				}
			}
		}
		switch cmd := words[0]; {
		case cmd == "codemode":
			checkCodemodeLine(t, line, words[1:])
		case cmd == "go" && len(words) > 2 && words[1] == "run" && words[2] == "./cmd/codemode":
			checkCodemodeLine(t, line, words[3:])
			if len(words) > 4 && words[3] == "run" {
				// The one command a fresh clone runs first: run it as printed.
				r := codemode(t, dir, "", words[3:]...)
				if r.code != 0 {
					t.Errorf("%q: exit %d: %s", line, r.code, r.stderr)
				}
			}
		case cmd == "go" && len(words) > 1 && words[1] == "test":
			checkGoTestLine(t, line, words)
		case cmd == "./scripts/test":
			if fi, err := os.Stat(filepath.Join(dir, cmd)); err != nil || fi.Mode()&0o111 == 0 {
				t.Errorf("%q: not an executable file", line)
			}
		case cmd == "cd":
			dir = filepath.Join(dir, words[1])
			if !exists(dir) {
				t.Errorf("%q: no such directory", line)
			}
		default:
			if _, ok := externalTools[cmd]; !ok {
				t.Errorf("%q: command %q has no check: add it to externalTools (with why it is not run) or run it here", line, cmd)
			}
		}
	}
}

// checkCodemodeLine: the subcommand exists and every flag it is given is
// in that subcommand's --help.
func checkCodemodeLine(t *testing.T, line string, args []string) {
	if len(args) == 0 {
		return
	}
	help := subcommandHelp(t, args[0])
	for _, a := range args[1:] {
		a = strings.Trim(a, "[]")
		if !strings.HasPrefix(a, "--") {
			continue
		}
		name, _, _ := strings.Cut(strings.TrimPrefix(a, "--"), "=")
		if !regexp.MustCompile(`(?m)^\s+-` + regexp.QuoteMeta(name) + `\b`).MatchString(help) {
			t.Errorf("%q: codemode %s has no flag --%s", line, args[0], name)
		}
	}
}

// checkGoTestLine: the package exists and -run names test functions that do.
func checkGoTestLine(t *testing.T, line string, words []string) {
	i := slices.Index(words, "-run")
	if i < 0 || i+1 >= len(words) {
		return
	}
	pkg := filepath.Join("..", words[2])
	files, _ := filepath.Glob(filepath.Join(pkg, "*_test.go"))
	var src strings.Builder
	for _, f := range files {
		b, _ := os.ReadFile(f)
		src.Write(b)
	}
	for _, name := range strings.Split(words[i+1], "|") {
		if !strings.Contains(src.String(), "func "+name) { // -run is an unanchored regexp
			t.Errorf("%q: %s has no test %s", line, words[2], name)
		}
	}
}

func exists(p string) bool { _, err := os.Stat(p); return err == nil }

// goSnippetPackages maps the qualifiers and variables a README Go
// snippet uses to the package (directory) that must declare what it calls.
var goSnippetPackages = map[string]string{
	"registry": "registry", "runcode": "runcode", "inprocess": "runtime/inprocess", "kit": "integrations/kit",
	"cmanthropic": "integrations/anthropic", "reg": "registry", "ad": "integrations/anthropic",
}

// checkGoIdents: every X.Name the snippet uses, with X one of ours, is
// declared in X's package (a function, type, constant, variable,
// method or field), so a rename in the API fails the README.
func checkGoIdents(t *testing.T, s readmeSnippet) {
	for _, m := range regexp.MustCompile(`\b([a-z]+)\.([A-Z]\w*)`).FindAllStringSubmatch(s.text, -1) {
		dir, ok := goSnippetPackages[m[1]]
		if !ok {
			continue
		}
		if !declaredIn(t, dir)[m[2]] {
			t.Errorf("the README's Go uses %s.%s, which %s does not declare", m[1], m[2], dir)
		}
	}
}

var declCache sync.Map

// declaredIn is the set of names declared in the non-test files of dir:
// top-level identifiers, methods and struct fields.
func declaredIn(t *testing.T, dir string) map[string]bool {
	if v, ok := declCache.Load(dir); ok {
		return v.(map[string]bool)
	}
	names := map[string]bool{}
	fset := token.NewFileSet()
	files, _ := filepath.Glob(filepath.Join("..", dir, "*.go"))
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(af, func(n ast.Node) bool {
			switch d := n.(type) {
			case *ast.FuncDecl:
				names[d.Name.Name] = true
			case *ast.TypeSpec:
				names[d.Name.Name] = true
			case *ast.ValueSpec:
				for _, id := range d.Names {
					names[id.Name] = true
				}
			case *ast.Field:
				for _, id := range d.Names {
					names[id.Name] = true
				}
			}
			return true
		})
	}
	if len(names) == 0 {
		t.Fatalf("no Go declarations in %s", dir)
	}
	declCache.Store(dir, names)
	return names
}

// TestShellWords pins the splitter the shell check relies on.
func TestShellWords(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{`codemode run x.ts   # a comment`, []string{"codemode", "run", "x.ts"}},
		{`a 'b c' "d $(e "f") g"`, []string{"a", "b c", `d $(e "f") g`}},
		{`x --approve 'a/*=ask,*=deny'`, []string{"x", "--approve", "a/*=ask,*=deny"}},
		{`# all comment`, nil},
		{`printf 'a#b' > f`, []string{"printf", "a#b", ">", "f"}},
	} {
		if got := shellWords(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("shellWords(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// checkHAProxy: the affinity recipe for kept sessions (AUTH-7) sticks on
// the session header, keeps an entry at least as long as a session lives idle,
// holds a whole session id, and is a configuration haproxy accepts
// (haproxy -c, where haproxy is installed: .ci/run installs it).
func checkHAProxy(t *testing.T, s readmeSnippet) {
	for _, want := range []string{"stick on req.hdr(Mcp-Session-Id)", "stick store-response res.hdr(Mcp-Session-Id)"} {
		if !strings.Contains(s.text, want) {
			t.Errorf("the recipe does not %q", want)
		}
	}
	m := regexp.MustCompile(`stick-table type string len (\d+) .*expire (\d+)m`).FindStringSubmatch(s.text)
	if m == nil {
		t.Fatalf("no stick-table of strings with an expiry in minutes:\n%s", s.text)
	}
	if d, _ := time.ParseDuration(m[2] + "m"); d < mcpserver.DefaultSessionIdle {
		t.Errorf("entries expire after %v, before a kept session's idle close (%v)", d, mcpserver.DefaultSessionIdle)
	}
	if n, _ := strconv.Atoi(m[1]); n < len("k")+32 {
		t.Errorf("len %s cannot hold a kept session id (33 characters)", m[1])
	}
	bin, err := exec.LookPath("haproxy")
	if err != nil {
		t.Logf("haproxy is not installed: the configuration is not parsed (%v)", err)
		return
	}
	cfg := "defaults\n  mode http\n  timeout connect 5s\n  timeout client 60s\n  timeout server 60s\n" +
		s.text + "\nfrontend f\n  bind 127.0.0.1:1\n  default_backend codemode\n"
	f := filepath.Join(t.TempDir(), "haproxy.cfg")
	if err := os.WriteFile(f, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(bin, "-c", "-f", f).CombinedOutput(); err != nil {
		t.Errorf("haproxy -c refuses the recipe: %v\n%s", err, out)
	}
}
