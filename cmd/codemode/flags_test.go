package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestParseSize(t *testing.T) {
	cases := []struct {
		in   string
		want int64
		ok   bool
	}{
		{"4096", 4096, true},
		{"64KiB", 64 << 10, true},
		{"4MiB", 4 << 20, true},
		{"1GiB", 1 << 30, true},
		{"2 MiB", 2 << 20, true},
		{"10KB", 0, false},
		{"3M", 0, false},
		{"12B", 0, false},
		{"0", 0, true},
		{"", 0, false},
		{"-1", 0, false},
		{"1.5MiB", 0, false},
		{"lots", 0, false},
		{"9999999999999GiB", 0, false},
		{"MiB", 0, false},
	}
	for _, c := range cases {
		got, err := parseSize(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("parseSize(%q) = %d, %v; want %d, ok=%v", c.in, got, err, c.want, c.ok)
		}
	}
}

func TestInterspersedFlags(t *testing.T) {
	cases := []struct {
		args     []string
		wantJSON bool
		wantPos  []string
	}{
		{[]string{"--json", "a.ts"}, true, []string{"a.ts"}},
		{[]string{"a.ts", "--json"}, true, []string{"a.ts"}},
		{[]string{"-", "--json"}, true, []string{"-"}},
		{[]string{"--", "--json"}, false, []string{"--json"}},
		{[]string{"a", "b", "--json", "c"}, true, []string{"a", "b", "c"}},
	}
	for _, c := range cases {
		fs := newFlagSet("x", "", "")
		asJSON := fs.Bool("json", false, "")
		if err := fs.parseInterspersed(c.args); err != nil {
			t.Fatalf("%v: %v", c.args, err)
		}
		if *asJSON != c.wantJSON || strings.Join(fs.Args(), ",") != strings.Join(c.wantPos, ",") {
			t.Errorf("%v: json=%v args=%v; want %v %v", c.args, *asJSON, fs.Args(), c.wantJSON, c.wantPos)
		}
	}
}

func TestUsageExitCodes(t *testing.T) {
	cases := []struct {
		args       []string
		code       int
		stdoutWant string
		stderrWant string
	}{
		{nil, exitUsage, "", "Usage:"},
		{[]string{"--help"}, exitOK, "Commands:", ""},
		{[]string{"bogus"}, exitUsage, "", `unknown command "bogus"`},
		{[]string{"run", "--help"}, exitOK, "Usage: codemode run", ""},
		{[]string{"run", "--nope"}, exitUsage, "", "flag provided but not defined"},
		{[]string{"run", "--compute", "0s", "x.ts"}, exitUsage, "", "must be positive"},
		{[]string{"call", "read"}, exitUsage, "", "want TOOL and ARGS_JSON"},
		{[]string{"serve", "--sessions", "sometimes"}, exitUsage, "", "--sessions \"sometimes\": want auto, always or never"},
		{[]string{"serve", "--help"}, exitOK, "-sessions MODE", ""},
		{[]string{"call", "read", `{"path": "a",}`}, exitUsage, "", `ARGS_JSON is not valid JSON: line 1, column 14: unexpected "}": want a quoted key (no trailing commas in JSON)`},
		{[]string{"call", "read", `{'path': 1}`}, exitUsage, "", `JSON strings take double quotes`},
	}
	for _, c := range cases {
		var out, errb bytes.Buffer
		e := &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}
		code := execute(context.Background(), e, c.args)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, errb.String())
		}
		if c.code == exitUsage && out.Len() > 0 {
			t.Errorf("%v: usage error wrote stdout %q", c.args, out.String())
		}
		if !strings.Contains(out.String(), c.stdoutWant) || !strings.Contains(errb.String(), c.stderrWant) {
			t.Errorf("%v: stdout %q stderr %q; want %q / %q", c.args, out.String(), errb.String(), c.stdoutWant, c.stderrWant)
		}
	}
}

// TestRequireConfinement: --require-confinement is documented in serve's
// help, and refuses in-process isolation (which has no worker to
// confine) as a usage error before anything is served.
func TestRequireConfinement(t *testing.T) {
	var out, errb bytes.Buffer
	e := &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}
	if code := execute(context.Background(), e, []string{"serve", "--help"}); code != exitOK || !strings.Contains(out.String(), "--require-confinement") {
		t.Fatalf("serve --help: exit %d, no --require-confinement in %q", code, out.String())
	}
	out.Reset()
	code := execute(context.Background(), e, []string{"serve", "--isolation", "inprocess", "--require-confinement", "--state", t.TempDir()})
	if code != exitUsage || out.Len() > 0 || !strings.Contains(errb.String(), "--require-confinement needs --isolation process") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
}
