package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/discovery"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/sdkgen"
)

func init() {
	commands["sdk"] = command{summary: "print the tools:sdk section (the TypeScript SDK a model is offered)", run: runSDK}
}

// catalogList is a repeatable --catalog flag.
type catalogList []string

func (c *catalogList) String() string     { return strings.Join(*c, ",") }
func (c *catalogList) Set(s string) error { *c = append(*c, s); return nil }

func runSDK(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet("sdk", "", `Print the tools:sdk prompt section: the TypeScript declarations of every
visible tool that programs call as "await tools.name(args)", and of the
codemode namespace (search, describe). This is the full SDK, as the
codemode://sdk resource serves it. With --sdk-budget, print instead the
section offered under that budget (the tier that fits). With --stats,
print the size of every tier of the run_code description (bytes and
tokens), the tier chosen under the budget (--sdk-budget, or the default
of `+strconv.Itoa(registry.DefaultSDKBudget)+` tokens) and what it drops. With --catalog, use exactly the tools in FILE (a JSON array of
MCP Tool objects, or an object with a "tools" array) without starting
anything; repeat --catalog to join several, each one server named after
its file.`)
	var catalogs catalogList
	fs.Var(&catalogs, "catalog", "MCP tool catalog `FILE` to render instead of the visible tools (repeatable)")
	stats := fs.Bool("stats", false, "print the size of each tier and the tier chosen, not the text")
	var st setupFlags
	st.register(fs, "code")
	st.registerSDKBudget(fs)
	if done, code := fs.parse(e, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, "sdk", usagef("unexpected argument %q", fs.Arg(0)))
	}
	if err := st.checkSDKBudget(); err != nil {
		return fail(e, "sdk", err)
	}
	budgeted := false
	fs.Visit(func(f *flag.Flag) { budgeted = budgeted || f.Name == "sdk-budget" })
	if len(catalogs) == 0 {
		s, err := st.open(ctx, e, sessionOptions{})
		if err != nil {
			return fail(e, "sdk", err)
		}
		defer s.close()
		if !*stats && !budgeted {
			text, err := s.reg.SDK("")
			if err != nil {
				return fail(e, "sdk", err)
			}
			fmt.Fprintln(e.stdout, text)
			return exitOK
		}
		off, err := s.reg.Offer("", *stats)
		if err != nil {
			return fail(e, "sdk", err)
		}
		n := 0
		for _, sc := range s.reg.Schemas("") {
			if sc.Name != registry.RunCodeName {
				n++
			}
		}
		return printOffer(e.stdout, off, st.sdkBudget, *stats, n)
	}
	var tools []discovery.Tool
	for _, path := range catalogs {
		data, err := os.ReadFile(path)
		if err != nil {
			return fail(e, "sdk", usagef("read catalog: %v", err))
		}
		ts, err := sdkgen.ParseCatalog(data)
		if err != nil {
			return fail(e, "sdk", usagef("%s: %v", path, err))
		}
		server := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
		for _, t := range ts {
			tools = append(tools, discovery.Tool{Name: t.Name, Server: server, Description: t.Description, InputSchema: t.InputSchema, OutputSchema: t.OutputSchema})
		}
	}
	cat, err := discovery.New(tools)
	if err != nil {
		return fail(e, "sdk", usagef("%v", err))
	}
	members := sdkgen.CodemodeDeclarations()
	if !*stats && !budgeted {
		text, err := cat.FullSDK(members)
		if err != nil {
			return fail(e, "sdk", usagef("%v", err))
		}
		fmt.Fprintln(e.stdout, text)
		return exitOK
	}
	o := &discovery.OfferOptions{Codemode: members, Frame: sdkgen.RunCodeDescription, Stats: *stats}
	switch {
	case st.sdkBudget == 0:
		o.Budget = registry.DefaultSDKBudget
	case st.sdkBudget > 0:
		o.Budget = st.sdkBudget
	}
	off, err := cat.Offer(o)
	if err != nil {
		return fail(e, "sdk", usagef("%v", err))
	}
	return printOffer(e.stdout, off, st.sdkBudget, *stats, cat.Len())
}

// printOffer prints the offered section, or with stats the size of each
// tier of the run_code description and the tier chosen.
func printOffer(w io.Writer, off *discovery.Offer, budget int, stats bool, tools int) int {
	if !stats {
		fmt.Fprintln(w, off.Section)
		return exitOK
	}
	fmt.Fprintf(w, "%-11s %9s %8s  %s\n", "tier", "bytes", "tokens", "fits")
	for _, t := range off.Tiers {
		fits := "no"
		if t.Fits {
			fits = "yes"
		}
		fmt.Fprintf(w, "%-11s %9d %8d  %s\n", t.Tier, t.Bytes, t.Tokens, fits)
	}
	bound := fmt.Sprintf("%d tokens (the default)", registry.DefaultSDKBudget)
	switch {
	case budget > 0:
		bound = fmt.Sprintf("%d tokens", budget)
	case budget < 0:
		bound = "none"
	}
	fmt.Fprintf(w, "chosen: %s, %d bytes, %d tokens (budget: %s; tokenizer: %s)\n", off.Tier, off.Bytes, off.Tokens, bound, discovery.TokenEncoding)
	fmt.Fprintf(w, "dropped: %s\n", dropped(off.Tier, tools))
	return exitOK
}

// dropped says what the chosen tier leaves out of the full SDK of n tools,
// and how a program gets it back.
func dropped(t discovery.Tier, n int) string {
	const back = "; codemode.describe(name) gives them back"
	switch t {
	case discovery.TierFull:
		return "nothing"
	case discovery.TierSignatures:
		return fmt.Sprintf("the doc comments of %d tools (argument and result types kept)%s", n, back)
	case discovery.TierSummaries:
		return fmt.Sprintf("the argument and result types of %d tools and their descriptions past the first sentence%s", n, back)
	case discovery.TierNames:
		return fmt.Sprintf("the types and descriptions of %d tools (names kept)%s", n, back)
	default:
		return fmt.Sprintf("the names, types and descriptions of %d tools (servers kept); codemode.search finds them", n)
	}
}
