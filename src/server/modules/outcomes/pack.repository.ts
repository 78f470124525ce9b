import { and, desc, eq, gte, isNotNull, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { complaints, dutyPacks, loanApplications as a, reviewRequests } from '#server/db/schema/index.ts';

type Range = { from: Date; to: Date };
const inRange = (column: typeof a.createdAt | typeof complaints.receivedAt, range: Range) =>
  and(gte(column, range.from), lt(column, range.to));
/** The median of the days from one moment column to another (null when there is none). */
const medianDays = (from: SQLWrapper, to: SQLWrapper) =>
  sql<string | null>`percentile_cont(0.5) within group (order by extract(epoch from (${to} - ${from})) / 86400)`;

/**
 * Consumer understanding as the product sees it, for applications started in the range: how many
 * reached the consent step (steps 1-6 answered), how many consented, and how many of those who
 * asked for a review had the decision upheld (it stood: the applicant had not understood it).
 */
export async function understanding(db: Database, range: Range) {
  const [reached] = await db
    .select({
      reachedConsent: sql<number>`(count(*) filter (where ${a.currentStep} >= 7))::int`,
      consented: sql<number>`(count(*) filter (where ${a.currentStep} >= 7 and ${a.consentedAt} is not null))::int`,
    })
    .from(a)
    .where(inRange(a.createdAt, range));
  const [reviews] = await db
    .select({
      requests: sql<number>`count(*)::int`,
      upheld: sql<number>`(count(*) filter (where ${reviewRequests.decision} = 'upheld'))::int`,
    })
    .from(reviewRequests)
    .where(and(gte(reviewRequests.createdAt, range.from), lt(reviewRequests.createdAt, range.to)));
  return { ...reached!, reviewRequests: reviews!.requests, reviewsUpheld: reviews!.upheld };
}

/** Consumer support: the complaints received and review requests made in the range, with their times. */
export async function support(db: Database, range: Range) {
  const [c] = await db
    .select({
      received: sql<number>`count(*)::int`,
      closed: sql<number>`(count(*) filter (where ${complaints.closedAt} is not null))::int`,
      upheld: sql<number>`(count(*) filter (where ${complaints.upheld}))::int`,
      closedInTime: sql<number>`(count(*) filter (where ${complaints.closedAt} is not null
        and (${complaints.closedAt} at time zone 'Europe/London')::date <= ${complaints.finalResponseDue}))::int`,
      medianDaysToClose: medianDays(complaints.receivedAt, complaints.closedAt),
    })
    .from(complaints)
    .where(inRange(complaints.receivedAt, range));
  const [r] = await db
    .select({
      made: sql<number>`count(*)::int`,
      decided: sql<number>`(count(*) filter (where ${reviewRequests.decidedAt} is not null))::int`,
      medianDaysToDecide: medianDays(reviewRequests.createdAt, reviewRequests.decidedAt),
    })
    .from(reviewRequests)
    .where(and(gte(reviewRequests.createdAt, range.from), lt(reviewRequests.createdAt, range.to)));
  const num = (v: string | number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);
  return {
    complaintsReceived: c!.received,
    complaintsClosed: c!.closed,
    complaintsUpheld: c!.upheld,
    complaintsClosedInTime: c!.closedInTime,
    medianDaysToClose: num(c!.medianDaysToClose),
    reviewsMade: r!.made,
    reviewsDecided: r!.decided,
    medianDaysToDecide: num(r!.medianDaysToDecide),
  };
}

/** Keeps a month's pack; a pack already kept for that month stays as it was (false). */
export async function savePack(
  db: Database,
  pack: { month: string; generatedAt: Date; generatedBy: string; figures: unknown; pdf: Buffer },
): Promise<boolean> {
  const rows = await db.insert(dutyPacks).values(pack).onConflictDoNothing().returning({ month: dutyPacks.month });
  return rows.length > 0;
}

export const listPacks = (db: Database) =>
  db
    .select({ month: dutyPacks.month, generatedAt: dutyPacks.generatedAt, generatedBy: dutyPacks.generatedBy })
    .from(dutyPacks)
    .where(isNotNull(dutyPacks.month))
    .orderBy(desc(dutyPacks.month));

export async function findPack(db: Database, month: string) {
  const [row] = await db.select().from(dutyPacks).where(eq(dutyPacks.month, month));
  return row ?? null;
}
