package sdkgen

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// tscVersion is the TypeScript compiler the type-check test installs.
const tscVersion = "5.9.3"

// tscPath returns the path of tsc.js, installing TypeScript into the user
// cache directory with npm when needed, or skips the test with the reason.
func tscPath(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("skipping the TypeScript compiler in -short mode")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed; cannot run tsc")
	}
	_ = node
	cache, err := os.UserCacheDir()
	if err != nil {
		t.Skipf("no cache directory for tsc: %v", err)
	}
	dir := filepath.Join(cache, "codemode-tsc", "typescript-"+tscVersion)
	tsc := filepath.Join(dir, "node_modules", "typescript", "lib", "tsc.js")
	if _, err := os.Stat(tsc); err == nil {
		return tsc
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm is not installed; cannot install tsc")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "install", "--no-audit", "--no-fund", "--silent", "--prefix", dir, "typescript@"+tscVersion)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Skipf("cannot install typescript@%s with npm (offline?): %v\n%s", tscVersion, err, out)
	}
	if _, err := os.Stat(tsc); err != nil {
		t.Skipf("npm installed typescript but %s is missing", tsc)
	}
	return tsc
}

// sdkCode extracts the declarations from a section's ts fence.
func sdkCode(t *testing.T, section string) string {
	t.Helper()
	i := strings.Index(section, "```ts\n")
	if i < 0 || !strings.HasSuffix(section, "\n```") {
		t.Fatal("section has no ts fence")
	}
	return section[i+len("```ts\n") : len(section)-len("\n```")]
}

// prelude declares the console the runtime provides (it is not part of the
// SDK, and the es2022 library has no console).
const prelude = "declare const console: { log(...data: unknown[]): void };\n"

// program wraps a run_code body the way the runtime does, after the SDK.
func program(sdk, body string) string {
	return prelude + sdk + "\n\nasync function main() {\n" + body + "\n}\nvoid main;\nexport {};\n"
}

// tscFile is one module to compile; wantErr lists the error codes that
// must be reported in it (none for a file that must compile cleanly), and
// bodyLine is the line of main's first body line, for error positions.
type tscFile struct {
	name    string
	text    string
	wantErr []string
}

var tscDiag = regexp.MustCompile(`(?m)^([^(\s]+)\((\d+),(\d+)\): error (TS\d+): (.*)$`)

func runTSC(t *testing.T, files []tscFile) {
	tsc := tscPath(t)
	dir := t.TempDir()
	var names []string
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f.name), []byte(f.text), 0o644); err != nil {
			t.Fatal(err)
		}
		names = append(names, f.name)
	}
	cfg, _ := json.Marshal(map[string]any{
		"compilerOptions": map[string]any{
			"strict": true, "noEmit": true, "target": "es2022", "module": "es2022",
			"lib": []string{"es2022"}, "types": []string{}, "skipLibCheck": true,
		},
		"files": names,
	})
	if err := os.WriteFile(filepath.Join(dir, "tsconfig.json"), cfg, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", tsc, "-p", dir, "--pretty", "false")
	out, _ := cmd.CombinedOutput()
	got := map[string][]string{}
	for _, m := range tscDiag.FindAllStringSubmatch(string(out), -1) {
		got[filepath.Base(m[1])] = append(got[filepath.Base(m[1])], m[4]+" at "+m[2]+":"+m[3]+": "+m[5])
	}
	if len(got) == 0 && strings.TrimSpace(string(out)) != "" {
		t.Fatalf("tsc failed without diagnostics:\n%s", out)
	}
	for _, f := range files {
		diags := got[f.name]
		if len(f.wantErr) == 0 {
			if len(diags) > 0 {
				t.Errorf("%s must compile, tsc says:\n%s", f.name, strings.Join(diags, "\n"))
			}
			continue
		}
		all := strings.Join(diags, "\n")
		for _, code := range f.wantErr {
			if !strings.Contains(all, code) {
				t.Errorf("%s must fail with %s, tsc says:\n%s", f.name, code, all)
			}
		}
		// The errors must be in the program, not in the SDK.
		sdkLines := strings.Count(f.text[:strings.Index(f.text, "async function main()")], "\n")
		for _, d := range diags {
			var line int
			fmt.Sscanf(d[strings.Index(d, " at ")+4:], "%d", &line)
			if line <= sdkLines {
				t.Errorf("%s: error inside the SDK declarations: %s", f.name, d)
			}
		}
	}
}

