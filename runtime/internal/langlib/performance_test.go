package langlib_test

import (
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/langlib"
)

var updatePerformance = flag.Bool("update-performance", false, "re-record testdata/performance/node.json with node (testdata/performance/record.mjs)")

// TestPerformanceAgainstNode: the performance global (issue #40 cause 10)
// gives what Node 22's does for each clock-independent case of
// testdata/performance/cases.txt, each in a fresh realm.
func TestPerformanceAgainstNode(t *testing.T) {
	if *updatePerformance {
		if _, err := exec.LookPath("node"); err != nil {
			t.Skip("-update-performance needs node on PATH")
		}
		cmd := exec.Command("node", "record.mjs")
		cmd.Dir = "testdata/performance"
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("record.mjs: %v\n%s", err, out)
		}
	}
	raw, err := os.ReadFile("testdata/performance/node.json")
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Node  string `json:"node"`
		Cases []struct {
			Expr string `json:"expr"`
			Want string `json:"want"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	if len(rec.Cases) < 15 {
		t.Fatalf("only %d recorded cases", len(rec.Cases))
	}
	for _, tc := range rec.Cases {
		vm := goja.New()
		if err := langlib.Install(vm, nil); err != nil {
			t.Fatal(err)
		}
		var got string
		v, err := vm.RunString("JSON.stringify(" + tc.Expr + "\n)")
		if ex, ok := err.(*goja.Exception); ok {
			o := ex.Value().ToObject(vm)
			got = "throws " + o.Get("name").String() + ": " + o.Get("message").String()
		} else if err != nil {
			t.Fatal(err)
		} else {
			got = v.String()
		}
		if got != tc.Want {
			t.Errorf("%s\n got %s\nwant %s (Node %s)", tc.Expr, got, tc.Want, rec.Node)
		}
	}
}

// TestPerformanceClock: performance reads the runtime's time source, so a
// run on a recorded clock reads the same times again.
func TestPerformanceClock(t *testing.T) {
	vm := goja.New()
	base := time.UnixMilli(1_700_000_000_000)
	calls := 0
	vm.SetTimeSource(func() time.Time {
		calls++
		return base.Add(time.Duration(calls*5) * time.Millisecond)
	})
	if err := langlib.Install(vm, nil); err != nil {
		t.Fatal(err)
	}
	v, err := vm.RunString(`const o = performance.timeOrigin; [o, performance.now(), performance.now(), performance.mark("m").startTime].join()`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := v.String(), "1700000000005,5,10,15"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}
