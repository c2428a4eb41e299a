package runcode_test

import (
	"context"
	"encoding/json"
	"fmt"
	"runtime/metrics"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/process"
	"github.com/codemode-go/codemode/state/filestore"
)

// BenchmarkLargeOutputProcess is one run_code call, under process
// isolation with the file store, whose program returns a 60 MB string:
// the host reads the worker's done frame, keeps the output behind a
// handle and previews it. Profile it (-memprofile) to see each copy of
// the output the host makes; it reports the bytes allocated per run
// against the output's size (#44 item 4: 7.8 before the copies were
// cut; now the frame once, plus the 4 MiB preview made and rendered).
func BenchmarkLargeOutputProcess(b *testing.B) {
	const size = 60_000_000
	rt, err := process.New(&runtime.Options{MaxOutputBytes: 64 << 20}, &process.Options{Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	defer rt.Close()
	st, err := filestore.Open(b.TempDir(), nil)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	reg := newReg(b, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt, State: st})
	b.SetBytes(size)
	reg.Call(context.Background(), runCode("return 1")) // the first call's one-time work
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	before := s[0].Value.Uint64()
	for b.Loop() {
		res := reg.Call(context.Background(), runCode(fmt.Sprintf(`return "x".repeat(%d)`, size)))
		var out struct {
			Handle string `json:"handle"`
		}
		if res.IsError || json.Unmarshal(res.Value, &out) != nil || out.Handle == "" {
			b.Fatalf("no handle: %s", res.Message())
		}
	}
	metrics.Read(s)
	b.ReportMetric(float64(s[0].Value.Uint64()-before)/float64(b.N)/size, "allocs-x-output")
}

// TestLargeOutputNotCopied (#44 item 4): keeping an output over the budget
// behind a handle, with the file store, allocates the preview and its
// renderings but no copy of the output itself: the record goes to the
// store in parts and the preview is made from the value where it lies.
func TestLargeOutputNotCopied(t *testing.T) {
	const size = 64 << 20
	v := json.RawMessage(`"` + strings.Repeat("x", size-2) + `"`)
	st, err := filestore.Open(t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rt := &fakeRuntime{run: func(ctx context.Context, req runtime.Request) (runtime.Result, error) {
		if strings.Contains(req.Program, "big") {
			return runtime.Result{Logs: []string{"a log"}, Value: v}, nil
		}
		return runtime.Result{Logs: []string{}, Value: json.RawMessage(`1`)}, nil
	}}
	reg := newReg(t, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt, State: st, MaxOutputBytes: 1 << 20})
	reg.Call(context.Background(), runCode("return big")) // the first call's one-time work
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	before := s[0].Value.Uint64()
	res := reg.Call(context.Background(), runCode("return big"))
	metrics.Read(s)
	allocated := s[0].Value.Uint64() - before
	var out struct {
		Handle string `json:"handle"`
	}
	if res.IsError || json.Unmarshal(res.Value, &out) != nil || out.Handle == "" {
		t.Fatalf("no handle: %s", res.Message())
	}
	got, err := reg.Result(context.Background(), "", out.Handle, nil)
	if err != nil || len(got) != size {
		t.Fatalf("the kept value: %d bytes, %v", len(got), err)
	}
	// The preview is at most the 1 MiB budget, made and rendered a few
	// times (about 9 MiB); a copy of the output would be 64 MiB more.
	if limit := uint64(size) / 4; allocated > limit {
		t.Errorf("keeping a %d-byte output allocated %d bytes (over %d): it was copied", size, allocated, limit)
	}
	t.Logf("keeping a %d MiB output allocated %d MiB", size>>20, allocated>>20)
}
