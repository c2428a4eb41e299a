package runcode_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/state/filestore"
)

// TestFloodKeepsOthersResumable (#44 item 2): client A suspends a run;
// client B's legal runs with large outputs flood the capped file store
// many times over; then the store is closed and reopened (a restart).
// A's resume still works, and the seal key record survives.
func TestFloodKeepsOthersResumable(t *testing.T) {
	dir := t.TempDir()
	const capBytes = 4 << 20
	store, err := filestore.Open(dir, &filestore.Options{MaxBytes: capBytes})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := store.Put(ctx, "seal/key", sealKey, 0); err != nil { // as serve keeps it
		t.Fatal(err)
	}
	budget := func(o *runcode.Options) { o.MaxOutputBytes = 1024 } // large outputs go behind handles
	g := newGated(t, store, sealKey, nil, budget)
	a := principal.NewContext(ctx, "client-a")
	s := suspended(t, g.r.Call(a, runCode(journaledProgram)))
	b := principal.NewContext(ctx, "client-b")
	for i := range 24 { // 24 × ~0.5 MB through a 4 MiB cap
		res := g.r.Call(b, runCode(`return "b".repeat(500000)`))
		var out struct{ Handle string }
		if res.IsError || json.Unmarshal(res.Value, &out) != nil || out.Handle == "" {
			t.Fatalf("B's run %d: %s %s", i, res.Value, text(res))
		}
	}
	if store.Bytes() > capBytes+(1<<20) {
		t.Errorf("the store holds %d bytes past its cap %d", store.Bytes(), capBytes)
	}
	if err := store.Close(); err != nil {
		t.Fatal(err)
	}
	store, err = filestore.Open(dir, &filestore.Options{MaxBytes: capBytes}) // the restart
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	if k, err := store.Get(ctx, "seal/key"); err != nil || string(k) != string(sealKey) {
		t.Fatalf("the seal key after the flood and the restart: %q, %v", k, err)
	}
	g2 := newGated(t, store, sealKey, nil, budget)
	done := g2.r.Resume(a, runCode(journaledProgram), runcode.Resume{Token: s.Resume, Decision: runcode.ResumeApprove})
	if done.IsError || !strings.Contains(string(done.Value), `"same":true`) {
		t.Fatalf("A's resume after B's flood and a restart: %s %s", done.Value, text(done))
	}
}
