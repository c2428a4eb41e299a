package runcode

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func lines(n int, f string) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf(f, i)
	}
	return out
}

// TestClipLogs: clipped logs keep their first and last entries, say what
// was left out between them, and never exceed the room (issue #42 item 7).
func TestClipLogs(t *testing.T) {
	long := strings.Repeat("é", 2000)
	for _, tt := range []struct {
		name  string
		logs  []string
		room  int
		first string // "" when no head entry is expected
		last  string // prefix of the last entry kept
		gap   string // the marker, "" when none
	}{
		{"fits", lines(3, "l%d"), 100, "l0", "l2", ""},
		{"head and tail", lines(1000, "line %d"), 1024, "line 0", "line 999", "log entries ("},
		{"error last", append(lines(500, "step %d"), "[error] TypeError: x is undefined"), 512, "step 0", "[error] TypeError: x is undefined", " left out"},
		{"one huge last entry", append(lines(5, "s%d"), long), 400, "s0", "éé", ""},
		{"one huge first entry", append([]string{long}, lines(5, "s%d")...), 400, "éé", "s4", ""},
		{"one entry left out", []string{strings.Repeat("a", 300), "b", strings.Repeat("c", 300)}, 500, "aaa", "ccc", "1 log entry ("},
		{"too small", lines(10, "line %d"), 20, "", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := clipLogs(tt.logs, tt.room)
			if tt.last == "" {
				if got != nil {
					t.Fatalf("clipLogs = %q, want nil below a marker's room", got)
				}
				return
			}
			if c := logsCost(got); c > tt.room {
				t.Errorf("cost %d over the room %d: %q", c, tt.room, got)
			}
			if tt.first != "" && !strings.HasPrefix(got[0], tt.first) {
				t.Errorf("first entry %.40q, want %q", got[0], tt.first)
			}
			if l := got[len(got)-1]; !strings.HasPrefix(l, tt.last) {
				t.Errorf("last entry %.60q, want %.60q", l, tt.last)
			}
			hasGap := slices.ContainsFunc(got, func(l string) bool { return strings.HasPrefix(l, "… ") && strings.Contains(l, "left out") })
			if tt.gap != "" && (!hasGap || !slices.ContainsFunc(got, func(l string) bool { return strings.Contains(l, tt.gap) })) {
				t.Errorf("no marker %q in %q", tt.gap, got)
			}
			if tt.gap == "" && hasGap {
				t.Errorf("a marker though nothing was left out: %q", got)
			}
		})
	}
}

// TestClipLogsCountsWhatItLeftOut: the marker's counts are the entries
// and bytes missing from the kept head and tail, over many shapes.
func TestClipLogsCountsWhatItLeftOut(t *testing.T) {
	for n := 1; n < 200; n += 7 {
		for _, room := range []int{80, 200, 700, 3000} {
			logs := lines(n, strings.Repeat("x", n%13)+"%d")
			got := clipLogs(logs, room)
			if got == nil {
				continue
			}
			if logsCost(got) > room {
				t.Fatalf("n=%d room=%d: cost %d", n, room, logsCost(got))
			}
			var omitted, bytes, kept int
			for _, l := range got {
				if _, err := fmt.Sscanf(l, "… %d log entr", &omitted); err == nil {
					fmt.Sscanf(l[strings.Index(l, "(")+1:], "%d", &bytes)
					continue
				}
				kept++
			}
			missing := 0
			for _, l := range logs {
				if !slices.Contains(got, l) {
					missing += len(l)
				}
			}
			if kept+omitted != n || bytes != missing {
				t.Errorf("n=%d room=%d: kept %d + omitted %d, %d bytes missing, marker says %d: %q", n, room, kept, omitted, missing, bytes, got)
			}
		}
	}
}
