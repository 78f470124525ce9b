// Decision 136: the portal's screens call the request's services, never /api/lender-portal in-process.
// Every request Fastify routes is recorded: a page view, a sign-in and a return posted as the browser
// posts them must each be the only request served, and do what they say.
import type { RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadReturns, lenderUsers } from '#server/db/schema/index.ts';
import { adminSession, totpCode } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { leadFor, panelFile } from '../inbound/inbound.fixtures.ts';
import { enrolledLenderUser } from './portal.fixtures.ts';

const served: string[] = [];
function recordEveryRequest(route: RouteOptions) {
  const record = async (request: { url: string }) => void served.push(request.url);
  const own = route.onRequest;
  route.onRequest = [record, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
}

const LENDER = `screens-${Math.random().toString(36).slice(2, 8)}`;
const { app, db, clock } = await createTestApp({
  env: { LENDER_PANEL: panelFile([{ id: LENDER }]) },
  onRoute: recordEveryRequest,
});
clock.set(new Date('2031-06-15T12:00:00Z'));
const admin = await adminSession(app, db.db);
const user = await enrolledLenderUser(app, admin.cookie, LENDER);
const reference = await leadFor(db.db, LENDER, { at: new Date('2031-06-14T10:00:00Z'), price: 12 });

const form = (fields: Record<string, string>, cookie = '') => ({
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    'sec-fetch-site': 'same-origin',
    ...(cookie ? { cookie } : {}),
  },
  payload: new URLSearchParams(fields).toString(),
});

describe('the lender portal screens on services', () => {
  it('a page reads through the services in that one request', async () => {
    served.length = 0;
    const page = await app.inject({
      method: 'GET',
      url: '/lenders/leads?month=2031-06',
      headers: { cookie: user.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(reference);
    expect(served).toEqual(['/lenders/leads?month=2031-06']);
  });

  it('a sign-in posted as a form starts the session in that one request', async () => {
    await app.db.update(lenderUsers).set({ totpLastStep: null }).where(eq(lenderUsers.email, user.email));
    served.length = 0;
    const posted = await app.inject({
      method: 'POST',
      url: '/lenders/login',
      ...form({ email: user.email, password: user.password, totp: totpCode(user.totpSecret, clock.now()) }),
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/lenders/leads');
    expect(served).toEqual(['/lenders/login']);
    const cookie = posted.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookie).toContain('lender_sid=');
    const me = await app.inject({ method: 'GET', url: '/api/lender-portal/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: user.email, lender: { id: LENDER } });
  });

  it('a return posted as a form is filed in that one request; a bad form says why and files nothing', async () => {
    served.length = 0;
    const refused = await app.inject({
      method: 'POST',
      url: '/lenders/returns',
      ...form({ reference, reason: '', key: 'form-key-0001' }, user.cookie),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Choose a reason');
    const filed = await app.inject({
      method: 'POST',
      url: '/lenders/returns',
      ...form({ reference, reason: 'duplicate', key: 'form-key-0002' }, user.cookie),
    });
    expect(filed.statusCode).toBe(200);
    expect(served).toEqual(['/lenders/returns', '/lenders/returns']);
    expect(await db.db.select().from(leadReturns).where(eq(leadReturns.reference, reference))).toHaveLength(1);
  });

  it('a screen without a session sends to sign-in, through the same services', async () => {
    const page = await app.inject({ method: 'GET', url: '/lenders/exchanges' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/lenders/login');
  });
});
