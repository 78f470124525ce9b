import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { adminUsers, auditLog, lenderRegisterChecks, panelLenders } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { LetterEmail, renderEmail } from '#server/modules/messaging/index.ts';
import type { Mailer } from '#server/modules/messaging/index.ts';
import { company } from '#shared/company.ts';
import { daysBetween, londonDayOf } from '#shared/london-day.ts';
import type { RegisterState } from '#shared/admin/lender-register-schemas.ts';
import {
  holdsLendingPermission,
  lendingVerdict,
  RegisterUnavailableError,
  type FcaRegisterClient,
} from './fca-register-client.ts';

/**
 * Lenders checked against the FCA Register (issue 43 item 4, decision 142): asked daily and before a
 * lender's first lead of each London day; a lender the register shows as no longer authorised, or
 * without the consumer-credit lending permission, is suspended before its next ping (audited, the
 * admins emailed) until an admin reinstates it. An outage suspends nobody: the failure is recorded,
 * tried again, and once the last answer is older than STALE_DAYS the lender waits for a fresh one.
 */

/** A lender whose last answer from the register is older than this many London days is not asked. */
export const STALE_DAYS = 3;
/** After a failed attempt, the ping path asks the register again for that lender no sooner than this. */
export const RETRY_AFTER_MS = 60_000;

/** Why a lender is not asked (lead_attempts.error_reason of its skipped attempt). */
export const REGISTER_SUSPENDED = 'suspended: not authorised to lend on the FCA Register';
export const REGISTER_UNCONFIRMED = 'not yet confirmed on the FCA Register';
export const REGISTER_STALE = 'FCA Register check stale';
export const NO_FRN = 'no FRN recorded';

export type RegisterDeps = {
  db: Database;
  client: FcaRegisterClient;
  log: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string;
  /** A lender without an FRN is not asked (the real register); the sandbox asks it and says so. */
  requireFrn: boolean;
};

type CheckRow = typeof lenderRegisterChecks.$inferSelect;
type LenderRegisterRow = { lenderId: string; name: string; frn: string | null; check: CheckRow | null };

async function rowsOf(db: Database, panelKey: string, lenderId?: string): Promise<LenderRegisterRow[]> {
  const t = lenderRegisterChecks;
  return db
    .select({ lenderId: panelLenders.lenderId, name: panelLenders.name, frn: panelLenders.frn, check: t })
    .from(panelLenders)
    .leftJoin(t, and(eq(t.panelKey, panelLenders.panelKey), eq(t.lenderId, panelLenders.lenderId)))
    .where(
      lenderId
        ? and(eq(panelLenders.panelKey, panelKey), eq(panelLenders.lenderId, lenderId))
        : eq(panelLenders.panelKey, panelKey),
    );
}

/** Whether the row holds an answer about its current FRN given on `day`. */
const answeredOn = (row: LenderRegisterRow, day: string) =>
  row.check !== null && row.check.frn === row.frn && row.check.checkedDay === day;

/** Why the lender is not asked now, or null (asked). */
export function blockOf(row: LenderRegisterRow, now: Date, requireFrn: boolean): string | null {
  if (row.check?.suspendedAt) return REGISTER_SUSPENDED;
  if (!row.frn) return requireFrn ? NO_FRN : null;
  const check = row.check;
  if (!check || check.frn !== row.frn || !check.checkedDay) return REGISTER_UNCONFIRMED;
  if (daysBetween(check.checkedDay, londonDayOf(now)) > STALE_DAYS) return REGISTER_STALE;
  return null;
}

function suspensionEmail(
  to: string,
  input: { name: string; lenderId: string; frn: string; reason: string; url: string },
) {
  const lines = [
    `${input.name} (${input.lenderId}, FRN ${input.frn}) is suspended from the lender panel: ${input.reason}.`,
    'It is not asked for any lead until an admin reinstates it. Check its entry on the FCA Register, ' +
      `then reinstate it in the back office only if it may lend: ${input.url}`,
  ];
  const signOff = `${company.companyName} back office (${company.legalEntity})`;
  return {
    to,
    subject: `Lender suspended: ${input.name} failed the FCA Register check`,
    ...renderEmail(LetterEmail, { hello: 'Hello,', paragraphs: [...lines, signOff] }),
  };
}

