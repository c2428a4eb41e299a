package runcode_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
)

// TestInstall: New installs one Runner per registry, Of finds it, and a
// registry without one still offers run_code (with the same schema) but
// fails its calls for want of a code runtime (RC-3).
func TestInstall(t *testing.T) {
	bare, err := registry.New(&registry.Options{Mode: registry.ModeCode})
	if err != nil {
		t.Fatal(err)
	}
	if runcode.Of(bare) != nil {
		t.Fatal("Of found a Runner in a bare registry")
	}
	before, ok := bare.Get("", registry.RunCodeName)
	if !ok {
		t.Fatal("a bare code-mode registry does not offer run_code")
	}
	res := bare.Call(context.Background(), runCode(`return 1`))
	if !res.IsError || !strings.Contains(res.Message(), "requires a code runtime") {
		t.Fatalf("run_code without an engine: %+v", res)
	}

	rc, err := runcode.New(bare, &runcode.Options{Runtime: inproc(t)})
	if err != nil {
		t.Fatal(err)
	}
	if runcode.Of(bare) != rc || rc.Registry() != bare {
		t.Fatal("Of does not find the Runner New installed")
	}
	after, _ := bare.Get("", registry.RunCodeName)
	equal(t, "run_code schema", mustJSON(t, after), mustJSON(t, before))
	if res := bare.Call(context.Background(), runCode(`return 1`)); res.IsError {
		t.Fatalf("run_code with an engine: %s", res.Message())
	}
	if _, err := runcode.New(bare, nil); !errors.Is(err, registry.ErrDuplicate) {
		t.Fatalf("a second New: %v, want ErrDuplicate", err)
	}
	if _, err := runcode.New(bare, &runcode.Options{SealKey: []byte("short")}); err == nil {
		t.Fatal("New accepted a short seal key")
	}
}
