package main

import (
	"context"

	"github.com/codemode-go/codemode/state"
)

// stateFlags is --state: where what outlives one call is kept (journals of
// suspended runs, result handles, observed output types).
type stateFlags struct {
	spec string
}

func (s *stateFlags) register(f *flagSet) {
	f.StringVar(&s.spec, "state", "", "keep suspended runs, result handles and observed types in `DIR` (an embedded file store) or redis://HOST:PORT/DB (shared by replicas); default: in memory, lost at exit (serve: a file store under $XDG_STATE_HOME/codemode)")
}

// open returns the store --state names, else the one defaultSpec names,
// else nil: none named, and the session uses state.NewDefault().
func (s *stateFlags) open(ctx context.Context, defaultSpec string) (state.Store, error) {
	spec := s.spec
	if spec == "" {
		spec = defaultSpec
	}
	if spec == "" {
		return nil, nil
	}
	return openStore(ctx, spec)
}
