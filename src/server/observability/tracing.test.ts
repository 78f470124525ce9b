import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '#tests/support/test-app.ts';
import { completeSteps, CONSENT, visitor } from '#tests/support/applications.ts';
import { startTracing, tracingFromEnv } from './tracing.ts';

const exporter = new InMemorySpanExporter();
const tracing = startTracing({ serviceName: 'broker-test', processor: new SimpleSpanProcessor(exporter) });
const { app } = await createTestApp({ siteRoot: null, tracing });

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe('OpenTelemetry tracing', () => {
  it('is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
    expect(tracingFromEnv({ OTEL_SERVICE_NAME: 'x' })).toBeUndefined();
  });

  it('records each lender call as a child span of the submission', async () => {
    const v = visitor(app);
    await completeSteps(v);
    // The consent enqueues the lender run (decision 134): its request is the one the run's spans descend from.
    exporter.reset();
    await v.call('POST', '/api/application/submit', CONSENT);
    expect((await v.call('POST', '/api/application/submit')).json()).toMatchObject({ status: 'sold' });

    // The request span ends in Fastify's onResponse, just after inject() has its answer.
    const isSubmitRequest = (s: ReadableSpan) =>
      s.name === 'request' && s.attributes['http.route'] === '/api/application/submit';
    await vi.waitFor(() => expect(exporter.getFinishedSpans().some(isSubmitRequest)).toBe(true), { timeout: 10_000 });
    const spans = exporter.getFinishedSpans();
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    // The consent's request: the first of the two submit requests to finish.
    const request = spans.find(isSubmitRequest);
    const submission = spans.find((s) => s.name.startsWith('job lead-delivery'));
    expect(submission, spans.map((s) => s.name).join(', ')).toBeDefined();
    const lenderCalls = spans.filter((s) => s.name === 'lender ping' || s.name === 'lender post');
    expect(lenderCalls.length).toBeGreaterThanOrEqual(2);
    for (const call of lenderCalls) {
      expect(parentOf(call)).toBe(submission!.spanContext().spanId);
      expect(call.spanContext().traceId).toBe(request!.spanContext().traceId);
    }
    expect(lenderCalls.find((s) => s.name === 'lender post')?.attributes).toMatchObject({
      'lender.id': 'northway-finance',
      'lender.outcome': 'sold',
    });
    // The submission runs under the request that asked for it, through the job queue.
    let ancestor = byId.get(parentOf(submission!) ?? '');
    while (ancestor && ancestor !== request) ancestor = byId.get(parentOf(ancestor) ?? '');
    expect(ancestor).toBe(request);
    await tracing.shutdown();
  });
});
