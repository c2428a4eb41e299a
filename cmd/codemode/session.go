package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/discovery"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/toolset/workspace"
	"github.com/codemode-go/codemode/upstream"
)

// setupFlags are the flags that decide which tools exist and how they are
// presented: --root, --servers and --mode.
type setupFlags struct {
	root, servers string
	mode          string // "" when the command takes no --mode
	sdkBudget     int    // --sdk-budget (0: the registry default)
	state         stateFlags
	observeTypes  bool
	rootSet       bool // --root was given explicitly (see noteExplicit)
	startTimeout  time.Duration
	// includeIgnored is --include-ignored: the workspace walks descend
	// .git, node_modules and the like and see what .gitignore excludes.
	includeIgnored bool
	// serving is set by serve before register: its servers start in the
	// background and a slow or failed one is left out until it is up,
	// where a one-shot command waits for every server it was given.
	serving bool
}

// oneShotStartTimeout is the --start-timeout default of the one-shot
// commands (run, call, tools, sdk, prompt, resume): long enough for a
// first `npx -y` download on a slow network (CF-6).
const oneShotStartTimeout = 2 * time.Minute

// noteExplicit records which setup flags the command line gave, after
// parsing.
func (s *setupFlags) noteExplicit(f *flagSet) {
	f.Visit(func(fl *flag.Flag) {
		if fl.Name == "root" {
			s.rootSet = true
		}
	})
}

// registerSDKBudget adds --sdk-budget.
func (s *setupFlags) registerSDKBudget(f *flagSet) {
	f.IntVar(&s.sdkBudget, "sdk-budget", 0, "bound the run_code description and the tools:sdk prompt section to `TOKENS` ("+
		discovery.TokenEncoding+"); past it the SDK degrades to signatures, then tool summaries, names, servers, and programs find tools with codemode.search. "+
		"0: the default, "+strconv.Itoa(registry.DefaultSDKBudget)+" tokens (about 50 tools keep full types, 150 signatures); -1: always the full SDK")
}

// checkSDKBudget validates --sdk-budget.
func (s *setupFlags) checkSDKBudget() error {
	if s.sdkBudget < -1 { // -1 is the CLI's spelling of registry's "any negative budget"
		return usagef("--sdk-budget must be a number of tokens, 0 for the default or -1 for no bound; got %d", s.sdkBudget)
	}
	return nil
}

func (s *setupFlags) register(f *flagSet, defaultMode string) {
	f.StringVar(&s.root, "root", ".", "root `DIR` of the built-in workspace tools")
	f.StringVar(&s.servers, "servers", "", "upstream MCP servers `FILE` (mcpServers, a whole claude_desktop_config.json, or VS Code's mcp.json); their tools join the registry")
	if s.serving {
		f.DurationVar(&s.startTimeout, "start-timeout", upstream.DefaultStartTimeout, "how long (`DUR`) to wait for the --servers to start (concurrently); a slower one keeps starting in the background and joins when up, a failed one is started again in the background by the next call")
	} else {
		f.DurationVar(&s.startTimeout, "start-timeout", oneShotStartTimeout, "how long (`DUR`) to wait for the --servers to start (concurrently; a first \"npx -y\" download takes a while); one that fails or is not up by then fails the command, naming it")
	}
	s.state.register(f)
	f.BoolVar(&s.includeIgnored, "include-ignored", false, "let the workspace tools glob and grep descend VCS directories (.git, .hg, .svn, .jj, .bzr) and node_modules and see the files .gitignore excludes, which they skip by default")
	f.BoolVar(&s.observeTypes, "observe-types", true, "record the shape of results of tools that declare no output schema and show the inferred types in the SDK (--observe-types=false turns it off)")
	if defaultMode != "" {
		s.mode = defaultMode
		f.StringVar(&s.mode, "mode", defaultMode, "presentation `MODE`: native, code or both")
	}
}

// execFlags are the flags of commands that execute programs: the budgets
// and --isolation.
type execFlags struct {
	budgets   budgetFlags
	isolation string
	events    string
}

// register adds the flags; defaultIsolation is the --isolation default of
// the command.
func (x *execFlags) register(f *flagSet, defaultIsolation string) {
	x.budgets.register(f)
	f.StringVar(&x.isolation, "isolation", defaultIsolation, "where programs run (`ISOLATION`): inprocess, or process (worker subprocesses confined by the kernel, under an OS memory limit, killed when a run is stuck at its deadline)")
	f.StringVar(&x.events, "events", "", "write the registry's events as JSON lines to `FILE`")
}

// session is one configured registry with its tool sources.
type session struct {
	reg     *registry.Registry
	rc      *runcode.Runner // reg's run_code engine
	rt      runtime.Runtime
	ups     *upstream.Set // nil without --servers
	store   state.Store   // nil: the registry's private memory store
	closers []func() error
	// workspace is true when the workspace tools are registered at
	// open (always, unless sessionOptions.explicitRoot and no --root).
	workspace bool
	// includeIgnored is --include-ignored, for a workspace rooted later.
	includeIgnored bool

	rootMu   sync.Mutex
	rootPath string // the client root the workspace tools serve; guarded by rootMu
	rootUndo func() // unregisters and closes that workspace; guarded by rootMu
}

