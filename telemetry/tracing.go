package telemetry

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/registry/failure"
)

// instrumentation names codemode's tracer.
const instrumentation = "github.com/codemode-go/codemode"

// TracingEnabled reports whether the standard OpenTelemetry environment
// asks for traces: OTEL_TRACES_EXPORTER=otlp, or an OTLP endpoint
// (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) with
// OTEL_TRACES_EXPORTER unset; never when OTEL_SDK_DISABLED=true or
// OTEL_TRACES_EXPORTER=none.
func TracingEnabled(getenv func(string) string) bool {
	if strings.EqualFold(getenv("OTEL_SDK_DISABLED"), "true") {
		return false
	}
	switch exp := strings.ToLower(getenv("OTEL_TRACES_EXPORTER")); exp {
	case "otlp":
		return true
	case "":
		return getenv("OTEL_EXPORTER_OTLP_ENDPOINT") != "" || getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") != ""
	default:
		return false
	}
}

// SetupTracing installs the global tracer provider and the W3C trace
// context propagator when TracingEnabled(os.Getenv), exporting spans with
// OTLP over HTTP as configured by the standard OTEL_* variables (endpoint,
// headers, OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES). Otherwise traces
// stay off and it returns a no-op shutdown. Call shutdown before exit to
// flush the spans.
func SetupTracing(ctx context.Context, version string) (shutdown func(context.Context) error, err error) {
	otel.SetTextMapPropagator(propagation.NewCompositeTextMapPropagator(propagation.TraceContext{}, propagation.Baggage{}))
	if !TracingEnabled(os.Getenv) {
		return func(context.Context) error { return nil }, nil
	}
	exp, err := otlptracehttp.New(ctx)
	if err != nil {
		return nil, fmt.Errorf("telemetry: OTLP trace exporter: %w", err)
	}
	res, err := resource.Merge(resource.Default(), resource.NewSchemaless(
		attribute.String("service.name", "codemode"), attribute.String("service.version", version)))
	if err != nil {
		return nil, fmt.Errorf("telemetry: %w", err)
	}
	// The environment (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES) wins.
	if envRes, err := resource.New(ctx, resource.WithFromEnv()); err == nil {
		if merged, err := resource.Merge(res, envRes); err == nil {
			res = merged
		}
	}
	tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res))
	otel.SetTracerProvider(tp)
	return tp.Shutdown, nil
}

// Tracing returns a Middleware that makes every dispatch a span: "run_code"
// for programs, "tool NAME" for the calls they make and for model-direct
// calls. A nested call's span is a child of its run's span, and the span
// rides the context into the tool body, so an upstream HTTP request made
// through Transport carries it on.
func Tracing() registry.Middleware {
	return func(next registry.Handler) registry.Handler {
		return func(ctx context.Context, e *registry.Execution) *registry.Result {
			tracer := otel.GetTracerProvider().Tracer(instrumentation)
			name := "tool " + e.Tool()
			if e.Tool() == registry.RunCodeName && !e.Nested() {
				name = registry.RunCodeName
			}
			ctx, span := tracer.Start(ctx, name, trace.WithSpanKind(trace.SpanKindInternal),
				trace.WithAttributes(
					attribute.String("codemode.tool", e.Tool()),
					attribute.String("codemode.call_id", e.CallID()),
					attribute.String("codemode.root_call_id", e.RootCallID()),
					attribute.Bool("codemode.nested", e.Nested()),
				))
			defer span.End()
			if e.Scope() != "" {
				span.SetAttributes(attribute.String("codemode.scope", e.Scope()))
			}
			res := next(ctx, e)
			if res != nil && res.IsError {
				span.SetAttributes(attribute.String("codemode.code", string(res.Code)))
				var cre *failure.CodeRunError
				if errors.As(res.Err, &cre) {
					span.SetAttributes(attribute.String("codemode.failure_kind", string(cre.Kind)))
				}
				span.SetStatus(codes.Error, string(res.Code))
			}
			if res != nil && !res.IsError && isSuspended(res.Value) {
				span.SetAttributes(attribute.Bool("codemode.suspended", true))
			}
			return res
		}
	}
}

// FromMeta returns ctx carrying the remote span context named by an MCP
// request's _meta (the "traceparent" and "tracestate" members, as the MCP
// tracing convention puts them), when there is one; otherwise ctx.
func FromMeta(ctx context.Context, meta map[string]any) context.Context {
	if len(meta) == 0 {
		return ctx
	}
	carrier := propagation.MapCarrier{}
	for _, k := range []string{"traceparent", "tracestate", "baggage"} {
		if v, ok := meta[k].(string); ok {
			carrier[k] = v
		}
	}
	if carrier["traceparent"] == "" {
		return ctx
	}
	return otel.GetTextMapPropagator().Extract(ctx, carrier)
}

// Handler wraps an HTTP handler so that a request's W3C traceparent
// header reaches the calls it serves.
func Handler(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("traceparent") != "" {
			r = r.WithContext(otel.GetTextMapPropagator().Extract(r.Context(), propagation.HeaderCarrier(r.Header)))
		}
		next.ServeHTTP(w, r)
	})
}

// Transport wraps an upstream HTTP transport (nil means
// http.DefaultTransport): each request is a client span, and the span
// context travels in the traceparent header.
func Transport(base http.RoundTripper) http.RoundTripper {
	if base == nil {
		base = http.DefaultTransport
	}
	return roundTripper{base}
}

type roundTripper struct{ base http.RoundTripper }

func (t roundTripper) RoundTrip(r *http.Request) (*http.Response, error) {
	ctx, span := otel.GetTracerProvider().Tracer(instrumentation).Start(r.Context(), "upstream "+r.Method,
		trace.WithSpanKind(trace.SpanKindClient),
		trace.WithAttributes(attribute.String("http.request.method", r.Method), attribute.String("url.full", r.URL.Redacted())))
	defer span.End()
	r = r.Clone(ctx)
	otel.GetTextMapPropagator().Inject(ctx, propagation.HeaderCarrier(r.Header))
	resp, err := t.base.RoundTrip(r)
	if err != nil {
		span.SetStatus(codes.Error, err.Error())
		return nil, err
	}
	span.SetAttributes(attribute.Int("http.response.status_code", resp.StatusCode))
	if resp.StatusCode >= 500 {
		span.SetStatus(codes.Error, resp.Status)
	}
	return resp, nil
}
