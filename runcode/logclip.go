package runcode

import (
	"encoding/json"
	"strconv"

	"github.com/codemode-go/codemode/internal/jsonlit"
	"github.com/codemode-go/codemode/internal/rawjson"
)

// logMarkerReserve is room kept for the marker entry of clipped logs:
// longer than any marker text, quoted, with its comma.
const logMarkerReserve = 72

// clipLogs keeps the first and the last log entries within room bytes of
// JSON (the array's brackets, quoted entries and commas, as the output
// ledger counts them), since a failing program's errors come last (issue
// #42 item 7): a third of the room goes to the head and the rest to the
// tail. Between them an entry "… N log entries (M bytes) left out" says
// what is missing. An entry too long for its part is cut to a prefix that
// says how much was clipped. Logs that fit are returned as they are;
// below the room a marker needs, it returns nil (RC-45).
func clipLogs(logs []string, room int) []string {
	if logsCost(logs) <= room {
		return logs
	}
	avail := room - 2 - logMarkerReserve
	if avail < 0 {
		return nil
	}
	cost := func(s string) int { return len(jsonlit.Quote(s)) + 1 } // with its comma
	// The tail first: the newest entries, newest kept whole if it fits.
	tailRoom := avail - avail/3
	var tail []string
	used := 0
	for i := len(logs) - 1; i >= 0; i-- {
		c := cost(logs[i])
		if used+c > tailRoom {
			if len(tail) == 0 { // even the last entry is too long: keep its start
				if s, ok := clipEntry(logs[i], tailRoom-1); ok {
					tail = append(tail, s)
					used += cost(s)
				}
			}
			break
		}
		tail = append(tail, logs[i])
		used += c
	}
	firstTail := len(logs) - len(tail)
	var head []string
	headRoom := avail - used
	used = 0
	for i := 0; i < firstTail; i++ {
		c := cost(logs[i])
		if used+c > headRoom {
			if len(head) == 0 { // a long first entry: keep its start
				if s, ok := clipEntry(logs[i], headRoom-1); ok {
					head = append(head, s)
				}
			}
			break
		}
		head = append(head, logs[i])
		used += c
	}
	omitted, omittedBytes := 0, 0
	for i := len(head); i < firstTail; i++ {
		omitted++
		omittedBytes += len(logs[i])
	}
	out := make([]string, 0, len(head)+1+len(tail))
	out = append(out, head...)
	if omitted > 0 {
		out = append(out, logGapMarker(omitted, omittedBytes))
	}
	for i := len(tail) - 1; i >= 0; i-- {
		out = append(out, tail[i])
	}
	return out
}

// clipEntry cuts one log entry so that its JSON string takes at most room
// bytes, with rawjson's "… [clipped N bytes]" at its end.
func clipEntry(s string, room int) (string, bool) {
	pv, err := rawjson.Preview([]byte(jsonlit.Quote(s)), room)
	if err != nil || rawjson.Kind(pv) != "string" {
		return "", false
	}
	var v string
	if json.Unmarshal(pv, &v) != nil {
		return "", false
	}
	return v, true
}

// logGapMarker is the entry that stands for the n entries (of b bytes)
// that clipLogs left out between the head and the tail.
func logGapMarker(n, b int) string {
	entries := " log entries ("
	if n == 1 {
		entries = " log entry ("
	}
	return rawjson.MarkerPrefix + " " + strconv.Itoa(n) + entries + strconv.Itoa(b) + " bytes) left out"
}

// logsCost is what the logs array costs in the output ledger (OUT-2).
func logsCost(logs []string) int {
	n := 2
	for i, l := range logs {
		if i > 0 {
			n++
		}
		n += len(jsonlit.Quote(l))
	}
	return n
}

// previewLogs is the logs an oversized run's preview shows within room
// bytes: their share of it as rawjson.Preview would give them (what the
// value leaves, at least half), kept as head and tail by clipLogs, where
// Preview would keep only leading entries.
func previewLogs(logs []string, value []byte, room int) []string {
	inner := room - len(`{"logs":,"value":}`)
	share := inner - min(len(value), inner/2)
	if value == nil {
		share = inner + len(`,"value":`)
	}
	if logsCost(logs) <= share {
		return logs
	}
	if kept := clipLogs(logs, share); kept != nil {
		return kept
	}
	return logs
}
