import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAttempts } from '#server/db/schema/index.ts';
import { RECENT_AUTH_MS } from '#server/modules/auth/admin-session.ts';
import { leadFor, signedCall } from '#server/modules/lenders/inbound/inbound.fixtures.ts';
import { enrolledLenderUser, portalGet, writePanel } from '#server/modules/lenders/portal/portal.fixtures.ts';
import { adminSession, auditRows, loginAdmin, SAME_ORIGIN, totpCode } from '#tests/support/admins.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import type { FakeLender } from '#tests/support/fake-lender-answers.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp, uniqueEmail } from '#tests/support/test-app.ts';
import { NO_SECRET } from './live-panel.ts';

// Decision 098: a lender made in the back office becomes a full lender once an admin issues its
// shared secret: asked by the ping tree, able to call the inbound API, given portal users.

const s = Math.random().toString(36).slice(2, 8);
const FILED = `filed-${s}`;
const MADE = `made-${s}`;
// The lender made in the back office answers at the fake lenders too; `secret` is what it deployed.
const made: FakeLender = { id: MADE, price: 40 };
const fakes = await startFakeLenders([{ id: FILED, tier: 2, price: 10 }, made]);
afterAll(() => fakes.close());
const config = fakes.config();
const file = writePanel({ ...config, lenders: config.lenders.filter((l) => l.id === FILED) }, FILED);
const { app, db, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
clock.set(new Date('2032-03-10T10:00:00Z'));
const admin = await adminSession(app, db.db);
const HOUR = 3_600_000;

const adminPost = (url: string, payload?: object, cookie = admin.cookie) =>
  app.inject({ method: 'POST', url, headers: { cookie, ...SAME_ORIGIN }, ...(payload ? { payload } : {}) });
const issue = () => adminPost(`/api/admin/lenders/settings/${MADE}/secret`);
/** The admin enters password and code again (the next 30-second step: each is accepted once). */
async function reauth() {
  clock.advance(30_000);
  const answer = await adminPost('/api/admin/reauth', {
    password: admin.password,
    totp: totpCode(admin.totpSecret!, clock.now()),
  });
  expect(answer.statusCode).toBe(200);
}
const outcome = async (secret: string) => {
  const reference = await leadFor(db.db, MADE, { at: clock.now(), price: 40 });
  const body = { reference, outcome: 'declined' };
  return signedCall(app, clock.now(), { url: '/api/lenders/v1/outcomes', lender: MADE, secret, body });
};
/** One lead through the ping tree: whether the made lender was asked, and what was recorded for it. */
async function lead() {
  const before = fakes.stats.get(MADE)!.pings;
  const application = await createApplication(db.db);
  await app.lenderPanel.submit(application.id);
  const attempts = await db.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, application.id));
  return { pinged: fakes.stats.get(MADE)!.pings - before, attempt: attempts.find((a) => a.lenderId === MADE) };
}

const lenderBody = {
  id: MADE,
  name: 'Made Here Loans',
  endpoint: config.lenders.find((l) => l.id === MADE)!.endpoint,
  tier: 1,
  pricePence: 4000,
  priority: 0,
  panels: ['primary'],
  timeoutMs: null,
  dailyCap: null,
  weeklyCap: null,
  monthlyCap: null,
  schedule: null,
  returnWindowHours: 72,
  returnCapPercent: 10,
  paused: false,
};
const created = await adminPost('/api/admin/lenders/settings', lenderBody);

describe('a lender made in the back office, before its secret', () => {
  it('has no secret: not asked, and no call of its is accepted, not even one signed with an empty secret', async () => {
    expect(created.json()).toMatchObject({ id: MADE, source: 'admin', hasSecret: false });
    expect(await lead()).toMatchObject({ pinged: 0, attempt: { decision: 'skipped', errorReason: NO_SECRET } });
    expect((await outcome('')).statusCode).toBe(401);
    expect((await outcome('any-guessed-secret-0123456789')).statusCode).toBe(401);
  });
});

