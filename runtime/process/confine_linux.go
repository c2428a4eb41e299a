//go:build linux

package process

import (
	"errors"
	"fmt"
	"os"
	goruntime "runtime"
	"syscall"

	"github.com/landlock-lsm/go-landlock/landlock"
	ll "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"
)

// namespaceFlags are the namespaces a worker gets of its own.
const namespaceFlags = syscall.CLONE_NEWUSER | syscall.CLONE_NEWNET | syscall.CLONE_NEWNS | syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS

// overflowID is the kernel's "nobody": a worker started by root is
// nobody outside its user namespace.
const overflowID = 65534

// procAttr is the worker's clone attributes: killed when the host dies,
// and, with namespaces, its own user (root inside, mapped to the host's
// user, or to nobody when the host is root), network, mount, IPC and UTS
// namespaces.
func procAttr(namespaces bool) *syscall.SysProcAttr {
	a := &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if !namespaces {
		return a
	}
	uid, gid := os.Getuid(), os.Getgid()
	if uid == 0 {
		uid, gid = overflowID, overflowID
	}
	a.Cloneflags = namespaceFlags
	a.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: uid, Size: 1}}
	a.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: gid, Size: 1}}
	a.GidMappingsEnableSetgroups = false
	return a
}

// namespaceDetail describes the namespaces layer when active.
const namespaceDetail = "own user (unprivileged outside), network (no interface up), mount, IPC and UTS namespaces"

// workerNoFiles is RLIMIT_NOFILE of a worker: the standard descriptors,
// the two host pipes, the poller's and the runtime's few, and room for
// nothing else.
const workerNoFiles = 16

// workerThreads is RLIMIT_NPROC of a worker in a user namespace of its
// own, where it counts the worker's threads alone: the Go runtime starts
// one per processor and per blocking system call, never a process.
func workerThreads() uint64 { return uint64(64 + 4*goruntime.GOMAXPROCS(0)) }

// confineWorker applies every in-process layer to the current process
// (all threads), in the order that keeps each possible: rlimits first,
// then no_new_privs, Landlock (which needs its own system calls), and
// seccomp last. ownUserNS says the host started the worker in a user
// namespace of its own. It returns what is in force.
func confineWorker(memoryBytes int64, ownUserNS bool) []Layer {
	var layers []Layer
	layers = append(layers, limitResources(memoryBytes, ownUserNS))

	nnp := Layer{Name: LayerNoNewPrivs}
	if _, _, e := syscall.AllThreadsSyscall(syscall.SYS_PRCTL, unix.PR_SET_NO_NEW_PRIVS, 1, 0); e != 0 {
		nnp.Detail = "prctl(PR_SET_NO_NEW_PRIVS): " + e.Error()
	} else {
		nnp.Active, nnp.Detail = true, "set on every thread: no set-user-ID or file capabilities can raise privileges"
	}
	layers = append(layers, nnp)

	for _, l := range []struct {
		name  string
		apply func() Layer
	}{{LayerLandlock, restrictLandlock}, {LayerSeccomp, loadSeccomp}} {
		if skipLayer(l.name) {
			layers = append(layers, Layer{Name: l.name, Detail: "left out by the test build"})
			continue
		}
		layers = append(layers, l.apply())
	}
	return layers
}

// limitResources sets RLIMIT_FSIZE, RLIMIT_NOFILE, RLIMIT_NPROC and the
// memory cap, RLIMIT_AS.
func limitResources(memoryBytes int64, ownUserNS bool) Layer {
	l := Layer{Name: LayerRlimits}
	var errs []error
	set := func(name string, res int, v uint64) {
		if err := syscall.Setrlimit(res, &syscall.Rlimit{Cur: v, Max: v}); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", name, err))
		}
	}
	set("RLIMIT_FSIZE", syscall.RLIMIT_FSIZE, 0)
	set("RLIMIT_NOFILE", syscall.RLIMIT_NOFILE, workerNoFiles)
	nproc := "RLIMIT_NPROC not set (no user namespace of its own, where it would count the host user's processes)"
	if ownUserNS {
		set("RLIMIT_NPROC", unix.RLIMIT_NPROC, workerThreads())
		nproc = fmt.Sprintf("RLIMIT_NPROC %d", workerThreads())
	}
	as, err := limitAddressSpace(memoryBytes)
	if err != nil {
		errs = append(errs, fmt.Errorf("RLIMIT_AS: %w", err))
	}
	if len(errs) > 0 || !ownUserNS {
		if len(errs) == 0 {
			errs = append(errs, errors.New(nproc))
		}
		l.Detail = errors.Join(errs...).Error()
		return l
	}
	l.Active = true
	l.Detail = fmt.Sprintf("RLIMIT_FSIZE 0, RLIMIT_NOFILE %d, %s, RLIMIT_AS %d MiB", workerNoFiles, nproc, as>>20)
	return l
}

// restrictLandlock enforces a Landlock ruleset that handles every access
// right the kernel knows and grants none: no path can be opened, created
// or executed, no TCP port bound or connected, and (ABI 6) no signal or
// abstract socket reaches outside the worker.
func restrictLandlock() Layer {
	l := Layer{Name: LayerLandlock}
	abi, err := ll.LandlockGetABIVersion()
	if err != nil || abi < 1 {
		l.Detail = "not available in this kernel (landlock_create_ruleset: " + errText(err) + ")"
		return l
	}
	if err := landlock.V11.BestEffort().Restrict(); err != nil {
		l.Detail = fmt.Sprintf("ABI %d: %v", abi, err)
		return l
	}
	l.Active = true
	l.Detail = fmt.Sprintf("ABI %d: no filesystem rights", abi)
	if abi >= 4 {
		l.Detail += ", no TCP bind or connect"
	}
	if abi >= 6 {
		l.Detail += ", signals and abstract sockets scoped to the worker"
	}
	return l
}

func errText(err error) string {
	if err == nil {
		return "ABI 0"
	}
	return err.Error()
}
