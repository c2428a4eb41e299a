package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
)

// PendingApprover is the registry Approver of `codemode serve`: every
// question waits (ApprovalPending), so a program that reaches a gated call
// suspends with its journal in the store. The Server then asks the MCP
// client in the shape the client speaks (see askClient): one mechanism,
// three protocol shapes, and any replica can continue the run.
var PendingApprover registry.Approver = registry.Approver(func(context.Context, registry.ApprovalRequest) (registry.ApprovalOutcome, error) {
	return registry.ApprovalPending, nil
})

// approvalKeyPrefix names the input requests of one suspension:
// "approve-0", "approve-1", … in the order of its pending calls.
const approvalKeyPrefix = "approve-"

// approvalURLKeyPrefix names the one input request of a suspension put
// to a client that opens URLs only: "approve-url-" and the approval id
// (AP-8).
const approvalURLKeyPrefix = "approve-url-"

// pageMessage is the text of a URL-mode elicitation of the approval page.
func pageMessage(description string, pending int) string {
	return fmt.Sprintf("The program %q needs your approval for %d tool call(s). Open the page to see them and approve or deny.", description, pending)
}

// pageAnswer reads the retry of a URL-mode approval question: the
// approval id its key names, and whether the user accepted to open the
// page. ok is false when the retry answers no such question.
func pageAnswer(p *mcp.CallToolParamsRaw) (id string, accepted, ok bool) {
	if p.RequestState == "" || len(p.InputResponses) != 1 {
		return "", false, false
	}
	for k, v := range p.InputResponses {
		id, ok = strings.CutPrefix(k, approvalURLKeyPrefix)
		er, _ := v.(*mcp.ElicitResult)
		accepted = er != nil && er.Action == "accept"
	}
	return id, accepted, ok && id != ""
}

// resumeAfterPage continues a run whose client accepted to open the
// approval page id: it waits for the person's decision there (bounded as
// askByURL's wait), then resumes with it; a user who declined to open it
// denies.
func (s *Server) resumeAfterPage(ctx context.Context, call registry.Call, token, id string, accepted bool) *registry.Result {
	rc := runcode.Of(s.reg)
	if !accepted || rc == nil {
		return s.resume(ctx, call, runcode.Resume{Token: token, Decision: runcode.ResumeDeny})
	}
	wait := s.opts.ApprovalWait
	if wait <= 0 {
		wait = DefaultURLApprovalWait
	}
	wctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	_, _ = rc.Approvals().Wait(wctx, id) // undecided in time: the resume suspends again
	return rc.Resume(ctx, call, runcode.Resume{Token: token})
}

// clientElicits reports whether the client declared the elicitation
// capability: in its initialize request, or (protocol 2026-07-28, also on
// stateless HTTP) in the request's own _meta.
func clientElicits(req *mcp.CallToolRequest) bool {
	c := req.ClientCapabilities()
	return c != nil && c.Elicitation != nil
}

// clientForms reports form elicitation: declared, or (an empty
// elicitation capability) implied.
func clientForms(req *mcp.CallToolRequest) bool {
	c := req.ClientCapabilities()
	return c != nil && c.Elicitation != nil && (c.Elicitation.Form != nil || c.Elicitation.URL == nil)
}

// clientOpensURLs reports URL-mode elicitation (MCP 2025-11-25, SEP-1036).
func clientOpensURLs(req *mcp.CallToolRequest) bool {
	c := req.ClientCapabilities()
	return c != nil && c.Elicitation != nil && c.Elicitation.URL != nil
}

