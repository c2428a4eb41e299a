package runcode

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/codemode-go/codemode/state"
)

// FuzzDecodeApproval: a damaged approval record is an error wrapping
// state.ErrCorrupt, never a panic; one that decodes re-encodes to a
// record that decodes the same, with a decision covering its calls.
func FuzzDecodeApproval(f *testing.F) {
	ap := &Approval{ID: "0123456789abcdef0123456789abcdef", Journal: "j", Pending: []PendingCall{{Tool: "write", Arguments: json.RawMessage(`{"a":"<b>"}`)}},
		Bind: bindOf("j", []PendingCall{{Tool: "write", Arguments: json.RawMessage(`{"a":"<b>"}`)}}), Created: time.Unix(1, 0).UTC(), Expires: time.Unix(2, 0).UTC()}
	good, _ := json.Marshal(ap)
	ap.Decision = &Verdict{Calls: []ResumeChoice{{Decision: ResumeApprove, Grant: GrantRun}}, By: "page"}
	decided, _ := json.Marshal(ap)
	f.Add(good)
	f.Add(decided)
	f.Add(good[:len(good)/2])
	f.Add([]byte(`{"id":"../x","pending":[],"bind":""}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		ap, err := decodeApproval(b)
		if err != nil {
			if !errors.Is(err, state.ErrCorrupt) {
				t.Fatalf("error %v does not wrap ErrCorrupt", err)
			}
			return
		}
		if !validApprovalID(ap.ID) || (ap.Decision != nil && len(ap.Decision.Calls) != len(ap.Pending)) {
			t.Fatalf("decoded an invalid approval: %+v", ap)
		}
		again, err := json.Marshal(ap)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := decodeApproval(again); err != nil {
			t.Fatalf("a decoded approval does not decode again: %v", err)
		}
	})
}
