package process

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// TestDeepCompletionSameInBothBackends (#44 item 6): a program returning
// an array nested d deep ends the same way in-process and across a
// worker — the same outcome, kind and message — at every depth around
// the JSON nesting limits, and the worker is not killed for it.
func TestDeepCompletionSameInBothBackends(t *testing.T) {
	opts := &runtime.Options{Wall: 60 * time.Second, Compute: 60 * time.Second, MemoryBytes: 512 << 20}
	ip, err := inprocess.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ip.Close() })
	pr := newRT(t, opts, &Options{Workers: 1})
	type outcome struct{ value, kind, msg string }
	run := func(rt runtime.Runtime, d int) outcome {
		prog := fmt.Sprintf("let v = 1; for (let i = 0; i < %d; i++) v = [v]; return v;", d)
		res, err := rt.Run(context.Background(), runtime.Request{Program: prog})
		if err != nil {
			t.Fatalf("depth %d: %v", d, err)
		}
		o := outcome{}
		if res.Error != nil {
			o.kind, o.msg = string(res.Error.Kind), res.Error.Message
		} else {
			o.value = fmt.Sprintf("%d bytes, depth %d", len(res.Value), strings.Count(string(res.Value), "["))
		}
		return o
	}
	for _, d := range []int{9_999, 10_000, 10_001, 20_000, 100_000} {
		t.Run(fmt.Sprint(d), func(t *testing.T) {
			want := run(ip, d)
			got := run(pr, d)
			t.Logf("in-process: %+v", want)
			if got != want {
				t.Errorf("process backend: %+v\nin-process:      %+v", got, want)
			}
		})
	}
	// The worker survived: an ordinary run still answers.
	if o := run(pr, 1); o.kind != "" {
		t.Errorf("after the deep runs: %+v", o)
	}
}

// FuzzWireText: the deep-value path of the frame codec never panics, and
// accepts exactly the text that is one JSON value.
func FuzzWireText(f *testing.F) {
	for _, s := range []string{`[[[1]]]`, `{"a":[1,{"b":"]"}]}`, `[1] [2]`, `[`, `"\"["`, `1`, ``, `{"a":}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m := &message{T: tDone, ValueText: s}
		err := fromWire(m)
		if (err == nil) != (s != "" && json.Valid([]byte(s))) && s != "" {
			t.Fatalf("fromWire(%q) = %v; json.Valid says %v", s, err, json.Valid([]byte(s)))
		}
	})
}
