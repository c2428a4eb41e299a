package oauthtest

import (
	"sync"
	"time"
)

// clock is the test clock: the wall clock moved forward by Advance. The
// provider's storage dates tokens by it and the resource server checks
// expiry by it, so a token expires without the test sleeping.
type clock struct {
	mu     sync.Mutex
	offset time.Duration
}

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.offset)
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.offset += d
}
