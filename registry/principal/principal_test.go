package principal_test

import (
	"context"
	"testing"

	"github.com/codemode-go/codemode/registry/principal"
)

func TestFromContext(t *testing.T) {
	ctx := context.Background()
	if got := principal.FromContext(ctx); got != principal.Anonymous {
		t.Fatalf("empty context: got %q, want Anonymous", got)
	}
	a := principal.NewContext(ctx, "client-a")
	b := principal.NewContext(a, "client-b")
	if got := principal.FromContext(a); got != "client-a" {
		t.Errorf("got %q, want client-a", got)
	}
	if got := principal.FromContext(b); got != "client-b" {
		t.Errorf("inner value must win: got %q, want client-b", got)
	}
}
