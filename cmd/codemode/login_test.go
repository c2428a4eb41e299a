package main

import "testing"

func TestRedactStore(t *testing.T) {
	for in, want := range map[string]string{
		"/home/u/.local/state/codemode":   "/home/u/.local/state/codemode",
		"redis://127.0.0.1:6379/0":        "redis://127.0.0.1:6379/0",
		"redis://:s3cret@10.0.0.5:6379/2": "redis://:xxxxx@10.0.0.5:6379/2",
		"rediss://user:pw@cache:6380/1":   "rediss://user:xxxxx@cache:6380/1",
	} {
		if got := redactStore(in); got != want {
			t.Errorf("redactStore(%q) = %q, want %q", in, got, want)
		}
	}
}
