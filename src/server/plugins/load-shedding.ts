import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';

/**
 * How loaded the event loop is now: how late its timers run (ms) and the share of the time it
 * was busy (0-1). Both must be high: on a shared machine a neighbour can make timers late while
 * this process is idle, and that is no reason to refuse anyone.
 */
export type PressureProbe = () => { eventLoopDelayMs: number; eventLoopUtilization: number };

export type SheddingOptions = {
  probe: PressureProbe;
  /** Pages and files (everything outside /api) are refused from this delay on. */
  pagesMaxDelayMs: number;
  /** API calls other than the application's are refused from this delay on. */
  apiMaxDelayMs: number;
  /** Below this utilisation nothing is refused, whatever the delay. */
  minUtilization: number;
  retryAfterSeconds: number;
};

/** Never refused: an applicant mid-application, and the health check the load balancer reads. */
const PROTECTED = [/^\/api\/application(\/|\?|$)/, /^\/api\/health(\?|$)/];

export type ShedMetrics = { pages: number; api: number };

declare module 'fastify' {
  interface FastifyInstance {
    shedMetrics: ShedMetrics;
    /** True while pages are being refused: the static fast path then leaves them to Fastify. */
    shedsPages: () => boolean;
  }
}

/**
 * The event loop's mean delay over the last two windows (the lower of the two): one slow moment
 * (a boot task, a neighbour on the machine) sheds nothing, sustained lateness does. Reading it
 * per request costs one property read. The timer is unref'd so it never holds the process open.
 */
export function eventLoopProbe(windowMs = 500): { probe: PressureProbe; stop: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let previous = { delay: 0, utilization: 0 };
  let current = { eventLoopDelayMs: 0, eventLoopUtilization: 0 };
  let mark = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    // The histogram counts the sampling resolution itself in every delay.
    const window = {
      delay: Math.max(0, histogram.mean / 1e6 - 10),
      utilization: performance.eventLoopUtilization(mark).utilization,
    };
    mark = performance.eventLoopUtilization();
    current = {
      eventLoopDelayMs: Math.min(previous.delay, window.delay),
      eventLoopUtilization: Math.min(previous.utilization, window.utilization),
    };
    previous = window;
    histogram.reset();
  }, windowMs);
  timer.unref();
  return {
    probe: () => current,
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/**
 * Load shedding (decision 015): before the event loop stalls, pages are answered 503 with
 * Retry-After first, then the other API calls, so a traffic spike on the site never starves the
 * application API the same process serves.
 */
export const loadSheddingPlugin = fp<SheddingOptions>(
  async (app, options) => {
    const metrics: ShedMetrics = { pages: 0, api: 0 };
    app.decorate('shedMetrics', metrics);
    app.decorate('shedsPages', () => {
      const { eventLoopDelayMs, eventLoopUtilization } = options.probe();
      return eventLoopDelayMs >= options.pagesMaxDelayMs && eventLoopUtilization >= options.minUtilization;
    });
    app.addHook('onRequest', async (request, reply) => {
      const { eventLoopDelayMs, eventLoopUtilization } = options.probe();
      if (eventLoopDelayMs < options.pagesMaxDelayMs || eventLoopUtilization < options.minUtilization) return;
      const url = request.url;
      const api = url === '/api' || url.startsWith('/api/');
      if (api && (eventLoopDelayMs < options.apiMaxDelayMs || PROTECTED.some((p) => p.test(url)))) return;
      if (api) metrics.api += 1;
      else metrics.pages += 1;
      reply.header('retry-after', String(options.retryAfterSeconds)).header('cache-control', 'no-store');
      return reply.status(503).send({ message: 'The service is busy: please try again in a few seconds' });
    });
  },
  { name: 'load-shedding' },
);

export const DEFAULT_SHEDDING = {
  pagesMaxDelayMs: 100,
  apiMaxDelayMs: 400,
  minUtilization: 0.9,
  retryAfterSeconds: 5,
} as const;
