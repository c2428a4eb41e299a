package runcode_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/state/filestore"
)

// value50MB is about 50 MB of JSON: {"count", "items": [100 000 objects]}.
func value50MB() json.RawMessage {
	var b strings.Builder
	b.Grow(52 << 20)
	b.WriteString(`{"count":100000,"items":[`)
	pad := strings.Repeat("x", 440)
	for i := range 100000 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"id":%d,"name":"item %d","tags":["a","b"],"pad":"%s"}`, i, i, pad)
	}
	b.WriteString(`]}`)
	return json.RawMessage(b.String())
}

// bigRegistry returns a registry whose runtime completes every program
// with v at once, so that benchmarks measure the transport alone.
func bigRegistry(b *testing.B, st state.Store, v json.RawMessage) *rig {
	rt := &fakeRuntime{run: func(ctx context.Context, req runtime.Request) (runtime.Result, error) {
		return runtime.Result{Logs: []string{}, Value: v}, nil
	}}
	reg, err := newRig(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt, State: st})
	if err != nil {
		b.Fatal(err)
	}
	return reg
}

func stores(b *testing.B) map[string]func() state.Store {
	return map[string]func() state.Store{
		"memory": func() state.Store { return state.NewMemory(nil) },
		"file": func() state.Store {
			s, err := filestore.Open(b.TempDir(), nil)
			if err != nil {
				b.Fatal(err)
			}
			return s
		},
	}
}

// BenchmarkHandle50MB is a run_code call whose program returns 50 MB of
// JSON: the transport keeps it behind a handle and previews it within the
// default 4 MiB budget. It reports the store's overhead per handle (the
// record's bytes beyond the value and logs, plus its key).
func BenchmarkHandle50MB(b *testing.B) {
	v := value50MB()
	for name, open := range stores(b) {
		b.Run(name, func(b *testing.B) {
			st := open()
			defer st.Close()
			reg := bigRegistry(b, st, v)
			b.SetBytes(int64(len(v)))
			var handle string
			for b.Loop() {
				res := reg.Call(context.Background(), runCode("return big"))
				var out struct {
					Handle string `json:"handle"`
				}
				if res.IsError || json.Unmarshal(res.Value, &out) != nil || out.Handle == "" || len(res.Value) > runtime.DefaultMaxOutputBytes {
					b.Fatalf("no handle: %s", res.Message())
				}
				handle = out.Handle
			}
			id := strings.TrimPrefix(handle, runcode.ResultURIPrefix)
			rec, err := st.Get(context.Background(), "result/"+id)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(len(rec)-len(v)-len(`[]`)+len("result/"+id)), "overhead-B/handle")
		})
	}
}

// BenchmarkResultReadBack50MB reads items[99999].name back from a 50 MB
// handle, as codemode.result(id, {path}) does.
func BenchmarkResultReadBack50MB(b *testing.B) {
	v := value50MB()
	for name, open := range stores(b) {
		b.Run(name, func(b *testing.B) {
			st := open()
			defer st.Close()
			reg := bigRegistry(b, st, v)
			res := reg.Call(context.Background(), runCode("return big"))
			var out struct {
				Handle string `json:"handle"`
			}
			if err := json.Unmarshal(res.Value, &out); err != nil || out.Handle == "" {
				b.Fatalf("no handle: %s", res.Value[:100])
			}
			b.SetBytes(int64(len(v)))
			for b.Loop() {
				got, err := reg.Result(context.Background(), "", out.Handle, &runcode.ResultOptions{Path: "items[99999].name"})
				if err != nil || string(got) != `"item 99999"` {
					b.Fatalf("read back %s, %v", got, err)
				}
			}
		})
	}
}
