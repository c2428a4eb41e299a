package state

import (
	"bytes"
	"context"
	"time"
)

// PartsPutter is a Store that stores a value given in parts without
// joining them in memory first: a large record (a run's output behind a
// result handle) is written from the buffers that already hold its
// pieces, so the host does not hold a second copy of it while it is
// stored (issue #44 item 4).
type PartsPutter interface {
	// PutParts stores the concatenation of parts at key, as Put would.
	PutParts(ctx context.Context, key string, parts [][]byte, ttl time.Duration) error
}

// PutParts stores the concatenation of parts at key, expiring after ttl:
// through s's own PutParts when s is a PartsPutter, otherwise joined and
// given to Put.
func PutParts(ctx context.Context, s Store, key string, parts [][]byte, ttl time.Duration) error {
	if p, ok := s.(PartsPutter); ok {
		return p.PutParts(ctx, key, parts, ttl)
	}
	return s.Put(ctx, key, bytes.Join(parts, nil), ttl)
}
