import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers, lenderRegisterChecks } from '#server/db/schema/index.ts';
import { auditRows } from '#tests/support/admins.ts';
import { openRegisterBench } from './register-checks.fixtures.ts';
import { REGISTER_STALE, REGISTER_SUSPENDED } from './register-rules.ts';

// Lenders checked against the FCA Register (issue 43 item 4, decision 142), on the sandbox register:
// asked before a lender's first lead of each London day and daily; a lender no longer authorised or
// without the lending permission is suspended before its next ping and comes back only by an admin's
// decision; an outage suspends nobody.

const bench = await openRegisterBench();
const { db, admin, FIRST, SECOND, sandbox, panelKey, cookie, moveOn, nextDay, dailyCheck, frnOf } = bench;
const { app, edit, lead, registerOf, suspensionEmails } = bench;

describe('lenders checked against the FCA Register', () => {
  it('records the FRN (6 or 7 digits) in the lender editor and refuses anything else', async () => {
    const refused = await edit(FIRST, { frn: '12345' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ path: 'frn', message: expect.stringMatching(/6 or 7 digits/) }),
    ]);
    const saved = await edit(FIRST, { frn: ' 1234567 ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().frn).toBe('1234567');
  });

  it('never pings a lender the sandbox register marks cancelled: suspended, audited, admins emailed', async () => {
    const frn = frnOf(1);
    expect((await edit(FIRST, { frn })).statusCode).toBe(200);
    const asked = sandbox.requests();
    // The first lead of the day asks the register; the lender is authorised, so it is pinged.
    expect(await lead()).toMatchObject({ pinged: 1, first: { decision: 'sold' } });
    expect(sandbox.requests()).toBeGreaterThan(asked);
    // Later leads that day use the day's answer.
    const afterFirst = sandbox.requests();
    expect((await lead()).pinged).toBe(1);
    expect(sandbox.requests()).toBe(afterFirst);

    sandbox.mark(frn, 'cancelled');
    await nextDay();
    const suspended = await lead();
    expect(suspended).toMatchObject({ pinged: 0, first: { decision: 'skipped', errorReason: REGISTER_SUSPENDED } });
    expect(suspended.outcome).toMatchObject({ status: 'sold', price: 20 });

    const audit = await auditRows(db, 'lenders.register_suspended', 'lenderId', FIRST);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({
      after: { frn, suspended: true, reason: expect.stringMatching(/Cancelled/) },
    });
    const emails = await suspensionEmails(FIRST);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.textBody).toContain(`FRN ${frn}`);

    const { state } = await registerOf(FIRST);
    expect(state).toMatchObject({ frn, registerStatus: 'Cancelled', notAskedBecause: REGISTER_SUSPENDED });
    expect(state.suspendedReason).toMatch(/Cancelled/);
    const history = await app.inject({
      method: 'GET',
      url: `/api/admin/lenders/settings/${FIRST}/history`,
      headers: { cookie: cookie() },
    });
    expect(history.json().changes[0]).toMatchObject({ action: 'register_suspended', by: null });

    // Still suspended at the next lead, without asking the register again: no second audit row or email.
    expect((await lead()).pinged).toBe(0);
    expect(await auditRows(db, 'lenders.register_suspended', 'lenderId', FIRST)).toHaveLength(1);
    expect(await suspensionEmails(FIRST)).toHaveLength(1);
  });

  it('comes back only by a person’s decision: the register saying authorised again is not enough', async () => {
    const { frn } = (await registerOf(FIRST)).state;
    sandbox.mark(frn!, 'authorised');
    await nextDay();
    expect((await lead()).pinged).toBe(0);
    expect(await dailyCheck()).toMatchObject({ failed: 0 });
    expect((await lead()).pinged).toBe(0);

    const reinstated = await registerOf(FIRST, 'reinstate');
    expect(reinstated).toMatchObject({ status: 200, state: { suspendedAt: null, notAskedBecause: null } });
    const audit = await auditRows(db, 'lenders.register_reinstated', 'lenderId', FIRST);
    expect(audit).toHaveLength(1);
    const [me] = await db.select().from(adminUsers).where(eq(adminUsers.email, admin.email));
    expect(audit[0]!.adminUserId).toBe(me!.id);
    expect(await lead()).toMatchObject({ pinged: 1, first: { decision: 'sold' } });
    expect((await registerOf(FIRST, 'reinstate')).status).toBe(409);
  });

  it('suspends a lender without the lending permission when an admin checks it now', async () => {
    const frn = frnOf(2);
    sandbox.mark(frn, 'no-lending');
    expect((await edit(SECOND, { frn })).statusCode).toBe(200);
    const { status, state } = await registerOf(SECOND, 'check');
    expect(status).toBe(200);
    expect(state).toMatchObject({
      registerStatus: 'Authorised',
      lendingPermission: false,
      notAskedBecause: REGISTER_SUSPENDED,
    });
    expect(state.suspendedReason).toMatch(/Entering into regulated credit agreements as lender/);
    expect(await auditRows(db, 'lenders.register_suspended', 'lenderId', SECOND)).toHaveLength(1);
    sandbox.mark(frn, 'authorised');
    expect((await registerOf(SECOND, 'reinstate')).status).toBe(200);
  });

  it('suspends nobody during a register outage; the check is stale, then blocks pings after three days', async () => {
    const frn = (await registerOf(FIRST)).state.frn!;
    await nextDay();
    expect((await lead()).pinged).toBe(1);
    const answered = (await registerOf(FIRST)).state.checkedAt;

    sandbox.outage(true);
    try {
      await nextDay();
      expect(await lead()).toMatchObject({ pinged: 1, first: { decision: 'sold' } });
      const { state } = await registerOf(FIRST);
      expect(state).toMatchObject({ frn, checkedAt: answered, suspendedAt: null, notAskedBecause: null });
      expect(state.failure).toMatch(/HTTP 503/);
      // The daily job fails (so pg-boss retries it) and suspends nobody.
      await expect(dailyCheck()).rejects.toThrow(/not checked, retrying/);
      await nextDay(3);
      const stale = await lead();
      expect(stale).toMatchObject({ pinged: 0, first: { decision: 'skipped', errorReason: REGISTER_STALE } });
    } finally {
      sandbox.outage(false);
    }
    // A failed attempt is tried again a minute later, not at every lead.
    await moveOn(2 * 60_000);
    expect(await lead()).toMatchObject({ pinged: 1, first: { decision: 'sold' } });
    expect((await registerOf(FIRST)).state).toMatchObject({ failure: null, notAskedBecause: null });
    expect(await auditRows(db, 'lenders.register_suspended', 'lenderId', FIRST)).toHaveLength(1);
  });

  it('checks every lender in the daily job, suspending without waiting for a lead', async () => {
    const frn = (await registerOf(SECOND)).state.frn!;
    sandbox.mark(frn, 'no-longer-authorised');
    await nextDay();
    const report = await dailyCheck();
    expect(report).toMatchObject({ failed: 0 });
    expect(report!.suspended).toBeGreaterThanOrEqual(1);
    const [row] = await db
      .select()
      .from(lenderRegisterChecks)
      .where(and(eq(lenderRegisterChecks.panelKey, panelKey), eq(lenderRegisterChecks.lenderId, SECOND)));
    expect(row).toMatchObject({
      registerStatus: 'No longer authorised',
      suspendedReason: expect.stringMatching(/No longer authorised/),
    });
    expect(await auditRows(db, 'lenders.register_suspended', 'lenderId', SECOND)).toHaveLength(2);
  });
});