describe('issuing its shared secret (decision 098)', () => {
  it('is refused without a recent re-authentication, and for a lender that exists nowhere', async () => {
    clock.advance(RECENT_AUTH_MS + 1000);
    const late = await issue();
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: 'Confirm your password and code to continue' });
    await reauth();
    expect((await adminPost('/api/admin/lenders/settings/nobody-here/secret')).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/admin/lenders/settings/${MADE}/secret`,
      headers: SAME_ORIGIN,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await auditRows(db.db, 'lender.secret_issue', 'lenderId', MADE)).toEqual([]);
  });

  it('applies the first secret at once: its calls work, it is asked, it gets portal users', async () => {
    const answer = await issue();
    expect(answer.statusCode).toBe(201);
    const { secret, appliesNow, previousValidUntil } = answer.json();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect({ appliesNow, previousValidUntil }).toEqual({ appliesNow: true, previousValidUntil: null });
    const [audit] = await auditRows(db.db, 'lender.secret_issue', 'lenderId', MADE);
    expect(audit).toMatchObject({ details: { lenderId: MADE, appliesNow: true } });
    expect(JSON.stringify(audit)).not.toContain(secret);

    expect((await outcome(secret)).statusCode).toBe(200);
    expect((await outcome(`${secret}x`)).statusCode).toBe(401);
    expect((await outcome('')).statusCode).toBe(401);
    made.secret = secret;
    expect(await lead()).toMatchObject({ pinged: 1, attempt: { decision: 'sold' } });
    expect(fakes.stats.get(MADE)!.badSignatures).toBe(0);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/lenders/settings',
      headers: { cookie: admin.cookie },
    });
    expect(list.json().lenders.find((l: { id: string }) => l.id === MADE).hasSecret).toBe(true);

    const user = await enrolledLenderUser(app, admin.cookie, MADE);
    expect((await portalGet(app, '/api/lender-portal/me', user.cookie)).json().lender).toEqual({
      id: MADE,
      name: 'Made Here Loans',
    });
    const nowhere = await adminPost('/api/admin/lenders/nobody-here/users', { email: uniqueEmail('none') });
    expect(nowhere.statusCode).toBe(404);
  });

  it('rotates with the 24-hour overlap from the second secret on', async () => {
    const first = made.secret!;
    const answer = await issue();
    const { secret: second, appliesNow, previousValidUntil } = answer.json();
    expect(appliesNow).toBe(false);
    expect(previousValidUntil).toBe(new Date(clock.now().getTime() + 24 * HOUR).toISOString());
    expect((await outcome(first)).statusCode).toBe(200);
    expect((await outcome(second)).statusCode).toBe(200);
    // Both issues are in the lender's history, by the admin (issue 41.6).
    const history = await app.inject({
      method: 'GET',
      url: `/api/admin/lenders/settings/${MADE}/history`,
      headers: { cookie: admin.cookie },
    });
    expect(history.json().changes.slice(0, 2)).toMatchObject([
      { action: 'secret_issued', by: admin.email, after: { appliesNow: false, previousValidUntil } },
      { action: 'secret_issued', by: admin.email, after: { appliesNow: true, previousValidUntil: null } },
    ]);
    // The broker keeps signing with the first until the overlap ends: the lender has not deployed yet.
    expect(await lead()).toMatchObject({ pinged: 1, attempt: { decision: 'sold' } });

    clock.advance(24 * HOUR);
    expect((await outcome(first)).statusCode).toBe(401);
    expect((await outcome(second)).statusCode).toBe(200);
    made.secret = second;
    expect(await lead()).toMatchObject({ pinged: 1, attempt: { decision: 'sold' } });
    expect(fakes.stats.get(MADE)!.badSignatures).toBe(0);
  });
});

describe('two admins issuing a first secret at the same moment', () => {
  it('are served one after the other: one secret applies now, the other rotates it', async () => {
    const RACE = `race-${s}`;
    // A new sign-in (the overlap test moved the clock past the first session): a recent one too.
    const cookie = await loginAdmin(app, admin);
    const race = await adminPost(
      '/api/admin/lenders/settings',
      { ...lenderBody, id: RACE, name: 'Race Loans' },
      cookie,
    );
    expect(race.statusCode).toBe(201);
    const url = `/api/admin/lenders/settings/${RACE}/secret`;
    const answers = await Promise.all([adminPost(url, undefined, cookie), adminPost(url, undefined, cookie)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers.map((a) => a.json().appliesNow as boolean).sort()).toEqual([false, true]);
  });
});
