package adaptertest

import (
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// CodeRegistry is a code-mode registry on an in-process runtime that the
// test closes when it ends.
func CodeRegistry(t *testing.T) *registry.Registry {
	t.Helper()
	rt, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	reg, err := registry.New(&registry.Options{Mode: registry.ModeCode, Runtime: rt})
	if err != nil {
		t.Fatal(err)
	}
	return reg
}
