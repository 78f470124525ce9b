import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAttempts, ledgerEntries, lenderSecrets } from '#server/db/schema/index.ts';
import { adminSession, auditRows, loginAdmin, totpCode } from '#tests/support/admins.ts';
import { fakeSecret, type FakeLender } from '#tests/support/fake-lender-answers.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { leadFor, signedCall } from '../inbound/inbound.fixtures.ts';
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
// The fake lender checks signatures with the secret it deployed (`deployed.secret`; default fakeSecret(A)).
const deployed: FakeLender = { id: A, price: 25 };
const fake = await startFakeLenders([deployed]);
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
    const tests = (await portalGet(app, '/api/lender-portal/exchanges?kind=test', user.cookie)).json();
    expect(tests.exchanges.filter((e: { reference: string }) => e.reference === reference)).toMatchObject([
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

  it('a rotation inside the overlap keeps the deployed secret in use till the first overlap ends', async () => {
    // The lender deployed the secret in effect now (the previous test's), and it signs with it.
    const cookie = await signInAgain(app, user);
    const before = await portalGet(app, '/api/lender-portal/secret', cookie);
    expect(before.json().previousValidUntil).toBeNull();
    const deployedSecret = (
      await portalPost(app, '/api/lender-portal/secret/rotate', { totp: nextCode() }, cookie)
    ).json();
    // The rotation the lender deployed: from its overlap's end the broker signs with it, and so does the lender.
    clock.advance(24 * HOUR);
    deployed.secret = deployedSecret.secret;
    const cookie2 = await signInAgain(app, user);

    const first = (await portalPost(app, '/api/lender-portal/secret/rotate', { totp: nextCode() }, cookie2)).json();
    const firstEnd = first.previousValidUntil as string;
    clock.advance(10 * 60_000);
    const second = await portalPost(app, '/api/lender-portal/secret/rotate', { totp: nextCode() }, cookie2);
    expect(second.statusCode).toBe(200);
    // The overlap is the first's: the lender's deployed secret is not cut short by a second click.
    expect(second.json().previousValidUntil).toBe(firstEnd);
    expect((await statement(second.json().secret)).statusCode).toBe(200);
    expect((await statement(deployedSecret.secret)).statusCode).toBe(200);
    // The intermediate secret, never deployed, stops at once.
    expect((await statement(first.secret)).statusCode).toBe(401);
    // The broker still signs with the deployed secret: the lender's endpoint keeps answering.
    const refusedBefore = fake.stats.get(A)!.badSignatures;
    const during = await portalPost(app, '/api/lender-portal/test-lead', undefined, cookie2);
    expect(during.json().exchanges[0]).toMatchObject({ answer: 'accept', httpStatus: 200 });
    expect(fake.stats.get(A)!.badSignatures).toBe(refusedBefore);
    clock.set(new Date(firstEnd));
    expect((await statement(deployedSecret.secret)).statusCode).toBe(401);
    expect((await statement(second.json().secret)).statusCode).toBe(200);
  });

  it('refuses a recovery code as the fresh code, without spending it', async () => {
    const cookie = await signInAgain(app, user);
    const rows = async () => (await db.db.select().from(lenderSecrets).where(eq(lenderSecrets.lenderId, A))).length;
    const before = await rows();
    const [recovery] = user.recoveryCodes;
    const answer = await portalPost(app, '/api/lender-portal/secret/rotate', { totp: recovery }, cookie);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0]).toMatchObject({ path: 'totp', message: expect.stringContaining('6-digit') });
    expect(await rows()).toBe(before);
    // Still unspent: it signs the user in.
    const login = await portalPost(app, '/api/lender-portal/login', {
      email: user.email,
      password: user.password,
      totp: recovery,
    });
    expect(login.statusCode).toBe(200);
  });

  it('audits every rotation, and the lender’s history in the back office shows each with the lender user', async () => {
    const stored = await db.db.select().from(lenderSecrets).where(eq(lenderSecrets.lenderId, A));
    const audited = await auditRows(db.db, 'lender.secret_rotate', 'lenderId', A);
    expect(audited).toHaveLength(stored.length);
    expect(JSON.stringify(audited)).not.toMatch(/[0-9a-f]{64}/);
    const history = await app.inject({
      method: 'GET',
      url: `/api/admin/lenders/settings/${A}/history`,
      // The admin's session of the start ended days ago on this clock: a fresh sign-in.
      headers: { cookie: await loginAdmin(app, admin) },
    });
    const rotations = (history.json().changes as { action: string; by: string }[]).filter(
      (c) => c.action === 'secret_rotated',
    );
    expect(rotations).toHaveLength(stored.length);
    expect(rotations.every((c) => c.by === user.email)).toBe(true);
  });
});

afterAll(() => fake.close());
