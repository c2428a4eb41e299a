package main

import (
	"bufio"
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
)

// interactiveApproval asks on the terminal before every exclusive
// (mutating) tool call a program makes: a pre-execute policy marks those
// calls Ask, and the approver reads y or n from stdin.
func interactiveApproval(e *env) func(*registry.Options, *runcode.Options, *session) error {
	return func(o *registry.Options, _ *runcode.Options, s *session) error {
		o.PreExecute = append(o.PreExecute, func(ctx context.Context, exec *registry.Execution) (registry.Decision, error) {
			if exec.Tool() == registry.RunCodeName || s.reg.ConcurrencySafe(registry.Call{Name: exec.Tool(), Arguments: exec.Arguments(), Parent: exec}) {
				return registry.Decision{}, nil
			}
			return registry.Decision{Kind: registry.Ask, Reason: "mutating tool call"}, nil
		})
		var mu sync.Mutex // one question at a time
		in := bufio.NewReader(e.stdin)
		o.Approver = registry.Approver(func(ctx context.Context, req registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
			mu.Lock()
			defer mu.Unlock()
			if ctx.Err() != nil {
				return registry.ApprovalCancelled, nil
			}
			fmt.Fprintf(e.stderr, "codemode: allow %s %s? [y/N] ", req.Tool, req.Arguments)
			answer := make(chan string, 1)
			go func() {
				line, _ := in.ReadString('\n')
				answer <- strings.TrimSpace(strings.ToLower(line))
			}()
			select {
			case <-ctx.Done():
				fmt.Fprintln(e.stderr)
				return registry.ApprovalCancelled, nil
			case a := <-answer:
				if a == "y" || a == "yes" {
					return registry.ApprovalApproved, nil
				}
				return registry.ApprovalRejected, nil
			}
		})
		return nil
	}
}
