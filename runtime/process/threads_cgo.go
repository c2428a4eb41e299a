//go:build cgo

package process

// threadStackSlack is address space for the threads a worker may start
// after it is ready: with cgo, each is a pthread with an 8 MiB stack
// mapping (mostly never touched).
const threadStackSlack = 32 << 20
