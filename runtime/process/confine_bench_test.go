//go:build linux

package process

import (
	"context"
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// BenchmarkConfinement is the cost of confinement: per run and per tool
// call on a warm worker (seccomp filters every system call the worker
// makes), and per worker start (namespaces, Landlock and the filter are
// set up once per worker), confined and unconfined.
func BenchmarkConfinement(b *testing.B) {
	programs := []struct{ name, program string }{
		{"run", `return 1`},
		{"10calls", `let s = 0; for (let i = 0; i < 10; i++) s += await tools.echo(i); return s`},
	}
	for _, mode := range []struct {
		name       string
		unconfined bool
	}{{"confined", false}, {"unconfined", true}} {
		rt := newRT(b, nil, &Options{Workers: 1, Unconfined: mode.unconfined})
		for _, p := range programs {
			b.Run(mode.name+"/"+p.name, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					res, err := rt.Run(context.Background(), runtime.Request{Program: p.program, Namespaces: echoNS(nil)})
					if err != nil || res.Error != nil {
						b.Fatal(err, res.Error)
					}
				}
			})
		}
		b.Run(mode.name+"/start", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				w, err := rt.spawn()
				if err != nil {
					b.Fatal(err)
				}
				w.kill()
				<-w.exited
			}
		})
	}
}
