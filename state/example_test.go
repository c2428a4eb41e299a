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

// PutParts stores a record whose large middle already sits in a buffer
// of its own: stores that take parts (the file store, Redis) write them
// as they are; others, like this one, are given them joined.
func ExamplePutParts() {
	s := state.NewDefault()
	defer s.Close()
	ctx := context.Background()
	value := []byte(`"a large output"`)
	parts := [][]byte{[]byte(`{"value":`), value, []byte(`}`)}
	_ = state.PutParts(ctx, s, "result/2", parts, 0)
	v, err := s.Get(ctx, "result/2")
	fmt.Println(string(v), err)
	// Output: {"value":"a large output"} <nil>
}
