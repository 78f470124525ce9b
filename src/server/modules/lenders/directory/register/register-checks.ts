import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Mailer } from '#server/modules/messaging/index.ts';
import { londonDayOf } from '#shared/london-day.ts';
import type { RegisterState } from '#shared/admin/lender-register-schemas.ts';
import {
  holdsLendingPermission,
  lendingVerdict,
  RegisterUnavailableError,
  type FcaRegisterClient,
} from './fca-register-client.ts';
import { activeAdminEmails, liftSuspension, markSuspended, recordCheck, rowsOf } from './register-checks.repository.ts';
import { answeredOn, blockOf, due, stateOf, type LenderRegisterRow } from './register-rules.ts';
import { suspensionEmail } from './suspension-email.ts';

/**
 * Lenders checked against the FCA Register (issue 43 item 4, decision 142): asked daily and before a
 * lender's first lead of each London day; a lender the register shows as no longer authorised, or
 * without the consumer-credit lending permission, is suspended before its next ping (audited, the
 * admins emailed) until an admin reinstates it. An outage suspends nobody: the failure is recorded,
 * tried again, and once the last answer is older than STALE_DAYS the lender waits for a fresh one.
 */

export type RegisterDeps = {
  db: Database;
  client: FcaRegisterClient;
  log: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string;
  /** A lender without an FRN is not asked (the real register); the sandbox asks it and says so. */
  requireFrn: boolean;
};

export function registerChecks(deps: RegisterDeps) {
  const { db, client, log } = deps;
  const inFlight = new Map<string, Promise<void>>();

  async function suspend(panelKey: string, row: LenderRegisterRow & { frn: string }, reason: string, now: Date) {
    if (!(await markSuspended(db, panelKey, row, reason, now))) return;
    log.warn({ lenderId: row.lenderId, frn: row.frn, reason }, 'FCA Register: lender suspended');
    const admins = await activeAdminEmails(db);
    const url = `${deps.publicUrl}/admin/lenders/${row.lenderId}`;
    for (const { email } of admins) {
      await deps.mailer
        .send(suspensionEmail(email, { name: row.name, lenderId: row.lenderId, frn: row.frn, reason, url }))
        .catch((err: unknown) =>
          log.error({ err, lenderId: row.lenderId }, 'FCA Register: the suspension email could not be sent'),
        );
    }
  }

  /** Asks the register about one lender and records the answer (or the failure); suspends on a bad answer. */
  async function check(panelKey: string, row: LenderRegisterRow, now: Date): Promise<void> {
    const { frn } = row;
    if (!frn) return;
    const key = `${panelKey}:${row.lenderId}`;
    const running = inFlight.get(key);
    if (running) return running;
    const run = (async () => {
      try {
        const answer = await client.lookup(frn);
        const verdict = lendingVerdict(answer);
        await recordCheck(db, panelKey, row.lenderId, {
          frn,
          checkedDay: londonDayOf(now),
          checkedAt: now,
          registerStatus: answer.found ? answer.status : null,
          lendingPermission: holdsLendingPermission(answer),
          attemptedAt: now,
          failure: null,
        });
        if (!verdict.ok) await suspend(panelKey, { ...row, frn }, verdict.reason, now);
      } catch (err) {
        const failure = err instanceof RegisterUnavailableError ? err.message : 'FCA Register check failed';
        if (!(err instanceof RegisterUnavailableError)) log.error({ err }, 'FCA Register: unexpected failure');
        await recordCheck(db, panelKey, row.lenderId, { attemptedAt: now, failure });
        // The lender id and the failure only: no applicant's data is involved in a register check.
        log.warn({ lenderId: row.lenderId, failure }, 'FCA Register check failed: nobody is suspended for it');
      }
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, run);
    return run;
  }

  async function one(panelKey: string, lenderId: string): Promise<LenderRegisterRow> {
    const [row] = await rowsOf(db, panelKey, lenderId);
    if (!row) throw new AppError('NOT_FOUND', 'No lender with this id in the panel');
    return row;
  }
  const stateNow = async (panelKey: string, lenderId: string, now: Date) =>
    stateOf(await one(panelKey, lenderId), now, deps.requireFrn);

  return {
    /**
     * The ping path (before each run): checks the lenders not yet answered for today, then says which
     * lenders the register keeps from being asked, and why.
     */
    async gate(panelKey: string, now: Date): Promise<Map<string, string>> {
      let rows = await rowsOf(db, panelKey);
      const toCheck = rows.filter((row) => due(row, now));
      if (toCheck.length) {
        await Promise.all(toCheck.map((row) => check(panelKey, row, now)));
        rows = await rowsOf(db, panelKey);
      }
      const blocked = new Map<string, string>();
      for (const row of rows) {
        const reason = blockOf(row, now, deps.requireFrn);
        if (reason) blocked.set(row.lenderId, reason);
      }
      return blocked;
    },

    /** The daily run: every lender with an FRN that has no answer for today (a suspended one too). */
    async checkAll(panelKey: string, now: Date): Promise<{ checked: number; failed: number; suspended: number }> {
      const rows = (await rowsOf(db, panelKey)).filter((row) => row.frn && !answeredOn(row, londonDayOf(now)));
      for (const row of rows) await check(panelKey, row, now);
      const after = await rowsOf(db, panelKey);
      const ids = new Set(rows.map((r) => r.lenderId));
      const mine = after.filter((r) => ids.has(r.lenderId));
      return {
        checked: mine.filter((r) => answeredOn(r, londonDayOf(now))).length,
        failed: mine.filter((r) => r.check?.failure).length,
        suspended: mine.filter((r) => r.check?.suspendedAt).length,
      };
    },

    async state(panelKey: string, lenderId: string, now: Date): Promise<RegisterState> {
      return stateNow(panelKey, lenderId, now);
    },

    /** An admin's "Check now": asks the register at once, whatever today's answer was. */
    async checkNow(panelKey: string, lenderId: string, now: Date): Promise<RegisterState> {
      const row = await one(panelKey, lenderId);
      if (!row.frn)
        throw new AppError('BAD_REQUEST', 'Record the lender’s FRN first: without it there is nothing to check');
      await check(panelKey, row, now);
      return stateNow(panelKey, lenderId, now);
    },

    /**
     * An admin lifts the register's suspension (audited): the lender is asked again at once, until an
     * answer of the register suspends it again.
     */
    async reinstate(panelKey: string, lenderId: string, adminUserId: string | null, now: Date): Promise<RegisterState> {
      await liftSuspension(db, panelKey, await one(panelKey, lenderId), adminUserId, now);
      return stateNow(panelKey, lenderId, now);
    },

    /** The panel's lenders for the public page, without those the register suspended. */
    async publicList(panelKey: string): Promise<{ name: string; frn: string | null }[]> {
      const rows = await rowsOf(db, panelKey);
      return rows
        .filter((row) => !row.check?.suspendedAt)
        .map(({ name, frn }) => ({ name, frn }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
    },
  };
}

export type RegisterChecks = ReturnType<typeof registerChecks>;
