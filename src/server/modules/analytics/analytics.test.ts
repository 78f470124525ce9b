import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import type { DbHandle } from '#server/db/client.ts';
import { analyticsEvents } from '#server/db/schema/index.ts';
import { COOKIE_CONSENT_COOKIE } from '#shared/analytics-events.ts';
import { BROWSER_USER_AGENT } from '#tests/support/applications.ts';
import { createTestApp } from '#tests/support/test-app.ts';

let app: App;
let db: DbHandle;
beforeAll(async () => {
  ({ app, db } = await createTestApp({ siteRoot: null }));
});

/** Each test tracks its own event name, so it finds exactly its own rows. */
const uniqueEvent = () => `test_event_${randomBytes(5).toString('hex')}`;
const rowsOf = (event: string) => db.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventType, event));

const track = (body: unknown, consent?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/analytics/track',
    headers: {
      'content-type': 'application/json',
      'user-agent': BROWSER_USER_AGENT,
      ...(consent ? { cookie: `${COOKIE_CONSENT_COOKIE}=${consent}` } : {}),
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/analytics/track', () => {
  it('stores an event with session, page, step, screen size, UTM values and user agent (consent all)', async () => {
    const event = uniqueEvent();
    const response = await track(
      {
        event,
        properties: {
          path: '/emergency-loans?utm_source=google',
          page: 'emergency_loans',
          source: 'google',
          medium: 'cpc',
          campaign: 'winter',
          step: 3,
          screenWidth: 375,
          screenHeight: 812,
        },
      },
      'all',
      { 'user-agent': `${BROWSER_USER_AGENT} TestBrowser/1.0` },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.cookies.map((c) => c.name)).toContain('sid');
    const [row] = await rowsOf(event);
    expect(row).toMatchObject({
      page: '/emergency-loans',
      eventLabel: 'emergency_loans',
      step: 3,
      screenWidth: 375,
      screenHeight: 812,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'winter',
      userAgent: `${BROWSER_USER_AGENT} TestBrowser/1.0`,
    });
    expect(row?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps using the visitor session the browser already has', async () => {
    const first = uniqueEvent();
    const firstResponse = await track({ event: first, properties: {} }, 'all');
    const sid = firstResponse.cookies.find((c) => c.name === 'sid')!.value;
    const second = uniqueEvent();
    const response = await track({ event: second }, undefined, { cookie: `${COOKIE_CONSENT_COOKIE}=all; sid=${sid}` });
    expect(response.statusCode).toBe(204);
    expect(response.cookies).toEqual([]);
    const [a] = await rowsOf(first);
    const [b] = await rowsOf(second);
    expect(b?.sessionId).toBe(a?.sessionId);
  });

  it('stores nothing and creates no session without consent, or with Essential Only', async () => {
    for (const consent of [undefined, 'essential', 'bogus']) {
      const event = uniqueEvent();
      const response = await track({ event, properties: { path: '/' } }, consent);
      expect(response.statusCode, String(consent)).toBe(204);
      expect(response.cookies, String(consent)).toEqual([]);
      expect(await rowsOf(event), String(consent)).toEqual([]);
    }
  });

  it('drops properties that look like personal data', async () => {
    const event = uniqueEvent();
    const response = await track(
      {
        event,
        properties: {
          path: '/contact',
          note: 'write to jane.doe@example.com',
          mobile: '07911123456',
          contact: 'call 07911 123 456',
          ref: 'account 12345678',
          sortCode: '112233',
          firstName: 'Jane',
          big: 447911123456,
          label: 'hero_button',
          value: 3,
        },
      },
      'all',
    );
    expect(response.statusCode).toBe(204);
    const [row] = await rowsOf(event);
    expect(row?.properties).toEqual({ path: '/contact', label: 'hero_button', value: 3 });
    expect(JSON.stringify(row)).not.toMatch(/jane|07911|12345678|112233/i);
  });

  it('accepts the text/plain JSON that navigator.sendBeacon sends', async () => {
    const event = uniqueEvent();
    const response = await track(JSON.stringify({ event, properties: { path: '/faq' } }), 'all', {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(response.statusCode).toBe(204);
    expect(await rowsOf(event)).toHaveLength(1);
  });

  it('rejects malformed bodies with 400 and stores nothing', async () => {
    const event = uniqueEvent();
    const bad = [
      '{"event":',
      { properties: {} },
      { event: 'Bad Event!' },
      { event: 'x'.repeat(80) },
      { event, properties: { nested: { a: 1 } } },
      { event, properties: { list: [1, 2] } },
      { event, properties: { 'bad key': 1 } },
      { event, properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
    ];
    for (const body of bad) {
      const response = await track(body, 'all');
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toHaveProperty('message');
    }
    const beacon = await track('not json', 'all', { 'content-type': 'text/plain' });
    expect(beacon.statusCode).toBe(400);
    expect(await rowsOf(event)).toEqual([]);
  });

  it('rejects bodies over 4 KB with 413', async () => {
    const event = uniqueEvent();
    const response = await track(
      {
        event,
        properties: {
          a: 'x'.repeat(300),
          ...Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`p${i}`, 'y'.repeat(290)])),
        },
      },
      'all',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
    expect(await rowsOf(event)).toEqual([]);
  });
});
