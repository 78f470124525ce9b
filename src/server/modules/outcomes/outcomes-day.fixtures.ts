// What the outcomes fixtures (outcomes.fixtures.ts, outcomes-two-lenders.fixtures.ts) share: a
// London day cleared of whatever else was submitted on it, and unique emails and references.
import { randomBytes } from 'node:crypto';
import { and, gte, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { loanApplications } from '#server/db/schema/index.ts';
import { addDays, londonMidnight } from '#shared/london-day.ts';

export const hex = (bytes: number) => randomBytes(bytes).toString('hex');
export const email = () => `duty.${hex(6)}@example.com`;

/** Erases the applications submitted on London day `day`; the day's start and end (midnights). */
export async function clearLondonDay(db: Database, day: string): Promise<{ start: Date; end: Date }> {
  const start = londonMidnight(day);
  const end = londonMidnight(addDays(day, 1));
  await db
    .delete(loanApplications)
    .where(and(gte(loanApplications.submittedAt, start), lt(loanApplications.submittedAt, end)));
  return { start, end };
}
