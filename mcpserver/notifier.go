package mcpserver

import (
	"context"
	"fmt"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// notifier streams one call's console lines and upstream progress to the
// client: as notifications/progress when the client sent a progress token,
// and as notifications/message (logger "run_code") when it set a logging
// level. Entries are queued (OnLog must not block) and sent in order by
// one goroutine; stop drains the queue before the response goes out.
type notifier struct {
	ctx     context.Context
	session *mcp.ServerSession
	token   any
	tool    string

	mu     sync.Mutex
	queue  []*mcp.ProgressNotificationParams
	wake   chan struct{}
	done   chan struct{}
	closed bool
	n      float64
}

func (n *notifier) wanted() bool { return n.session != nil }

func (n *notifier) start() {
	if !n.wanted() {
		return
	}
	n.wake = make(chan struct{}, 1)
	n.done = make(chan struct{})
	go n.run()
}

func (n *notifier) push(msg string) {
	n.mu.Lock()
	if n.closed {
		n.mu.Unlock()
		return
	}
	n.n++
	n.queue = append(n.queue, &mcp.ProgressNotificationParams{ProgressToken: n.token, Progress: n.n, Message: msg})
	n.mu.Unlock()
	select {
	case n.wake <- struct{}{}:
	default:
	}
}

// log receives a console entry of the program.
func (n *notifier) log(entry string) { n.push(entry) }

// upstreamProgress receives a progress notification of a nested upstream
// call.
func (n *notifier) upstreamProgress(p *mcp.ProgressNotificationParams) {
	if !n.wanted() {
		return
	}
	msg := p.Message
	if msg == "" {
		msg = fmt.Sprintf("%v", p.Progress)
		if p.Total > 0 {
			msg += fmt.Sprintf("/%v", p.Total)
		}
	}
	n.push("progress: " + msg)
}

func (n *notifier) run() {
	defer close(n.done)
	for {
		n.mu.Lock()
		q := n.queue
		n.queue = nil
		closed := n.closed
		n.mu.Unlock()
		for _, p := range q {
			if n.token != nil {
				_ = n.session.NotifyProgress(n.ctx, p)
			}
			//lint:ignore SA1019 logging notifications are how MCP clients show console output.
			_ = n.session.Log(n.ctx, &mcp.LoggingMessageParams{Level: "info", Logger: n.tool, Data: p.Message})
		}
		if closed && len(q) == 0 {
			return
		}
		if len(q) == 0 {
			<-n.wake
		}
	}
}

func (n *notifier) stop() {
	if !n.wanted() {
		return
	}
	n.mu.Lock()
	n.closed = true
	n.mu.Unlock()
	select {
	case n.wake <- struct{}{}:
	default:
	}
	<-n.done
}
