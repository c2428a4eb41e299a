// Package adaptertest is the test scaffolding shared by the adapter
// modules under integrations/: a scripted model behind an httptest
// server and the harness that drives an example agent (cmd/agent)
// against it, the programs and checks every provider's agent test
// shares, and the registry and round-trip cases of the framework
// adapters' tests. Only the provider's wire format and SDK types stay in
// each adapter's tests. It imports the standard library and this module
// only, and is public like integrations/kit: the adapters are modules of
// their own.
package adaptertest
