package langlib_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"
)

// nodeCase is one case of testdata/expected.json, recorded from Node by
// testdata/record.js from testdata/cases.txt.
type nodeCase struct {
	Line   int    `json:"line"`
	Expr   string `json:"expr"`
	Value  string `json:"value"`
	Throws string `json:"throws"`
}

// TestAgainstNode evaluates every recorded expression in a fresh runtime
// with Install and compares the shown value (testdata/show.js) or the
// thrown error's name with what Node produced.
func TestAgainstNode(t *testing.T) {
	raw, err := os.ReadFile("testdata/expected.json")
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Node  string     `json:"node"`
		Cases []nodeCase `json:"cases"`
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	showSrc, err := os.ReadFile("testdata/show.js")
	if err != nil {
		t.Fatal(err)
	}
	showProg := goja.MustCompile("show.js", string(showSrc), true)
	if len(rec.Cases) < 100 {
		t.Fatalf("only %d recorded cases", len(rec.Cases))
	}
	for _, c := range rec.Cases {
		l := newVM(t, true)
		show, err := l.vm.RunProgram(showProg)
		if err != nil {
			t.Fatal(err)
		}
		showFn, _ := goja.AssertFunction(show)
		var rejected goja.Value
		js, err := transformJS("("+c.Expr+"\n)", api.LoaderJS)
		if err != nil {
			t.Errorf("cases.txt:%d: %v", c.Line, err)
			continue
		}
		v, err := l.vm.RunString(js)
		if err == nil {
			// Promise jobs have run when RunString returns; a case that is a
			// promise is compared by what it settled to.
			if p, ok := v.Export().(*goja.Promise); ok {
				switch p.State() {
				case goja.PromiseStateFulfilled:
					v = p.Result()
				case goja.PromiseStateRejected:
					err = &goja.Exception{}
					rejected = p.Result()
				default:
					t.Errorf("cases.txt:%d: %s: promise still pending", c.Line, c.Expr)
					continue
				}
			}
		}
		got := ""
		if err != nil {
			var ex *goja.Exception
			if !asException(err, &ex) {
				t.Errorf("cases.txt:%d: %s: %v", c.Line, c.Expr, err)
				continue
			}
			thrown := rejected
			if thrown == nil {
				thrown = ex.Value()
			}
			name := ""
			if o, ok := thrown.(*goja.Object); ok {
				name = o.Get("name").String()
			}
			if _, ok := deviations[c.Expr]; ok {
				continue
			}
			if c.Throws == "" {
				t.Errorf("cases.txt:%d: %s\n threw %v\n want  %s", c.Line, c.Expr, thrown, c.Value)
			} else if name != c.Throws {
				t.Errorf("cases.txt:%d: %s\n threw %s (%v), want %s", c.Line, c.Expr, name, thrown, c.Throws)
			}
			continue
		}
		s, err := showFn(goja.Undefined(), v)
		if err != nil {
			t.Errorf("cases.txt:%d: show: %v", c.Line, err)
			continue
		}
		got = s.String()
		if why, ok := deviations[c.Expr]; ok {
			if got == c.Value {
				t.Errorf("cases.txt:%d: %s now matches Node; drop it from deviations (%s)", c.Line, c.Expr, why)
			}
			continue
		}
		if c.Throws != "" {
			t.Errorf("cases.txt:%d: %s\n got %s, want a %s", c.Line, c.Expr, got, c.Throws)
		} else if got != c.Value {
			t.Errorf("cases.txt:%d: %s\n got  %s\n want %s", c.Line, c.Expr, got, c.Value)
		}
	}
}

// deviations are recorded cases where the runtime differs from Node on
// purpose, with the reason. The test fails if one starts matching.
var deviations = map[string]string{
	`new RegExp("(?<a>\ud800)").test("\ud800")`: "a lone surrogate in a pattern that needs translation is a SyntaxError (Go strings cannot carry it through the translator)",
	`/a/.hasIndices`:       "hasIndices is installed with the RegExp constructor, which is deferred until the program names RegExp; before that it is undefined (falsy) rather than false",
	`new RegExp("a", "v")`: "the v flag (set notation) is a SyntaxError here rather than a silently different match",
}
