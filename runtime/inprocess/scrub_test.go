package inprocess

import (
	"context"
	"strings"
	"testing"
)

// TestNoGoDumpsLeave: goja's %v-formatted conversion errors never carry Go
// pointers or engine structs out of a run — not in logs, failure messages
// or returned strings (issue: hardening, "no reflected Go structs").
func TestNoGoDumpsLeave(t *testing.T) {
	rt := mustNew(t, nil)
	programs := []string{
		`String(Object.create(null))`,
		"`${Object.create(null)}`",
		`try { String(Object.create(null)) } catch (e) { console.log(e.message, e) } return 1`,
		`try { Object.create(null) + "" } catch (e) { return e.message }`,
		`try { +Object.create(null) } catch (e) { return [e.message, String(e)] }`,
	}
	for _, p := range programs {
		res := run1(t, rt, context.Background(), p)
		all := strings.Join(res.Logs, "\n") + string(res.Value)
		if res.Error != nil {
			all += res.Error.Message
		}
		if strings.Contains(all, "0x") || strings.Contains(all, "goja") || strings.Contains(all, "&{") {
			t.Errorf("%s leaked Go internals: %s", p, all)
		}
		if !strings.Contains(all, primitiveMessage) {
			t.Errorf("%s: want V8's message %q in %s", p, primitiveMessage, all)
		}
	}
	if got := scrubGoDump("x Could not convert &{Object 0xc0001 <nil> map[a:1]} (*goja.baseObject) to primitive y"); got != "x "+primitiveMessage+" y" {
		t.Errorf("scrub = %q", got)
	}
}
