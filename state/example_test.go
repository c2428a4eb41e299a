package state_test

import (
	"context"
	"fmt"

	"github.com/codemode-go/codemode/state"
)

// NewDefault is the store used where none is configured: private to the
// process and capped, so a long-lived server cannot grow without bound.
func ExampleNewDefault() {
	s := state.NewDefault()
	defer s.Close()
	ctx := context.Background()
	_ = s.Put(ctx, "result/1", []byte("kept"), 0)
	v, err := s.Get(ctx, "result/1")
	fmt.Println(string(v), err)
	// Output: kept <nil>
}
