// Package filestore is the embedded state.Store of `codemode serve`: one
// bbolt file under a directory (`--state DIR`), so that suspended runs,
// result handles and observed types survive a restart, a crash or a kill -9.
//
// bbolt was chosen over SQLite because it is pure Go (the binary stays
// static, CGO_ENABLED=0), transactional (a record is written whole or not at
// all) and maintained by etcd. It locks its file: one process owns a state
// directory at a time, and a second one fails to open it with a clear error
// after Options.LockTimeout. Replicas share state through state/redisstore.
//
// Every record carries its expiry and a CRC-32C of its value, so a damaged
// or truncated record reads back as an error wrapping state.ErrCorrupt.
//
// Values of 1 MiB or more are kept in files of their own under
// BlobDirName, written straight from the caller's slice, with only a
// reference in the bbolt file: bbolt would hold such a value on the heap
// three times over while committing it. A blob file goes with its record,
// and one no record names (a crash between the two writes) is removed at
// the next Open.
//
// A byte cap (Options.MaxBytes) evicts only result handles
// (state.Evictable). bbolt reuses freed pages but never shrinks its file,
// so when the file holds more than twice its live bytes plus 64 MiB it is
// compacted into a new file renamed over the old one, under a lock file
// (LockFileName) that every process takes before opening the database.
package filestore

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/codemode-go/codemode/state"
)

// FileName is the database file a Store keeps in its directory.
const FileName = "codemode-state.db"

// DefaultLockTimeout is how long Open waits for another process to release
// the directory when Options.LockTimeout is zero.
const DefaultLockTimeout = 2 * time.Second

// Options configure a Store. A nil pointer or zero fields mean the
// documented defaults.
type Options struct {
	// MaxBytes caps the bytes of live records (keys plus values). A write
	// that would exceed it evicts the least recently written evictable
	// records ([state.Evictable]: result handles) first; no other family
	// is ever evicted, and an evictable record that cannot fit is refused
	// with state.ErrFull. Zero means no cap.
	MaxBytes int64
	// LockTimeout bounds the wait for a directory another process holds.
	// Zero means DefaultLockTimeout.
	LockTimeout time.Duration
	// Now is the clock, for tests; nil means time.Now.
	Now func() time.Time
}

// Store is a state.Store in one bbolt file.
type Store struct {
	db   *bolt.DB
	dir  string
	lock *dirLock // the directory's lock, held while open (dirlock_unix.go)
	opts Options

	// dbMu guards the db pointer: compaction swaps it for the rewritten
	// file (compact.go); every transaction holds it shared.
	dbMu sync.RWMutex

	mu      sync.Mutex // serialises writes' byte accounting
	bytes   int64      // of live and not-yet-swept records
	blobs   int64      // of those, the values kept in blob files (blob.go)
	removed bool       // a record went in the last write (compaction may be due)
	// The blob files the write transaction in progress made and those it
	// dropped: the first are deleted if it rolls back, the second once it
	// commits.
	created, dropped []string
}

var (
	recordsBucket = []byte("records") // key -> header + value
	orderBucket   = []byte("order")   // big-endian write sequence -> key
)

// header: 8 bytes expiry (unix nanoseconds, 0 = never), 8 bytes write
// sequence, 4 bytes CRC-32C of the value.
const headerSize = 20

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Open opens (creating when needed) the store in dir.
func Open(dir string, opts *Options) (*Store, error) {
	s := &Store{}
	if opts != nil {
		s.opts = *opts
	}
	if s.opts.Now == nil {
		s.opts.Now = time.Now
	}
	if s.opts.LockTimeout == 0 {
		s.opts.LockTimeout = DefaultLockTimeout
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("filestore: state directory: %w", err)
	}
	path := filepath.Join(dir, FileName)
	busy := fmt.Errorf("filestore: %s is in use by another process (one process owns a state directory; share state between replicas with redis://)", path)
	lock, err := lockDir(filepath.Join(dir, LockFileName), s.opts.LockTimeout)
	if errors.Is(err, errLocked) {
		return nil, busy
	}
	if err != nil {
		return nil, err
	}
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: s.opts.LockTimeout})
	if errors.Is(err, bolt.ErrTimeout) {
		lock.unlock()
		return nil, busy
	}
	if err != nil {
		lock.unlock()
		return nil, fmt.Errorf("filestore: open %s: %w", path, err)
	}
	s.db, s.lock, s.dir = db, lock, dir
	if err := s.init(); err != nil {
		db.Close()
		lock.unlock()
		return nil, err
	}
	return s, nil
}

