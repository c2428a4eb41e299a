package main

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/codemode-go/codemode/mcpserver"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/state/filestore"
	"github.com/codemode-go/codemode/state/redisstore"
	"github.com/codemode-go/codemode/upstream"
)

// envSealKey names the environment variable that may hold the seal key.
const envSealKey = "CODEMODE_SEAL_KEY"

// sealKeyRecord is where a generated seal key is kept in the state store,
// so that every process sharing the store (replicas, restarts, `codemode
// resume`) shares it.
const sealKeyRecord = "seal/key"

// approvalFlags are the flags of approvals and suspension: --approve
// rules, --seal-key and --journal-ttl (the store is --state, a setup flag).
type approvalFlags struct {
	rules      upstream.ApprovalRules
	sealKey    string
	journalTTL time.Duration
	approveBy  string
	// fileApproveBy is the servers file's "codemode": {"approveBy"}; the
	// flag wins.
	fileApproveBy string
	webhook       string
	// link is the base URL of the approval pages, once one serves them.
	link approvalLink
	// defaultState is the store used without --state: "" means memory.
	defaultState string
}

func (a *approvalFlags) register(f *flagSet, rules bool) {
	if rules {
		f.Func("approve", "approval `RULES`: comma-separated PATTERN=allow|ask|deny, where PATTERN is TOOL, SERVER/TOOL, SERVER/* or * (repeatable; later rules win; default: nested calls of tools not marked read-only ask)", func(s string) error {
			r, err := upstream.ParseApprovalRules(s)
			if err != nil {
				return err
			}
			a.rules = append(a.rules, r...)
			return nil
		})
	}
	f.StringVar(&a.sealKey, "seal-key", "", "`KEY` (at least 32 bytes) that seals resume tokens; default $"+envSealKey+", else a key generated once and kept in the state store")
	f.DurationVar(&a.journalTTL, "journal-ttl", runcode.DefaultJournalTTL, "how long a suspended run can be resumed (`DURATION`)")
	if rules {
		f.StringVar(&a.webhook, "approval-webhook", "", "POST each pending approval (JSON, with a signed callback URL for the decision) to `URL`, for chat-ops")
	}
	f.StringVar(&a.approveBy, "approve-by", "", "who decides gated calls: `person` (the approval page, codemode approvals, elicitation; the default, unless the servers file says \"codemode\": {\"approveBy\": \"client\"}) or client (a run_code resume's own decision counts: only for clients that ask a person before every tool call)")
}

// approvalLink is the base URL of the approval pages, set once a listener
// serves them; the links of suspended results read it when made.
type approvalLink struct{ base atomic.Pointer[string] }

func (l *approvalLink) set(base string) { l.base.Store(&base) }

func (l *approvalLink) url(id string) string {
	b := l.base.Load()
	if b == nil {
		return ""
	}
	return strings.TrimSuffix(*b, "/") + mcpserver.ApprovalPath + id
}

// defaultStateDir is serve's file store without --state.
func defaultStateDir() string {
	if d := os.Getenv("XDG_STATE_HOME"); d != "" {
		return filepath.Join(d, "codemode")
	}
	if h, err := os.UserHomeDir(); err == nil {
		return filepath.Join(h, ".local", "state", "codemode")
	}
	return filepath.Join(os.TempDir(), "codemode-state")
}

// openStore opens the store --state names: a redis:// URL or a directory
// (a file store each process opens per operation).
func openStore(ctx context.Context, spec string) (state.Store, error) {
	switch {
	case strings.HasPrefix(spec, "redis://") || strings.HasPrefix(spec, "rediss://"):
		s, err := redisstore.Open(ctx, spec, nil)
		if err != nil {
			return nil, fmt.Errorf("--state: %v", err)
		}
		return s, nil
	case strings.Contains(spec, "://"):
		return nil, usagef("--state %q: want a directory or a redis://HOST:PORT/DB URL", spec)
	}
	d, err := filestore.OpenShared(spec, &filestore.Options{MaxBytes: state.DefaultMaxBytes})
	if err != nil {
		return nil, fmt.Errorf("--state: %v", err)
	}
	return d, nil
}

// install configures o for suspension: the store, the seal key, the TTL,
// and (when ask is true) the approval policy with the pending approver.
func (a *approvalFlags) install(ctx context.Context, o *registry.Options, c *runcode.Options, sess *session, ups *upstream.Set, fileRules upstream.ApprovalRules, ask bool) error {
	if a.journalTTL <= 0 {
		return usagef("--journal-ttl must be positive, got %v", a.journalTTL)
	}
	store := c.State
	if store == nil { // setupFlags.open always sets one
		return errors.New("approval: no state store to keep suspended runs in")
	}
	key, err := a.key(ctx, store)
	if err != nil {
		return err
	}
	c.SealKey, c.JournalTTL = key, a.journalTTL
	by := a.approveBy
	if by == "" {
		by = a.fileApproveBy
	}
	if c.ApproveBy, err = runcode.ParseApproveBy(by); err != nil {
		return usagef("--%v", err)
	}
	c.ApprovalLink = a.link.url
	if a.webhook != "" {
		if u, err := url.Parse(a.webhook); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return usagef("--approval-webhook %q: want an http(s) URL", a.webhook)
		}
		c.OnApproval = mcpserver.NewApprovalWebhook(runcode.NewApprovals(store, key), mcpserver.ApprovalWebhook{URL: a.webhook, Base: func() string {
			b := a.link.base.Load()
			if b == nil {
				return ""
			}
			return *b
		}})
	}
	if ask {
		rules := append(append(upstream.ApprovalRules{}, fileRules...), a.rules...)
		o.PreExecute = append(o.PreExecute, upstream.ApprovalPolicy(func() *registry.Registry { return sess.reg }, &upstream.ApprovalPolicyOptions{Rules: rules, Upstreams: ups}))
		o.Approver = mcpserver.PendingApprover
	}
	return nil
}

// key is the seal key: --seal-key, else $CODEMODE_SEAL_KEY, else the one
// kept in the store (generated by the first process that needed one).
func (a *approvalFlags) key(ctx context.Context, store state.Store) ([]byte, error) {
	k := a.sealKey
	if k == "" {
		k = os.Getenv(envSealKey)
	}
	if k != "" {
		if len(k) < runcode.MinSealKeyBytes {
			return nil, usagef("--seal-key: want at least %d bytes, got %d", runcode.MinSealKeyBytes, len(k))
		}
		return []byte(k), nil
	}
	var key []byte
	err := store.Update(ctx, sealKeyRecord, 0, func(old []byte) ([]byte, error) {
		if len(old) >= runcode.MinSealKeyBytes {
			key = old
			return old, nil
		}
		fresh := make([]byte, 32)
		if _, err := rand.Read(fresh); err != nil {
			return nil, err
		}
		key = fresh
		return fresh, nil
	})
	if err != nil {
		return nil, fmt.Errorf("--state: keeping the seal key: %w", err)
	}
	return key, nil
}
