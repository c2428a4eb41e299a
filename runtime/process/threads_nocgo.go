//go:build !cgo

package process

// threadStackSlack is zero without cgo: the Go runtime allocates its
// threads' small system stacks from its own heap.
const threadStackSlack = 0
