import { brotliDecompressSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { BROWSER_USER_AGENT, completeSteps, CONSENT, type Visitor, visitor } from '#tests/support/applications.ts';
import { fakePanel } from '#tests/support/fake-panel.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// Experiments on the site's slots (contract: POST /api/abtest/create with slot; decision 022).
const { app, db } = await createTestApp({ lenderPanel: fakePanel().panel });
const { cookie } = await adminSession(app, db.db);
const admin = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie }, payload });
const created: string[] = [];
const HEADING = 'Borrow from £50 with a soft search';
const CTA = 'See my options';

async function createSlotTest(slot: string, content: object, weights = [0.5, 0.5], status = 201) {
  const testId = `slot_${randomBytes(5).toString('hex')}`;
  const response = await admin('/api/abtest/create', {
    testId,
    name: `Slot ${testId}`,
    slot,
    variants: [
      { id: 'control', name: 'Control', weight: weights[0] },
      { id: 'variant_a', name: 'Variant A', weight: weights[1], content },
    ],
  });
  expect(response.statusCode, response.body).toBe(status);
  if (status === 201) created.push(testId);
  return { testId, response };
}
const resultOf = async (testId: string) =>
  (
    (await app.inject({ method: 'GET', url: '/api/abtest/tests', headers: { cookie } })).json() as {
      testId: string;
      slot: string;
      variants: { id: string; assignments: number; conversions: number; content: object | null }[];
    }[]
  ).find((t) => t.testId === testId)!;
const h1Of = (html: string) => /<h1[^>]*data-ab-slot="home-hero:heading"[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];

// Other files serve the home page too: no slot test outlives its own test.
afterEach(async () => {
  for (const testId of created.splice(0)) await admin('/api/abtest/delete', { testId });
});

describe.skipIf(process.env.TEST_DB_DRIVER === 'pg')('slot tests: creation rules', () => {
  it('allows one active test per slot: a second create or activation is a 409, the other slot is free', async () => {
    const first = await createSlotTest('home-hero', { heading: HEADING });
    const { response } = await createSlotTest('home-hero', { heading: 'Another heading' }, [0.5, 0.5], 409);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/already running on this slot/),
      errors: [{ path: 'slot', message: expect.any(String) }],
    });
    await createSlotTest('apply-cta', { cta: CTA });
    expect((await admin('/api/abtest/toggle', { testId: first.testId, status: 'paused' })).statusCode).toBe(200);
    const second = await createSlotTest('home-hero', { heading: 'Another heading' });
    expect((await admin('/api/abtest/toggle', { testId: first.testId, status: 'active' })).statusCode).toBe(409);
    expect((await resultOf(first.testId)).slot).toBe('home-hero');
    expect((await resultOf(second.testId)).variants[1]!.content).toEqual({ heading: 'Another heading' });
  });

  it('refuses content the slot cannot show, content on the control, and a slot variant without words', async () => {
    const bad = async (payload: object) =>
      (
        await admin('/api/abtest/create', { testId: `slot_${randomBytes(5).toString('hex')}`, name: 'Bad', ...payload })
      ).json();
    const arms = (control: object | undefined, variant: object | undefined) => [
      { id: 'control', name: 'Control', weight: 0.5, ...(control ? { content: control } : {}) },
      { id: 'variant_a', name: 'Variant A', weight: 0.5, ...(variant ? { content: variant } : {}) },
    ];
    expect((await bad({ slot: 'apply-cta', variants: arms(undefined, { heading: 'x' }) })).errors).toEqual([
      { path: 'variants.1.content.heading', message: 'The apply-cta slot has no heading' },
    ]);
    expect((await bad({ slot: 'home-hero', variants: arms({ cta: 'x' }, { cta: 'y' }) })).errors).toEqual([
      { path: 'variants.0.content', message: "The control keeps the page's own words" },
    ]);
    expect((await bad({ slot: 'home-hero', variants: arms(undefined, undefined) })).errors).toEqual([
      { path: 'variants.1.content', message: 'Give variant A its own words for this slot' },
    ]);
    expect((await bad({ variants: arms(undefined, { cta: 'y' }) })).errors).toEqual([
      { path: 'variants.1.content', message: 'Content needs a slot to show it in' },
    ]);
    expect((await bad({ slot: 'footer', variants: arms(undefined, { cta: 'y' }) })).errors[0].path).toBe('slot');
  });
});

