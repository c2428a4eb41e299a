package transpile

import (
	"container/list"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"sync"
)

// Cache bounds. A program larger than cacheMaxBytes on its own is
// transformed but not kept.
const (
	cacheMaxEntries = 512
	cacheMaxBytes   = 32 << 20
)

// cache is a bounded LRU of transform results keyed by a hash of (source,
// filename, params), safe for concurrent use. Concurrent misses of one key
// share a single transform. Errors are cached too: a retried broken
// program is not transformed again.
type cache struct {
	maxEntries int
	maxBytes   int

	mu       sync.Mutex // guards the fields below
	entries  map[[32]byte]*list.Element
	lru      list.List // of *entry, most recently used at the front
	bytes    int
	inflight map[[32]byte]*call
}

type entry struct {
	key  [32]byte
	prog *Program
	err  *Error
	size int
}

type call struct {
	done chan struct{}
	prog *Program
	err  error
}

var defaultCache = newCache(cacheMaxEntries, cacheMaxBytes)

func newCache(maxEntries, maxBytes int) *cache {
	return &cache{
		maxEntries: maxEntries,
		maxBytes:   maxBytes,
		entries:    map[[32]byte]*list.Element{},
		inflight:   map[[32]byte]*call{},
	}
}

func cacheKey(source, filename string, params []string) [32]byte {
	h := sha256.New()
	var n [8]byte
	var buf [512]byte // copies strings in chunks: no allocation per lookup
	field := func(s string) {
		binary.LittleEndian.PutUint64(n[:], uint64(len(s)))
		h.Write(n[:])
		for len(s) > 0 {
			k := copy(buf[:], s)
			h.Write(buf[:k])
			s = s[k:]
		}
	}
	field(filename)
	binary.LittleEndian.PutUint64(n[:], uint64(len(params)))
	h.Write(n[:])
	for _, p := range params {
		field(p)
	}
	field(source)
	var k [32]byte
	h.Sum(k[:0])
	return k
}

// get returns the cached result for the key, or transforms and caches it.
// A cached *Error is returned as a fresh copy so callers cannot alter the
// cache.
func (c *cache) get(source, filename string, params []string) (*Program, error) {
	k := cacheKey(source, filename, params)
	c.mu.Lock()
	if el, ok := c.entries[k]; ok {
		c.lru.MoveToFront(el)
		e := el.Value.(*entry)
		c.mu.Unlock()
		return result(e.prog, e.err)
	}
	if cl, ok := c.inflight[k]; ok {
		c.mu.Unlock()
		<-cl.done
		if te, ok := cl.err.(*Error); ok {
			cp := *te
			return nil, &cp
		}
		return cl.prog, cl.err
	}
	cl := &call{done: make(chan struct{})}
	c.inflight[k] = cl
	c.mu.Unlock()

	prog, err := safeCompile(source, filename, params)
	cl.prog, cl.err = prog, err

	c.mu.Lock()
	delete(c.inflight, k)
	te, isErr := err.(*Error)
	if err == nil || isErr {
		e := &entry{key: k, prog: prog, err: te}
		e.size = sizeOf(prog, te)
		c.add(e)
	}
	c.mu.Unlock()
	close(cl.done)
	if isErr {
		cp := *te
		return nil, &cp
	}
	return prog, err
}

// safeCompile is compile with a panic (a bug in esbuild or here, never an
// expected outcome) turned into an error, so waiters on the same key are
// released and the host keeps running.
func safeCompile(source, filename string, params []string) (p *Program, err error) {
	defer func() {
		if r := recover(); r != nil {
			p, err = nil, fmt.Errorf("transpile: internal error: %v", r)
		}
	}()
	return compile(source, filename, params)
}

func result(p *Program, e *Error) (*Program, error) {
	if e != nil {
		cp := *e
		return nil, &cp
	}
	return p, nil
}

// add inserts e and evicts least recently used entries until both bounds
// hold. Must be called with c.mu held.
func (c *cache) add(e *entry) {
	if e.size > c.maxBytes || c.maxEntries <= 0 {
		return
	}
	c.entries[e.key] = c.lru.PushFront(e)
	c.bytes += e.size
	for c.lru.Len() > c.maxEntries || c.bytes > c.maxBytes {
		old := c.lru.Back()
		oe := old.Value.(*entry)
		c.lru.Remove(old)
		delete(c.entries, oe.key)
		c.bytes -= oe.size
	}
}

// sizeOf estimates the bytes an entry keeps alive.
func sizeOf(p *Program, e *Error) int {
	const overhead = 256
	n := overhead
	if p != nil {
		n += len(p.src) + len(p.JS) + 16*(len(p.srcLines)+len(p.jsLines))
		for _, l := range p.m.Lines {
			n += 24 + 12*len(l)
		}
		for _, s := range p.Params {
			n += len(s) + 16
		}
	}
	if e != nil {
		n += len(e.Message) + len(e.LineText) + len(e.Filename)
	}
	return n
}

// stats reports the number of entries and their estimated bytes.
func (c *cache) stats() (entries, bytes int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lru.Len(), c.bytes
}

// reset empties the cache (tests and benchmarks).
func (c *cache) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries = map[[32]byte]*list.Element{}
	c.lru.Init()
	c.bytes = 0
}
