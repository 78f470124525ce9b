import { monitorEventLoopDelay } from 'node:perf_hooks';
import fp from 'fastify-plugin';

/** How loaded the event loop is now: p99 delay of a timer, in ms, over the last window. */
export type PressureProbe = () => { eventLoopDelayMs: number };

export type SheddingOptions = {
  probe: PressureProbe;
  /** Pages and files (everything outside /api) are refused from this delay on. */
  pagesMaxDelayMs: number;
  /** API calls other than the application's are refused from this delay on. */
  apiMaxDelayMs: number;
  retryAfterSeconds: number;
};

/** Never refused: an applicant mid-application, and the health check the load balancer reads. */
const PROTECTED = [/^\/api\/application(\/|\?|$)/, /^\/api\/health(\?|$)/];

export type ShedMetrics = { pages: number; api: number };

declare module 'fastify' {
  interface FastifyInstance {
    shedMetrics: ShedMetrics;
  }
}

/**
 * The event loop's p99 delay, sampled over rolling windows: reading it per request costs one
 * property read. The timers are unref'd so they never hold the process open.
 */
export function eventLoopProbe(windowMs = 500): { probe: PressureProbe; stop: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let current = 0;
  const timer = setInterval(() => {
    current = histogram.percentile(99) / 1e6;
    histogram.reset();
  }, windowMs);
  timer.unref();
  return {
    probe: () => ({ eventLoopDelayMs: current }),
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
    app.addHook('onRequest', async (request, reply) => {
      const { eventLoopDelayMs } = options.probe();
      if (eventLoopDelayMs < options.pagesMaxDelayMs) return;
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

export const DEFAULT_SHEDDING = { pagesMaxDelayMs: 100, apiMaxDelayMs: 400, retryAfterSeconds: 5 } as const;

