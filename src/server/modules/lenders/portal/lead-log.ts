import { and, count, desc, eq, gte, inArray, isNotNull, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { leadAttempts, leadOutcomes, leadReturns, lenderTestCalls } from '#server/db/schema/index.ts';
import { toPence } from '#server/lib/money.ts';
import {
  LEADS_PER_PAGE,
  portalLeadFilter,
  type PortalLeadFilter,
  type PortalLeadList,
} from '#shared/lender-portal/portal-schemas.ts';
import { CSV_ROWS, londonRange, pageOf, type Range } from './list-range.ts';
import { referenceOf } from './lead-reference.ts';

// The lender's leads to work the day (issue 43.1): every lead it was sent in full (sold, pending,
// declined after the post), filtered and paged, and all of them for the CSV (lead-csv.ts); one
// lead's page is in lead-page.ts. Only the session's lender's rows are read (decision 080).

const returnedOf = sql<boolean>`exists (select 1 from ${leadReturns}
  where ${leadReturns.lenderId} = ${leadAttempts.lenderId}
  and ${leadReturns.applicationId} = ${leadAttempts.applicationId})`;

type Filter = ReturnType<typeof portalLeadFilter.parse>;

/** The London days asked for (this month so far by default). */
const rangeOf = (filter: Filter, now: Date): Range => londonRange(filter, now, (today) => `${today.slice(0, 8)}01`);

type Row = PortalLeadList['leads'][number];

async function liveRows(db: Database, lenderId: string, filter: Filter, range: Range, limit: number, offset: number) {
  const where: SQL[] = [
    eq(leadAttempts.lenderId, lenderId),
    isNotNull(leadAttempts.postTries),
    gte(leadAttempts.attemptedAt, range.start),
    lt(leadAttempts.attemptedAt, range.end),
  ];
  if (filter.status === 'returned') where.push(returnedOf);
  else if (filter.status) where.push(eq(leadAttempts.decision, filter.status));
  if (filter.q) where.push(like(referenceOf, `${filter.q}%`));
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(leadAttempts)
      .where(and(...where)),
    db
      .select({
        reference: referenceOf,
        applicationId: leadAttempts.applicationId,
        attemptedAt: leadAttempts.attemptedAt,
        postSentAt: leadAttempts.postSentAt,
        decision: leadAttempts.decision,
        price: leadAttempts.price,
      })
      .from(leadAttempts)
      .where(and(...where))
      .orderBy(desc(leadAttempts.attemptedAt), desc(leadAttempts.id))
      .limit(limit)
      .offset(offset),
  ]);
  const ids = rows.map((r) => r.applicationId);
  const [outcomes, returns] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(leadOutcomes)
          .where(and(eq(leadOutcomes.lenderId, lenderId), inArray(leadOutcomes.applicationId, ids))),
        db
          .select()
          .from(leadReturns)
          .where(and(eq(leadReturns.lenderId, lenderId), inArray(leadReturns.applicationId, ids))),
      ])
    : [[], []];
  const outcomeOf = new Map(outcomes.map((o) => [o.applicationId, o.outcome]));
  const returnOf = new Map(returns.map((r) => [r.applicationId, r]));
  const leads = rows.map((r): Row => ({
    reference: r.reference,
    at: (r.postSentAt ?? r.attemptedAt).toISOString(),
    test: false,
    status: r.decision,
    price: r.price === null ? null : toPence(r.price),
    outcome: outcomeOf.get(r.applicationId) ?? null,
    returnStatus: returnOf.get(r.applicationId)?.status ?? null,
    credit: returnOf.get(r.applicationId)?.creditPence ?? 0,
  }));
  return { total: Number(total), leads };
}

/** Test leads (decision 082): one row per test lead, its post's answer (its ping's when not posted). */
async function testRows(db: Database, lenderId: string, filter: Filter, range: Range, limit: number, offset: number) {
  const calls = await db
    .select()
    .from(lenderTestCalls)
    .where(
      and(
        eq(lenderTestCalls.lenderId, lenderId),
        gte(lenderTestCalls.sentAt, range.start),
        lt(lenderTestCalls.sentAt, range.end),
      ),
    )
    .orderBy(desc(lenderTestCalls.sentAt), desc(lenderTestCalls.id));
  // Oldest first: a test lead is listed at its ping, with its post's answer once posted.
  const byReference = new Map<string, Row>();
  for (const call of [...calls].reverse()) {
    const known = byReference.get(call.reference);
    if (known && call.stage !== 'post') continue;
    byReference.set(call.reference, {
      reference: call.reference,
      at: known?.at ?? call.sentAt.toISOString(),
      test: true,
      status: call.decision,
      price: call.price,
      outcome: null,
      returnStatus: null,
      credit: 0,
    });
  }
  const all = [...byReference.values()]
    .filter((row) => !filter.q || row.reference.startsWith(filter.q))
    .filter((row) => !filter.status || row.status === filter.status)
    .sort((a, b) => b.at.localeCompare(a.at));
  return { total: all.length, leads: all.slice(offset, offset + limit) };
}

/** One page of the lender's leads as filtered. */
export async function leadList(
  db: Database,
  lenderId: string,
  input: PortalLeadFilter,
  now: Date,
): Promise<PortalLeadList> {
  const filter = portalLeadFilter.parse(input);
  const range = rangeOf(filter, now);
  const offset = (filter.page - 1) * LEADS_PER_PAGE;
  const rows = filter.kind === 'test' ? testRows : liveRows;
  const { total, leads } = await rows(db, lenderId, filter, range, LEADS_PER_PAGE, offset);
  return { ...pageOf(range, filter, total, LEADS_PER_PAGE), status: filter.status ?? null, leads };
}

/** Every lead the filter finds (up to CSV_ROWS), newest first, with the filter and the days read. */
export async function allLeadsOf(db: Database, lenderId: string, input: PortalLeadFilter, now: Date) {
  const filter = portalLeadFilter.parse({ ...input, page: 1 });
  const range = rangeOf(filter, now);
  const rows = filter.kind === 'test' ? testRows : liveRows;
  const { leads } = await rows(db, lenderId, filter, range, CSV_ROWS, 0);
  return { filter, range, leads };
}
