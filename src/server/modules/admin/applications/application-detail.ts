import { ENCRYPTION_CONTEXT } from '#server/db/schema/index.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import { mask } from '#server/lib/crypto.ts';
import { conversionRate } from '#shared/admin/conversion.ts';
import type { findApplication, findLeadAttempts } from './admin-applications.repository.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
type Attempt = Awaited<ReturnType<typeof findLeadAttempts>>[number];
type Value = string | number | boolean | null;

/** Internal columns an admin screen has no use for. */
const HIDDEN = new Set(['ownerSessionId']);

function maskedSecret(cipher: FieldCipher, sealed: string | null, context: string): string | null {
  if (!sealed) return null;
  try {
    return mask(cipher.decrypt(sealed, context));
  } catch {
    // Sealed under another key (rotated or restored from elsewhere): never show ciphertext.
    return '********';
  }
}

/** The application for review: every field, dates as ISO text, bank details masked. */
export function toDetail(row: Row, cipher: FieldCipher): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const [key, value] of Object.entries(row)) {
    if (HIDDEN.has(key)) continue;
    if (value instanceof Date) out[key] = value.toISOString();
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value as Value;
    else out[key] = JSON.stringify(value);
  }
  out.accountNumber = maskedSecret(cipher, row.accountNumber, ENCRYPTION_CONTEXT.accountNumber);
  out.sortCode = maskedSecret(cipher, row.sortCode, ENCRYPTION_CONTEXT.sortCode);
  return out;
}

export const toAttempt = (row: Attempt) => ({
  lenderName: row.lenderName,
  panel: row.panel,
  tier: row.tier,
  decision: row.decision,
  price: row.price,
  latencyMs: row.latencyMs,
  httpStatus: row.httpStatus,
  errorReason: row.errorReason,
  postTries: row.postTries,
  attemptedAt: row.attemptedAt.toISOString(),
});

/**
 * Dashboard figures from the per-status counts and the total of visitor sessions: revenue = sum of
 * price of sold applications; conversion as the funnel defines it (#shared/admin/conversion.ts).
 */
export function summariseStats(
  rows: { status: string; n: number; revenue: string | number | null }[],
  totalSessions: number,
  duplicateRefusals = 0,
) {
  const byStatus: Record<string, number> = {};
  let total = 0;
  let revenue = 0;
  for (const row of rows) {
    byStatus[row.status] = row.n;
    total += row.n;
    revenue += Number(row.revenue ?? 0);
  }
  // Referred applications went to debt advice, not to a lender: not a conversion (issue 27.5); nor
  // are the repeat applications the duplicate rule refused, counted in `rejected` (issue 42.11).
  const completed = total - (byStatus.draft ?? 0) - (byStatus.referred ?? 0) - duplicateRefusals;
  return {
    byStatus,
    total,
    completed,
    totalSessions,
    revenue: Math.round(revenue * 100) / 100,
    conversionRate: conversionRate(completed, totalSessions),
  };
}
