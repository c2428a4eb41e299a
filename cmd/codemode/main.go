// Command codemode runs model-written TypeScript programs against a tool
// registry (Code Mode), prints the SDK and prompt a model is offered, and
// serves it all as an MCP server.
//
// Usage:
//
//	codemode <command> [flags] [args]
//
// Commands: run, resume, call, sdk, prompt, tools, serve, result, types, login,
// version (and --version). Every command takes
// --help. Exit status: 0 success; 1 the program or tool call failed; 2 a
// usage or configuration error.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"

	"github.com/codemode-go/codemode/runtime/process"
)

// Exit statuses of every command (DESIGN.md §4).
const (
	exitOK     = 0
	exitFailed = 1
	exitUsage  = 2
)

// env is what a command reads and writes; tests substitute buffers.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// stdinIsTerminal reports whether stdin is an interactive terminal.
	stdinIsTerminal bool
}

// command is one subcommand.
type command struct {
	summary string
	run     func(ctx context.Context, e *env, args []string) int
}

// commands is filled by each command's file.
var commands = map[string]command{}

func main() {
	// A worker subprocess of --isolation process never returns from here.
	process.WorkerMain()
	ctx, cancel := context.WithCancelCause(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		sig := <-sigs
		cancel(fmt.Errorf("interrupted by %v", sig))
		signal.Stop(sigs) // a second signal kills the process
	}()
	e := &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, stdinIsTerminal: isTerminal(os.Stdin)}
	os.Exit(execute(ctx, e, os.Args[1:]))
}

// execute dispatches args to a command and returns the exit status.
func execute(ctx context.Context, e *env, args []string) int {
	if len(args) == 0 {
		usage(e.stderr)
		return exitUsage
	}
	name := args[0]
	switch name {
	case "-h", "-help", "--help", "help":
		usage(e.stdout)
		return exitOK
	case "--version", "-version":
		name = "version"
	}
	cmd, ok := commands[name]
	if !ok {
		fmt.Fprintf(e.stderr, "codemode: unknown command %q\n\n", name)
		usage(e.stderr)
		return exitUsage
	}
	return cmd.run(ctx, e, args[1:])
}

func usage(w io.Writer) {
	fmt.Fprint(w, `codemode gives LLM agents Code Mode: one run_code tool and a typed
TypeScript SDK of every tool, executed in a fresh sandboxed runtime.

Usage:
  codemode <command> [flags] [args]

Commands:
`)
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
	fmt.Fprint(w, `
Run "codemode <command> --help" for a command's flags.
Exit status: 0 success, 1 the program or tool call failed, 2 usage error.
`)
}

// usageError is a bad flag, value, file or argument: exit 2.
type usageError struct{ msg string }

func (u *usageError) Error() string { return u.msg }

func usagef(format string, a ...any) error { return &usageError{fmt.Sprintf(format, a...)} }

// fail reports err on stderr and returns its exit status: 2 for usage
// errors, 1 otherwise.
func fail(e *env, cmd string, err error) int {
	msg := strings.TrimSpace(err.Error())
	fmt.Fprintf(e.stderr, "codemode %s: %s\n", cmd, msg)
	var u *usageError
	if errors.As(err, &u) {
		return exitUsage
	}
	return exitFailed
}

func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
