import { and, desc, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { leadAttempts, lenderTestCalls } from '#server/db/schema/index.ts';
import { leadReferenceFor } from '#server/modules/lenders/ledger/index.ts';
import { toPence } from '#server/lib/money.ts';
import type { PortalExchange } from '#shared/lender-portal/portal-schemas.ts';

// The lender's exchange log (issue 28): each call the broker made to the lender, the ping and the
// post of a lead as two rows, each with its own time, latency, HTTP status and answer. Only the
// lender's own rows are read (decision 080), and nothing of the applicant.

export const EXCHANGES_SHOWN = 100;

type AttemptRow = typeof leadAttempts.$inferSelect;
type TestCallRow = typeof lenderTestCalls.$inferSelect;
/** An exchange with the instant it sorts by (a post whose time was not recorded sorts as its ping). */
type Sorted = { sortAt: Date; exchange: PortalExchange };

const pence = (pounds: number | null) => (pounds === null ? null : toPence(pounds));

/**
 * A live lead's calls, the post first (newest first). A row not posted is its ping alone, with the
 * row's answer. A posted row carries the post's answer and, since issue 28, the ping's own and the
 * post's timing; a row posted before has neither, and says so (`recorded: false`, nulls).
 */
export function liveExchanges(row: AttemptRow, lenderId: string): Sorted[] {
  const reference = leadReferenceFor(row.applicationId, lenderId);
  const live = { reference, test: false };
  const pingAt = row.attemptedAt;
  if (row.postTries === null) {
    const ping: PortalExchange = {
      ...live,
      at: pingAt.toISOString(),
      stage: 'ping',
      latencyMs: row.latencyMs,
      httpStatus: row.httpStatus,
      answer: row.decision,
      price: pence(row.price),
      reason: row.errorReason,
      recorded: true,
    };
    return [{ sortAt: pingAt, exchange: ping }];
  }
  const recorded = row.postSentAt !== null;
  const post: PortalExchange = {
    ...live,
    at: row.postSentAt?.toISOString() ?? null,
    stage: 'post',
    latencyMs: row.postLatencyMs,
    httpStatus: row.httpStatus,
    answer: row.decision,
    price: pence(row.price),
    reason: row.errorReason,
    recorded,
  };
  const ping: PortalExchange = {
    ...live,
    at: pingAt.toISOString(),
    stage: 'ping',
    latencyMs: row.pingLatencyMs,
    httpStatus: row.pingHttpStatus,
    answer: row.pingDecision,
    price: pence(row.pingPrice),
    reason: null,
    recorded,
  };
  return [
    { sortAt: row.postSentAt ?? pingAt, exchange: post },
    { sortAt: pingAt, exchange: ping },
  ];
}

const testExchange = (row: TestCallRow): Sorted => ({
  sortAt: row.sentAt,
  exchange: {
    at: row.sentAt.toISOString(),
    reference: row.reference,
    test: true,
    stage: row.stage,
    latencyMs: row.latencyMs,
    httpStatus: row.httpStatus,
    answer: row.decision,
    price: row.price,
    reason: row.reason,
    recorded: true,
  },
});

/** Test calls shown: the last 10 test leads' ping and post (TEST_LEADS_PER_LENDER in an hour). */
export const TEST_CALLS_SHOWN = 20;

const newestFirst = (rows: Sorted[], limit: number): PortalExchange[] =>
  rows
    .sort((a, b) => b.sortAt.getTime() - a.sortAt.getTime())
    .slice(0, limit)
    .map((row) => row.exchange);

/**
 * The lender's latest exchanges with the broker, newest first, in two lists each with its own
 * length (issue 41.5): each ping and post of the leads it was sent, from the panel's audit rows;
 * and each call of the test leads it sent itself, so test calls never push a live call out. Of
 * calls at the same instant, a post comes before its ping (a stable sort keeps it so).
 */
export async function exchangesOf(
  db: Database,
  lenderId: string,
): Promise<{ exchanges: PortalExchange[]; tests: PortalExchange[] }> {
  const [live, tests] = await Promise.all([
    db
      .select()
      .from(leadAttempts)
      .where(
        and(
          eq(leadAttempts.lenderId, lenderId),
          // Only the calls made: a lender skipped without a call (paused, ineligible, capped) has no
          // HTTP status; a bid skipped because another won was pinged, and shows.
          or(
            ne(leadAttempts.decision, 'skipped'),
            isNotNull(leadAttempts.httpStatus),
            isNotNull(leadAttempts.postTries),
          ),
        ),
      )
      .orderBy(desc(leadAttempts.attemptedAt), desc(leadAttempts.id))
      .limit(EXCHANGES_SHOWN),
    db
      .select()
      .from(lenderTestCalls)
      .where(eq(lenderTestCalls.lenderId, lenderId))
      .orderBy(desc(lenderTestCalls.sentAt), desc(lenderTestCalls.id))
      .limit(TEST_CALLS_SHOWN),
  ]);
  return {
    exchanges: newestFirst(
      live.flatMap((row) => liveExchanges(row, lenderId)),
      EXCHANGES_SHOWN,
    ),
    tests: newestFirst(tests.map(testExchange), TEST_CALLS_SHOWN),
  };
}