// askClient turns a suspended run_code result into input requests when
// the client can elicit: one form per pending call, and requestState =
// the resume token. The go-sdk sends them as an input_required result
// (SEP-2322) to clients of protocol 2026-07-28 or later; askInline puts
// the same questions to older clients as elicitation/create requests. A
// client that cannot elicit gets the suspended result itself. It returns
// nil when res did not suspend.
func askClient(req *mcp.CallToolRequest, res *registry.Result) *mcp.CallToolResult {
	susp, ok := runcode.SuspensionOf(res)
	if !ok || len(susp.Pending) == 0 { // a drained run may have nothing to ask
		return nil
	}
	var a struct {
		Description string `json:"description"`
	}
	_ = json.Unmarshal(req.Params.Arguments, &a)
	if !clientForms(req) {
		// A client that opens URLs only: the approval page (SEP-1036), as
		// one input request keyed by the approval's id.
		if !clientOpensURLs(req) || susp.Approval == nil || susp.Approval.URL == "" {
			return nil
		}
		return &mcp.CallToolResult{RequestState: susp.Resume, InputRequests: mcp.InputRequestMap{
			approvalURLKeyPrefix + susp.Approval.ID: &mcp.ElicitParams{Mode: "url", Message: pageMessage(a.Description, len(susp.Pending)),
				URL: susp.Approval.URL, ElicitationID: susp.Approval.ID}}}
	}
	reqs := make(mcp.InputRequestMap, len(susp.Pending))
	for i, p := range susp.Pending {
		reqs[approvalKeyPrefix+strconv.Itoa(i)] = &mcp.ElicitParams{Mode: "form", Message: question(a.Description, p), RequestedSchema: approvalSchema}
	}
	return &mcp.CallToolResult{InputRequests: reqs, RequestState: susp.Resume}
}

// question is the text the user sees: the tool, its arguments and what
// the program is doing.
func question(description string, p runcode.PendingCall) string {
	args := string(p.Arguments)
	if len(args) > 2000 {
		args = args[:2000] + "…"
	}
	return fmt.Sprintf("Allow the tool %q to run with arguments %s?\nThe program calling it: %s", p.Tool, args, description)
}

// approvalSchema is the form of one approval: the decision, and how far
// an approval reaches.
var approvalSchema = json.RawMessage(`{"type":"object","properties":{` +
	`"decision":{"type":"string","title":"Decision","enum":["approve","deny"],"enumNames":["Approve","Deny"]},` +
	`"grant":{"type":"string","title":"Approve","enum":["call","tool","run"],"enumNames":["This call only","Every call of this tool in this run","Everything else this run does"],"default":"call"}` +
	`},"required":["decision"]}`)

