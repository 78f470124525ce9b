import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { abAssignments, abVariants } from '#server/db/schema/index.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { BROWSER_USER_AGENT } from '#tests/support/applications.ts';
import { cookiesFrom, createTestApp } from '#tests/support/test-app.ts';
import { COOKIE_CONSENT_COOKIE } from '#shared/analytics-events.ts';
import { bucketOf, pickVariant } from './ab-tests.service.ts';

const { app, db } = await createTestApp({ siteRoot: null });
const { cookie } = await adminSession(app, db.db);
/** The cookie banner's "Accept All Cookies", as the browser sends it: experiments need it (issue 41.14). */
const ACCEPTED = `${COOKIE_CONSENT_COOKIE}=all`;
const newId = () => `t_${randomBytes(5).toString('hex')}`;
const definition = (testId: string, weights = [0.5, 0.5]) => ({
  testId,
  name: `Test ${testId}`,
  description: 'Hero copy',
  variants: [
    { id: 'control', name: 'Control', weight: weights[0] },
    { id: 'variant_a', name: 'Variant A', weight: weights[1] },
  ],
});
const admin = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie }, payload });
const listTests = async () =>
  (await app.inject({ method: 'GET', url: '/api/abtest/tests', headers: { cookie } })).json();

describe('bucketing', () => {
  it('is deterministic per session and follows the weights', () => {
    expect(bucketOf('s1', 't')).toBe(bucketOf('s1', 't'));
    const variants = [
      { variantId: 'control', weight: 0.2 },
      { variantId: 'variant_a', weight: 0.8 },
    ];
    let a = 0;
    for (let i = 0; i < 10_000; i++)
      if (pickVariant(variants, bucketOf(`session-${i}`, 'weights')) === 'variant_a') a++;
    expect(a / 10_000).toBeGreaterThan(0.78);
    expect(a / 10_000).toBeLessThan(0.82);
    expect(pickVariant([{ variantId: 'x', weight: 0 }], 0.5)).toBeNull();
  });
});

