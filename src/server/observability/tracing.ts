import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export type Tracing = {
  /** Registered first in buildApp: a span per request, with hook and handler child spans. */
  instrumentation: FastifyOtelInstrumentation;
  /** Flushes spans still buffered and stops exporting (main.ts calls it after the app closed). */
  shutdown(): Promise<void>;
};

/**
 * Starts OpenTelemetry tracing as the process-wide provider (AsyncLocalStorage context, W3C
 * trace-context propagation). Spans go to the OTLP/HTTP collector at `endpoint`, or to the
 * given processor (tests use an in-memory exporter). Health and metrics scrapes are not traced:
 * they would drown the traces that matter.
 */
export function startTracing(options: { serviceName: string; endpoint?: string; processor?: SpanProcessor }): Tracing {
  const exporter: SpanExporter | undefined = options.endpoint
    ? new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` })
    : undefined;
  const processor = options.processor ?? (exporter ? new BatchSpanProcessor(exporter) : undefined);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: processor ? [processor] : [],
  });
  provider.register();
  const instrumentation = new FastifyOtelInstrumentation({
    ignorePaths: (route) => route.url.startsWith('/api/health') || route.url === '/metrics',
  });
  instrumentation.setTracerProvider(provider);
  return { instrumentation, shutdown: () => provider.shutdown() };
}

/** Tracing from the environment: on only when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
export function tracingFromEnv(env: {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  OTEL_SERVICE_NAME: string;
}): Tracing | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  return startTracing({ serviceName: env.OTEL_SERVICE_NAME, endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT });
}
