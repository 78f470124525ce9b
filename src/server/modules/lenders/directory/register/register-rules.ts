import type { lenderRegisterChecks } from '#server/db/schema/index.ts';
import { daysBetween, londonDayOf } from '#shared/london-day.ts';
import type { RegisterState } from '#shared/admin/lender-register-schemas.ts';

/**
 * What the FCA Register's answers mean for the panel (decision 142), without the database: who is not
 * asked and why, who is due a check, and the state the back office shows.
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

export type CheckRow = typeof lenderRegisterChecks.$inferSelect;
export type LenderRegisterRow = { lenderId: string; name: string; frn: string | null; check: CheckRow | null };

/** Whether the row holds an answer about its current FRN given on `day`. */
export const answeredOn = (row: LenderRegisterRow, day: string) =>
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

/** Whether the ping path should ask the register about this lender now (its first lead of the day). */
export const due = (row: LenderRegisterRow, now: Date) =>
  row.frn !== null &&
  !row.check?.suspendedAt &&
  !answeredOn(row, londonDayOf(now)) &&
  !(row.check?.failure && row.check.attemptedAt && now.getTime() - row.check.attemptedAt.getTime() < RETRY_AFTER_MS);

/** The lender's standing with the register, as the back office shows it. */
export function stateOf(row: LenderRegisterRow, now: Date, requireFrn: boolean): RegisterState {
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
    notAskedBecause: blockOf(row, now, requireFrn),
    staleAfterDays: STALE_DAYS,
  };
}
