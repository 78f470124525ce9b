// Decision 113: the applicant's reads (GET/HEAD /api/application) per client IP, in each instance's
// memory. The application screens read the draft through the same route in-process with the
// visitor's address (decision 033), so a flood of `/apply/*.data` (never shed, decision 111) or of
// server-rendered steps from one address stops reading the database too.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '#server/app.ts';
import { APPLICANT_READS_PER_IP } from '#server/lib/request-limits.ts';
import { validSteps, visitorAt } from '#tests/support/applications.ts';
import { createTestApp, uniqueIp } from '#tests/support/test-app.ts';

const OVER_LIMIT = /^Too many requests from this connection\. Please try again in 1 minute\.$/;

/** A client at its own address, with its session's cookie when it has one (a Visitor of the support code). */
type Client = { ip: string; cookie?: () => string };
const read = (app: App, { ip, cookie }: Client, method: 'GET' | 'HEAD' = 'GET', url = '/api/application') =>
  app.inject({ method, url, remoteAddress: ip, headers: cookie?.() ? { cookie: cookie() } : {} });

/** A visitor at a new address whose draft holds step 1 (saved through the API: a POST, not counted). */
const applicant = (app: App) => visitorAt(app, 1);

/** How many reads pass before the first 429 (each must answer `expected`; stops at `ceiling`). */
async function acceptedBefore429(send: () => Promise<{ statusCode: number }>, expected: number, ceiling = 2000) {
  for (let i = 0; i < ceiling; i++) {
    const { statusCode } = await send();
    if (statusCode === 429) return i;
    expect(statusCode).toBe(expected);
  }
  return ceiling;
}

afterEach(() => void vi.useRealTimers());

describe('GET /api/application per client IP', () => {
  // 600 a minute × 0.01 = 6 reads a minute from one address.
  const scaled = { siteRoot: null, env: { RATE_LIMIT_SCALE: '0.01' } };

  it('answers 429 with Retry-After and the error shape over the limit; another address is unaffected', async () => {
    const { app } = await createTestApp(scaled);
    const flood = await applicant(app);
    expect(await acceptedBefore429(() => read(app, flood), 200)).toBe(6);

    const refused = await read(app, flood);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(OVER_LIMIT) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('no-store');
    // HEAD is a read of the same route, counted with GET.
    expect((await read(app, flood, 'HEAD')).statusCode).toBe(429);

    // Another address reads its own draft; the flooding address may still save (writes have their limits).
    const other = await applicant(app);
    expect((await read(app, other)).statusCode).toBe(200);
    expect((await flood.post('/api/application/step1', validSteps()[1])).status).toBe(200);
  });

  it('counts HEAD with GET, with or without a session, and forgets after its one-minute window', async () => {
    const { app } = await createTestApp(scaled);
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = { ip: uniqueIp() };
    for (let i = 0; i < 3; i++) expect((await read(app, client, 'HEAD')).statusCode).toBe(404);
    for (let i = 0; i < 3; i++) expect((await read(app, client)).statusCode).toBe(404);
    expect((await read(app, client)).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + APPLICANT_READS_PER_IP.windowMs + 1000);
    expect((await read(app, client)).statusCode).toBe(404);
  });

  it('allows 600 reads a minute from one address at RATE_LIMIT_SCALE 1', { timeout: 60_000 }, async () => {
    const { app } = await createTestApp({ siteRoot: null, env: { RATE_LIMIT_SCALE: '1' } });
    const client = { ip: uniqueIp() };
    // Without a session: 404, no database read, the same count.
    expect(await acceptedBefore429(() => read(app, client), 404)).toBe(600);
  });
});

describe('the application screens over the limit', () => {
  it(
    'a `.data` request or a server-rendered step answers 429 with Retry-After and the words, never 500 or empty',
    { timeout: 60_000 },
    async () => {
      const { app } = await createTestApp({ env: { RATE_LIMIT_SCALE: '0.01' } });
      const flood = await applicant(app);
      const data = () => read(app, flood, 'GET', '/apply/personal.data');
      // Each `.data` request of a step reads the draft once, in-process, with the visitor's address.
      for (let i = 0; i < 6; i++) {
        const answer = await data();
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toContain('"loanAmount"');
      }

      // Over the limit the loader's read answers 429: so does the screen (route-data.server.ts
      // screenDraft), saying why, rather than a step shown as if nothing had been saved.
      const refused = await data();
      expect(refused.statusCode).toBe(429);
      expect(refused.body).not.toContain('"loanAmount"');
      const page = await read(app, flood, 'GET', '/apply/personal');
      expect(page.statusCode).toBe(429);
      expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('429 Too Many Requests');
      expect(page.body).toMatch(/Too many requests from this connection\. Please try again in 1 minute\./);
      expect(page.body).not.toContain('name="firstName"');
      // The same address's direct read is refused; another address's screens are unaffected.
      expect((await read(app, flood)).statusCode).toBe(429);
      const other = await applicant(app);
      const theirs = await read(app, other, 'GET', '/apply/personal.data');
      expect(theirs.statusCode).toBe(200);
      expect(theirs.body).toContain('"loanAmount"');
    },
  );
});

describe("the applicant's other reads", () => {
  it.each(['/api/application/offers', '/api/application/review-request'])(
    '%s is limited per client IP too',
    async (url) => {
      const { app } = await createTestApp({ siteRoot: null, env: { RATE_LIMIT_SCALE: '0.01' } });
      const flood = await applicant(app);
      let accepted = 0;
      for (; accepted < 50; accepted++) if ((await read(app, flood, 'GET', url)).statusCode === 429) break;
      expect(accepted).toBe(6);
      const refused = await read(app, flood, 'GET', url);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.stringMatching(OVER_LIMIT) });
      expect((await read(app, await applicant(app), 'GET', url)).statusCode).not.toBe(429);
    },
  );
});
