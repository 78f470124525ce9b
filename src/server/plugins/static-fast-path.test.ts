import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { DEFAULT_SHEDDING } from './load-shedding.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// The fast path sits in the HTTP server in front of Fastify: only a listening server reaches it
// (app.inject never does). Pressure is driven by hand, as in load-shedding.test.ts.
const BROWSER = 'gzip, deflate, br, zstd';
const METRICS_TOKEN = 'fast-path-metrics-token';
let delayMs = 0;
let app: App;
let base: string;
beforeAll(async () => {
  ({ app } = await createTestApp({
    pressureProbe: () => ({ eventLoopDelayMs: delayMs, eventLoopUtilization: 1 }),
    env: { METRICS_TOKEN },
  }));
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { 'accept-encoding': BROWSER, ...headers } });
const headersOf = (response: Response) => {
  const headers = Object.fromEntries(response.headers);
  delete headers.date;
  return headers;
};

describe('the static fast path in front of Fastify', () => {
  it('answers a repeat hit with the headers and bytes Fastify sent the first time, counted', async () => {
    for (const path of ['/', '/faq', '/robots.txt']) {
      for (const accept of [BROWSER, 'gzip', 'identity']) {
        const first = await get(path, { 'accept-encoding': accept });
        const firstBody = Buffer.from(await first.arrayBuffer());
        const before = app.staticMetrics.fastPath;
        const again = await get(path, { 'accept-encoding': accept });
        expect(app.staticMetrics.fastPath, `${path} ${accept}`).toBe(before + 1);
        expect(again.status).toBe(200);
        expect(headersOf(again), `${path} ${accept}`).toEqual(headersOf(first));
        expect(Buffer.from(await again.arrayBuffer()).equals(firstBody)).toBe(true);
      }
    }
    const page = await get('/faq');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('counts the hits it serves in the metrics (they skip the per-request hooks)', async () => {
    await get('/faq');
    await get('/faq');
    const text = await (
      await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const fast = Number(/^static_responses_total\{outcome="fast_path"\} (\d+)$/m.exec(text)?.[1]);
    expect(fast).toBe(app.staticMetrics.fastPath);
    expect(fast).toBeGreaterThan(0);
  });

  it('leaves revalidation, HEAD, queries and the application shell to Fastify', async () => {
    const etag = (await get('/faq')).headers.get('etag') ?? '';
    const before = app.staticMetrics.fastPath;
    expect((await get('/faq', { 'if-none-match': etag })).status).toBe(304);
    expect((await fetch(`${base}/faq`, { method: 'HEAD' })).status).toBe(200);
    expect((await get('/faq?utm_source=x')).status).toBe(200);
    await get('/apply');
    expect((await get('/apply')).status).toBe(200);
    expect(app.staticMetrics.fastPath).toBe(before);
  });

  it('is off while pages are shed: they get 503 with Retry-After', async () => {
    await get('/faq');
    delayMs = DEFAULT_SHEDDING.pagesMaxDelayMs;
    try {
      const shed = await get('/faq');
      expect(shed.status).toBe(503);
      expect(shed.headers.get('retry-after')).toBe(String(DEFAULT_SHEDDING.retryAfterSeconds));
    } finally {
      delayMs = 0;
    }
    expect((await get('/faq')).status).toBe(200);
  });

  it('is off while draining: answers carry Connection: close', async () => {
    await get('/faq');
    app.lifecycle.beginDrain();
    const response = await get('/faq');
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
  });
});
