package upstream

import (
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// terminateAfter is how long closing a stdio server waits after closing
// its stdin before it sends SIGTERM (and as long again before SIGKILL).
const terminateAfter = 2 * time.Second

// upstream is one configured server and its current connection.
type upstream struct {
	// Fixed at creation.
	set    *Set
	name   string
	cfg    ServerConfig
	stderr *stderrTail
	red    *redactor // keeps cfg's secrets out of errors (redact.go)

	tokens atomic.Int64 // progress token counter
	client *mcp.Client  // shared by every connection: it holds the roots

	mu       sync.Mutex
	cur      *conn         // live connection, nil when none; guarded by mu
	dialing  chan struct{} // closed when the in-flight start ends; guarded by mu
	dialErr  error         // outcome of the last start; guarded by mu
	failedAt time.Time     // when the last start failed; guarded by mu
	tools    []*mcp.Tool   // last listing (maybe from the cache); guarded by mu
	closed   bool          // guarded by mu
	// progress routes progress tokens of in-flight calls to their sinks;
	// guarded by mu.
	progress map[string]func(*mcp.ProgressNotificationParams)
	// inflight counts calls in flight by the MCP client they came from,
	// nil for none (passthrough.go); guarded by mu.
	inflight map[caller]int
	// taskOnly names the listed tools that must be called as MCP tasks
	// (tasks.go); guarded by mu.
	taskOnly map[string]bool
	// calls are the calls in flight on u, with the context of each
	// (logs.go); guarded by mu.
	calls map[*callRecord]bool
	// order holds the notifications a call's answer must not overtake
	// (order.go).
	order order
	// reasons say why a marked call was cancelled, by call mark (wire.go);
	// guarded by mu.
	reasons map[string]func() string
}

// conn is one connection (for stdio servers, one process).
type conn struct {
	sess *mcp.ClientSession
	cmd  *exec.Cmd     // nil for HTTP and in-memory servers
	done chan struct{} // closed once the connection ended and was reaped
	exit string        // why it ended; written before done is closed
}

func newUpstream(s *Set, name string, cfg ServerConfig) *upstream {
	u := &upstream{set: s, name: name, cfg: cfg, red: newRedactor(cfg), stderr: newStderrTail(name, s.opts.Stderr), progress: map[string]func(*mcp.ProgressNotificationParams){}}
	u.client = u.newClient()
	u.client.AddRoots(s.opts.Roots...)
	return u
}

func (u *upstream) listing() []*mcp.Tool {
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.tools
}

// connection returns the live connection, starting the server when there
// is none. Concurrent callers share one start; a start is bounded by
// StartTimeout and survives the cancellation of the caller that began it.
func (u *upstream) connection(ctx context.Context) (*conn, error) {
	for {
		u.mu.Lock()
		if u.closed {
			u.mu.Unlock()
			return nil, ErrClosed
		}
		if c := u.cur; c != nil {
			select {
			case <-c.done:
			default:
				u.mu.Unlock()
				return c, nil
			}
		}
		wait := u.dialing
		if wait == nil {
			wait = make(chan struct{})
			u.dialing = wait
			go u.start(wait)
		}
		u.mu.Unlock()
		select {
		case <-wait:
		case <-ctx.Done():
			return nil, context.Cause(ctx)
		}
		u.mu.Lock()
		c, err := u.cur, u.dialErr
		u.mu.Unlock()
		if err != nil {
			return nil, err
		}
		if c != nil {
			return c, nil
		}
	}
}

// start connects, lists tools, installs the connection and closes done.
// A restart whose listing differs from the previous one rebuilds the set.
func (u *upstream) start(done chan struct{}) {
	ctx, cancel := context.WithTimeoutCause(u.set.life, u.set.opts.StartLimit, errStartLimit{u.set.opts.StartLimit})
	defer cancel()
	go u.set.statusChanged()
	c, tools, err := u.dialAndList(ctx)
	if err != nil && ctx.Err() != nil {
		err = fmt.Errorf("%w (%v)", context.Cause(ctx), err)
	}
	// The error is kept and shown (status, SDK text, logs, results):
	// without the secrets of the server's URL or configuration.
	err = u.red.redactErr(err)
	u.mu.Lock()
	u.dialing, u.dialErr = nil, err
	if err != nil {
		u.failedAt = time.Now()
	}
	if err == nil && u.closed {
		u.mu.Unlock()
		u.shutdown(c)
		close(done)
		return
	}
	relisted, restarted := false, false
	if err == nil {
		restarted = u.tools != nil
		relisted = toolsJSON(u.tools) != toolsJSON(tools)
		u.cur, u.tools = c, tools
	}
	u.mu.Unlock()
	if err != nil {
		// A start that Close ended did not fail: the set is going away
		// (a one-shot command's end logged no "context canceled").
		if u.set.life.Err() == nil {
			u.set.opts.Logger.Warn("upstream server failed to start", "server", u.name, "error", err)
		}
	} else {
		go u.watch(c)
		if restarted && u.set.opts.OnRestart != nil {
			u.set.opts.OnRestart(u.name)
		}
		if relisted {
			u.saveCachedListing(tools)
		}
	}
	// Registries and servers reflect the outcome before the waiters go on,
	// so a call that waited for this start sees the server's tools.
	u.set.statusChanged()
	close(done)
}

func toolsJSON(ts []*mcp.Tool) string {
	b, _ := json.Marshal(ts)
	return string(b)
}

func (u *upstream) dialAndList(ctx context.Context) (*conn, []*mcp.Tool, error) {
	t, cmd, err := u.set.dial(ctx, u)
	if err != nil {
		return nil, nil, err
	}
	sess, err := u.client.Connect(ctx, t, nil)
	if err != nil {
		if cmd != nil && cmd.Process != nil {
			killTree(cmd)
			_ = cmd.Wait()
		}
		return nil, nil, u.describeStartError(err)
	}
	if r := sess.InitializeResult(); r != nil && r.Capabilities != nil && r.Capabilities.Logging != nil {
		// Every message comes, and the client's own level filters them
		// when they are passed on (logs.go).
		//lint:ignore SA1019 logging is deprecated in 2026-07-28 and still served.
		_ = sess.SetLoggingLevel(ctx, &mcp.SetLoggingLevelParams{Level: "debug"})
	}
	c := &conn{sess: sess, cmd: cmd, done: make(chan struct{})}
	tools, err := listTools(ctx, sess)
	if err != nil {
		u.shutdown(c)
		return nil, nil, fmt.Errorf("listing tools: %w", err)
	}
	return c, tools, nil
}

// newClient is the MCP client of the server's connections.
func (u *upstream) newClient() *mcp.Client {
	c := mcp.NewClient(&mcp.Implementation{Name: "codemode", Version: "1"}, &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { go u.refresh() },
		// Passed on to the client of the call in flight (passthrough.go).
		CreateMessageWithToolsHandler: u.sample,
		ElicitationHandler:            u.elicit,
		ProgressNotificationHandler: func(_ context.Context, req *mcp.ProgressNotificationClientRequest) {
			defer u.noteHandled() // order.go
			if req.Params == nil {
				return
			}
			tok := fmt.Sprint(req.Params.ProgressToken)
			u.mu.Lock()
			f := u.progress[tok]
			u.mu.Unlock()
			if f != nil {
				f(req.Params)
			}
		},
		LoggingMessageHandler:  u.forwardLog,      // logs.go
		ResourceUpdatedHandler: u.resourceUpdated, // subscribe.go
	})
	c.AddReceivingMiddleware(normalizingElicitations) // passthrough.go
	return c
}