// Only on the embedded database, which is this file's own: on the shared PostgreSQL test database
// an active experiment would change the home page other files are reading at that moment.
describe.skipIf(process.env.TEST_DB_DRIVER === 'pg')('slot tests on the site', () => {
  it(
    'serves each visitor the words of their sticky variant in the home page ' +
      "HTML, counts the exposure, and converts only the completed application's " +
      'variant',
    async () => {
      const { testId } = await createSlotTest('home-hero', { heading: HEADING, cta: CTA });
      const seen = new Map<string, Visitor>();
      for (let i = 0; i < 40 && seen.size < 2; i++) {
        const v = visitor(app, undefined, { consent: 'all' });
        const html = (await v.call('GET', '/')).body;
        const arm = h1Of(html) === HEADING ? 'variant_a' : 'control';
        if (arm === 'variant_a')
          expect(html).toMatch(new RegExp(`<a[^>]*data-ab-slot="home-hero:cta"[^>]*>${CTA}</a>`));
        else expect(h1Of(html)).toMatch(/Short-term loans from/);
        if (!seen.has(arm)) seen.set(arm, v);
      }
      expect([...seen.keys()].sort()).toEqual(['control', 'variant_a']);
      const variantVisitor = seen.get('variant_a')!;
      const again = await variantVisitor.call('GET', '/');
      expect(h1Of(again.body)).toBe(HEADING);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      const compressed = await app.inject({
        method: 'GET',
        url: '/',
        headers: { cookie: variantVisitor.cookie(), 'accept-encoding': 'br', 'user-agent': BROWSER_USER_AGENT },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(h1Of(brotliDecompressSync(compressed.rawPayload).toString())).toBe(HEADING);
      const revalidated = await app.inject({
        method: 'GET',
        url: '/',
        headers: {
          cookie: variantVisitor.cookie(),
          'user-agent': BROWSER_USER_AGENT,
          'if-none-match': String(again.headers.etag),
        },
      });
      expect(revalidated.statusCode).toBe(304);

      const before = await resultOf(testId);
      await completeSteps(variantVisitor);
      expect((await variantVisitor.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
      expect((await variantVisitor.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
      const after = await resultOf(testId);
      const arm = (r: typeof after, id: string) => r.variants.find((v) => v.id === id)!;
      expect(arm(after, 'variant_a')).toMatchObject({
        assignments: arm(before, 'variant_a').assignments,
        conversions: 1,
      });
      expect(arm(after, 'control')).toMatchObject({ assignments: arm(before, 'control').assignments, conversions: 0 });
    },
  );

  it("puts the apply-cta variant's words on step 1's Continue in the server's HTML, and not once paused", async () => {
    const { testId } = await createSlotTest('apply-cta', { cta: CTA }, [0, 1]);
    const v = visitor(app, undefined, { consent: 'all' });
    const continueWords = (html: string) => /<button type="submit"[^>]*>([^<]*)/.exec(html)?.[1];
    expect(continueWords((await v.call('GET', '/apply')).body)).toBe(CTA);
    expect((await resultOf(testId)).variants[1]).toMatchObject({ assignments: 1 });
    await admin('/api/abtest/toggle', { testId, status: 'paused' });
    expect(continueWords((await v.call('GET', '/apply')).body)).toBe('Continue');
  });

  it('serves the control until the visitor accepts cookies: no session cookie, nothing counted (41.14)', async () => {
    const { testId } = await createSlotTest('apply-cta', { cta: CTA }, [0, 1]);
    const continueWords = (html: string) => /<button type="submit"[^>]*>([^<]*)/.exec(html)?.[1];
    for (const consent of [undefined, 'essential'] as const) {
      const v = visitor(app, undefined, consent ? { consent } : {});
      const page = await v.call('GET', '/apply');
      expect(continueWords(page.body)).toBe('Continue');
      expect(page.headers['set-cookie']).toBeUndefined();
    }
    expect((await resultOf(testId)).variants[1]).toMatchObject({ assignments: 0 });
    const accepted = visitor(app, undefined, { consent: 'all' });
    expect(continueWords((await accepted.call('GET', '/apply')).body)).toBe(CTA);
    expect((await resultOf(testId)).variants[1]).toMatchObject({ assignments: 1 });
  });

  it('leaves the home page as built when no test runs on its slot', async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(h1Of(html)).toMatch(/Short-term loans from/);
  });
});
