package upstream

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// resources/subscribe and resources/unsubscribe go to the server that
// offers the URI (listed, or linked from a result). codemode holds one
// upstream subscription per URI however many of its clients subscribed:
// the first subscribe is forwarded, and the unsubscribe that ends the last
// one. The server's notifications/resources/updated go to the functions
// registered with [Set.OnResourceUpdated]. A server restart drops its
// subscriptions: clients subscribe again. A client that leaves without
// unsubscribing (a stateless HTTP request always does) keeps its count:
// the upstream subscription then outlives it, and its updates reach no
// one.

// Subscribes reports whether some running server declares resource
// subscriptions.
func (s *Set) Subscribes() bool {
	for _, c := range s.running() {
		if subscribes(c) {
			return true
		}
	}
	return false
}

func subscribes(c *conn) bool {
	r := c.sess.InitializeResult()
	return r != nil && r.Capabilities != nil && r.Capabilities.Resources != nil && r.Capabilities.Resources.Subscribe
}

// SubscribeResource subscribes to the updates of uri at the server that
// offers it. A URI no server offers is an error wrapping [ErrNoResource].
func (s *Set) SubscribeResource(ctx context.Context, uri string) error {
	owner, c, err := s.subscriptionOwner(ctx, uri)
	if err != nil {
		return err
	}
	s.rootsMu.Lock()
	if s.subs == nil {
		s.subs = map[string]int{}
	}
	first := s.subs[uri] == 0
	s.subs[uri]++
	s.rootsMu.Unlock()
	if !first {
		return nil
	}
	if err := c.sess.Subscribe(ctx, &mcp.SubscribeParams{URI: uri}); err != nil {
		s.rootsMu.Lock()
		s.subs[uri]--
		s.rootsMu.Unlock()
		return fmt.Errorf("upstream server %q: %w", owner.name, err)
	}
	return nil
}

// UnsubscribeResource ends a subscription SubscribeResource began; the
// server is told when no other subscription to uri is left.
func (s *Set) UnsubscribeResource(ctx context.Context, uri string) error {
	owner, c, err := s.subscriptionOwner(ctx, uri)
	if err != nil {
		return err
	}
	s.rootsMu.Lock()
	last := s.subs[uri] <= 1
	if last {
		delete(s.subs, uri)
	} else {
		s.subs[uri]--
	}
	s.rootsMu.Unlock()
	if !last {
		return nil
	}
	if err := c.sess.Unsubscribe(ctx, &mcp.UnsubscribeParams{URI: uri}); err != nil {
		return fmt.Errorf("upstream server %q: %w", owner.name, err)
	}
	return nil
}

// subscriptionOwner returns the server offering uri and its connection,
// which must declare subscriptions.
func (s *Set) subscriptionOwner(ctx context.Context, uri string) (*upstream, *conn, error) {
	owner := s.resourceOwner(ctx, uri)
	if owner == nil {
		return nil, nil, fmt.Errorf("%w: %s", ErrNoResource, uri)
	}
	c, err := owner.connection(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("upstream server %q: %w", owner.name, err)
	}
	if !subscribes(c) {
		return nil, nil, fmt.Errorf("upstream server %q does not offer resource subscriptions", owner.name)
	}
	return owner, c, nil
}

// OnResourceUpdated adds f to the functions that receive the
// notifications/resources/updated of upstream servers. The returned
// function removes f.
func (s *Set) OnResourceUpdated(f func(*mcp.ResourceUpdatedNotificationParams)) (remove func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.nextListener++
	id := s.nextListener
	if s.updateSinks == nil {
		s.updateSinks = map[int]func(*mcp.ResourceUpdatedNotificationParams){}
	}
	s.updateSinks[id] = f
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		delete(s.updateSinks, id)
	}
}

// resourceUpdated is the ResourceUpdatedHandler of an upstream connection.
func (u *upstream) resourceUpdated(_ context.Context, req *mcp.ResourceUpdatedNotificationRequest) {
	if req == nil || req.Params == nil {
		return
	}
	u.set.mu.Lock()
	sinks := make([]func(*mcp.ResourceUpdatedNotificationParams), 0, len(u.set.updateSinks))
	for _, f := range u.set.updateSinks {
		sinks = append(sinks, f)
	}
	u.set.mu.Unlock()
	for _, f := range sinks {
		p := *req.Params
		f(&p)
	}
}