// describeStartError adds the server's last stderr line to a start error:
// that is usually where a broken server says why.
func (u *upstream) describeStartError(err error) error {
	if tail := u.stderr.last(); tail != "" {
		return fmt.Errorf("%w (stderr: %q)", err, tail)
	}
	return err
}

func listTools(ctx context.Context, sess *mcp.ClientSession) ([]*mcp.Tool, error) {
	var tools []*mcp.Tool
	for t, err := range sess.Tools(ctx, nil) {
		if err != nil {
			return nil, err
		}
		tools = append(tools, t)
	}
	if tools == nil {
		tools = []*mcp.Tool{}
	}
	return tools, nil
}

// watch waits for the connection to end, reaps it and records why.
func (u *upstream) watch(c *conn) {
	_ = c.sess.Wait()
	u.mu.Lock()
	if u.cur == c {
		u.cur = nil
	}
	closing := u.closed
	u.mu.Unlock()
	u.shutdown(c)
	if !closing {
		u.set.opts.Logger.Warn("upstream server stopped; its next call starts it again", "server", u.name, "reason", c.exit)
	}
}

// shutdown closes the session, reaps the process (and its group) and
// closes c.done. It is idempotent.
func (u *upstream) shutdown(c *conn) {
	select {
	case <-c.done:
		return
	default:
	}
	_ = c.sess.Close()
	reason := "the connection closed"
	if c.cmd != nil {
		killTree(c.cmd)
		if ps := c.cmd.ProcessState; ps != nil {
			reason = "the process exited (" + ps.String() + ")"
		} else {
			reason = "the process stopped"
		}
	}
	if tail := u.stderr.last(); tail != "" {
		reason += "; last stderr: " + strconv.Quote(tail)
	}
	// Guard the close: concurrent shutdowns of one conn race here.
	u.mu.Lock()
	defer u.mu.Unlock()
	select {
	case <-c.done:
	default:
		c.exit = u.red.redact(reason)
		close(c.done)
	}
}

