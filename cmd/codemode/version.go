package main

import (
	"context"
	"fmt"
	"runtime/debug"
)

func init() {
	commands["version"] = command{summary: "print the version of this codemode binary (also --version)", run: func(_ context.Context, e *env, args []string) int {
		fs := newFlagSet("version", "", `Print "codemode VERSION": the version set at link time, else the module
version "go install" records, else the VCS revision of the build. serve
reports the same version as its MCP serverInfo.version.`)
		if done, code := fs.parse(e, args); done {
			return code
		}
		if fs.NArg() > 0 {
			return fail(e, "version", usagef("unexpected argument %q", fs.Arg(0)))
		}
		fmt.Fprintln(e.stdout, "codemode "+binaryVersion())
		return exitOK
	}}
}

// version is the binary's version, set at link time
// (-ldflags "-X main.version=v1.2.3"); "dev" otherwise.
var version = "dev"

// binaryVersion is the version codemode reports (`codemode version`,
// serve's serverInfo.version and start line): the link-time version, else
// the module version `go install …@vX` records, else the VCS revision the
// build was made from ("devel+abc123def456", "-dirty" when modified), else
// "dev".
func binaryVersion() string {
	if version != "dev" {
		return version
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return version
	}
	return versionOf(bi)
}

// versionOf is binaryVersion's reading of build info.
func versionOf(bi *debug.BuildInfo) string {
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	rev, dirty := "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "dev"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "-dirty"
	}
	return "devel+" + rev
}
