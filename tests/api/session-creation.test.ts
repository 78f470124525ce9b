// Issue 26.2: one per-IP limit for every way a visitor session is made (a step save, an A/B
// assignment, a home page with an experiment on its slot, analytics), and no session for a bot.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { abAssignments } from '#server/db/schema/index.ts';
import { COOKIE_CONSENT_COOKIE } from '#shared/analytics-events.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { BROWSER_USER_AGENT, validSteps } from '#tests/support/applications.ts';
import { createTestApp, uniqueIp } from '#tests/support/test-app.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const LIMIT = 30;

const { app, db } = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
const { cookie: adminCookie } = await adminSession(app, db.db);
const created: string[] = [];
afterEach(async () => {
  for (const testId of created.splice(0))
    await app.inject({
      method: 'POST',
      url: '/api/abtest/delete',
      headers: { ...SAME_ORIGIN, cookie: adminCookie },
      payload: { testId },
    });
});

async function createTest(slot?: string): Promise<string> {
  const testId = `sess_${randomBytes(5).toString('hex')}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/abtest/create',
    headers: { ...SAME_ORIGIN, cookie: adminCookie },
    payload: {
      testId,
      name: `Sessions ${testId}`,
      ...(slot ? { slot } : {}),
      variants: [
        { id: 'control', name: 'Control', weight: 0 },
        { id: 'variant_a', name: 'Variant A', weight: 1, ...(slot ? { content: { heading: 'Variant heading' } } : {}) },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  created.push(testId);
  return testId;
}

type From = { ip: string; userAgent?: string };
const headersOf = (from: From, extra: Record<string, string> = {}) => ({
  'user-agent': from.userAgent ?? BROWSER_USER_AGENT,
  ...extra,
});
// A visitor who accepted cookies: an experiment makes no session before that (PECR, issue 41.14).
const consented = { cookie: `${COOKIE_CONSENT_COOKIE}=all` };
const assign = (a: App, testId: string, from: From) =>
  a.inject({
    method: 'GET',
    url: `/api/abtest/assign/${testId}`,
    remoteAddress: from.ip,
    headers: headersOf(from, consented),
  });
const stepOne = (a: App, from: From) =>
  a.inject({
    method: 'POST',
    url: '/api/application/step1',
    remoteAddress: from.ip,
    headers: headersOf(from),
    payload: validSteps()[1],
  });
const track = (a: App, from: From) =>
  a.inject({
    method: 'POST',
    url: '/api/analytics/track',
    remoteAddress: from.ip,
    headers: headersOf(from, consented),
    payload: { event: 'page_view', properties: { page: '/' } },
  });
const home = (a: App, from: From) =>
  a.inject({ method: 'GET', url: '/', remoteAddress: from.ip, headers: headersOf(from, consented) });
const sessionCookie = (response: { cookies: { name: string }[] }) => response.cookies.find((c) => c.name === 'sid');
const assignmentsOf = async (testId: string) =>
  (await db.db.select().from(abAssignments).where(eq(abAssignments.testId, testId))).length;

describe('one limit of new sessions per address, however they are made', () => {
  it('A/B assignments count against it and are refused over it, as step saves and analytics are', async () => {
    const testId = await createTest();
    const from = { ip: uniqueIp() };
    for (let i = 0; i < LIMIT; i++) {
      const response = await assign(app, testId, from);
      expect(response.statusCode, response.body).toBe(200);
      expect(sessionCookie(response)).toBeDefined();
    }
    for (const refused of [await assign(app, testId, from), await stepOne(app, from), await track(app, from)]) {
      expect(refused.statusCode, refused.body).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(sessionCookie(refused)).toBeUndefined();
    }
    expect(await assignmentsOf(testId)).toBe(LIMIT);
    // Another address is not affected.
    expect((await assign(app, testId, { ip: uniqueIp() })).statusCode).toBe(200);
  });

  it('step saves and analytics use up the same allowance as assignments', async () => {
    const testId = await createTest();
    const from = { ip: uniqueIp() };
    for (let i = 0; i < LIMIT / 2; i++) expect((await stepOne(app, from)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT / 2; i++) expect((await track(app, from)).statusCode).toBe(204);
    expect((await assign(app, testId, from)).statusCode).toBe(429);
  });
});

describe('no session for a bot', () => {
  it('an A/B assignment answers the control to a crawler, with no session and nothing counted', async () => {
    const testId = await createTest();
    const crawler = { ip: uniqueIp(), userAgent: GOOGLEBOT };
    for (let i = 0; i < LIMIT + 5; i++) {
      const response = await assign(app, testId, crawler);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ testId, variantId: 'control' });
      expect(sessionCookie(response)).toBeUndefined();
    }
    expect(await assignmentsOf(testId)).toBe(0);
  });

  it('analytics from a crawler are not stored and make no session', async () => {
    const response = await track(app, { ip: uniqueIp(), userAgent: GOOGLEBOT });
    expect(response.statusCode).toBe(204);
    expect(sessionCookie(response)).toBeUndefined();
  });
});

// The home page's slot is shared by every test file on one PostgreSQL database: as in
// ab-slots.test.ts, the page with an experiment on it is tested on the embedded database only.
describe.skipIf(process.env.TEST_DB_DRIVER === 'pg')('the home page with an experiment on its slot', () => {
  it('mints no session past the address limit and none for a crawler: the page as built, nothing counted', async () => {
    const testId = await createTest('home-hero');
    const from = { ip: uniqueIp() };
    for (let i = 0; i < LIMIT; i++) {
      const page = await home(app, from);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Variant heading');
      expect(sessionCookie(page)).toBeDefined();
    }
    const over = await home(app, from);
    expect(over.statusCode).toBe(200);
    expect(over.body).not.toContain('Variant heading');
    expect(sessionCookie(over)).toBeUndefined();
    expect((await stepOne(app, from)).statusCode).toBe(429);

    const crawled = await home(app, { ip: uniqueIp(), userAgent: GOOGLEBOT });
    expect(crawled.statusCode).toBe(200);
    expect(crawled.body).not.toContain('Variant heading');
    expect(sessionCookie(crawled)).toBeUndefined();
    expect(await assignmentsOf(testId)).toBe(LIMIT);
  });
});