// TestTypeScriptCompiles type-checks generated SDKs with the real
// TypeScript compiler (tsc --strict): the shipped catalogs with programs
// that call several tools correctly (must compile) or wrongly (must not),
// the SC-38 section with exotic names, and every schema case.
func TestTypeScriptCompiles(t *testing.T) {
	plain := sdkCode(t, mustSection(t, loadCatalog(t, "github-mcp-server")))
	typed := sdkCode(t, mustSection(t, loadCatalog(t, "github-mcp-server-typed")))
	sc38 := sdkCode(t, mustSection(t, sc38Tools()))
	files := []tscFile{
		{name: "plain_good.ts", text: program(plain, `
  const me = await tools.get_me({});
  const issues = await tools.list_issues({ owner: "octo", repo: "hello", labels: ["bug"], perPage: 5, direction: "DESC" });
  const [readme, found] = await Promise.all([
    tools.get_file_contents({ owner: "octo", repo: "hello", path: "README.md" }),
    tools.search_repositories({ query: "language:go", sort: "stars", order: "desc" }),
  ]);
  try {
    await tools.create_issue({ owner: "octo", repo: "hello", title: "Found a bug", labels: ["bug"] });
  } catch (e) {
    if (e instanceof ToolCallError) console.log(e.toolName, e.message);
  }
  return { me, issues, readme, found };`)},
		{name: "plain_bad_type.ts", wantErr: []string{"TS2322"}, text: program(plain, `
  return await tools.list_issues({ owner: "octo", repo: 42 });`)},
		{name: "plain_bad_missing.ts", wantErr: []string{"TS2345"}, text: program(plain, `
  return await tools.get_file_contents({ repo: "hello" });`)},
		{name: "plain_bad_enum.ts", wantErr: []string{"TS2322"}, text: program(plain, `
  return await tools.list_issues({ owner: "octo", repo: "hello", direction: "UP" });`)},
		{name: "plain_bad_tool.ts", wantErr: []string{"TS2339"}, text: program(plain, `
  return await tools.no_such_tool({});`)},
		{name: "typed_good.ts", text: program(typed, `
  const label = await tools.get_label({ owner: "octo", repo: "hello", name: "bug" });
  const color: string = label.color;
  const list = await tools.list_label({ owner: "octo", repo: "hello" });
  const names: string[] = (list.labels ?? []).map((l) => l.name);
  const repos = await tools.search_repositories({ query: "topic:mcp", perPage: 10 });
  let total = 0;
  if (repos !== null) total = repos.total_count ?? 0;
  return { color, names, total };`)},
		{name: "typed_bad_return.ts", wantErr: []string{"TS2322"}, text: program(typed, `
  const label = await tools.get_label({ owner: "octo", repo: "hello", name: "bug" });
  const n: number = label.color;
  return n;`)},
		{name: "typed_bad_arg.ts", wantErr: []string{"TS2322"}, text: program(typed, `
  return await tools.search_repositories({ query: "x", order: "sideways" });`)},
		{name: "sc38.ts", text: program(sc38, `
  const r = await tools.bash({ command: "ls" });
  const code: number = r.exitCode;
  await tools["my-mcp.tool"]({});
  const n: null = await tools["😀tool"]({});
  await tools["！tool"]({ any: [1, "x", null] });
  return { code, n, z: await tools.Zeta({ q: "ok" }) };`)},
		{name: "sc38_bad.ts", wantErr: []string{"TS2322"}, text: program(sc38, `
  return await tools.bash({ command: 7 });`)},
	}
	for i, c := range append(append([]schemaCase{}, schemaCases...), constructCases...) {
		got := renderCase(t, c)
		decls, expr := "", got
		if j := strings.LastIndex(got, "\n\n"); j >= 0 && (strings.HasPrefix(got, "type ") || strings.HasPrefix(got, "/**")) {
			decls, expr = got[:j], got[j+2:]
		}
		files = append(files, tscFile{
			name: fmt.Sprintf("case%03d.ts", i),
			text: jsonValueDecl + "\n" + decls + "\ntype Case = " + expr + "\nexport type { Case };\n",
		})
	}
	runTSC(t, files)
}
