package langlib_test

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"

	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

// probe is one langcheck.txt entry.
type probe struct {
	Name, Want, Body string
	Line             int
}

func parseProbes(path string) ([]probe, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []probe
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.HasPrefix(line, "=== ") {
			name, want, ok := strings.Cut(strings.TrimPrefix(line, "=== "), " | ")
			if !ok {
				return nil, fmt.Errorf("%s:%d: probe header without \" | \"", path, n)
			}
			out = append(out, probe{Name: name, Want: want, Line: n})
			continue
		}
		if len(out) == 0 {
			if strings.HasPrefix(line, "#") || line == "" {
				continue
			}
			return nil, fmt.Errorf("%s:%d: text before the first probe", path, n)
		}
		out[len(out)-1].Body += line + "\n"
	}
	return out, sc.Err()
}

// supported mirrors the esbuild Supported map of transpile/supported.go
// (the transpile package owns it); these tests call esbuild directly so
// that they exercise the same lowering without depending on that package.
var supported = map[string]bool{
	"async-generator":                 false,
	"for-await":                       false,
	"regexp-named-capture-groups":     false,
	"regexp-match-indices":            false,
	"regexp-unicode-property-escapes": false,
	"regexp-set-notation":             false,
	"dynamic-import":                  false,
	"using":                           false,
	"decorators":                      false,
}

func transform(body string) (string, error) {
	return transformJS("(async function (console) {\n"+body+"\n})", api.LoaderTS)
}

// transformJS lowers src as the transpile package does.
func transformJS(src string, loader api.Loader) (string, error) {
	r := api.Transform(src, api.TransformOptions{Loader: loader, Target: api.ESNext, Supported: supported, Sourcefile: "program.ts"})
	if len(r.Errors) > 0 {
		return "", fmt.Errorf("transform: %s (line %d)", r.Errors[0].Text, r.Errors[0].Location.Line)
	}
	return string(r.Code), nil
}

// loop is a minimal event loop stand-in: setTimeout queues a macrotask,
// queueMicrotask rides on the promise job queue.
type loop struct {
	vm     *goja.Runtime
	timers []goja.Callable
}

func newLoop(vm *goja.Runtime) *loop {
	l := &loop{vm: vm}
	vm.Set("setTimeout", func(c goja.FunctionCall) goja.Value {
		fn, ok := goja.AssertFunction(c.Argument(0))
		if !ok {
			panic(vm.NewTypeError("setTimeout: callback is not a function"))
		}
		l.timers = append(l.timers, fn)
		return vm.ToValue(len(l.timers))
	})
	if _, err := vm.RunString(`globalThis.queueMicrotask = (f) => { Promise.resolve().then(() => f()); };`); err != nil {
		panic(err)
	}
	return l
}

// run evaluates js (an async function expression), calls it, drains the
// loop and returns the settled value.
func (l *loop) run(js string, args ...goja.Value) (goja.Value, error) {
	fv, err := l.vm.RunScript("program.js", js)
	if err != nil {
		return nil, err
	}
	fn, ok := goja.AssertFunction(fv)
	if !ok {
		return nil, fmt.Errorf("program is not a function")
	}
	res, err := fn(goja.Undefined(), args...)
	if err != nil {
		return nil, err
	}
	for len(l.timers) > 0 {
		t := l.timers[0]
		l.timers = l.timers[1:]
		if _, err := t(goja.Undefined()); err != nil {
			return nil, err
		}
	}
	p, ok := res.Export().(*goja.Promise)
	if !ok {
		return res, nil
	}
	switch p.State() {
	case goja.PromiseStateFulfilled:
		return p.Result(), nil
	case goja.PromiseStateRejected:
		return nil, fmt.Errorf("rejected: %v", p.Result())
	}
	return nil, fmt.Errorf("promise still pending after the loop drained")
}

// newVM returns a fresh runtime with the language library and the loop stand-in.
func newVM(t testing.TB, install bool) *loop {
	t.Helper()
	vm := goja.New()
	if install {
		if err := langlib.Install(vm, nil); err != nil {
			t.Fatalf("Install: %v", err)
		}
	}
	return newLoop(vm)
}

func runTS(t testing.TB, l *loop, body string) (string, error) {
	t.Helper()
	js, err := transform(body)
	if err != nil {
		return "", err
	}
	v, err := l.run(js, l.vm.Get("console"))
	if err != nil {
		return "", err
	}
	return v.String(), nil
}

func asException(err error, ex **goja.Exception) bool {
	e, ok := err.(*goja.Exception)
	if ok {
		*ex = e
	}
	return ok
}
