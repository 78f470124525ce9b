import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { DEFAULT_SHEDDING } from './load-shedding.ts';
import { cookiesFrom, createTestApp, uniqueIp } from '#tests/support/test-app.ts';

// The event loop's delay and utilisation are driven by hand: no real overload, no timing.
let delayMs = 0;
let utilization = 1;
let connections = 400;
let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp({
    pressureProbe: () => ({
      eventLoopDelayMs: delayMs,
      eventLoopUtilization: utilization,
      openConnections: connections,
    }),
  }));
});

const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: uniqueIp() });
/** A step posted to its screen as the browser does (a form; React Router's fetch sends the same body to `.data`). */
const postForm = (url: string, fields: Record<string, string>, cookie = '') =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', cookie },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: uniqueIp(),
  });
const step1 = { loanAmount: '1000', loanTerm: '12', loanPurpose: '7' };

describe('load shedding', () => {
  it('serves everything while the event loop keeps up', async () => {
    delayMs = DEFAULT_SHEDDING.pagesMaxDelayMs - 1;
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('sheds pages at the readings of a saturated loop, as measured under 400 connections on /', async () => {
    // bench/overload.ts on this 2-core machine: delay 37-80 ms (mean of the second) at utilisation 1.0.
    delayMs = 37;
    expect((await get('/')).statusCode).toBe(503);
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('sheds pages first with 503, Retry-After and an HTML page (not JSON), and keeps the API answering', async () => {
    delayMs = DEFAULT_SHEDDING.pagesMaxDelayMs;
    for (const url of ['/', '/faq', '/apply', '/admin/login', '/no-such-page', '/favicon.ico']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(503);
      expect(page.headers['retry-after'], url).toBe(String(DEFAULT_SHEDDING.retryAfterSeconds));
      expect(page.headers['cache-control'], url).toBe('no-store');
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.body, url).toMatch(/^<!doctype html>/);
      // Real elements, the text escaped once (not markup passed to React as a string).
      expect(page.body, url).toContain('<h1>We are busy right now</h1>');
      expect(page.body, url).toContain('<p>The service is busy: please try again in a few seconds.</p>');
      expect(page.body, url).toContain('<a class="button" href="">Try again</a>');
      expect(page.body, url).not.toMatch(/&lt;\/?(p|h1|a)\b|&amp;(amp|lt|gt|quot|#)/);
      // The page's own CSP and security headers, as any other page.
      expect(page.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    expect((await get('/api/application')).statusCode).toBe(404);
    expect((await get('/api/admin/applications')).statusCode).not.toBe(503);
  });

  it('under heavier pressure refuses other API calls but never the application API or the health check', async () => {
    delayMs = DEFAULT_SHEDDING.apiMaxDelayMs;
    const admin = await get('/api/admin/applications');
    expect(admin.statusCode).toBe(503);
    expect(admin.headers['retry-after']).toBe(String(DEFAULT_SHEDDING.retryAfterSeconds));
    expect(admin.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(admin.json()).toEqual({ message: expect.stringContaining('busy') });
    const step = await app.inject({
      method: 'POST',
      url: '/api/application/step1',
      payload: {},
      remoteAddress: uniqueIp(),
    });
    expect(step.statusCode).toBe(400);
    expect((await get('/api/application')).statusCode).toBe(404);
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/health/live')).statusCode).toBe(200);
  });

  it.each([DEFAULT_SHEDDING.pagesMaxDelayMs, DEFAULT_SHEDDING.apiMaxDelayMs])(
    'at a delay of %i ms never refuses a step posted to its screen, with or without script',
    async (delay) => {
      delayMs = delay;
      // Without script: a form post to the screen, answered 303 to the next step.
      const first = await postForm('/apply', step1);
      expect(first.statusCode, first.body).toBe(303);
      expect(first.headers.location).toBe('/apply/personal');
      const cookie = cookiesFrom(first);
      const later = await postForm('/apply/personal?x=1', { firstName: 'Olivia' }, cookie);
      expect(later.statusCode, later.body).toBe(400);
      // With script: React Router's fetch to the route's data URL (a redirect is answered 202 with it in the body).
      for (const url of ['/apply.data', '/apply.data?index']) {
        const data = await postForm(url, step1, cookie);
        expect(data.statusCode, url).toBe(202);
        expect(data.body, url).toContain('"/apply/personal"');
      }
      expect((await postForm('/apply/personal.data', {}, cookie)).statusCode).toBe(400);
      // With script, the next screen's data is fetched after the save: served too.
      const next = await app.inject({
        method: 'GET',
        url: '/apply/personal.data',
        headers: { cookie },
        remoteAddress: uniqueIp(),
      });
      expect(next.statusCode, next.body).toBe(200);
      // Opening a screen as a document is a page like any other, and so is a post anywhere else.
      expect((await get('/apply')).statusCode).toBe(503);
      expect((await get('/apply/personal')).statusCode).toBe(503);
      expect((await postForm('/apply-now', step1)).statusCode).toBe(503);
      expect((await postForm('/complaints', {})).statusCode).toBe(503);
    },
  );

  it('refuses nothing when timers are late but this process is mostly idle (a busy neighbour)', async () => {
    delayMs = DEFAULT_SHEDDING.apiMaxDelayMs * 2;
    utilization = DEFAULT_SHEDDING.minUtilization - 0.1;
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/api/admin/applications')).statusCode).not.toBe(503);
    utilization = 1;
  });

  it('refuses nothing to a few visitors however busy the loop (one page load, its server render)', async () => {
    delayMs = DEFAULT_SHEDDING.apiMaxDelayMs;
    connections = DEFAULT_SHEDDING.minConnections - 1;
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/api/admin/applications')).statusCode).not.toBe(503);
    connections = 400;
  });

  it('serves pages again once the pressure falls', async () => {
    delayMs = 0;
    expect((await get('/')).statusCode).toBe(200);
  });
});