// init creates the buckets, drops expired records and counts the bytes.
// A directory opened per operation (as the CLI does) must not pay a write
// transaction, and its fsync, on every open: the buckets and the count are
// read in a read-only transaction, and a write happens only when buckets
// are missing or records have expired.
func (s *Store) init() error {
	now := s.opts.Now()
	ready, expired := false, 0
	live := map[string]bool{} // blob files the records refer to
	count := func(k, v []byte) {
		s.bytes += int64(len(k)) + valueSize(v)
		if isBlob(v) {
			s.blobs += valueSize(v)
			live[blobName(v)] = true
		}
	}
	err := s.db.View(func(tx *bolt.Tx) error {
		recs := tx.Bucket(recordsBucket)
		if recs == nil || tx.Bucket(orderBucket) == nil {
			return nil
		}
		ready = true
		s.bytes, s.blobs = 0, 0
		return recs.ForEach(func(k, v []byte) error {
			if len(v) >= headerSize && isExpired(v, now) {
				expired++
				return nil
			}
			count(k, v)
			return nil
		})
	})
	if err != nil || (ready && expired == 0) {
		if err == nil {
			s.sweepBlobs(live)
		}
		return err
	}
	s.bytes, s.blobs = 0, 0
	clear(live)
	defer func() { s.sweepBlobs(live) }() // after the expired records' removal commits
	return s.db.Update(func(tx *bolt.Tx) error {
		recs, err := tx.CreateBucketIfNotExists(recordsBucket)
		if err != nil {
			return fmt.Errorf("filestore: %w", err)
		}
		if _, err := tx.CreateBucketIfNotExists(orderBucket); err != nil {
			return fmt.Errorf("filestore: %w", err)
		}
		var stale [][]byte
		err = recs.ForEach(func(k, v []byte) error {
			if len(v) >= headerSize && isExpired(v, now) {
				stale = append(stale, bytes.Clone(k))
				return nil
			}
			count(k, v)
			return nil
		})
		if err != nil {
			return err
		}
		for _, k := range stale {
			if err := removeKey(tx, k); err != nil {
				return err
			}
		}
		return nil
	})
}

// Get implements state.Store.
func (s *Store) Get(ctx context.Context, key string) ([]byte, error) {
	var out []byte
	err := s.view(func(tx *bolt.Tx) error {
		v, err := s.read(tx, key)
		out = v
		return err
	})
	return out, err
}

// Put implements state.Store.
func (s *Store) Put(ctx context.Context, key string, value []byte, ttl time.Duration) error {
	return s.update(func(tx *bolt.Tx) error { return s.write(tx, key, [][]byte{value}, ttl) })
}

// PutParts implements state.PartsPutter: a large value is written to its
// blob file part by part, never joined.
func (s *Store) PutParts(ctx context.Context, key string, parts [][]byte, ttl time.Duration) error {
	return s.update(func(tx *bolt.Tx) error { return s.write(tx, key, parts, ttl) })
}

// Take implements state.Store.
func (s *Store) Take(ctx context.Context, key string) ([]byte, error) {
	var out []byte
	err := s.update(func(tx *bolt.Tx) error {
		v, err := s.read(tx, key)
		if err != nil {
			return err
		}
		out = v
		return s.remove(tx, []byte(key))
	})
	return out, err
}

// Update implements state.Store. bbolt serialises write transactions, so fn
// runs once.
func (s *Store) Update(ctx context.Context, key string, ttl time.Duration, fn func(old []byte) ([]byte, error)) error {
	return s.update(func(tx *bolt.Tx) error {
		old, err := s.read(tx, key)
		if errors.Is(err, state.ErrNotFound) {
			old, err = nil, nil
		}
		if err != nil {
			return err
		}
		v, err := fn(old)
		if err != nil {
			return err
		}
		return s.write(tx, key, [][]byte{v}, ttl)
	})
}

