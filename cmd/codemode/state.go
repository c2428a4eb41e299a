package main

import (
	"context"
	"strings"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/state/filestore"
	"github.com/codemode-go/codemode/state/redisstore"
)

// stateFlags is --state: where what outlives one call is kept (result
// handles, observed output types).
type stateFlags struct {
	spec string
}

func (s *stateFlags) register(f *flagSet) {
	f.StringVar(&s.spec, "state", "", "keep result handles and observed types in `DIR` (an embedded file store) or redis://HOST:PORT/DB (shared by replicas); default: in memory, lost at exit")
}

// open returns the configured store, or nil for the registry's private
// in-memory one.
func (s *stateFlags) open(ctx context.Context) (state.Store, error) {
	switch {
	case s.spec == "":
		return nil, nil
	case strings.HasPrefix(s.spec, "redis://"), strings.HasPrefix(s.spec, "rediss://"):
		st, err := redisstore.Open(ctx, s.spec, nil)
		if err != nil {
			return nil, usagef("--state: %v", err)
		}
		return st, nil
	}
	st, err := filestore.Open(s.spec, &filestore.Options{MaxBytes: registry.DefaultStateBytes})
	if err != nil {
		return nil, usagef("--state: %v", err)
	}
	return st, nil
}
