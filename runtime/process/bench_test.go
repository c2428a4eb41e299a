package process

import (
	"context"
	"testing"

	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

// The overhead of process isolation per run: the same programs through
// the in-process backend and through a warm pool of workers.
func benchRuntimes(b *testing.B) map[string]runtime.Runtime {
	ip, err := inprocess.New(nil)
	if err != nil {
		b.Fatal(err)
	}
	pr, err := New(nil, &Options{Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { ip.Close(); pr.Close() })
	return map[string]runtime.Runtime{"inprocess": ip, "process": pr}
}

func BenchmarkRun(b *testing.B) {
	rts := benchRuntimes(b)
	programs := map[string]string{
		"trivial": `return 1`,
		"calls":   `let s = 0; for (let i = 0; i < 10; i++) s += await tools.echo(i); return s`,
	}
	for _, backend := range []string{"inprocess", "process"} {
		for _, name := range []string{"trivial", "calls"} {
			rt, prog := rts[backend], programs[name]
			b.Run(backend+"/"+name, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					res, err := rt.Run(context.Background(), runtime.Request{Program: prog, Namespaces: echoNS(nil)})
					if err != nil || res.Error != nil {
						b.Fatal(err, res.Error)
					}
				}
			})
		}
	}
}