// drop ends c (if still current) so the next call starts a new one.
func (u *upstream) drop(c *conn, why string) {
	u.mu.Lock()
	if u.cur == c {
		u.cur = nil
	}
	u.mu.Unlock()
	u.set.opts.Logger.Warn("dropping upstream connection", "server", u.name, "reason", u.red.redact(why))
	if c.cmd != nil {
		killTree(c.cmd) // it is unhealthy: no graceful close
	}
	u.shutdown(c)
}

func (u *upstream) close() {
	u.mu.Lock()
	u.closed = true
	c := u.cur
	u.cur = nil
	wait := u.dialing
	u.mu.Unlock()
	if c != nil {
		u.shutdown(c)
	}
	if wait != nil {
		<-wait // start sees closed and shuts its connection down
	}
}

// refresh relists tools after notifications/tools/list_changed.
func (u *upstream) refresh() {
	u.mu.Lock()
	c := u.cur
	u.mu.Unlock()
	if c == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), u.set.opts.StartTimeout)
	defer cancel()
	tools, err := listTools(ctx, c.sess)
	if err != nil {
		u.set.opts.Logger.Warn("relisting tools after list_changed failed", "server", u.name, "error", err)
		return
	}
	u.mu.Lock()
	if u.cur == c {
		u.tools = tools
	}
	u.mu.Unlock()
	u.set.changed()
}

// ended reports whether c has ended. For a process it waits briefly for
// the watcher to notice: a call fails as soon as the pipe breaks, a little
// before the process is reaped. Other connections do not end by
// themselves, so it does not wait for them.
func (u *upstream) ended(c *conn) bool {
	wait := time.Duration(0)
	if c.cmd != nil {
		wait = 2 * time.Second
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-c.done:
		return true
	case <-t.C:
		select {
		case <-c.done:
			return true
		default:
			return false
		}
	}
}

// probe pings a connection whose call timed out and drops it when it does
// not answer, so that a hung server is restarted by the next call.
func (u *upstream) probe(c *conn) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := c.sess.Ping(ctx, nil); err != nil {
		u.drop(c, "it did not answer a ping after a call timed out")
	}
}
