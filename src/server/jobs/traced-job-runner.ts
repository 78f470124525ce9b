import { ROOT_CONTEXT, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import type { JobHandler, JobRunner } from './job-runner.ts';

const tracer = trace.getTracer('broker-platform/jobs');

/** Where the enqueuer's trace context travels inside a job's data (W3C traceparent/tracestate). */
const TRACE_FIELD = '_trace';

/**
 * Carries the trace across the job queue: enqueue stores the caller's trace context in the job's
 * data, and each run is a span (`job <queue>`) under it, so a lender call made by the panel worker
 * shows under the request that submitted the application. Without tracing the API is a no-op:
 * nothing is stored and no span is recorded. Handlers never see the field.
 */
export function tracedJobRunner(runner: JobRunner): JobRunner {
  function traced<T extends object>(queue: string, handler: JobHandler<T>): JobHandler<Record<string, unknown>> {
    return async (data, jobContext) => {
      const { [TRACE_FIELD]: carrier, ...rest } = data;
      const parent = carrier && typeof carrier === 'object' ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
      await tracer.startActiveSpan(
        `job ${queue}`,
        { attributes: { 'job.queue': queue, 'job.retry_count': jobContext.retryCount } },
        parent,
        async (span) => {
          try {
            await handler(rest as T, jobContext);
          } catch (error) {
            span.setStatus({
              code: SpanStatusCode.ERROR,
              message: error instanceof Error ? error.message : 'job failed',
            });
            throw error;
          } finally {
            span.end();
          }
        },
      );
    };
  }

  return {
    ...runner,
    async enqueue(queue, key, data) {
      const carrier: Record<string, string> = {};
      propagation.inject(context.active(), carrier);
      await runner.enqueue(queue, key, Object.keys(carrier).length ? { ...data, [TRACE_FIELD]: carrier } : data);
    },
    work: (queue, handler, options) => runner.work(queue, traced(queue, handler), options),
    schedule: (queue, cron, handler, options) =>
      runner.schedule(queue, cron, traced(queue, handler) as JobHandler<object>, options),
  };
}