// Delete implements state.Store.
func (s *Store) Delete(ctx context.Context, key string) error {
	return s.update(func(tx *bolt.Tx) error { return s.remove(tx, []byte(key)) })
}

// Keys implements state.Store.
func (s *Store) Keys(ctx context.Context, prefix string) ([]string, error) {
	var keys []string
	now := s.opts.Now()
	err := s.view(func(tx *bolt.Tx) error {
		c := tx.Bucket(recordsBucket).Cursor()
		p := []byte(prefix)
		for k, v := c.Seek(p); k != nil && bytes.HasPrefix(k, p); k, v = c.Next() {
			if len(v) >= headerSize && isExpired(v, now) {
				continue
			}
			keys = append(keys, string(k))
		}
		return nil
	})
	return keys, err
}

// Close implements state.Store.
func (s *Store) Close() error {
	s.dbMu.Lock()
	defer s.dbMu.Unlock()
	err := s.db.Close()
	s.lock.unlock()
	if err != nil {
		return fmt.Errorf("filestore: %w", err)
	}
	return nil
}

// Bytes reports the bytes of the records held (keys plus values).
func (s *Store) Bytes() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.bytes
}

func (s *Store) view(fn func(*bolt.Tx) error) error {
	s.dbMu.RLock()
	err := s.db.View(fn)
	s.dbMu.RUnlock()
	if errors.Is(err, bolt.ErrDatabaseNotOpen) {
		return state.ErrClosed
	}
	return err
}

func (s *Store) update(fn func(*bolt.Tx) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	before, beforeBlobs := s.bytes, s.blobs
	s.removed, s.created, s.dropped = false, nil, nil
	s.dbMu.RLock()
	err := s.db.Update(fn)
	s.dbMu.RUnlock()
	if err != nil {
		s.bytes, s.blobs = before, beforeBlobs // the transaction rolled back
		s.removeBlobs(s.created)
	} else {
		s.removeBlobs(s.dropped)
	}
	s.created, s.dropped = nil, nil
	if errors.Is(err, bolt.ErrDatabaseNotOpen) {
		return state.ErrClosed
	}
	if err == nil && s.removed {
		s.dbMu.Lock()
		if s.compactDue() {
			// The write is done; a failed compaction leaves the file as
			// it was (or, failing to reopen it, the store closed).
			_ = s.compact()
		}
		s.dbMu.Unlock()
	}
	return err
}

// read returns a copy of the live value at key.
func (s *Store) read(tx *bolt.Tx, key string) ([]byte, error) {
	raw := tx.Bucket(recordsBucket).Get([]byte(key))
	if raw == nil {
		return nil, fmt.Errorf("%w: %q", state.ErrNotFound, key)
	}
	if len(raw) < headerSize {
		return nil, fmt.Errorf("%w: %q is %d bytes, shorter than its header", state.ErrCorrupt, key, len(raw))
	}
	if isExpired(raw, s.opts.Now()) {
		return nil, fmt.Errorf("%w: %q", state.ErrNotFound, key)
	}
	if isBlob(raw) {
		return s.readBlob(key, raw)
	}
	value := raw[headerSize:]
	if crc32.Checksum(value, castagnoli) != binary.BigEndian.Uint32(raw[16:20]) {
		return nil, fmt.Errorf("%w: %q fails its checksum", state.ErrCorrupt, key)
	}
	return bytes.Clone(value), nil
}

