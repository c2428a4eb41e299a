package runcode

import (
	"crypto/hmac"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"
)

// The secrets of an approval's channels: the page's form token and the
// webhook callback's signature, both HMAC-SHA256 with a key derived from
// the seal key; and the text that sends the model's user to them.

// FormToken is the approval page's per-approval form token: an HMAC of the
// approval's id and binding, so a form for one approval (or an older set
// of pending calls) cannot decide another.
func (a *Approvals) FormToken(ap *Approval) string {
	return hex.EncodeToString(mac(a.key, "form\x00"+ap.ID+"\x00"+ap.Bind))
}

// CheckFormToken reports whether tok is ap's form token.
func (a *Approvals) CheckFormToken(ap *Approval, tok string) bool {
	want := a.FormToken(ap)
	return len(tok) == len(want) && hmac.Equal([]byte(tok), []byte(want))
}

// Sign returns the signature of a callback that decides the approval id
// until expires (Unix seconds): HMAC-SHA256 over both, with a key derived
// from the seal key.
func (a *Approvals) Sign(id string, expires int64) string {
	return hex.EncodeToString(mac(a.key, fmt.Sprintf("callback\x00%s\x00%d", id, expires)))
}

// CheckSignature reports whether sig signs id until expires and expires
// is still ahead of now.
func (a *Approvals) CheckSignature(id string, expires int64, sig string, now time.Time) error {
	want := a.Sign(id, expires)
	if len(sig) != len(want) || !hmac.Equal([]byte(sig), []byte(want)) {
		return errors.New("the callback's signature does not match (forged or altered)")
	}
	if now.Unix() >= expires {
		return errors.New("the callback has expired")
	}
	return nil
}

// approvalText ends the suspended text of a run that awaits a person:
// where the person decides, and how the model resumes afterwards.
func approvalText(link string) string {
	var b strings.Builder
	if link != "" {
		fmt.Fprintf(&b, "\nA person must decide: ask the user to open %s and approve or deny there.", link)
	} else {
		b.WriteString("\nA person must decide: ask the user to run `codemode approvals list` and approve or deny there.")
	}
	b.WriteString(" Once they have, call run_code again with the same code and description and " +
		`"resume": {"token": <the resume token>}; a decision in the resume argument itself is ignored.`)
	return b.String()
}
