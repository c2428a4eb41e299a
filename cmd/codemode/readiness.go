package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/mcpserver"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/upstream"
)

// readinessKey is the record /readyz reads to see that the store answers;
// it is never written, so the answer is "not found".
const readinessKey = "readyz/probe"

// readiness is what /readyz checks beside draining: the upstream servers
// have made their first start, the state store answers, and the runtime is
// not refusing runs because of quarantined ones.
func (s *session) readiness() []mcpserver.ReadinessCheck {
	var checks []mcpserver.ReadinessCheck
	if s.ups != nil {
		checks = append(checks, mcpserver.ReadinessCheck{Name: "upstreams", Check: func(context.Context) error {
			var starting []string
			for _, st := range s.ups.Status() {
				if st.State == upstream.StateStarting && st.Tools == 0 {
					starting = append(starting, st.Name)
				}
			}
			if len(starting) > 0 {
				return fmt.Errorf("still starting: %s", strings.Join(starting, ", "))
			}
			return nil
		}})
	}
	if s.store != nil {
		checks = append(checks, mcpserver.ReadinessCheck{Name: "store", Check: func(ctx context.Context) error {
			if _, err := s.store.Get(ctx, readinessKey); err != nil && !errors.Is(err, state.ErrNotFound) {
				return err
			}
			return nil
		}})
	}
	if q, ok := s.rt.(runtime.Quarantiner); ok {
		checks = append(checks, mcpserver.ReadinessCheck{Name: "runtime", Check: func(context.Context) error {
			if st := q.Quarantine(); st.Refusing {
				return fmt.Errorf("quarantined: %s", st.Reason)
			}
			return nil
		}})
	}
	return checks
}
