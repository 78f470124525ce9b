import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAttempts, ledgerEntries, lenderSecrets } from '#server/db/schema/index.ts';
import { adminSession, totpCode } from '#tests/support/admins.ts';
import { fakeSecret, startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { leadFor, signedCall } from '../lender-inbound/inbound.fixtures.ts';
import {
  enrolledLenderUser,
  portalGet,
  portalPost,
  signInAgain,
  writePanel,
  type PortalUser,
} from './portal.fixtures.ts';

const s = Math.random().toString(36).slice(2, 8);
const A = `sec-a-${s}`;
const fake = await startFakeLenders([{ id: A, price: 25 }]);
const { app, db, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: writePanel(fake.config(), A) } });
clock.set(new Date('2031-07-01T09:00:00Z'));
const admin = await adminSession(app, db.db);
const user: PortalUser = await enrolledLenderUser(app, admin.cookie, A);
const HOUR = 3_600_000;
const statement = (secret: string) =>
  signedCall(app, clock.now(), { url: '/api/lenders/v1/statements/2031-07', lender: A, secret });
/** A code of the next time step (each step is accepted once). */
const nextCode = () => {
  clock.advance(30_000);
  return totpCode(user.totpSecret, clock.now());
};

describe('test leads (decision 082)', () => {
  const ledgerRows = async () =>
    (await db.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.lenderId, A)))[0]!.n;

  it('pings and posts a lead marked as a test, logs both, and bills nothing', async () => {
    await leadFor(db.db, A, { at: clock.now(), price: 25 });
    const [ledgerBefore, totalsBefore] = [await ledgerRows(), (await statement(fakeSecret(A))).json()];
    const sent = await portalPost(app, '/api/lender-portal/test-lead', undefined, user.cookie);
    expect(sent.statusCode).toBe(200);
    const { reference, exchanges } = sent.json() as { reference: string; exchanges: { stage: string }[] };
    expect(exchanges).toMatchObject([
      { stage: 'ping', answer: 'accept', price: 2500, test: true, httpStatus: 200 },
      { stage: 'post', answer: 'sold', price: 2500, test: true, httpStatus: 200 },
    ]);
    expect(fake.log.filter((line) => line.includes(reference))).toEqual([
      `${A} ping ${reference}`,
      `${A} post ${reference}`,
    ]);
    expect(await ledgerRows()).toBe(ledgerBefore);
    expect((await statement(fakeSecret(A))).json().totals).toEqual(totalsBefore.totals);
    const attempts = await db.db.select().from(leadAttempts).where(eq(leadAttempts.lenderId, A));
    expect(attempts).toHaveLength(1);
    const log = (await portalGet(app, '/api/lender-portal/exchanges', user.cookie)).json();
    expect(log.exchanges.some((e: { reference: string }) => e.reference === reference)).toBe(false);
    expect(log.tests.filter((e: { reference: string }) => e.reference === reference)).toMatchObject([
      { test: true, stage: 'post' },
      { test: true, stage: 'ping' },
    ]);
  });
});

describe('secret rotation in the portal (decision 081)', () => {
  it('needs a fresh code from the authenticator; a wrong one changes nothing', async () => {
    const wrong = await portalPost(app, '/api/lender-portal/secret/rotate', { totp: '123456' }, user.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('totp');
    expect(await db.db.select().from(lenderSecrets).where(eq(lenderSecrets.lenderId, A))).toEqual([]);
  });

  it('shows the new secret once; old and new both sign for 24 hours, then only the new', async () => {
    expect((await statement(fakeSecret(A))).statusCode).toBe(200);
    const rotated = await portalPost(app, '/api/lender-portal/secret/rotate', { totp: nextCode() }, user.cookie);
    expect(rotated.statusCode).toBe(200);
    const { secret, previousValidUntil } = rotated.json() as { secret: string; previousValidUntil: string };
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(previousValidUntil).getTime()).toBe(clock.now().getTime() + 24 * HOUR);
    const status = await portalGet(app, '/api/lender-portal/secret', user.cookie);
    expect(status.json()).toEqual({ rotatedAt: clock.now().toISOString(), previousValidUntil });
    expect(status.body).not.toContain(secret);
    // Stored encrypted, never as it is.
    const [stored] = await db.db.select().from(lenderSecrets).where(eq(lenderSecrets.lenderId, A));
    expect(stored!.secret).not.toContain(secret);

    expect((await statement(secret)).statusCode).toBe(200);
    expect((await statement(fakeSecret(A))).statusCode).toBe(200);
    // The broker's own calls keep the old secret during the overlap: the lender's endpoint still answers.
    const during = await portalPost(app, '/api/lender-portal/test-lead', undefined, user.cookie);
    expect(during.json().exchanges[0]).toMatchObject({ answer: 'accept', httpStatus: 200 });
    clock.advance(24 * HOUR - 1);
    expect((await statement(fakeSecret(A))).statusCode).toBe(200);
    clock.advance(1);
    expect((await statement(fakeSecret(A))).statusCode).toBe(401);
    expect((await statement(secret)).statusCode).toBe(200);
    expect((await statement('not-the-secret-0123456789')).statusCode).toBe(401);
    // From the end of the overlap the broker signs with the new secret (this fake lender never deployed it).
    const refusedBefore = fake.stats.get(A)!.badSignatures;
    const after = await portalPost(app, '/api/lender-portal/test-lead', undefined, await signInAgain(app, user));
    expect(after.json().exchanges).toMatchObject([{ stage: 'ping', answer: 'error', httpStatus: 401 }]);
    expect(fake.stats.get(A)!.badSignatures).toBe(refusedBefore + 1);
  });

  it('a second rotation keeps the first rotated secret for 24 hours and drops the older one', async () => {
    const cookie = await signInAgain(app, user);
    const first = (await portalPost(app, '/api/lender-portal/secret/rotate', { totp: nextCode() }, cookie)).json();
    clock.advance(10 * 60_000);
    const second = (await portalPost(app, '/api/lender-portal/secret/rotate', { totp: nextCode() }, cookie)).json();
    expect((await statement(second.secret)).statusCode).toBe(200);
    expect((await statement(first.secret)).statusCode).toBe(200);
    clock.advance(24 * HOUR);
    expect((await statement(first.secret)).statusCode).toBe(401);
    expect((await statement(second.secret)).statusCode).toBe(200);
  });
});

afterAll(() => fake.close());
