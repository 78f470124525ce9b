import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import type { DbHandle } from '#server/db/client.ts';
import { contactMessages, rateLimitCounters } from '#server/db/schema/index.ts';
import { createTestApp, uniqueEmail, uniqueIp } from '#tests/support/test-app.ts';
import { MAX_MESSAGES_PER_EMAIL_PER_HOUR } from './contact.service.ts';

let app: App;
let db: DbHandle;
let clock: Awaited<ReturnType<typeof createTestApp>>['clock'];
beforeAll(async () => {
  ({ app, db, clock } = await createTestApp({ siteRoot: null }));
});

const send = (payload: Record<string, unknown>, target = app, ip?: string) =>
  target.inject({ method: 'POST', url: '/api/contact', payload, ...(ip ? { remoteAddress: ip } : {}) });
const rowsFor = (email: string) => db.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/contact', () => {
  it('stores the message and answers with the confirmation text', async () => {
    const email = uniqueEmail('contact');
    const response = await send(
      { name: ' Jane Doe ', email, phone: '07911 123456', message: 'Can I change my loan amount?' },
      app,
      uniqueIp(),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: "Thank you for your message. We'll get back to you soon!",
    });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Jane Doe',
      email,
      phone: '07911 123456',
      message: 'Can I change my loan amount?',
      readAt: null,
    });
  });

  it('treats phone as optional', async () => {
    const email = uniqueEmail('contact');
    const response = await send({ name: 'Sam', email, phone: '', message: 'Hello' }, app, uniqueIp());
    expect(response.statusCode).toBe(201);
    expect((await rowsFor(email))[0]?.phone).toBeNull();
  });

  it('answers 400 with field messages for missing or invalid fields and stores nothing', async () => {
    const email = uniqueEmail('contact');
    const response = await send({ name: '', email: 'not-an-email', phone: 'call me', message: '   ' }, app, uniqueIp());
    expect(response.statusCode).toBe(400);
    const body = response.json() as { errors: { path: string; message: string }[] };
    expect(body.errors.map((e) => e.path).sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(body.errors.find((e) => e.path === 'name')?.message).toBe('Please enter your name');
    const missing = await send({ email }, app, uniqueIp());
    expect(missing.statusCode).toBe(400);
    expect(await rowsFor(email)).toEqual([]);
  });

  it('is safe to retry: the same message sent twice is stored once', async () => {
    const email = uniqueEmail('contact');
    const payload = { name: 'Retry Person', email, message: 'Same text twice' };
    const ip = uniqueIp();
    expect((await send(payload, app, ip)).statusCode).toBe(201);
    expect((await send(payload, app, ip)).statusCode).toBe(201);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('limits messages per email address per hour', async () => {
    const email = uniqueEmail('contact');
    for (let i = 0; i < MAX_MESSAGES_PER_EMAIL_PER_HOUR; i++) {
      expect((await send({ name: 'Busy', email, message: `Message ${i}` }, app, uniqueIp())).statusCode).toBe(201);
    }
    const blocked = await send({ name: 'Busy', email, message: 'One more' }, app, uniqueIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/several messages/);
    clock.advance(61 * 60 * 1000);
    expect((await send({ name: 'Busy', email, message: 'Next hour' }, app, uniqueIp())).statusCode).toBe(201);
  });

  it('limits messages per client IP, counted in the database across server instances', async () => {
    // Two instances on one database, as behind a load balancer: the limit is shared.
    const unscaled = { siteRoot: null, env: { RATE_LIMIT_SCALE: '1' } };
    const [{ app: one }, { app: other }] = [await createTestApp(unscaled), await createTestApp(unscaled)];
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      expect(
        (await send({ name: 'Flood', email: uniqueEmail('flood'), message: `m${i}` }, i % 2 ? one : other, ip))
          .statusCode,
      ).toBe(201);
    }
    const blocked = await send({ name: 'Flood', email: uniqueEmail('flood'), message: 'too many' }, other, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many messages/);
    expect(
      (await send({ name: 'Other', email: uniqueEmail('other'), message: 'fine' }, one, uniqueIp())).statusCode,
    ).toBe(201);
    // The address itself is never stored, only its hash.
    const keys = (await db.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters))
      .map((r) => r.key)
      .join(' ');
    expect(keys).not.toContain(ip);
  });
});
