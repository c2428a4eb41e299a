//go:build linux

package upstream

import (
	"os/exec"
	"syscall"
)

// setProcAttr puts a stdio server in its own process group, so that
// killTree reaches the children it spawns (npx, uvx and shell wrappers
// do), and asks the kernel to kill it if this process dies without
// closing it (Pdeathsig), so no server outlives codemode.
func setProcAttr(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// killTree kills the process group of a started server. The group leader
// has normally exited already; this reaps whatever it left behind.
func killTree(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
