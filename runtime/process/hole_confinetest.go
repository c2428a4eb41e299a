//go:build confinetest

package process

import (
	"context"
	"encoding/json"
	"net"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// envSkipLayers (confinetest builds only) lists layers a worker leaves
// out, comma-separated, so that a test can show each layer denying on
// its own.
const envSkipLayers = "CODEMODE_WORKER_SKIP_LAYERS"

// skipLayer reports whether envSkipLayers names layer.
func skipLayer(layer string) bool {
	for _, s := range strings.Split(os.Getenv(envSkipLayers), ",") {
		if s == layer {
			return true
		}
	}
	return false
}

// holeNamespace is a deliberate hole, built only with the confinetest tag
// for the confinement tests: a global "hole" whose functions run Go code
// inside the worker, as a program would that escaped the engine. Each
// resolves to "ok" or to the Go error's text; only the kernel's
// confinement stands between them and the host.
//
//	await hole.open("/etc/passwd")      // os.Open
//	await hole.dial("127.0.0.1:8080")   // net.Dial("tcp")
//	await hole.exec("/bin/true")        // exec.Command(...).Run()
func holeNamespace() *runtime.Namespace {
	fn := func(name string, do func(arg string) error) runtime.Function {
		return runtime.Function{Name: name, Call: func(_ context.Context, args json.RawMessage, reply runtime.Reply) {
			var arg string
			_ = json.Unmarshal(args, &arg)
			out := "ok"
			if err := do(arg); err != nil {
				out = err.Error()
			}
			b, _ := json.Marshal(out)
			reply(b, nil)
		}}
	}
	return &runtime.Namespace{Global: "hole", Functions: []runtime.Function{
		fn("open", func(p string) error {
			f, err := os.Open(p)
			if err == nil {
				f.Close()
			}
			return err
		}),
		fn("dial", func(addr string) error {
			c, err := net.DialTimeout("tcp", addr, 2*time.Second)
			if err == nil {
				c.Close()
			}
			return err
		}),
		fn("exec", func(path string) error {
			// The worker's own descriptors, not /dev/null or new pipes:
			// the attempt is the fork and the exec.
			cmd := exec.Command(path)
			cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stderr, os.Stderr
			return cmd.Run()
		}),
	}}
}
