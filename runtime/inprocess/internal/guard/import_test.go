package guard

import (
	"go/ast"
	"go/parser"
	"go/token"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dlclark/regexp2"
	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime"
)

// atImport is regexp2's process-wide match timeout as this test binary
// found it, before any test ran: what importing the package left.
var atImport time.Duration

func TestMain(m *testing.M) {
	atImport = regexp2.DefaultMatchTimeout
	os.Exit(m.Run())
}

// TestImportChangesNothing (issue 37): importing the guards — or the
// engine above them — changes no process-wide state: regexp2 keeps its
// default match timeout until the first Install, which sets it to
// RegexpMatchTimeout, and neither package (nor the memory watchdog) has
// an init function.
func TestImportChangesNothing(t *testing.T) {
	if atImport != time.Duration(math.MaxInt64) {
		t.Fatalf("regexp2.DefaultMatchTimeout was %v before any guard was installed, want regexp2's default", atImport)
	}
	vm := goja.New()
	if _, err := Install(Config{VM: vm, Base: vm.GlobalObject(), MemoryBytes: 64 << 20,
		Stop: func(runtime.Kind, string) {}, Halted: func() bool { return false }}); err != nil {
		t.Fatal(err)
	}
	if regexp2.DefaultMatchTimeout != RegexpMatchTimeout {
		t.Fatalf("after Install regexp2.DefaultMatchTimeout = %v, want %v", regexp2.DefaultMatchTimeout, RegexpMatchTimeout)
	}
	for _, dir := range []string{".", filepath.Join("..", "watchdog"), filepath.Join("..", "..")} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			file, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range file.Decls {
				if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.Name == "init" {
					t.Errorf("%s declares func init: the package must change nothing when imported", f)
				}
			}
		}
	}
}
