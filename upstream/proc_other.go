//go:build !linux

package upstream

import "os/exec"

// setProcAttr leaves the command as is outside Linux.
func setProcAttr(*exec.Cmd) {}

// killTree kills the server process (its children are not tracked outside
// Linux).
func killTree(cmd *exec.Cmd) {
	if cmd.Process != nil && cmd.ProcessState == nil {
		_ = cmd.Process.Kill()
	}
}
