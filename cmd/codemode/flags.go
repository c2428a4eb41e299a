package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/codemode-go/codemode/runtime"
)

// flagSet builds a command's flag set whose --help goes to stdout.
type flagSet struct {
	*flag.FlagSet
	name, args, about string
}

func newFlagSet(name, args, about string) *flagSet {
	fs := flag.NewFlagSet("codemode "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return &flagSet{FlagSet: fs, name: name, args: args, about: about}
}

func (f *flagSet) printUsage(w io.Writer) {
	fmt.Fprintf(w, "Usage: codemode %s\n\n%s\n\nFlags:\n", strings.TrimSpace(f.name+" [flags] "+f.args), strings.TrimSpace(f.about))
	f.SetOutput(w)
	f.PrintDefaults()
	f.SetOutput(io.Discard)
}

// parse parses args. It returns (done, status): done is true when the
// command must stop now with status (help printed, or a usage error).
func (f *flagSet) parse(e *env, args []string) (bool, int) {
	err := f.parseInterspersed(args)
	if errors.Is(err, flag.ErrHelp) {
		f.printUsage(e.stdout)
		return true, exitOK
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "codemode %s: %v\n", f.name, err)
		fmt.Fprintf(e.stderr, "Run \"codemode %s --help\" for usage.\n", f.name)
		return true, exitUsage
	}
	return false, exitOK
}

// parseInterspersed parses flags wherever they appear among the
// positional arguments ("run FILE --json" as well as "run --json FILE");
// "--" ends flag parsing and a lone "-" is a positional argument.
func (f *flagSet) parseInterspersed(args []string) error {
	var positional []string
	for {
		if err := f.Parse(args); err != nil {
			return err
		}
		rest := f.Args()
		if len(rest) == 0 {
			break
		}
		if len(args) > 0 && len(rest) < len(args) && args[len(args)-len(rest)-1] == "--" {
			positional = append(positional, rest...)
			break
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
	return f.Parse(append([]string{"--"}, positional...))
}

// byteSize is a flag value in bytes that accepts plain numbers or
// KiB/MiB/GiB suffixes (DESIGN.md §4).
type byteSize int64

func (b *byteSize) String() string { return formatSize(int64(*b)) }

func (b *byteSize) Set(s string) error {
	n, err := parseSize(s)
	if err != nil {
		return err
	}
	*b = byteSize(n)
	return nil
}

// parseSize parses "4096", "64KiB", "4MiB", "1GiB": plain bytes or a
// binary suffix (DESIGN.md §4). It rejects other suffixes (is "1KB" 1000
// or 1024?), negative, fractional and overflowing values.
func parseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}} {
		if strings.HasSuffix(t, u.suffix) {
			t, mult = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("invalid size %q: want bytes, or a number with KiB, MiB or GiB", s)
	}
	if n > math.MaxInt64/mult {
		return 0, fmt.Errorf("size %q is too large", s)
	}
	return n * mult, nil
}

func formatSize(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%dGiB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%dMiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%dKiB", n>>10)
	}
	return strconv.FormatInt(n, 10)
}

// positiveDuration is a duration flag that must be > 0.
type positiveDuration time.Duration

func (d *positiveDuration) String() string { return time.Duration(*d).String() }

func (d *positiveDuration) Set(s string) error {
	v, err := time.ParseDuration(s)
	if err != nil {
		return fmt.Errorf("invalid duration %q: use Go syntax such as 200ms, 2s, 1m", s)
	}
	if v <= 0 {
		return fmt.Errorf("duration %q must be positive", s)
	}
	*d = positiveDuration(v)
	return nil
}

// budgetFlags are --timeout, --compute, --max-output and --memory.
type budgetFlags struct {
	wall, compute positiveDuration
	maxOutput     byteSize
	maxResult     byteSize
	memory        byteSize
}

// minMemory is the smallest --memory: less than a realm needs, and
// mostly a unit left out (--memory 12 meant 12MiB).
const minMemory = 1 << 20

// defaultMaxResult is --max-result's default.
const defaultMaxResult = 64 << 20

func (b *budgetFlags) register(f *flagSet) {
	b.wall = positiveDuration(runtime.DefaultWall)
	b.compute = positiveDuration(runtime.DefaultCompute)
	b.maxOutput = byteSize(runtime.DefaultMaxOutputBytes)
	b.memory = byteSize(runtime.DefaultMemoryBytes)
	f.Var(&b.wall, "timeout", "wall-clock limit (`DUR`) of a program run")
	f.Var(&b.compute, "compute", "time (`DUR`) the program itself may run; waiting on tools does not count")
	b.maxResult = byteSize(defaultMaxResult)
	f.Var(&b.maxOutput, "max-output", "`SIZE` of logs plus value that enter the model's context; a larger output succeeds with a preview and a result handle (plain bytes or KiB/MiB/GiB)")
	f.Var(&b.maxResult, "max-result", "largest output (`SIZE`) kept whole behind a result handle; beyond it a run fails as output-limit (at least --max-output)")
	f.Var(&b.memory, "memory", "memory budget (`SIZE`) of a program run (plain bytes or KiB/MiB/GiB)")
}

// options validates the budgets as runtime options.
func (b *budgetFlags) options() (runtime.Options, error) {
	if b.maxOutput > math.MaxInt32 {
		return runtime.Options{}, usagef("--max-output %s is too large", b.maxOutput.String())
	}
	if b.maxOutput < runtime.MinMaxOutputBytes {
		return runtime.Options{}, usagef("--max-output must be at least %d bytes, got %d", runtime.MinMaxOutputBytes, int64(b.maxOutput))
	}
	if b.memory < minMemory {
		return runtime.Options{}, usagef("--memory %d is %s bytes: a run needs at least 1MiB (write the unit, e.g. --memory %dMiB)", int64(b.memory), b.memory.String(), max(int64(b.memory), 1))
	}
	if b.maxResult > math.MaxInt32 {
		return runtime.Options{}, usagef("--max-result %s is too large", b.maxResult.String())
	}
	o := runtime.Options{
		Compute: time.Duration(b.compute),
		Wall:    time.Duration(b.wall),
		// The runtime's ledger is the hard cap on the full output; the
		// registry bounds what enters the context by --max-output.
		MaxOutputBytes: int(max(b.maxOutput, b.maxResult)),
		MemoryBytes:    int64(b.memory),
	}
	r, err := o.Resolve()
	if err != nil {
		return r, usagef("%v", err)
	}
	return r, nil
}
