package mcpserver

import (
	"errors"
	"html/template"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/codemode-go/codemode/internal/jsontext"
	"github.com/codemode-go/codemode/runcode"
)

// ApprovalPath is the path prefix of the approval pages:
// ApprovalPath + <approval id>.
const ApprovalPath = "/approvals/"

// approvalCookie carries the page's form token back with its POST
// (double submit, SameSite=Strict).
const approvalCookie = "codemode_approval"

// ApprovalPageOptions configure [ApprovalPage].
type ApprovalPageOptions struct {
	// ServerOf names the upstream server of a tool, for the page; nil or
	// "" shows none.
	ServerOf func(tool string) string
}

// ApprovalPage (AP-5) serves the approval pages of a: GET ApprovalPath+ID shows
// the pending calls of one suspended run (tool, server, arguments, the
// program's description) with approve and deny; POST records a person's
// decision. The approval id in the URL is the capability: nothing is
// reachable without it (no listing), and a POST must carry the page's
// form token, bound to the approval and its pending calls, in its form and
// in a SameSite=Strict cookie, from the page's own origin. Pages are plain
// HTML with inline CSS, never cached or framed.
func ApprovalPage(a *runcode.Approvals, opts *ApprovalPageOptions) http.Handler {
	var o ApprovalPageOptions
	if opts != nil {
		o = *opts
	}
	return &approvalPage{a: a, o: o}
}

type approvalPage struct {
	a *runcode.Approvals
	o ApprovalPageOptions
}

func (p *approvalPage) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
	h.Set("X-Frame-Options", "DENY")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "same-origin") // a same-origin POST then carries its Origin (not "null")
	id, cb := callbackID(strings.TrimPrefix(r.URL.Path, ApprovalPath))
	if cb {
		p.callback(w, r, id)
		return
	}
	switch r.Method {
	case http.MethodGet, http.MethodHead:
		p.show(w, r, id, "", http.StatusOK)
	case http.MethodPost:
		p.decide(w, r, id)
	default:
		h.Set("Allow", "GET, POST")
		p.message(w, http.StatusMethodNotAllowed, "Method not allowed", "This page takes GET and POST only.")
	}
}

