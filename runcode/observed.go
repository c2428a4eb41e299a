package runcode

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/codemode-go/codemode/observe"
	"github.com/codemode-go/codemode/registry/principal"
	"github.com/codemode-go/codemode/state"
)

// observedPrefix starts the state key of every tool's observed type.
const observedPrefix = "types/"

func observedKey(tool string) string { return observedPrefix + url.PathEscape(tool) }

// observedRecord is what State keeps per tool.
type observedRecord struct {
	Shape *observe.Shape `json:"shape"`
	Calls int            `json:"calls"`
	Since time.Time      `json:"since"`
}

// ObservedType is the output type inferred for a tool that declares none.
type ObservedType struct {
	// Tool is the tool's name.
	Tool string `json:"tool"`
	// Calls counts the successful results it was inferred from.
	Calls int `json:"calls"`
	// Since is when the first of them was seen.
	Since time.Time `json:"since"`
	// Schema is the inferred JSON Schema.
	Schema json.RawMessage `json:"schema"`
}

// Note is the SDK comment of an observed type.
func (o ObservedType) Note() string {
	calls := "calls"
	if o.Calls == 1 {
		calls = "call"
	}
	return fmt.Sprintf("Observed output type (the tool declares none): inferred from %d %s since %s; a hint, not a guarantee.", o.Calls, calls, o.Since.UTC().Format("2006-01-02"))
}

// recordObserved merges the shape of one successful result of tool into
// its observed type. A result that widens the type is logged. Observed
// types are shared by every principal (they render in the one SDK all
// clients see), so a result made for any principal but Anonymous (the
// local, single-user case) gives its structure alone: its values are
// forgotten before the merge and never become an enum another principal
// reads (AUTH-6).
func (r *Runner) recordObserved(ctx context.Context, tool string, value json.RawMessage) {
	if !r.opts.ObserveTypes {
		return
	}
	shape, err := observe.Of(value)
	if err != nil {
		return
	}
	if principal.FromContext(ctx) != principal.Anonymous {
		shape.ForgetValues()
	}
	r.mergeObserved(ctx, tool, shape)
}

// mergeObserved merges shape into tool's observed type.
func (r *Runner) mergeObserved(ctx context.Context, tool string, shape *observe.Shape) {
	now := time.Now().UTC()
	var before, after json.RawMessage
	var calls int
	err := r.opts.State.Update(ctx, observedKey(tool), 0, func(old []byte) ([]byte, error) {
		rec := observedRecord{Since: now}
		if old != nil {
			if err := json.Unmarshal(old, &rec); err != nil || rec.Shape == nil {
				rec = observedRecord{Since: now} // a damaged record starts over
			}
		}
		before = nil
		if rec.Shape != nil {
			before = observe.Schema(rec.Shape)
		}
		rec.Shape = observe.Merge(rec.Shape, shape)
		rec.Calls++
		calls = rec.Calls
		after = observe.Schema(rec.Shape)
		return json.Marshal(rec)
	})
	if err != nil {
		r.host.Logger().Warn("observed types: recording a result", "tool", tool, "error", err)
		return
	}
	if string(before) != string(after) {
		r.host.TypesChanged() // a new or wider type: SDKs render it
	}
	if before != nil && string(before) != string(after) {
		r.host.Logger().Info("observed output type widened by a result that did not fit it", "tool", tool, "calls", calls, "before", string(before), "after", string(after))
	}
}

// observedFor returns the observed type of tool, if any.
func (r *Runner) observedFor(tool string) (ObservedType, bool) {
	if !r.opts.ObserveTypes {
		return ObservedType{}, false
	}
	ot, err := r.ObservedType(context.Background(), tool)
	return ot, err == nil
}

// ObservedType returns the output type observed for tool. An error wraps
// state.ErrNotFound when none was recorded.
func (r *Runner) ObservedType(ctx context.Context, tool string) (ObservedType, error) {
	b, err := r.opts.State.Get(ctx, observedKey(tool))
	if err != nil {
		return ObservedType{}, err
	}
	var rec observedRecord
	if err := json.Unmarshal(b, &rec); err != nil || rec.Shape == nil {
		return ObservedType{}, fmt.Errorf("observed type of %q: %w", tool, state.ErrCorrupt)
	}
	return ObservedType{Tool: tool, Calls: rec.Calls, Since: rec.Since, Schema: observe.Schema(rec.Shape)}, nil
}

// ObservedTypes lists every tool's observed type, sorted by tool name.
func (r *Runner) ObservedTypes(ctx context.Context) ([]ObservedType, error) {
	keys, err := r.opts.State.Keys(ctx, observedPrefix)
	if err != nil {
		return nil, err
	}
	var out []ObservedType
	for _, k := range keys {
		tool, err := url.PathUnescape(strings.TrimPrefix(k, observedPrefix))
		if err != nil {
			continue
		}
		ot, err := r.ObservedType(ctx, tool)
		if errors.Is(err, state.ErrNotFound) {
			continue // expired or reset meanwhile
		}
		if err != nil {
			return nil, err
		}
		out = append(out, ot)
	}
	return out, nil
}

// ResetObservedType forgets what was observed of tool.
func (r *Runner) ResetObservedType(ctx context.Context, tool string) error {
	defer r.host.TypesChanged()
	return r.opts.State.Delete(ctx, observedKey(tool))
}
