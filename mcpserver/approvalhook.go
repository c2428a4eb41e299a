package mcpserver

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/codemode-go/codemode/internal/workers"
	"github.com/codemode-go/codemode/runcode"
)

// The approval webhook: each pending approval is POSTed (JSON) to a URL
// the operator names (chat-ops), with a signed callback URL; the
// decision comes back by POST to the callback. The signature is
// HMAC-SHA256 over the approval id and the callback's expiry with a key
// derived from the seal key, so any replica sharing the store and key
// accepts it, and a forged or expired callback is refused.

// callbackSuffix ends the path of an approval's callback:
// ApprovalPath + ID + callbackSuffix.
const callbackSuffix = "/callback"

// WebhookPayload is the JSON body the webhook receives.
type WebhookPayload struct {
	// Approval is the pending approval: its id, the program's
	// description and the calls that await the decision.
	Approval *runcode.Approval `json:"approval"`
	// Page is the approval page's URL, for a person to open.
	Page string `json:"page,omitempty"`
	// Callback is where the decision is POSTed, as JSON
	// {"decision": "approve"|"deny", "scope": "call"|"tool"|"run"};
	// it is valid until Expires.
	Callback string    `json:"callback"`
	Expires  time.Time `json:"expires"`
}

// ApprovalWebhook configures [NewApprovalWebhook].
type ApprovalWebhook struct {
	// URL receives the POSTs.
	URL string
	// Base returns the public base URL of the approval pages (the
	// callback is under it); it is read at each POST.
	Base func() string
	// Client sends the POSTs; nil means a client with a 10 s timeout.
	Client *http.Client
	// Logger hears failed deliveries; nil discards.
	Logger *slog.Logger
}

// NewApprovalWebhook returns a runcode.Options.OnApproval that POSTs each
// pending approval of a to w.URL in the background.
func NewApprovalWebhook(a *runcode.Approvals, w ApprovalWebhook) func(context.Context, *runcode.Approval) {
	c := w.Client
	if c == nil {
		c = &http.Client{Timeout: 10 * time.Second}
	}
	log := w.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return func(ctx context.Context, ap *runcode.Approval) {
		base := strings.TrimSuffix(w.Base(), "/")
		exp := ap.Expires.Unix()
		p := WebhookPayload{Approval: ap, Expires: time.Unix(exp, 0).UTC(),
			Callback: fmt.Sprintf("%s%s%s%s?exp=%d&sig=%s", base, ApprovalPath, ap.ID, callbackSuffix, exp, a.Sign(ap.ID, exp))}
		if base != "" {
			p.Page = base + ApprovalPath + ap.ID
		}
		body, err := json.Marshal(p)
		if err != nil {
			log.Warn("approval webhook: encoding", "error", err)
			return
		}
		workers.Go(func() {
			req, err := http.NewRequestWithContext(context.WithoutCancel(ctx), http.MethodPost, w.URL, bytes.NewReader(body))
			if err != nil {
				log.Warn("approval webhook", "error", err)
				return
			}
			req.Header.Set("Content-Type", "application/json")
			res, err := c.Do(req)
			if err != nil {
				log.Warn("approval webhook: delivery failed", "approval", ap.ID, "error", err)
				return
			}
			_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10))
			res.Body.Close()
			if res.StatusCode/100 != 2 {
				log.Warn("approval webhook: the receiver refused", "approval", ap.ID, "status", res.StatusCode)
			}
		})
	}
}

// callback records the decision a webhook's receiver POSTs back (AP-6).
func (p *approvalPage) callback(w http.ResponseWriter, r *http.Request, id string) {
	reply := func(status int, msg string) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_ = json.NewEncoder(w).Encode(map[string]string{"error": msg})
	}
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		reply(http.StatusMethodNotAllowed, "POST the decision")
		return
	}
	exp, err := strconv.ParseInt(r.URL.Query().Get("exp"), 10, 64)
	if err != nil {
		reply(http.StatusForbidden, "the callback has no valid expiry")
		return
	}
	if err := p.a.CheckSignature(id, exp, r.URL.Query().Get("sig"), time.Now()); err != nil {
		reply(http.StatusForbidden, err.Error())
		return
	}
	var body struct {
		Decision runcode.ResumeDecision `json:"decision"`
		Scope    runcode.Grant          `json:"scope"`
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 16<<10))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&body); err != nil {
		reply(http.StatusBadRequest, `want {"decision": "approve"|"deny", "scope": "call"|"tool"|"run"}`)
		return
	}
	ap, err := p.a.Get(r.Context(), id)
	if err == nil {
		err = p.a.Decide(r.Context(), ap.ID, ap.Bind, runcode.Uniform(len(ap.Pending), body.Decision, body.Scope, "webhook"))
	}
	switch {
	case err == nil:
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"decided":true}` + "\n"))
	case errors.Is(err, runcode.ErrApprovalNotFound):
		reply(http.StatusNotFound, err.Error())
	case errors.Is(err, runcode.ErrApprovalDecided), errors.Is(err, runcode.ErrApprovalStale):
		reply(http.StatusConflict, err.Error())
	default:
		reply(http.StatusBadRequest, err.Error())
	}
}

// callbackID splits ApprovalPath's rest into an id and whether it names
// the callback.
func callbackID(rest string) (id string, callback bool) {
	if id, ok := strings.CutSuffix(rest, callbackSuffix); ok {
		return id, true
	}
	return rest, false
}
