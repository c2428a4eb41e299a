package inprocess

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/errors/*.golden from the current output")

// TestErrorGolden pins the full text of failure messages — kind, mapped
// TS positions and source excerpts (DESIGN §3.2) — for the programs in
// testdata/errors/*.ts. Run with -update to rewrite the golden files.
func TestErrorGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/errors/*.ts")
	if err != nil || len(files) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	rt := mustNew(t, nil)
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			res := run1(t, rt, context.Background(), string(src))
			got := "logs: " + strings.Join(res.Logs, " | ") + "\n"
			if res.Error != nil {
				got += res.Error.Error() + "\n"
			} else {
				got += "value: " + string(res.Value) + "\n"
			}
			golden := strings.TrimSuffix(file, ".ts") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if got != string(want) {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}
