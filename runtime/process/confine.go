package process

import (
	"context"
	"strings"
)

// Confinement: what the kernel denies a worker beyond its memory limit.
// A worker is the whole host binary; if a program ever found a way out
// of the engine into Go code, the layers below decide what that code can
// reach. On Linux a worker starts confined before it reads a program:
//
//   - namespaces: new user, network, mount, IPC and UTS namespaces
//     (set up by the host at clone time, where the kernel lets it create
//     them), so the worker has no network interface but a loopback that
//     is down, and no identity of the host's user;
//   - no_new_privs on every thread;
//   - landlock: a ruleset with no filesystem rights, no TCP bind or
//     connect and (ABI 6 and later) scoped abstract sockets and signals,
//     best effort by the kernel's Landlock ABI;
//   - seccomp: an allowlist of the system calls the Go runtime and the
//     pipe protocol need (seccomp_linux.go), on every thread (TSYNC):
//     no open of a path, no socket, no exec, no ptrace, no fork;
//   - rlimits: RLIMIT_FSIZE 0, RLIMIT_NOFILE a few descriptors above
//     those open, RLIMIT_NPROC (inside a user namespace of its own), and
//     RLIMIT_AS, the memory cap (limit_linux.go).
//
// A layer the kernel lacks is reported inactive with its reason, and the
// worker runs with the others; Options.RequireConfinement turns any
// missing layer into a start failure instead.

// Layer names, in the order of Confinement.Layers.
const (
	LayerNamespaces = "namespaces"
	LayerNoNewPrivs = "no_new_privs"
	LayerLandlock   = "landlock"
	LayerSeccomp    = "seccomp"
	LayerRlimits    = "rlimits"
)

// Layer is one confinement layer of a worker: whether it is in force, and
// what it does or why it is not.
type Layer struct {
	Name   string `json:"name"`
	Active bool   `json:"active"`
	Detail string `json:"detail"`
}

// Confinement is the set of layers the workers of a Runtime run under, as
// the first worker to start reported them.
type Confinement struct {
	Layers []Layer `json:"layers"`
}

// Complete reports whether every layer is in force.
func (c Confinement) Complete() bool {
	if len(c.Layers) == 0 {
		return false
	}
	for _, l := range c.Layers {
		if !l.Active {
			return false
		}
	}
	return true
}

// Missing lists the layers not in force, each as "name (reason)".
func (c Confinement) Missing() []string {
	var out []string
	for _, l := range c.Layers {
		if !l.Active {
			out = append(out, l.Name+" ("+l.Detail+")")
		}
	}
	return out
}

// String is one line per layer: "name: on|off: detail".
func (c Confinement) String() string {
	var b strings.Builder
	for i, l := range c.Layers {
		if i > 0 {
			b.WriteByte('\n')
		}
		state := "off"
		if l.Active {
			state = "on"
		}
		b.WriteString(l.Name + ": " + state + ": " + l.Detail)
	}
	return b.String()
}

// Confinement waits until a worker has started (or failed to) and
// reports the layers it runs under. It fails when ctx ends first, or when
// no worker could start.
func (rt *Runtime) Confinement(ctx context.Context) (Confinement, error) {
	select {
	case <-rt.confReady:
	case <-ctx.Done():
		return Confinement{}, ctx.Err()
	}
	rt.confMu.Lock()
	defer rt.confMu.Unlock()
	if rt.confErr != nil {
		return Confinement{}, rt.confErr
	}
	return rt.conf, nil
}

// noteConfinement records the first report of a worker (or the first
// start failure when no worker started yet).
func (rt *Runtime) noteConfinement(c Confinement, err error) {
	rt.confMu.Lock()
	defer rt.confMu.Unlock()
	if rt.confDone {
		return
	}
	rt.confDone = true
	rt.conf, rt.confErr = c, err
	close(rt.confReady)
}
