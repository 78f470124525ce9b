// Issue 11 items 5 and 6: per-IP and per-session limits of the applicant journey, counted in the
// database, multiplied by RATE_LIMIT_SCALE, and not reset by a client-chosen X-Forwarded-For.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { BROWSER_USER_AGENT, validSteps } from '#tests/support/applications.ts';
import { cookiesFrom, createTestApp, uniqueEmail, uniqueIp } from '#tests/support/test-app.ts';

type Inject = { remoteAddress?: string; headers?: Record<string, string> };
const stepOne = (app: App, options: Inject) =>
  app.inject({ method: 'POST', url: '/api/application/step1', payload: validSteps()[1], ...options });
/** A documentation-range IPv6 address, unique per run (counters outlive a run on PostgreSQL). */
const uniqueClient = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

/** How many requests pass before the first 429 (stops at `ceiling`). */
async function acceptedBefore429(send: (i: number) => Promise<{ statusCode: number }>, ceiling = 500): Promise<number> {
  for (let i = 0; i < ceiling; i++) {
    const response = await send(i);
    if (response.statusCode === 429) return i;
    expect(response.statusCode).toBe(200);
  }
  return ceiling;
}

describe('session creation by cookie-less step saves', () => {
  // Thirty saves through the whole app: slow under load, not timing-dependent.
  it('500 cookie-less step-1 saves from one IP meet 429 long before the 500th', { timeout: 60_000 }, async () => {
    const { app } = await createTestApp({ siteRoot: null, env: { RATE_LIMIT_SCALE: '1' } });
    const remoteAddress = uniqueIp();
    const accepted = await acceptedBefore429(() => stepOne(app, { remoteAddress }));
    expect(accepted).toBe(30);
    const blocked = await stepOne(app, { remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many new applications from this connection\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected, and a visitor with a session goes on saving.
    expect((await stepOne(app, { remoteAddress: uniqueIp() })).statusCode).toBe(200);
  });

  it('RATE_LIMIT_SCALE multiplies the limit, and the window ends on the clock', async () => {
    const { app, clock } = await createTestApp({ siteRoot: null, env: { RATE_LIMIT_SCALE: '0.2' } });
    const remoteAddress = uniqueIp();
    expect(await acceptedBefore429(() => stepOne(app, { remoteAddress }))).toBe(6);
    clock.advance(61 * 60 * 1000);
    expect((await stepOne(app, { remoteAddress })).statusCode).toBe(200);
  });

  it('with TRUST_PROXY as a hop count, rotating X-Forwarded-For does not reset the per-IP limit', async () => {
    const { app } = await createTestApp({ siteRoot: null, env: { RATE_LIMIT_SCALE: '0.1', TRUST_PROXY: '1' } });
    const client = uniqueClient();
    const balancer = uniqueIp();
    // The client writes anything it likes; the balancer appends the address it saw.
    const viaBalancer = () => ({
      remoteAddress: balancer,
      headers: { 'x-forwarded-for': `${uniqueClient()}, ${client}` },
    });
    expect(await acceptedBefore429(() => stepOne(app, viaBalancer()))).toBe(3);
  });

  it('with TRUST_PROXY as a CIDR list, rotating X-Forwarded-For does not reset the per-IP limit', async () => {
    const { app } = await createTestApp({
      siteRoot: null,
      env: { RATE_LIMIT_SCALE: '0.1', TRUST_PROXY: '10.0.0.0/8, 192.168.0.1' },
    });
    const client = uniqueClient();
    const viaBalancer = () => ({
      remoteAddress: uniqueIp(),
      headers: { 'x-forwarded-for': `${uniqueClient()}, ${client}` },
    });
    expect(await acceptedBefore429(() => stepOne(app, viaBalancer()))).toBe(3);
    // A request from outside the trusted range is counted by its own address, whatever it claims.
    const direct = uniqueClient();
    expect(
      await acceptedBefore429(() =>
        stepOne(app, { remoteAddress: direct, headers: { 'x-forwarded-for': uniqueClient() } }),
      ),
    ).toBe(3);
  });
});

describe('submit limits', () => {
  it('limits submits per session and per IP', async () => {
    const { app } = await createTestApp({ siteRoot: null, env: { RATE_LIMIT_SCALE: '0.1' } });
    const remoteAddress = uniqueIp();
    const cookie = cookiesFrom(await stepOne(app, { remoteAddress }));
    const submit = (options: Inject) => app.inject({ method: 'POST', url: '/api/application/submit', ...options });
    // 20 per session per hour × 0.1: the third submit of one session is refused.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await submit({ remoteAddress, headers: { cookie } })).statusCode);
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
    // 60 per IP per hour × 0.1 = 6 from one address, with or without a session.
    const other = uniqueIp();
    const fromOther = [];
    for (let i = 0; i < 7; i++) fromOther.push((await submit({ remoteAddress: other })).statusCode);
    expect(fromOther.slice(0, 6)).not.toContain(429);
    expect(fromOther[6]).toBe(429);
  });
});

describe('analytics ingestion limits', () => {
  const track = (app: App, options: Inject & { cookie?: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      payload: { event: 'page_view', properties: { page: '/' } },
      remoteAddress: options.remoteAddress,
      headers: {
        cookie: ['cookie_consent=all', options.cookie].filter(Boolean).join('; '),
        'user-agent': BROWSER_USER_AGENT,
      },
    });

  it('limits stored events per session and per IP', async () => {
    const { app } = await createTestApp({ siteRoot: null, env: { RATE_LIMIT_SCALE: '0.01' } });
    const remoteAddress = uniqueIp();
    const first = await track(app, { remoteAddress });
    expect(first.statusCode).toBe(204);
    const cookie = cookiesFrom(first);
    // 300 per session × 0.01 = 3 events carrying the session (the first created it).
    expect((await track(app, { remoteAddress, cookie })).statusCode).toBe(204);
    expect((await track(app, { remoteAddress, cookie })).statusCode).toBe(204);
    expect((await track(app, { remoteAddress, cookie })).statusCode).toBe(204);
    expect((await track(app, { remoteAddress, cookie })).statusCode).toBe(429);
    // 1000 per IP × 0.01 = 10 events from one address, whatever sessions it uses.
    const other = uniqueIp();
    const codes = [];
    for (let i = 0; i < 11; i++) {
      const cookies = i === 0 ? undefined : cookiesFrom(await stepOne(app, { remoteAddress: uniqueIp() }));
      codes.push((await track(app, { remoteAddress: other, cookie: cookies })).statusCode);
    }
    expect(codes.slice(0, 10), codes.join()).not.toContain(429);
    expect(codes[10], codes.join()).toBe(429);
  });
});

it('contact form: RATE_LIMIT_SCALE multiplies the per-IP limit too', async () => {
  const { app } = await createTestApp({ siteRoot: null, env: { RATE_LIMIT_SCALE: '0.3' } });
  const remoteAddress = uniqueIp();
  const send = (i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress,
      payload: { name: 'Scale Test', email: uniqueEmail('scale'), message: `m${i}` },
    });
  const codes = [];
  for (let i = 0; i < 4; i++) codes.push((await send(i)).statusCode);
  expect(codes).toEqual([201, 201, 201, 429]);
});
