import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { processRegistry } from './business-metrics.ts';
import { jobQueueStats } from './job-queue-stats.ts';

export const METRICS_PATH = '/metrics';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics at /metrics, only when METRICS_TOKEN is set and only for a scraper sending
 * `Authorization: Bearer <token>`: the endpoint sits on the public port, so without a token it
 * does not exist (404). HTTP metrics are labelled by route pattern, never by the raw URL.
 */
export const metricsPlugin = fp<{ token: string | undefined }>(
  async (app, { token }) => {
    if (!token) return;
    const registry = new Registry();
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by route and status',
      labelNames,
      registers: [registry],
    });
    const errors = new Counter({
      name: 'http_request_errors_total',
      help: 'HTTP answers with a 5xx status, by route',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by route and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = app.dbHandle.poolStats?.();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });
    const queueDepth = new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting or running, by queue and state',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
    });
    const queueAge = new Gauge({
      name: 'job_queue_oldest_age_seconds',
      help: 'Age of the oldest job waiting to run, by queue',
      labelNames: ['queue'] as const,
      registers: [registry],
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === METRICS_PATH) return;
      // Unmatched URLs share one label: a scanner must not create a series per path it tries.
      const labels = { method: request.method, route: route ?? 'unmatched', status_code: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc(labels);
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sameSecret(given, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ message: 'Metrics need the bearer token' });
      }
      queueDepth.reset();
      queueAge.reset();
      for (const row of await jobQueueStats(app.db).catch(() => [])) {
        queueDepth.set({ queue: row.queue, state: row.state }, row.count);
        if (row.state !== 'active' && row.oldestSeconds !== null) queueAge.set({ queue: row.queue }, row.oldestSeconds);
      }
      const merged = Registry.merge([processRegistry, registry]);
      return reply
        .header('content-type', merged.contentType)
        .header('cache-control', 'no-store')
        .send(await merged.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
