package workspace_test

import (
	"encoding/json"
	"errors"
	"maps"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/toolset/workspace"
)

// escapeTree holds every way out of the root we know of. OUTSIDE holds
// secret.txt and dir/inner.txt (see newFixture).
var escapeTree = tree{
	"a/":           "",
	"inside.txt":   "inside\n",
	"outlink":      "->OUTSIDE/secret.txt",    // absolute target outside
	"rellink":      "->../outside/secret.txt", // relative target outside
	"sub/up":       "->../../outside/secret.txt",
	"outdir":       "->OUTSIDE/dir",
	"reldir":       "->../outside/dir",
	"hop1":         "->hop2", // chain whose last hop leaves
	"hop2":         "->OUTSIDE/secret.txt",
	"dangling_out": "->OUTSIDE/created.txt", // dangling, pointing outside
	"dangling_rel": "->../outside/created2.txt",
	"rootparent":   "->..",
	"loop1":        "->loop2",
	"loop2":        "->loop1",
}

// TestEscapes is the DESIGN §8 confinement table: every call is refused,
// nothing outside the root is read (no secret in any output) or modified.
func TestEscapes(t *testing.T) {
	f := newFixture(t, escapeTree, nil)
	before := snapshot(t, f.outside)
	O := f.outside
	type call struct {
		tool string
		args string
	}
	js := func(v any) string { b, _ := json.Marshal(v); return string(b) }
	var calls []call
	for _, p := range []string{
		"../outside/secret.txt", "/etc/passwd", "a/../../outside/secret.txt", O + "/secret.txt",
		"outlink", "rellink", "sub/up", "outdir/inner.txt", "reldir/inner.txt", "hop1", "rootparent/outside/secret.txt",
		"..", "../", "a/../..", "sub/../../outside",
	} {
		calls = append(calls,
			call{"read", js(map[string]any{"path": p})},
			call{"edit", js(map[string]any{"path": p, "oldText": "SECRET", "newText": "pwned"})},
			call{"write", js(map[string]any{"path": p, "content": "pwned"})},
		)
	}
	for _, p := range []string{
		"dangling_out", "dangling_rel", "../outside/new.txt", O + "/new.txt", "outdir/new.txt", "outdir/x/y/new.txt",
		"reldir/new.txt", "rootparent/outside/new.txt", "../outside/dir/sub/new.txt",
	} {
		calls = append(calls, call{"write", js(map[string]any{"path": p, "content": "pwned"})})
	}
	for _, p := range []string{"..", "../outside", O, "outdir", "reldir", "rootparent", "/", "/etc", "sub/../.."} {
		calls = append(calls, call{"list", js(map[string]any{"path": p})})
		calls = append(calls, call{"grep", js(map[string]any{"pattern": ".", "path": p})})
	}
	for _, p := range []string{"outlink", "rellink", "hop1", "outdir/inner.txt"} {
		calls = append(calls, call{"grep", js(map[string]any{"pattern": ".", "path": p})})
	}
	for _, p := range []string{"outdir/*", "reldir/**", "rootparent/**", "../**", "/etc/*", O + "/*"} {
		calls = append(calls, call{"glob", js(map[string]any{"pattern": p})})
	}
	for _, c := range calls {
		t.Run(c.tool+" "+c.args, func(t *testing.T) {
			out, err := f.ws.Call(ctx, c.tool, json.RawMessage(c.args))
			if err == nil {
				t.Fatalf("succeeded with %s, want a refusal", out)
			}
			if !errors.Is(err, workspace.ErrOutsideRoot) && !errors.Is(err, workspace.ErrInvalidArgs) && !strings.Contains(err.Error(), "symbolic links") {
				t.Errorf("error %v is neither ErrOutsideRoot nor ErrInvalidArgs", err)
			}
			if strings.Contains(err.Error(), "SECRET") || strings.Contains(err.Error(), "secret\n") {
				t.Errorf("error leaks outside content: %v", err)
			}
		})
	}
	// Whole-root walks succeed but never show anything from outside.
	for _, c := range []call{
		{"grep", `{"pattern":"(?i)secret"}`},
		{"glob", `{"pattern":"**"}`},
		{"glob", `{"pattern":"**/*.txt"}`},
		{"list", `{}`},
	} {
		out, err := f.ws.Call(ctx, c.tool, json.RawMessage(c.args))
		if err != nil {
			t.Errorf("%s %s: %v", c.tool, c.args, err)
			continue
		}
		s := string(out)
		if strings.Contains(s, "SECRET") || strings.Contains(s, "inner") || strings.Contains(s, "secret.txt\"") {
			t.Errorf("%s %s shows outside content: %s", c.tool, c.args, s)
		}
	}
	out, _ := f.ws.Call(ctx, "glob", json.RawMessage(`{"pattern":"**"}`))
	if want := `{"paths":["inside.txt"]}`; string(out) != want {
		t.Errorf("glob ** = %s, want %s (links that leave the root are skipped)", out, want)
	}
	if after := snapshot(t, f.outside); !maps.Equal(before, after) {
		t.Errorf("outside directory changed:\nbefore %q\nafter  %q", before, after)
	}
}

// TestEscapeErrorsAreClear pins the wording a model sees.
func TestEscapeErrorsAreClear(t *testing.T) {
	f := newFixture(t, escapeTree, nil)
	tests := []struct {
		in   workspace.ReadInput
		want string
	}{
		{workspace.ReadInput{Path: "../x"}, `read "../x": path is outside the workspace root: ".." leaves the root`},
		{workspace.ReadInput{Path: "/etc/passwd"}, `read "/etc/passwd": path is outside the workspace root: absolute path is not inside the root`},
		{workspace.ReadInput{Path: "outlink"}, `read "outlink": path is outside the workspace root: symlink "outlink" leads outside the root`},
		{workspace.ReadInput{Path: "hop1"}, `read "hop1": path is outside the workspace root: symlink "hop2" leads outside the root`},
		{workspace.ReadInput{Path: "outdir/inner.txt"}, `read "outdir/inner.txt": path is outside the workspace root: symlink "outdir" leads outside the root`},
		{workspace.ReadInput{Path: "loop1"}, `read "loop1": too many levels of symbolic links`},
	}
	for _, tt := range tests {
		_, err := f.ws.Read(ctx, tt.in)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("Read(%q) = %v\nwant %s", tt.in.Path, err, tt.want)
		}
	}
}

// TestSymlinksInsideRoot: links whose target stays inside are followed,
// whether the target is relative or absolute.
func TestSymlinksInsideRoot(t *testing.T) {
	f := newFixture(t, tree{
		"real/file.txt": "real\n",
		"rel":           "->real/file.txt",
		"abs":           "->ROOT/real/file.txt",
		"sub/up":        "->../real/file.txt",
		"dirlink":       "->real",
		"absdir":        "->ROOT/real",
		"chain":         "->rel",
		"self":          "->.",
	}, nil)
	for _, p := range []string{"rel", "abs", "sub/up", "dirlink/file.txt", "absdir/file.txt", "chain", "self/real/file.txt", "self/self/rel"} {
		got, err := f.ws.Read(ctx, workspace.ReadInput{Path: p})
		if err != nil || got.Content != "real\n" || got.Path != p {
			t.Errorf("Read(%q) = %+v, %v", p, got, err)
		}
	}
}
