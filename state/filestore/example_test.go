package filestore_test

import (
	"context"
	"fmt"
	"os"

	"github.com/codemode-go/codemode/state/filestore"
)

// Two processes (here two stores) naming one directory share it: each
// operation opens the file store and closes it again, so neither holds
// the directory's lock between operations.
func ExampleOpenShared() {
	dir, err := os.MkdirTemp("", "state")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	ctx := context.Background()
	a, err := filestore.OpenShared(dir, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	b, err := filestore.OpenShared(dir, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	_ = a.Put(ctx, "journal/1", []byte("suspended run"), 0)
	v, err := b.Take(ctx, "journal/1")
	fmt.Println(string(v), err)
	// Output: suspended run <nil>
}