// show renders the approval; note is a line above it.
func (p *approvalPage) show(w http.ResponseWriter, r *http.Request, id, note string, status int) {
	ap, err := p.a.Get(r.Context(), id)
	if err != nil {
		p.refuse(w, err)
		return
	}
	tok := p.a.FormToken(ap)
	http.SetCookie(w, &http.Cookie{Name: approvalCookie, Value: tok, Path: ApprovalPath + ap.ID, HttpOnly: true,
		SameSite: http.SameSiteStrictMode, Secure: r.TLS != nil, Expires: ap.Expires})
	v := pageView{Title: "Approve tool calls?", ID: ap.ID, Description: ap.Description, Token: tok, Bind: ap.Bind, Note: note,
		Expires: ap.Expires.Format(time.RFC1123)}
	for i, c := range ap.Pending {
		pc := pageCall{N: i + 1, Tool: c.Tool, Arguments: unescapeHTML(jsontext.Pretty(c.Arguments))}
		if p.o.ServerOf != nil {
			pc.Server = p.o.ServerOf(c.Tool)
		}
		if d := ap.Decision; d != nil {
			pc.Decision = string(d.Calls[i].Decision)
		}
		v.Calls = append(v.Calls, pc)
	}
	if d := ap.Decision; d != nil {
		v.Title = "Decided"
		v.Decided = true
		v.DecidedBy = d.By
		v.DecidedAt = d.At.Format(time.RFC1123)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_ = pageTemplate.Execute(w, v)
}

func (p *approvalPage) decide(w http.ResponseWriter, r *http.Request, id string) {
	if !sameOrigin(r) {
		p.message(w, http.StatusForbidden, "Refused", "The form was not sent from this page.")
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, 16<<10)
	if err := r.ParseForm(); err != nil {
		p.message(w, http.StatusBadRequest, "Bad request", "The form could not be read.")
		return
	}
	ap, err := p.a.Get(r.Context(), id)
	if err != nil {
		p.refuse(w, err)
		return
	}
	c, err := r.Cookie(approvalCookie)
	tok := r.PostForm.Get("csrf")
	if err != nil || c.Value != tok || !p.a.CheckFormToken(ap, tok) {
		p.message(w, http.StatusForbidden, "Refused", "The form's token does not belong to this approval. Reload the page and decide again.")
		return
	}
	var d runcode.ResumeDecision
	switch r.PostForm.Get("decision") {
	case "approve":
		d = runcode.ResumeApprove
	case "deny":
		d = runcode.ResumeDeny
	default:
		p.message(w, http.StatusBadRequest, "Bad request", "Choose approve or deny.")
		return
	}
	g := runcode.Grant(r.PostForm.Get("scope"))
	switch g {
	case "", runcode.GrantCall, runcode.GrantTool, runcode.GrantRun:
	default:
		p.message(w, http.StatusBadRequest, "Bad request", "Unknown scope.")
		return
	}
	if err := p.a.Decide(r.Context(), ap.ID, r.PostForm.Get("bind"), runcode.Uniform(len(ap.Pending), d, g, "page")); err != nil {
		p.refuse(w, err)
		return
	}
	http.Redirect(w, r, ApprovalPath+url.PathEscape(ap.ID), http.StatusSeeOther)
}

// refuse answers a failed lookup or decision.
func (p *approvalPage) refuse(w http.ResponseWriter, err error) {
	switch {
	case errors.Is(err, runcode.ErrApprovalNotFound):
		p.message(w, http.StatusNotFound, "Not found", "There is no pending approval at this address: it was used, expired or never existed.")
	case errors.Is(err, runcode.ErrApprovalDecided):
		p.message(w, http.StatusConflict, "Already decided", "This approval was already decided; a decision is recorded once.")
	case errors.Is(err, runcode.ErrApprovalStale):
		p.message(w, http.StatusConflict, "Out of date", "The form does not match the calls that await approval. Reload the page.")
	default:
		p.message(w, http.StatusInternalServerError, "Error", "The approval could not be read or recorded.")
	}
}

func (p *approvalPage) message(w http.ResponseWriter, status int, title, text string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_ = pageTemplate.Execute(w, pageView{Title: title, Message: text})
}

// sameOrigin checks a POST's Origin (or, without one, Sec-Fetch-Site)
// against the page's own host: a browser always sends one of them on a
// cross-site form post.
func sameOrigin(r *http.Request) bool {
	if o := r.Header.Get("Origin"); o != "" {
		u, err := url.Parse(o)
		return err == nil && o != "null" && u.Host == r.Host
	}
	switch r.Header.Get("Sec-Fetch-Site") {
	case "", "same-origin", "none":
		return true
	}
	return false
}

type pageView struct {
	Title, Message               string
	ID, Description, Token, Bind string
	Note, Expires                string
	Decided                      bool
	DecidedBy, DecidedAt         string
	Calls                        []pageCall
}

type pageCall struct {
	N                                 int
	Tool, Server, Arguments, Decision string
}

var pageTemplate = template.Must(template.New("page").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>codemode: {{.Title}}</title>
<style>
body{font:16px/1.45 system-ui,sans-serif;margin:0;padding:1rem;background:#f6f6f4;color:#1b1b1b}
main{max-width:42rem;margin:0 auto}
h1{font-size:1.35rem;margin:.2rem 0 1rem}
.card{background:#fff;border:1px solid #ddd;border-radius:10px;padding:1rem;margin:0 0 1rem}
.muted{color:#555;font-size:.9rem}
pre{background:#f1f1ee;border-radius:6px;padding:.6rem;overflow:auto;white-space:pre-wrap;word-break:break-word;font-size:.85rem}
code{font-size:.95rem}
fieldset{border:0;padding:0;margin:0 0 1rem}
label{display:block;padding:.35rem 0}
.buttons{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;padding:.8rem 1.4rem;border-radius:8px;border:0;cursor:pointer;flex:1 1 9rem}
.approve{background:#1d6b35;color:#fff}.deny{background:#a32020;color:#fff}
.badge{display:inline-block;padding:.1rem .5rem;border-radius:99px;background:#eee;font-size:.8rem;margin-left:.4rem}
</style></head><body><main>
<h1>{{.Title}}</h1>
{{if .Message}}<div class="card"><p>{{.Message}}</p></div>{{else}}
{{if .Note}}<div class="card"><p>{{.Note}}</p></div>{{end}}
<div class="card"><div class="muted">The program asking</div><p>{{.Description}}</p>
<div class="muted">Approval {{.ID}} · expires {{.Expires}}</div></div>
{{range .Calls}}<div class="card"><div><strong>{{.N}}.</strong> <code>{{.Tool}}</code>{{if .Server}}<span class="badge">server {{.Server}}</span>{{end}}{{if .Decision}}<span class="badge">{{.Decision}}</span>{{end}}</div>
<pre>{{.Arguments}}</pre></div>{{end}}
{{if .Decided}}<div class="card"><p>Decided on the {{.DecidedBy}} at {{.DecidedAt}}. The run continues when it is resumed; you can close this page.</p></div>
{{else}}<form method="post" class="card">
<input type="hidden" name="csrf" value="{{.Token}}"><input type="hidden" name="bind" value="{{.Bind}}">
<fieldset><legend class="muted">If approved, the approval covers</legend>
<label><input type="radio" name="scope" value="call" checked> these calls only</label>
<label><input type="radio" name="scope" value="tool"> every later call of the same tool in this run</label>
<label><input type="radio" name="scope" value="run"> everything else this run does</label></fieldset>
<div class="buttons"><button class="approve" name="decision" value="approve">Approve</button>
<button class="deny" name="decision" value="deny">Deny</button></div>
</form>{{end}}{{end}}
</main></body></html>
`))

// unescapeHTML undoes encoding/json's \u003c, \u003e and \u0026 in JSON
// text, for the person reading it (the page's template escapes it again).
func unescapeHTML(b []byte) string {
	var out strings.Builder
	for i := 0; i < len(b); i++ {
		if b[i] != '\\' || i+1 >= len(b) {
			out.WriteByte(b[i])
			continue
		}
		if i+5 < len(b) && b[i+1] == 'u' {
			switch string(b[i+2 : i+6]) {
			case "003c":
				out.WriteByte('<')
				i += 5
				continue
			case "003e":
				out.WriteByte('>')
				i += 5
				continue
			case "0026":
				out.WriteByte('&')
				i += 5
				continue
			}
		}
		out.WriteByte(b[i]) // another escape: keep it whole
		out.WriteByte(b[i+1])
		i++
	}
	return out.String()
}