// sessionOptions adjust the registry a session builds.
type sessionOptions struct {
	mode registry.Mode // overrides the --mode flag when set
	exec *execFlags    // nil: no code runtime
	// workers sizes the warm worker pool of --isolation process; zero
	// means the package default.
	workers int
	// maxWorkers bounds the workers alive at once (process.go); zero
	// means the package default.
	maxWorkers int
	// hooks lets a command add policy (for example interactive approval).
	hooks func(*registry.Options, *runcode.Options, *session) error
	// approval, when set, configures suspension (store, seal key) and,
	// with ask, the approval policy whose questions suspend the run.
	approval *approvalFlags
	ask      bool
	// logger receives the session's warnings; nil means text on stderr at
	// level warn.
	logger *slog.Logger
	// onUpstreamRestart, when set, is told of each upstream restart.
	onUpstreamRestart func(server string)
	// explicitRoot registers the workspace tools only when --root was
	// given (serve: the launcher's working directory is no workspace);
	// otherwise [session.useClientRoots] can root them later.
	explicitRoot bool
}

// open builds the runtime, the registry, the workspace tools and the
// upstream servers. Configuration problems are usage errors.
func (s *setupFlags) open(ctx context.Context, e *env, so sessionOptions) (_ *session, err error) {
	mode := so.mode
	if mode == "" {
		if s.mode == "" {
			mode = registry.ModeCode
		} else if mode, err = registry.ParseMode(s.mode); err != nil {
			return nil, usagef("--mode: unknown mode %q (want native, code or both)", s.mode)
		}
	}
	sess := &session{}
	logger := so.logger
	if logger == nil {
		logger = slog.New(slog.NewTextHandler(e.stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	}
	defer func() {
		if err != nil {
			sess.close()
		}
	}()
	if err := s.checkSDKBudget(); err != nil {
		return nil, err
	}
	opts := registry.Options{Mode: mode, Prompt: registry.PromptOptions{SDKBudget: s.sdkBudget}, Logger: logger}
	ropts := runcode.Options{ObserveTypes: s.observeTypes}
	defaultState := ""
	if so.approval != nil {
		defaultState = so.approval.defaultState
	}
	st, err := s.state.open(ctx, defaultState)
	if err != nil {
		return nil, err
	}
	if st != nil {
		ropts.State, sess.store = st, st
		sess.closers = append(sess.closers, st.Close)
	} else { // none named: the private in-memory store, not a readiness check
		ropts.State = state.NewDefault()
	}
	if so.exec != nil {
		ropts.MaxOutputBytes = int(so.exec.budgets.maxOutput)
		ro, err := so.exec.budgets.options()
		if err != nil {
			return nil, err
		}
		rt, err := newRuntime(so.exec.isolation, &ro, so.workers, so.maxWorkers)
		if err != nil {
			return nil, err
		}
		sess.rt = rt
		sess.closers = append(sess.closers, rt.Close)
		ropts.Runtime = rt
		if so.exec.events != "" {
			f, err := os.Create(so.exec.events)
			if err != nil {
				return nil, usagef("--events: %v", err)
			}
			events, werr := registry.JSONL(f)
			opts.Observer = events
			sess.closers = append(sess.closers, func() error { return errors.Join(werr(), f.Close()) })
		}
	}
	if so.hooks != nil {
		if err := so.hooks(&opts, &ropts, sess); err != nil {
			return nil, err
		}
	}
	sess.workspace = !so.explicitRoot || s.rootSet
	sess.includeIgnored = s.includeIgnored
	ws, err := workspace.New(s.root, &workspace.Options{IncludeIgnored: s.includeIgnored})
	if err != nil {
		return nil, usagef("--root: %v", err)
	}
	sess.closers = append(sess.closers, ws.Close)
	var taken []string
	for _, sp := range ws.Specs() {
		taken = append(taken, sp.Name)
	}
	var ups *upstream.Set
	var fileRules upstream.ApprovalRules
	if s.servers != "" {
		file, err := upstream.LoadServers(s.servers)
		if err != nil {
			return nil, usagef("--servers: %v", err)
		}
		for _, w := range file.Warnings {
			fmt.Fprintf(e.stderr, "codemode: --servers %s: %s\n", s.servers, w)
		}
		self, _ := os.Executable()
		lineage, err := upstream.CheckRecursion(s.servers, file, os.Environ(), self)
		if err != nil {
			return nil, usagef("--servers: %v", err)
		}
		for _, w := range lineage.Skipped { // the client config holds codemode too
			fmt.Fprintf(e.stderr, "codemode: --servers %s: %s\n", s.servers, w)
		}
		// serve: a server that fails to start is logged and left out, its
		// tools are missing and every other tool works (DESIGN §7). A
		// one-shot command waits for every server, or fails naming those
		// that did not start (issue #42).
		if s.startTimeout <= 0 {
			return nil, usagef("--start-timeout must be positive, got %v", s.startTimeout)
		}
		// Each server's last tool list is cached, so a server that is
		// slow to start (a first npx download) keeps its typed tools.
		cacheDir := ""
		if d, err := os.UserCacheDir(); err == nil {
			cacheDir = filepath.Join(d, "codemode", "tool-lists")
		}
		tokens, err := s.oauthStore(ctx, sess.store, defaultState)
		if err != nil {
			return nil, err
		}
		if tokens != nil && tokens != sess.store {
			sess.closers = append(sess.closers, tokens.Close)
		}
		ups, err = upstream.Open(ctx, file, &upstream.Options{
			StartTimeout: s.startTimeout,
			ListingCache: cacheDir,
			Stderr:       e.stderr,
			SkipFailed:   s.serving,
			Waiting:      s.waiting(e.stderr, file),
			Env:          append(os.Environ(), lineage.Env),
			// Upstream names stay the same whether or not the workspace
			// tools are there yet.
			Taken:      taken,
			Logger:     logger,
			OnRestart:  so.onUpstreamRestart,
			OAuthStore: tokens,
		})
		if err != nil {
			return nil, fmt.Errorf("--servers: %v", err)
		}
		if sess.workspace && s.rootSet {
			ups.SetRoots(ctx, []*mcp.Root{upstream.FileRoot(s.root)})
		}
		sess.ups = ups
		sess.closers = append(sess.closers, ups.Close)
		ropts.Starting = ups.Starting // serve: a call before a slow server is up says so
		fileRules = file.Approval
		if so.approval != nil {
			so.approval.fileApproveBy = file.ApproveBy
		}
		// destructiveHint means "ask first" only where someone can answer.
		if opts.Approver != nil {
			opts.PreExecute = append(opts.PreExecute, ups.ApprovalPolicy())
		}
	}
	if so.approval != nil {
		if err := so.approval.install(ctx, &opts, &ropts, sess, ups, fileRules, so.ask); err != nil {
			return nil, err
		}
	}
	reg, rc, err := runcode.NewRegistry(&opts, &ropts)
	if err != nil {
		return nil, usagef("%v", err)
	}
	sess.reg, sess.rc = reg, rc
	if sess.workspace {
		if _, err := ws.Register(reg); err != nil {
			return nil, err
		}
	}
	if ups != nil {
		detach, err := ups.Attach(reg)
		if err != nil {
			return nil, fmt.Errorf("--servers: %v", err)
		}
		sess.closers = append(sess.closers, func() error { detach(); return nil })
	}
	return sess, nil
}

// useClientRoots roots the workspace tools at the client's first file://
// root, when open did not register them (no explicit --root). A later
// change of roots moves them; no file root removes them.
func (s *session) useClientRoots(stderr io.Writer) func([]*mcp.Root) {
	return func(roots []*mcp.Root) {
		if s.workspace {
			return
		}
		path := ""
		for _, r := range roots {
			if p := upstream.RootPath(r); p != "" {
				if st, err := os.Stat(p); err == nil && st.IsDir() {
					path = p
					break
				}
			}
		}
		s.rootMu.Lock()
		defer s.rootMu.Unlock()
		if path == s.rootPath {
			return
		}
		if s.rootUndo != nil {
			s.rootUndo()
			s.rootUndo, s.rootPath = nil, ""
		}
		if path == "" {
			return
		}
		ws, err := workspace.New(path, &workspace.Options{IncludeIgnored: s.includeIgnored})
		if err != nil {
			fmt.Fprintf(stderr, "codemode serve: the client's root %s: %v\n", path, err)
			return
		}
		un, err := ws.Register(s.reg)
		if err != nil {
			ws.Close()
			fmt.Fprintf(stderr, "codemode serve: the client's root %s: %v\n", path, err)
			return
		}
		if len(roots) > 1 {
			fmt.Fprintf(stderr, "codemode serve: the workspace tools use the client's first root %s (upstream servers get all %d)\n", path, len(roots))
		}
		s.rootPath = path
		s.rootUndo = func() { un(); ws.Close() }
	}
}

// close releases everything in reverse order of creation.
func (s *session) close() error {
	var errs []error
	s.rootMu.Lock()
	if s.rootUndo != nil {
		s.rootUndo()
		s.rootUndo = nil
	}
	s.rootMu.Unlock()
	for i := len(s.closers) - 1; i >= 0; i-- {
		errs = append(errs, s.closers[i]())
	}
	s.closers = nil
	return errors.Join(errs...)
}

// newRuntime returns the code runtime named by --isolation.
func newRuntime(isolation string, o *runtime.Options, workers, maxWorkers int) (runtime.Runtime, error) {
	switch isolation {
	case "inprocess", "in-process":
		rt, err := inprocess.New(o)
		if err != nil {
			return nil, usagef("%v", err)
		}
		return rt, nil
	case "process":
		return newProcessRuntime(o, workers, maxWorkers)
	}
	return nil, usagef("--isolation: unknown value %q (want inprocess or process)", isolation)
}

// printJSON writes v as indented JSON and a newline.
func printJSON(w io.Writer, v any) error {
	b, err := marshalIndent(v)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
