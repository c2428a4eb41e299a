// Package telemetry turns what the registry and the MCP server already
// report into Prometheus metrics and OpenTelemetry traces. It is fed by the
// registry's hooks — an Observer for every call's settlement and a
// Middleware around every dispatch — and by the server's edges (the HTTP
// handler, upstream requests), never by calls sprinkled through the
// pipeline.
//
// Metrics are always collected when a Metrics is installed and served by
// Metrics.Handler. Traces are off unless the standard OpenTelemetry
// environment asks for them (SetupTracing): then every run_code, every
// nested call and every upstream HTTP request is a span, and W3C
// traceparent is taken from the MCP request's _meta or the HTTP headers and
// passed on to upstream HTTP servers.
package telemetry
