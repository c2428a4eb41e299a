package inprocess

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/codemode-go/codemode/runtime"
)

// TestAllArguments: a namespace with AllArguments receives every argument
// as one array (trailing undefined dropped, inner undefined as null); one
// without it receives the first argument alone.
func TestAllArguments(t *testing.T) {
	rt, err := New(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	echo := runtime.Function{Name: "echo", Call: func(_ context.Context, a json.RawMessage, reply runtime.Reply) { reply(a, nil) }}
	cases := []struct{ call, want string }{
		{`all.echo("id", {path: "a[1]"})`, `["id",{"path":"a[1]"}]`},
		{`all.echo("id")`, `["id"]`},
		{`all.echo("id", undefined)`, `["id"]`},
		{`all.echo(undefined, 2)`, `[null,2]`},
		{`all.echo()`, `[]`},
		{`first.echo("id", {path: "x"})`, `"id"`},
	}
	for _, c := range cases {
		res, err := rt.Run(context.Background(), runtime.Request{
			Program: "return await " + c.call,
			Namespaces: []runtime.Namespace{
				{Global: "all", Functions: []runtime.Function{echo}, AllArguments: true},
				{Global: "first", Functions: []runtime.Function{echo}},
			},
		})
		if err != nil || res.Error != nil {
			t.Fatalf("%s: %v %v", c.call, err, res.Error)
		}
		if string(res.Value) != c.want {
			t.Errorf("%s = %s, want %s", c.call, res.Value, c.want)
		}
	}
}