export function registerChecks(deps: RegisterDeps) {
  const { db, client, log } = deps;
  const inFlight = new Map<string, Promise<void>>();

  async function record(panelKey: string, lenderId: string, values: Partial<CheckRow>) {
    await db
      .insert(lenderRegisterChecks)
      .values({ panelKey, lenderId, ...values })
      .onConflictDoUpdate({ target: [lenderRegisterChecks.panelKey, lenderRegisterChecks.lenderId], set: values });
  }

  async function suspend(panelKey: string, row: LenderRegisterRow & { frn: string }, reason: string, now: Date) {
    const t = lenderRegisterChecks;
    const suspended = await db.transaction(async (tx) => {
      const changed = await tx
        .update(t)
        .set({ suspendedAt: now, suspendedReason: reason })
        .where(and(eq(t.panelKey, panelKey), eq(t.lenderId, row.lenderId), isNull(t.suspendedAt)))
        .returning({ lenderId: t.lenderId });
      if (changed.length === 0) return false;
      await tx.insert(auditLog).values({
        adminUserId: null,
        action: 'lenders.register_suspended',
        details: {
          panelKey,
          lenderId: row.lenderId,
          before: null,
          after: { frn: row.frn, suspended: true, reason },
        },
        createdAt: now,
      });
      return true;
    });
    if (!suspended) return;
    log.warn({ lenderId: row.lenderId, frn: row.frn, reason }, 'FCA Register: lender suspended');
    const admins = await db.select({ email: adminUsers.email }).from(adminUsers).where(isNull(adminUsers.disabledAt));
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
        await record(panelKey, row.lenderId, {
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
        await record(panelKey, row.lenderId, { attemptedAt: now, failure });
        // The lender id and the failure only: no applicant's data is involved in a register check.
        log.warn({ lenderId: row.lenderId, failure }, 'FCA Register check failed: nobody is suspended for it');
      }
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, run);
    return run;
  }

  /** Whether the ping path should ask the register about this lender now (its first lead of the day). */
  const due = (row: LenderRegisterRow, now: Date) =>
    row.frn !== null &&
    !row.check?.suspendedAt &&
    !answeredOn(row, londonDayOf(now)) &&
    !(row.check?.failure && row.check.attemptedAt && now.getTime() - row.check.attemptedAt.getTime() < RETRY_AFTER_MS);

  function stateOf(row: LenderRegisterRow, now: Date): RegisterState {
    const c = row.check?.frn === row.frn || row.check?.suspendedAt ? row.check : null;
    return {
      frn: row.frn,
      checkedAt: c?.checkedAt?.toISOString() ?? null,
      registerStatus: c?.checkedAt ? (c.registerStatus ?? 'Not on the register') : null,
      lendingPermission: c?.lendingPermission ?? null,
      attemptedAt: row.check?.attemptedAt?.toISOString() ?? null,
      failure: row.check?.failure ?? null,
      suspendedAt: row.check?.suspendedAt?.toISOString() ?? null,
      suspendedReason: row.check?.suspendedReason ?? null,
      notAskedBecause: blockOf(row, now, deps.requireFrn),
      staleAfterDays: STALE_DAYS,
    };
  }

  async function one(panelKey: string, lenderId: string): Promise<LenderRegisterRow> {
    const [row] = await rowsOf(db, panelKey, lenderId);
    if (!row) throw new AppError('NOT_FOUND', 'No lender with this id in the panel');
    return row;
  }

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
      return stateOf(await one(panelKey, lenderId), now);
    },

    /** An admin's "Check now": asks the register at once, whatever today's answer was. */
    async checkNow(panelKey: string, lenderId: string, now: Date): Promise<RegisterState> {
      const row = await one(panelKey, lenderId);
      if (!row.frn)
        throw new AppError('BAD_REQUEST', 'Record the lender’s FRN first: without it there is nothing to check');
      await check(panelKey, row, now);
      return stateOf(await one(panelKey, lenderId), now);
    },

    /**
     * An admin lifts the register's suspension (audited): the lender is asked again at once, until an
     * answer of the register suspends it again.
     */
    async reinstate(panelKey: string, lenderId: string, adminUserId: string | null, now: Date): Promise<RegisterState> {
      const row = await one(panelKey, lenderId);
      const t = lenderRegisterChecks;
      await db.transaction(async (tx) => {
        const lifted = await tx
          .update(t)
          .set({ suspendedAt: null, suspendedReason: null })
          .where(and(eq(t.panelKey, panelKey), eq(t.lenderId, lenderId), isNotNull(t.suspendedAt)))
          .returning({ lenderId: t.lenderId });
        if (lifted.length === 0) throw new AppError('CONFLICT', 'This lender is not suspended');
        await tx.insert(auditLog).values({
          adminUserId,
          action: 'lenders.register_reinstated',
          details: {
            panelKey,
            lenderId,
            before: { suspended: true, reason: row.check?.suspendedReason ?? null },
            after: { frn: row.frn, suspended: false },
          },
          createdAt: now,
        });
      });
      return stateOf(await one(panelKey, lenderId), now);
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
