package state

import (
	"errors"
	"strings"
)

// EvictablePrefix starts the keys of the one record family a store's byte
// cap may evict: result handles ("result/…"), which a program can make
// again. Every other family — journals of suspended runs, the seal key,
// observed types, OAuth grants, approvals — lives until its own TTL or
// until it is deleted, whatever the cap: evicting it would break a promise
// made to someone else (a resume token, every outstanding token, a login).
const EvictablePrefix = "result/"

// Evictable reports whether the record at key may be evicted by a byte cap.
func Evictable(key string) bool { return strings.HasPrefix(key, EvictablePrefix) }

// ErrFull is returned (wrapped) by a capped store for a write of an
// evictable record that does not fit even after every other evictable
// record was evicted: the rest is held by records the cap never evicts.
var ErrFull = errors.New("state: store full (the byte cap is held by records that are never evicted)")
