// Turns on OpenTelemetry tracing when an exporter is configured: OTEL_EXPORTER_OTLP_ENDPOINT (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) sends spans over OTLP/HTTP in batches; without one nothing is built at all.
import type { Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, type SpanExporter, type SpanProcessor, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';

export const TRACER_NAME = 'echopilot';

export interface Tracing {
  tracer: Tracer;
  /** Where the spans go (for the start-up banner); never holds credentials. */
  target: string;
  /** Sends the spans still buffered and stops the exporter. */
  shutdown(): Promise<void>;
}

/** A tracer over any exporter (tests pass an InMemorySpanExporter; `batch: false` exports each span as it ends). */
export function tracingWith(exporter: SpanExporter, options: { serviceName?: string; batch?: boolean; target?: string } = {}): Tracing {
  const processor: SpanProcessor = options.batch === false ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter);
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName ?? TRACER_NAME }),
    spanProcessors: [processor],
  });
  return { tracer: provider.getTracer(TRACER_NAME), target: options.target ?? 'custom exporter', shutdown: () => provider.shutdown() };
}

/** Tracing from the standard OTEL_* variables, or null when no OTLP endpoint is set or OTEL_SDK_DISABLED=true. */
export function tracingFromEnv(env: NodeJS.ProcessEnv = process.env): Tracing | null {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return null;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return null;
  // The exporter reads the endpoint, headers and timeout from the same variables itself.
  const target = endpoint.replace(/\/\/[^/@]*@/, '//');
  return tracingWith(new OTLPTraceExporter(), { serviceName: env.OTEL_SERVICE_NAME?.trim() || TRACER_NAME, target });
}