// resumeFromAnswers reads a retried run_code call: requestState is the
// resume token and each input response decides the pending call of its
// key. A declined, cancelled or missing answer denies. ok is false when
// the call is not a retry.
func resumeFromAnswers(p *mcp.CallToolParamsRaw) (runcode.Resume, bool, error) {
	if p.RequestState == "" {
		return runcode.Resume{}, false, nil
	}
	n := 0
	for k := range p.InputResponses {
		i, err := strconv.Atoi(strings.TrimPrefix(k, approvalKeyPrefix))
		if !strings.HasPrefix(k, approvalKeyPrefix) || err != nil || i < 0 || i > 10000 {
			return runcode.Resume{}, true, fmt.Errorf("unknown input response %q", k)
		}
		n = max(n, i+1)
	}
	r := runcode.Resume{Token: p.RequestState, Decision: runcode.ResumeDeny}
	if n == 0 {
		return r, true, nil
	}
	keys := make([]string, 0, len(p.InputResponses))
	for k := range p.InputResponses {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	r.Calls = make([]runcode.ResumeChoice, n)
	for i := range r.Calls {
		r.Calls[i] = runcode.ResumeChoice{Decision: runcode.ResumeDeny}
		er, ok := p.InputResponses[approvalKeyPrefix+strconv.Itoa(i)].(*mcp.ElicitResult)
		if !ok || er == nil || er.Action != "accept" {
			continue
		}
		if d, _ := er.Content["decision"].(string); d == string(runcode.ResumeApprove) {
			r.Calls[i].Decision = runcode.ResumeApprove
			if g, _ := er.Content["grant"].(string); g != "" {
				r.Calls[i].Grant = runcode.Grant(g)
			}
		}
	}
	return r, true, nil
}

// newProtocol is the first protocol version whose clients answer
// input_required results themselves (SEP-2322).
const newProtocol = "2026-07-28"

// maxAskRounds bounds the questions of one tools/call: each round
// resumes the run past the calls it approved.
const maxAskRounds = 10

// speaksMRTR reports whether the client retries input_required results
// itself: protocol 2026-07-28 or later (a stateless HTTP request without
// an initialize handshake is of the new protocol).
func speaksMRTR(req *mcp.CallToolRequest) bool {
	p := req.Session.InitializeParams()
	return p == nil || p.ProtocolVersion >= newProtocol
}

// askInline is the shape for clients of older protocols that elicit: the
// questions go out as elicitation/create requests during the call, and
// the run resumes after each round of answers until it completes or
// suspends without a way to ask (ok false: return res as it is).
func (s *Server) askInline(ctx context.Context, req *mcp.CallToolRequest, call registry.Call, res *registry.Result) *registry.Result {
	for round := 0; round < maxAskRounds; round++ {
		if next, ok := s.askByURL(ctx, req, call, res); ok {
			res = next
			continue
		}
		if !clientForms(req) {
			return res
		}
		ask := askClient(req, res)
		if ask == nil {
			return res
		}
		p := &mcp.CallToolParamsRaw{RequestState: ask.RequestState, InputResponses: mcp.InputResponseMap{}}
		for id, ir := range ask.InputRequests {
			er, err := req.Session.Elicit(ctx, ir.(*mcp.ElicitParams))
			if err != nil {
				return res // the suspended result: the client can still resume
			}
			p.InputResponses[id] = er
		}
		resume, _, err := resumeFromAnswers(p)
		if err != nil {
			return res
		}
		res = s.resume(ctx, call, resume)
	}
	return res
}

// resume continues a suspended run through the registry's run_code
// engine; without one the call fails as run_code does there (RC-3).
func (s *Server) resume(ctx context.Context, call registry.Call, resume runcode.Resume) *registry.Result {
	if rc := runcode.Of(s.reg); rc != nil {
		return rc.Resume(ctx, call, resume)
	}
	return s.reg.Call(ctx, call)
}

// DefaultURLApprovalWait bounds how long a call that sent the approval
// page by URL-mode elicitation waits for the person's decision, when
// ServerOptions.ApprovalWait is zero.
const DefaultURLApprovalWait = 10 * time.Minute

// askByURL is URL-mode elicitation (SEP-1036): to a client that opens
// URLs for its user, the approval page of a suspended run is sent as an
// elicitation/create of mode "url"; once the user accepted to open it,
// the call waits for the decision they give there and resumes the run
// with it, telling the client the elicitation completed. ok is false
// when this shape does not apply (no such client, no page, or the user
// declined), and res stands.
func (s *Server) askByURL(ctx context.Context, req *mcp.CallToolRequest, call registry.Call, res *registry.Result) (*registry.Result, bool) {
	susp, ok := runcode.SuspensionOf(res)
	rc := runcode.Of(s.reg)
	if !ok || susp.Approval == nil || susp.Approval.URL == "" || rc == nil || !clientOpensURLs(req) || req.Session == nil {
		return res, false
	}
	var a struct {
		Description string `json:"description"`
	}
	_ = json.Unmarshal(req.Params.Arguments, &a)
	er, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Mode: "url", Message: pageMessage(a.Description, len(susp.Pending)), URL: susp.Approval.URL, ElicitationID: susp.Approval.ID})
	if err != nil || er == nil || er.Action != "accept" {
		return res, false
	}
	wait := s.opts.ApprovalWait
	if wait <= 0 {
		wait = DefaultURLApprovalWait
	}
	wctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	if _, err := rc.Approvals().Wait(wctx, susp.Approval.ID); err != nil {
		return res, false
	}
	_ = req.Session.NotifyElicitationComplete(ctx, &mcp.ElicitationCompleteParams{ElicitationID: susp.Approval.ID})
	return rc.Resume(ctx, call, runcode.Resume{Token: susp.Resume}), true
}
