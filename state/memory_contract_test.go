package state_test

import (
	"testing"

	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/state/storetest"
)

func TestMemoryContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T) state.Store { return state.NewMemory(nil) })
}
