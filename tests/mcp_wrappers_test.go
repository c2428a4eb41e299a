package tests

import (
	"bufio"
	"bytes"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

const mcpPackage = "github.com/modelcontextprotocol/go-sdk/mcp"

// TestNoConnectionWrapperHidesSDKMethods fails on any type of the module
// that wraps an mcp.Connection (implements it and delegates to a held
// one) while the go-sdk's own connections have unexported methods: the
// SDK calls them (sessionUpdated tells a streamable client connection that
// initialization finished, so it opens its standalone GET stream and sends
// the negotiated MCP-Protocol-Version; on a stdio server connection it
// sets the version that refuses batches), and a wrapper outside the SDK
// cannot forward them. Issue #33 was that defect: upstream
// sampling/createMessage and elicitation/create never arrived over HTTP.
func TestNoConnectionWrapperHidesSDKMethods(t *testing.T) {
	pkgs := goList(t, "-f", "{{.ImportPath}}\t{{.Dir}}\t{{join .GoFiles \",\"}}\t{{join .Imports \",\"}}", module+"/...")
	exports := map[string]string{}
	var users [][]string // the packages of the module that use the SDK
	for _, p := range pkgs {
		if slices.Contains(strings.Split(p[3], ","), mcpPackage) {
			users = append(users, p)
		}
	}
	if len(users) == 0 {
		t.Fatal("no package of the module imports the go-sdk mcp package")
	}
	paths := []string{mcpPackage}
	for _, p := range users {
		paths = append(paths, p[0])
	}
	for _, p := range goList(t, append([]string{"-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}"}, paths...)...) {
		exports[p[0]] = p[1]
	}
	imp := importer.ForCompiler(token.NewFileSet(), "gc", func(path string) (io.ReadCloser, error) {
		return os.Open(exports[path])
	})

	// The unexported methods of the SDK's own connections, from its source.
	sdk := goList(t, "-f", "{{.ImportPath}}\t{{.Dir}}\t{{join .GoFiles \",\"}}", mcpPackage)[0]
	mcp := check(t, sdk, imp)
	conn := mcp.Scope().Lookup("Connection").Type().Underlying().(*types.Interface)
	// The unexported methods the SDK reaches through its own interfaces
	// (clientConnection, serverConnection, cancellationPropagator…).
	asserted := map[string]bool{}
	for _, name := range mcp.Scope().Names() {
		if it, ok := mcp.Scope().Lookup(name).Type().Underlying().(*types.Interface); ok {
			for i := range it.NumMethods() {
				if m := it.Method(i); !m.Exported() {
					asserted[m.Name()] = true
				}
			}
		}
	}
	hidden := map[string][]string{} // SDK connection type -> those of its methods
	for _, name := range mcp.Scope().Names() {
		tn, ok := mcp.Scope().Lookup(name).(*types.TypeName)
		if !ok || types.IsInterface(tn.Type()) || !types.Implements(types.NewPointer(tn.Type()), conn) {
			continue
		}
		ms := types.NewMethodSet(types.NewPointer(tn.Type()))
		for i := range ms.Len() {
			if m := ms.At(i).Obj(); !m.Exported() && asserted[m.Name()] {
				hidden[name] = append(hidden[name], m.Name())
			}
		}
	}
	if !slices.Contains(hidden["streamableClientConn"], "sessionUpdated") || !slices.Contains(hidden["ioConn"], "sessionUpdated") {
		// The test would pass vacuously.
		t.Fatalf("the check no longer sees the SDK's unexported connection methods (found %v): update it for the go-sdk in go.mod", hidden)
	}

	for _, p := range users {
		pkg := check(t, p, imp)
		var sdkConn *types.Interface
		for _, ip := range pkg.Imports() {
			if ip.Path() == mcpPackage {
				sdkConn = ip.Scope().Lookup("Connection").Type().Underlying().(*types.Interface)
			}
		}
		for _, name := range pkg.Scope().Names() {
			tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
			if !ok || types.IsInterface(tn.Type()) {
				continue
			}
			st, ok := tn.Type().Underlying().(*types.Struct)
			if !ok || !types.Implements(types.NewPointer(tn.Type()), sdkConn) {
				continue
			}
			for i := range st.NumFields() {
				if !types.Implements(st.Field(i).Type(), sdkConn) {
					continue
				}
				var lost []string
				for c, ms := range hidden {
					for _, m := range ms {
						lost = append(lost, c+"."+m)
					}
				}
				sort.Strings(lost)
				t.Errorf("%s.%s wraps an mcp.Connection (field %s) and hides the SDK's unexported connection methods %v: do its work below the connection (the bytes, the HTTP round trip) or with SDK hooks",
					p[0], name, st.Field(i).Name(), lost)
			}
		}
	}
}

// goList runs go list and returns its lines split at tabs.
func goList(t *testing.T, args ...string) [][]string {
	t.Helper()
	out, err := exec.Command("go", append([]string{"list"}, args...)...).Output()
	if err != nil {
		t.Fatalf("go list %v: %v", args, err)
	}
	var rows [][]string
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		rows = append(rows, strings.Split(sc.Text(), "\t"))
	}
	return rows
}

// check type-checks the non-test files of a listed package (path, dir,
// files) against export data.
func check(t *testing.T, p []string, imp types.Importer) *types.Package {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range strings.Split(p[2], ",") {
		f, err := parser.ParseFile(fset, filepath.Join(p[1], name), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	pkg, err := (&types.Config{Importer: imp}).Check(p[0], fset, files, nil)
	if err != nil {
		t.Fatalf("type-checking %s: %v", p[0], err)
	}
	return pkg
}
