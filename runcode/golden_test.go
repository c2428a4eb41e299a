package runcode_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/codemode-go/codemode/registry"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// golden compares got with testdata/name, rewriting it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run with -update after review):\n%s", name, got)
	}
}

// Golden prompt sections and wire schemas per mode (SP-2, SP-6, RV-10,
// DESIGN §3.4 and §4 `prompt --json` / `tools --json`).
func TestGoldenPromptAndWire(t *testing.T) {
	read := guided("read", "Use read to read a file: pass a root-relative path.", 100)
	read.InputSchema = json.RawMessage(`{"type":"object","properties":{"path":{"type":"string","description":"File path."},"limit":{"type":"integer","minimum":1}},"required":["path"]}`)
	read.OutputSchema = json.RawMessage(`{"type":"object","properties":{"content":{"type":"string"},"truncated":{"type":"boolean"}},"required":["content","truncated"]}`)
	read.Annotations = json.RawMessage(`{"readOnlyHint":true}`)
	write := guided("write", "Use write to create or replace a file.", 101)
	for _, mode := range []registry.Mode{registry.ModeNative, registry.ModeCode, registry.ModeBoth} {
		t.Run(string(mode), func(t *testing.T) {
			r := newReg(t, &registry.Options{Mode: mode}, nil, read, write)
			secs, err := r.Prompt("")
			if err != nil {
				t.Fatal(err)
			}
			wire, err := r.WireSchemas("")
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(false)
			enc.SetIndent("", "  ")
			if err := enc.Encode(map[string]any{"prompt": secs, "wire": wire}); err != nil {
				t.Fatal(err)
			}
			golden(t, "views-"+string(mode)+".json", buf.Bytes())
		})
	}
}

// guided is echo with prompt guidance and an output schema.
func guided(name, guidance string, order int) registry.Tool {
	t := echo(name, nil)
	t.Guidance = guidance
	t.GuidanceOrder = order
	t.OutputSchema = json.RawMessage(`{"type":"object"}`)
	return t
}
