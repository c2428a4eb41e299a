package filestore

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"

	"github.com/codemode-go/codemode/state"
)

// Large values live in files of their own, not in the bbolt file
// (issue #44 item 4). bbolt holds a value of N bytes several times over
// on the heap while it commits it — the record it is given, the pages it
// allocates to write, and a copy of every node value when the file grows
// and it remaps — so a 60 MB result cost about 250 MB of host memory to
// store. A blob is written from the caller's slice straight to its file;
// the bbolt record keeps only its header and a reference.

// BlobDirName is the directory beside FileName that holds large values.
const BlobDirName = "blobs"

// blobMin is the size from which a value is kept in a blob file.
var blobMin = 1 << 20

// blobFlag marks a record whose value is in a blob file: the top bit of
// its header's write sequence (which NextSequence never reaches).
const blobFlag = 1 << 63

// blobRefSize is a blob record's payload after the header: 8 bytes of
// size, then the file's name (32 hex digits).
const blobRefSize = 8 + 32

// isBlob reports whether the record raw refers to a blob file. A damaged
// reference is no blob: its name must be the hex digits writeBlob makes,
// never a path.
func isBlob(raw []byte) bool {
	if len(raw) != headerSize+blobRefSize || binary.BigEndian.Uint64(raw[8:16])&blobFlag == 0 {
		return false
	}
	_, err := hex.DecodeString(string(raw[headerSize+8:]))
	return err == nil
}

// orderKey is a record's key in the order bucket: its write sequence.
func orderKey(raw []byte) []byte {
	return binary.BigEndian.AppendUint64(nil, binary.BigEndian.Uint64(raw[8:16])&^blobFlag)
}

// valueSize is the length of a record's value, wherever it is kept.
func valueSize(raw []byte) int64 {
	if isBlob(raw) {
		return int64(binary.BigEndian.Uint64(raw[headerSize : headerSize+8]))
	}
	return int64(len(raw) - headerSize)
}

// blobName is the file name a blob record refers to.
func blobName(raw []byte) string { return string(raw[headerSize+8:]) }

func (s *Store) blobPath(name string) string { return filepath.Join(s.dir, BlobDirName, name) }

// writeBlob writes the value made of parts to a new blob file, synced
// to disk, and returns its name. The write transaction that refers to it
// commits after.
func (s *Store) writeBlob(parts [][]byte) (string, error) {
	var id [16]byte
	_, _ = rand.Read(id[:])
	name := hex.EncodeToString(id[:])
	dir := filepath.Join(s.dir, BlobDirName)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("filestore: blob directory: %w", err)
	}
	f, err := os.OpenFile(filepath.Join(dir, name), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return "", fmt.Errorf("filestore: blob: %w", err)
	}
	for _, p := range parts {
		if _, err = f.Write(p); err != nil {
			break
		}
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = syncDir(dir)
	}
	if err != nil {
		os.Remove(filepath.Join(dir, name))
		return "", fmt.Errorf("filestore: blob: %w", err)
	}
	return name, nil
}

// readBlob reads the value of the blob record raw and checks its length
// and checksum.
func (s *Store) readBlob(key string, raw []byte) ([]byte, error) {
	size := valueSize(raw)
	f, err := os.Open(s.blobPath(blobName(raw)))
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("%w: %q: its blob file is missing", state.ErrCorrupt, key)
	}
	if err != nil {
		return nil, fmt.Errorf("filestore: blob of %q: %w", key, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("filestore: blob of %q: %w", key, err)
	}
	if fi.Size() != size {
		return nil, fmt.Errorf("%w: %q: its blob file is %d bytes, not %d", state.ErrCorrupt, key, fi.Size(), size)
	}
	value := make([]byte, size)
	if _, err := io.ReadFull(f, value); err != nil {
		return nil, fmt.Errorf("%w: %q: reading its blob file: %v", state.ErrCorrupt, key, err)
	}
	if crc32.Checksum(value, castagnoli) != binary.BigEndian.Uint32(raw[16:20]) {
		return nil, fmt.Errorf("%w: %q fails its checksum", state.ErrCorrupt, key)
	}
	return value, nil
}

// removeBlobs deletes blob files; one already gone is not an error.
func (s *Store) removeBlobs(names []string) {
	for _, n := range names {
		_ = os.Remove(s.blobPath(n))
	}
}

// sweepBlobs deletes the blob files no record refers to: those of a
// writer that crashed before its transaction committed, or after it
// committed a removal but before it deleted the file. Called from Open,
// under the directory lock, so no other process is writing one.
func (s *Store) sweepBlobs(live map[string]bool) {
	entries, err := os.ReadDir(filepath.Join(s.dir, BlobDirName))
	if err != nil {
		return
	}
	for _, e := range entries {
		if !live[e.Name()] {
			_ = os.Remove(s.blobPath(e.Name()))
		}
	}
}

// syncDir makes a directory's new entries durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}
