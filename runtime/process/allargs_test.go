package process

import (
	"context"
	"testing"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// TestAllArgumentsCrossesTheWorker: Function.AllArguments reaches the
// worker, so such members receive every argument as one array there too.
func TestAllArgumentsCrossesTheWorker(t *testing.T) {
	rt := newRT(t, &runtime.Options{Compute: 2 * time.Second, Wall: 5 * time.Second}, &Options{Workers: 1})
	ns := echoNS(nil)
	ns[0].Global = "all"
	for i := range ns[0].Functions {
		ns[0].Functions[i].AllArguments = true
	}
	ns[0].ErrorClass = nil
	ns = append(ns, echoNS(nil)[0])
	res := run(t, rt, context.Background(), `return [await all.echo("id", {path: "a[1]"}), await tools.echo("id", 2)]`, ns)
	if res.Error != nil || string(res.Value) != `[["id",{"path":"a[1]"}],"id"]` {
		t.Fatalf("got %s %v", res.Value, res.Error)
	}
}
