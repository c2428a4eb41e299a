//go:build linux

package process

import (
	"fmt"
	"os"
	goruntime "runtime"
	"syscall"

	seccomp "github.com/elastic/go-seccomp-bpf"
	"github.com/elastic/go-seccomp-bpf/arch"
)

// workerSyscalls is the seccomp allowlist of a confined worker: what the
// Go runtime needs once started (memory, threads, signals, timers, the
// poller) and what the pipe protocol needs (read and write on inherited
// descriptors). It was derived by tracing workers with strace -f over
// the test corpora and checked by running them confined. Everything else
// fails with EPERM: open and openat of any path, stat of a path, socket,
// connect, bind, execve, execveat, fork (clone without CLONE_THREAD,
// clone3), ptrace, process_vm_*, kill of another process, mount, unshare,
// setns, bpf, keyctl, io_uring, userfaultfd, perf_event_open, prctl,
// seccomp, landlock and prlimit64.
// Names a kernel architecture lacks are skipped (epoll_wait is amd64's).
var workerSyscalls = []string{
	// the hot ones first: the filter tests names in this order
	"futex", "read", "write", "epoll_pwait", "nanosleep", "sched_yield", "madvise", "mmap", "munmap", "tgkill", "getpid", "gettid", "rt_sigreturn", "clock_gettime",
	// pipes and inherited descriptors
	"readv", "writev", "pread64", "pwrite64", "close", "fcntl", "fstat", "lseek",
	// memory
	"mremap", "mprotect", "brk", "mincore",
	// threads and scheduling
	"sched_getaffinity", "set_robust_list", "rseq", "exit", "exit_group", "restart_syscall",
	// signals (the runtime's preemption signals go to its own threads)
	"rt_sigaction", "rt_sigprocmask", "sigaltstack",
	// time
	"clock_nanosleep", "clock_getres", "gettimeofday", "time",
	// the poller (timers and pipes)
	"epoll_create1", "epoll_ctl", "epoll_pwait2", "epoll_wait", "eventfd2", "pipe2",
	// entropy for crypto.getRandomValues and Math.random
	"getrandom",
	// limits (read only: setting them needs prlimit64, refused)
	"getrlimit",
}

// cloneThread is CLONE_THREAD: a worker may start threads, never
// processes.
const cloneThread = 0x10000

// workerPolicy is the seccomp policy of a worker on this architecture.
func workerPolicy() (seccomp.Policy, int, error) {
	info, err := arch.GetInfo("")
	if err != nil {
		return seccomp.Policy{}, 0, err
	}
	var names []string
	for _, n := range workerSyscalls {
		if _, ok := info.SyscallNames[n]; ok {
			names = append(names, n)
		}
	}
	return seccomp.Policy{
		DefaultAction: seccomp.ActionErrno,
		Syscalls: []seccomp.SyscallGroup{
			{Action: seccomp.ActionAllow, Names: names},
			// glibc's pthread_create (cgo builds) tries clone3 first and
			// falls back to clone on ENOSYS; clone3's flags are out of
			// the filter's reach, so it is refused as absent.
			{Action: seccomp.ActionErrno | seccomp.Action(syscall.ENOSYS), Names: []string{"clone3"}},
			{Action: seccomp.ActionAllow, NamesWithCondtions: []seccomp.NameWithConditions{{
				Name:       "clone",
				Conditions: seccomp.ArgumentConditions{{Argument: 0, Operation: seccomp.BitsSet, Value: cloneThread}},
			}, {
				// A fatal signal's last step: the runtime kills itself.
				Name:       "kill",
				Conditions: seccomp.ArgumentConditions{{Argument: 0, Operation: seccomp.Equal, Value: uint64(os.Getpid())}},
			}}},
		},
	}, len(names) + 2, nil
}

// loadSeccomp installs the worker policy on every thread (TSYNC).
func loadSeccomp() Layer {
	l := Layer{Name: LayerSeccomp}
	if !seccomp.Supported() {
		l.Detail = "not available in this kernel"
		return l
	}
	policy, n, err := workerPolicy()
	if err != nil {
		l.Detail = err.Error()
		return l
	}
	// no_new_privs and the filter must be set from the same thread.
	goruntime.LockOSThread()
	defer goruntime.UnlockOSThread()
	if err := seccomp.LoadFilter(seccomp.Filter{NoNewPrivs: true, Flag: seccomp.FilterFlagTSync, Policy: policy}); err != nil {
		l.Detail = err.Error()
		return l
	}
	l.Active = true
	l.Detail = fmt.Sprintf("allowlist of %d system calls on every thread; open of paths, socket, connect, execve, fork and ptrace fail with %v", n, syscall.EPERM)
	return l
}
