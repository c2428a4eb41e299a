package registry_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/codemode-go/codemode/registry"
)

// FuzzCall: arbitrary argument bytes and names never panic; every result
// is well-formed (a code exactly on failure, a lossless value exactly on
// success) and marshals to valid JSON (EX-3, DESIGN §5).
func FuzzCall(f *testing.F) {
	for _, s := range [][2]string{{"echo", `{"a":[1,2]}`}, {"echo", `{"a":`}, {"write", `-0`}, {"ghost", `null`}, {"echo", "\"\xff\""}, {"run_code", `{"code":"return 1","description":" "}`}} {
		f.Add(s[0], []byte(s[1]), false)
	}
	r := newReg(f, &registry.Options{Mode: registry.ModeCode}, echo("echo", nil), echo("write", nil))
	f.Fuzz(func(t *testing.T, name string, args []byte, nested bool) {
		c := registry.Call{ID: "f", Name: name, Arguments: args}
		if nested {
			c.Parent = new(registry.Execution)
		}
		res := r.Call(context.Background(), c)
		if res.IsError != (res.Code != "") || res.IsError != (res.Value == nil) || res.IsError != (res.Err != nil) {
			t.Fatalf("malformed result %+v", res)
		}
		b, err := json.Marshal(res)
		if err != nil || !json.Valid(b) {
			t.Fatalf("marshal: %v %s", err, b)
		}
		if !res.IsError && !json.Valid(res.Value) {
			t.Fatalf("value %q", res.Value)
		}
	})
}
