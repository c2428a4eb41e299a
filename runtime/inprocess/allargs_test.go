package inprocess

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// TestAllArguments: a member with AllArguments receives every argument as
// one JSON array, trailing undefined arguments left out (an undefined
// before a defined one is not lossless JSON: the call rejects); other
// members receive the first argument alone.
func TestAllArguments(t *testing.T) {
	rt, err := New(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	echo := func(_ context.Context, args json.RawMessage, reply runtime.Reply) { reply(args, nil) }
	req := runtime.Request{
		Program: `return [
			await ns.all("q", { limit: 2 }),
			await ns.all("q", undefined),
			await ns.all(),
			await ns.all(undefined, 1).catch((e) => e.message),
			await ns.first("q", { limit: 2 }),
		]`,
		Namespaces: []runtime.Namespace{{Global: "ns", Functions: []runtime.Function{
			{Name: "all", Call: echo, AllArguments: true},
			{Name: "first", Call: echo},
		}}},
	}
	res, err := rt.Run(context.Background(), req)
	if err != nil || res.Error != nil {
		t.Fatalf("%v %v", err, res.Error)
	}
	want := `[["q",{"limit":2}],["q"],[],"binding arguments must be lossless JSON","q"]`
	if string(res.Value) != want {
		t.Errorf("got %s, want %s", res.Value, want)
	}
}