describe('A/B test manager', () => {
  it('creates, lists, toggles and deletes a test', async () => {
    const testId = newId();
    expect((await admin('/api/abtest/create', definition(testId))).statusCode).toBe(201);
    expect((await admin('/api/abtest/create', definition(testId))).statusCode).toBe(200);
    expect((await admin('/api/abtest/create', { ...definition(testId), name: 'Other' })).statusCode).toBe(409);
    const test = (await listTests()).find((t: { testId: string }) => t.testId === testId);
    expect(test).toMatchObject({
      name: `Test ${testId}`,
      description: 'Hero copy',
      status: 'active',
      totalAssignments: 0,
      totalConversions: 0,
      srmWarning: false,
    });
    expect(test.variants).toEqual([
      expect.objectContaining({ id: 'control', weight: 0.5, assignments: 0, chanceToBeatControl: null }),
      expect.objectContaining({ id: 'variant_a', weight: 0.5, assignments: 0 }),
    ]);
    expect((await admin('/api/abtest/toggle', { testId, status: 'paused' })).statusCode).toBe(200);
    expect((await listTests()).find((t: { testId: string }) => t.testId === testId).status).toBe('paused');
    expect((await app.inject({ method: 'GET', url: `/api/abtest/assign/${testId}` })).statusCode).toBe(404);
    expect((await admin('/api/abtest/toggle', { testId: newId(), status: 'paused' })).statusCode).toBe(404);
    expect((await admin('/api/abtest/delete', { testId })).json()).toEqual({ success: true, deleted: true });
    expect((await listTests()).some((t: { testId: string }) => t.testId === testId)).toBe(false);
    expect((await admin('/api/abtest/delete', { testId })).statusCode).toBe(200);
  });

  it('validates the create payload: id pattern, name, weights summing to 100%', async () => {
    const bad = async (payload: object) => (await admin('/api/abtest/create', payload)).statusCode;
    expect(await bad({ ...definition('Bad-Id') })).toBe(400);
    expect(await bad({ ...definition(newId()), name: '' })).toBe(400);
    expect(await bad(definition(newId(), [0.5, 0.6]))).toBe(400);
    expect(await bad(definition(newId(), [1.2, -0.2]))).toBe(400);
  });

  it('serves the control to a visitor who has not accepted cookies: no cookie, nothing counted (41.14)', async () => {
    const testId = newId();
    await admin('/api/abtest/create', definition(testId));
    for (const cookie of [undefined, `${COOKIE_CONSENT_COOKIE}=essential`]) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/abtest/assign/${testId}`,
        headers: { 'user-agent': BROWSER_USER_AGENT, ...(cookie ? { cookie } : {}) },
      });
      expect(answer.json()).toEqual({ testId, variantId: 'control' });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const test = (await listTests()).find((t: { testId: string }) => t.testId === testId);
    expect(test).toMatchObject({ totalAssignments: 0 });
  });

  it('assigns a visitor stickily, converts once, and reports statistics', async () => {
    const testId = newId();
    await admin('/api/abtest/create', definition(testId));
    const first = await app.inject({
      method: 'GET',
      url: `/api/abtest/assign/${testId}`,
      headers: { 'user-agent': BROWSER_USER_AGENT, cookie: ACCEPTED },
    });
    expect(first.statusCode).toBe(200);
    const visitor = `${ACCEPTED}; ${cookiesFrom(first)}`;
    const { variantId } = first.json();
    expect(['control', 'variant_a']).toContain(variantId);
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `/api/abtest/assign/${testId}`,
            headers: { cookie: visitor, 'user-agent': BROWSER_USER_AGENT },
          })
        ).json().variantId,
      ).toBe(variantId);
    }
    const convert = () =>
      app.inject({ method: 'POST', url: `/api/abtest/convert/${testId}`, headers: { cookie: visitor } });
    expect((await convert()).json()).toEqual({ converted: true });
    expect((await convert()).json()).toEqual({ converted: false });
    expect((await app.inject({ method: 'POST', url: `/api/abtest/convert/${testId}` })).statusCode).toBe(404);
    const test = (await listTests()).find((t: { testId: string }) => t.testId === testId);
    expect(test).toMatchObject({ totalAssignments: 1, totalConversions: 1 });
    expect(test.variants.find((v: { id: string }) => v.id === variantId)).toMatchObject({
      assignments: 1,
      conversions: 1,
      conversionRate: 1,
    });
    expect((await app.inject({ method: 'GET', url: '/api/abtest/assign/unknown_test' })).statusCode).toBe(404);
  });

  it('computes chance to beat control and flags a sample ratio mismatch', async () => {
    const testId = newId();
    await admin('/api/abtest/create', definition(testId));
    const rows = [
      ...Array.from({ length: 5000 }, (_, i) => ({
        testId,
        visitorId: `c${i}`,
        variantId: 'control',
        convertedAt: i < 500 ? new Date() : null,
      })),
      ...Array.from({ length: 5500 }, (_, i) => ({
        testId,
        visitorId: `a${i}`,
        variantId: 'variant_a',
        convertedAt: i < 650 ? new Date() : null,
      })),
    ];
    for (let i = 0; i < rows.length; i += 2000) await db.db.insert(abAssignments).values(rows.slice(i, i + 2000));
    const test = (await listTests()).find((t: { testId: string }) => t.testId === testId);
    expect(test.srmWarning).toBe(true);
    expect(test.srmPValue).toBeLessThan(0.001);
    const variant = test.variants[1];
    expect(variant.conversionRate).toBeCloseTo(650 / 5500, 10);
    expect(variant.chanceToBeatControl).toBeGreaterThan(0.9);
    expect(variant.uplift.low).toBeLessThan(variant.uplift.estimate);
    expect(variant.uplift.high).toBeGreaterThan(variant.uplift.estimate);
  });
});

it('keeps variant weights as fractions', async () => {
  const testId = newId();
  await admin('/api/abtest/create', definition(testId, [0.3, 0.7]));
  const rows = await db.db.select().from(abVariants);
  expect(
    rows
      .filter((r) => r.testId === testId)
      .map((r) => r.weight)
      .sort(),
  ).toEqual([0.3, 0.7]);
});
