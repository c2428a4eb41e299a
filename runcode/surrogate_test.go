package runcode_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime"
	"github.com/codemode-go/codemode/runtime/inprocess"
	"github.com/codemode-go/codemode/runtime/process"
)

// init lets this test binary serve as its own process-isolation worker.
func init() { process.WorkerMain() }

// TestLoneSurrogateArgumentsRefused (#44 item 7): a tool argument holding
// a lone surrogate is refused as INVALID_ARGS naming its path, in both
// backends; the tool never runs and never sees U+FFFD. A surrogate pair
// (an emoji) reaches it unchanged.
func TestLoneSurrogateArgumentsRefused(t *testing.T) {
	ip, err := inprocess.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ip.Close() })
	pr, err := process.New(nil, &process.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pr.Close() })
	for name, rt := range map[string]runtime.Runtime{"inprocess": ip, "process": pr} {
		t.Run(name, func(t *testing.T) {
			var got []string
			reg := newReg(t, &registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt}, registry.Tool{
				Name: "write",
				Execute: func(ctx context.Context, e *registry.Execution) (json.RawMessage, error) {
					var in struct{ Content []string }
					if err := json.Unmarshal(e.Arguments(), &in); err != nil {
						return nil, err
					}
					got = append(got, in.Content...)
					return json.RawMessage(`true`), nil
				},
			})
			res := reg.Call(context.Background(), runCode(`
const out = {};
try { await tools.write({content: ["ok", "a\uD800b"]}); out.lone = "written" } catch (e) { out.lone = e.message }
out.pair = await tools.write({content: ["\uD83D\uDE00"]});
return out;`))
			if res.IsError {
				b, _ := json.Marshal(res)
				t.Fatalf("run: %s", b)
			}
			var out struct {
				Value struct {
					Lone string
					Pair bool
				}
			}
			if err := json.Unmarshal(res.Value, &out); err != nil {
				t.Fatal(err)
			}
			// The INVALID_ARGS message (EX-3), naming the string.
			for _, want := range []string{"arguments must be losslessly JSON-serializable", "arguments.content[1]", "lone UTF-16 surrogate"} {
				if !strings.Contains(out.Value.Lone, want) {
					t.Errorf("lone surrogate: %q lacks %q", out.Value.Lone, want)
				}
			}
			if !out.Value.Pair || len(got) != 1 || got[0] != "\U0001F600" {
				t.Errorf("the tool saw %q (pair call %v), want only the emoji", got, out.Value.Pair)
			}
		})
	}
}