// write stores the value made of parts at key as the newest write, then
// evicts the oldest records while the cap is exceeded. Called with s.mu
// held.
func (s *Store) write(tx *bolt.Tx, key string, parts [][]byte, ttl time.Duration) error {
	k := []byte(key)
	if err := s.remove(tx, k); err != nil {
		return err
	}
	order := tx.Bucket(orderBucket)
	seq, err := order.NextSequence()
	if err != nil {
		return fmt.Errorf("filestore: %w", err)
	}
	size, sum := 0, uint32(0)
	for _, p := range parts {
		size += len(p)
		sum = crc32.Update(sum, castagnoli, p)
	}
	var rec []byte
	if size >= blobMin {
		name, err := s.writeBlob(parts)
		if err != nil {
			return err
		}
		s.created = append(s.created, name)
		rec = make([]byte, headerSize+blobRefSize)
		binary.BigEndian.PutUint64(rec[headerSize:], uint64(size))
		copy(rec[headerSize+8:], name)
		binary.BigEndian.PutUint64(rec[8:16], seq|blobFlag)
		s.blobs += int64(size)
	} else {
		rec = make([]byte, headerSize, headerSize+size)
		for _, p := range parts {
			rec = append(rec, p...)
		}
		binary.BigEndian.PutUint64(rec[8:16], seq)
	}
	if ttl > 0 {
		binary.BigEndian.PutUint64(rec[0:8], uint64(s.opts.Now().Add(ttl).UnixNano()))
	}
	binary.BigEndian.PutUint32(rec[16:20], sum)
	if err := tx.Bucket(recordsBucket).Put(k, rec); err != nil {
		return fmt.Errorf("filestore: put %q: %w", key, err)
	}
	if err := order.Put(binary.BigEndian.AppendUint64(nil, seq), k); err != nil {
		return fmt.Errorf("filestore: %w", err)
	}
	s.bytes += int64(len(k) + size)
	return s.evict(tx, k)
}

// evict removes the oldest evictable records ([state.Evictable]: result
// handles; never keep) while over MaxBytes. Every other family stays,
// over the cap if it must; an evictable keep that still does not fit is
// refused with state.ErrFull, rolling the write back.
func (s *Store) evict(tx *bolt.Tx, keep []byte) error {
	if s.opts.MaxBytes <= 0 || s.bytes <= s.opts.MaxBytes {
		return nil
	}
	recs := tx.Bucket(recordsBucket)
	var victims [][]byte
	over := s.bytes - s.opts.MaxBytes
	c := tx.Bucket(orderBucket).Cursor()
	for _, k := c.First(); k != nil && over > 0; _, k = c.Next() {
		if bytes.Equal(k, keep) || !state.Evictable(string(k)) {
			continue
		}
		if raw := recs.Get(k); len(raw) >= headerSize {
			over -= int64(len(k)) + valueSize(raw)
		}
		victims = append(victims, bytes.Clone(k))
	}
	for _, k := range victims {
		if err := s.remove(tx, k); err != nil {
			return err
		}
	}
	if s.bytes > s.opts.MaxBytes && state.Evictable(string(keep)) {
		return fmt.Errorf("filestore: %w: %q: %d of %d bytes are held", state.ErrFull, keep, s.bytes, s.opts.MaxBytes)
	}
	return nil
}

// remove deletes key and its order entry; absent keys are not an error.
func (s *Store) remove(tx *bolt.Tx, key []byte) error {
	raw := tx.Bucket(recordsBucket).Get(key)
	if raw == nil {
		return nil
	}
	if len(raw) >= headerSize {
		s.bytes -= int64(len(key)) + valueSize(raw)
	}
	if isBlob(raw) {
		s.blobs -= valueSize(raw)
		s.dropped = append(s.dropped, blobName(raw))
	}
	s.removed = true
	return removeKey(tx, key)
}

func removeKey(tx *bolt.Tx, key []byte) error {
	recs := tx.Bucket(recordsBucket)
	if raw := recs.Get(key); len(raw) >= headerSize {
		if err := tx.Bucket(orderBucket).Delete(orderKey(raw)); err != nil {
			return fmt.Errorf("filestore: %w", err)
		}
	}
	if err := recs.Delete(key); err != nil {
		return fmt.Errorf("filestore: delete %q: %w", key, err)
	}
	return nil
}

func isExpired(rec []byte, now time.Time) bool {
	exp := int64(binary.BigEndian.Uint64(rec[0:8]))
	return exp != 0 && now.UnixNano() >= exp
}
