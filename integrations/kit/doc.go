// Package kit is what every provider adapter under integrations/ is built
// from, free of any provider SDK: rendering a registry result as the text
// and blocks a tool result carries ([Text], [Blocks], [Value]) and
// importing a framework's tools all or nothing ([Register],
// [Classifier]).
//
// The adapters are Go modules of their own, and a released adapter pins a
// release of this module; kit is therefore public and versioned with it,
// never internal: its exported API is a contract between the two modules.
// Its sub-packages serve the adapters' example agents (kit/agentmain) and
// their tests (kit/adaptertest) under the same contract.
package kit
