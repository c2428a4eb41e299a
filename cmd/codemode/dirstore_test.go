package main

import (
	"testing"

	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/state/storetest"
)

// TestDirStoreContract: the per-operation file store keeps the store
// contract, and two of them over one directory (two processes) share it.
func TestDirStoreContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T) state.Store { return &dirStore{dir: t.TempDir()} })
}
