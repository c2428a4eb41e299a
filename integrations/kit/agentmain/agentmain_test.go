package agentmain

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/codemode-go/codemode/registry"
)

var testEnv = Env{Keys: []string{"FIRST_KEY", "SECOND_KEY"}, BaseURL: "TEST_BASE_URL", Server: "a test server"}

func TestEnv(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  map[string]string
		want string
	}{
		{"none", nil, ""},
		{"second only", map[string]string{"SECOND_KEY": "b"}, "b"},
		{"first wins", map[string]string{"FIRST_KEY": "a", "SECOND_KEY": "b"}, "a"},
		{"empty first is unset", map[string]string{"FIRST_KEY": "", "SECOND_KEY": "b"}, "b"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := testEnv.Key(func(k string) string { return tc.env[k] }); got != tc.want {
				t.Errorf("Key = %q, want %q", got, tc.want)
			}
		})
	}
	if got, want := testEnv.Missing(), "set FIRST_KEY or SECOND_KEY (or TEST_BASE_URL for a test server)"; got != want {
		t.Errorf("Missing = %q, want %q", got, want)
	}
}

// command is a Command whose agent records the Run it got and runs
// script on it.
func command(script func(r *Run) error) (*Command, *Run) {
	got := &Run{}
	var mode string
	return &Command{
		Runs:     "with a test model",
		Synopsis: "[--mode a|b] ",
		Model:    "default-model",
		Env:      testEnv,
		Flags:    func(fs *flag.FlagSet) { fs.StringVar(&mode, "mode", "a", "a or b") },
		Check: func() error {
			if mode != "a" && mode != "b" {
				return fmt.Errorf("--mode %q: want a or b", mode)
			}
			return nil
		},
		Agent: func(ctx context.Context, r *Run) error {
			*got = *r
			got.Task += " mode=" + mode
			return script(r)
		},
	}, got
}

func TestCommandMain(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	key := map[string]string{"SECOND_KEY": "k"}
	for _, tc := range []struct {
		name   string
		env    map[string]string
		args   []string
		script func(r *Run) error
		code   int
		stdout string
		stderr string
	}{
		{"help", nil, []string{"--help"}, nil, 0, "", "usage: agent [--mode a|b] [--root DIR] [--model NAME] [--max-turns N] TASK...\n\nRuns TASK with a test model that can only call run_code:"},
		{"help names the environment", nil, []string{"--help"}, nil, 0, "", "Environment: FIRST_KEY or SECOND_KEY, TEST_BASE_URL (one of them is\nrequired).\n\nFlags:\n"},
		{"bad flag", key, []string{"--nope", "t"}, nil, 2, "", "flag provided but not defined: -nope"},
		{"own check", key, []string{"--mode", "c", "t"}, nil, 2, "", `agent: --mode "c": want a or b` + "\n"},
		{"no task", key, nil, nil, 2, "", "agent: no task given (agent --help)\n"},
		{"no environment", nil, []string{"t"}, nil, 2, "", "agent: set FIRST_KEY or SECOND_KEY (or TEST_BASE_URL for a test server)\n"},
		{"missing root", key, []string{"--root", filepath.Join(dir, "none"), "t"}, nil, 1, "", "agent: workspace: root"},
		{"agent fails", map[string]string{"TEST_BASE_URL": "http://x"}, []string{"--root", dir, "t"}, func(*Run) error { return errors.New("no luck") }, 1, "", "agent: no luck\n"},
		{"workspace tools over root", key, []string{"--root", dir, "--mode", "b", "t"}, func(r *Run) error {
			res := r.Registry.Call(context.Background(), registry.Call{ID: "1", Name: registry.RunCodeName,
				Arguments: []byte(`{"description":"t","code":"return (await tools.read({path: 'a.txt'})).content"}`)})
			if res.IsError {
				return fmt.Errorf("run_code: %s", res.Message())
			}
			fmt.Fprintln(r.Stdout, res.Content[0].Text)
			return nil
		}, 0, "x\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, _ := command(tc.script)
			var out, errOut bytes.Buffer
			code := c.Main(context.Background(), tc.args, func(k string) string { return tc.env[k] }, &out, &errOut)
			if code != tc.code || out.String() != tc.stdout || !strings.Contains(errOut.String(), tc.stderr) {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d, stdout %q, stderr containing %q", code, out.String(), errOut.String(), tc.code, tc.stdout, tc.stderr)
			}
		})
	}
}

func TestCommandRun(t *testing.T) {
	c, got := command(func(r *Run) error {
		if s, _ := r.Registry.Prompt(""); len(s) == 0 {
			return errors.New("no prompt sections")
		}
		r.Log("call_1", "hello")
		return nil
	})
	var out, errOut bytes.Buffer
	env := map[string]string{"FIRST_KEY": "a", "TEST_BASE_URL": "http://base"}
	code := c.Main(context.Background(), []string{"--root", t.TempDir(), "--max-turns", "3", "do", "it"}, func(k string) string { return env[k] }, &out, &errOut)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if got.Task != "do it mode=a" || got.Model != "default-model" || got.MaxTurns != 3 || got.Key != "a" || got.BaseURL != "http://base" {
		t.Errorf("run = %+v", got)
	}
	if errOut.String() != "[call_1] hello\n" {
		t.Errorf("stderr = %q, want the console line", errOut.String())
	}
}

func TestLoop(t *testing.T) {
	for _, tc := range []struct {
		name      string
		stopAt    int // the turn that stops (0: never)
		failAt    int // the turn that fails (0: never)
		wantTurns int
		wantErr   string
	}{
		{"stops", 2, 0, 2, ""},
		{"fails", 0, 2, 2, "model down"},
		{"too many turns", 0, 0, 3, "the model was still calling tools after 3 turns (raise --max-turns)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &Run{MaxTurns: 3}
			turns := 0
			err := r.Loop(func() (bool, error) {
				turns++
				if turns == tc.failAt {
					return false, errors.New("model down")
				}
				return turns == tc.stopAt, nil
			})
			if turns != tc.wantTurns || (err == nil) != (tc.wantErr == "") || (err != nil && err.Error() != tc.wantErr) {
				t.Errorf("%d turns, err %v; want %d turns, err %q", turns, err, tc.wantTurns, tc.wantErr)
			}
		})
	}
}

// Lines logged at once never tear.
func TestConsole(t *testing.T) {
	var buf bytes.Buffer
	log := Console(&buf)
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Go(func() { log(fmt.Sprint("c", i), strings.Repeat("x", 100)) })
	}
	wg.Wait()
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	if len(lines) != 20 {
		t.Fatalf("%d lines, want 20", len(lines))
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "[c") || !strings.HasSuffix(l, "] "+strings.Repeat("x", 100)) {
			t.Errorf("torn line %q", l)
		}
	}
}

func TestWrap(t *testing.T) {
	for _, tc := range []struct {
		text  string
		width int
		want  string
	}{
		{"", 10, "\n"},
		{"a b c", 10, "a b c\n"},
		{"aaaa bbbb cccc", 9, "aaaa bbbb\ncccc\n"},
		{"aaaa  bbbb\ncccc", 10, "aaaa bbbb\ncccc\n"},
		{"averylongword b", 4, "averylongword\nb\n"},
	} {
		if got := wrap(tc.text, tc.width); got != tc.want {
			t.Errorf("wrap(%q, %d) = %q, want %q", tc.text, tc.width, got, tc.want)
		}
	}
}
