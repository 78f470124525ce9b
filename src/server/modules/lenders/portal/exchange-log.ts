import { and, count, desc, eq, gte, isNotNull, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { leadAttempts, lenderTestCalls, TEST_CALL_BODY_CONTEXT } from '#server/db/schema/index.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import { attemptBodies, openBodies, type CallBodies } from '#server/modules/lenders/panel/index.ts';
import { leadReferenceFor } from '#server/modules/lenders/ledger/index.ts';
import { toPence } from '#server/lib/money.ts';
import { addDays } from '#shared/london-day.ts';
import {
  EXCHANGES_PER_PAGE,
  portalExchangeFilter,
  type PortalExchange,
  type PortalExchangeFilter,
  type PortalExchanges,
} from '#shared/lender-portal/portal-schemas.ts';
import { referenceOf } from './lead-reference.ts';
import { CSV_ROWS, londonRange, pageOf, type Range } from './list-range.ts';

// The lender's exchange log (issue 28): each call the broker made to the lender, the ping and the
// post of a lead as two rows, each with its own time, latency, HTTP status and answer; filtered and
// paged as the leads list is, and as CSV (issue 43.1). Only the lender's own rows are read (decision
// 080), and nothing of the applicant.

type AttemptRow = typeof leadAttempts.$inferSelect;
/** What reading the log takes: the database, and the data key that opens the kept bodies. */
export type Deps = { db: Database; cipher: FieldCipher };
/** An exchange with the instant it sorts by (a post whose time was not recorded sorts as its ping). */
type Sorted = { sortAt: Date; exchange: PortalExchange };

const pence = (pounds: number | null) => (pounds === null ? null : toPence(pounds));

/** The bodies kept of calls, by `attemptId:stage` (exchange-bodies.ts attemptBodies). */
export type KeptBodies = Map<string, CallBodies>;
const bodiesFields = (bodies: CallBodies | undefined) => ({
  requestBody: bodies?.request ?? null,
  answerBody: bodies?.answer ?? null,
});

/**
 * A live lead's calls, the post first (newest first). A row not posted is its ping alone, with the
 * row's answer. A posted row carries the post's answer and, since issue 28, the ping's own and the
 * post's timing; a row posted before has neither, and says so (`recorded: false`, nulls).
 */
export function liveExchanges(row: AttemptRow, lenderId: string, kept: KeptBodies = new Map()): Sorted[] {
  const reference = leadReferenceFor(row.applicationId, lenderId);
  const live = { reference, test: false };
  const bodies = (stage: 'ping' | 'post') => bodiesFields(kept.get(`${row.id}:${stage}`));
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
      ...bodies('ping'),
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
    ...bodies('post'),
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
    ...bodies('ping'),
  };
  return [
    { sortAt: row.postSentAt ?? pingAt, exchange: post },
    { sortAt: pingAt, exchange: ping },
  ];
}

type Filter = ReturnType<typeof portalExchangeFilter.parse>;

/** The London days asked for: the last 30 days (today and the 29 before) by default. */
const rangeOf = (filter: Filter, now: Date): Range => londonRange(filter, now, (today) => addDays(today, -29));

/** A ping's value: the row's own when the lead was never posted, else the ping's kept apart (`ping_*`). */
const ofPing = (alone: SQL | AnyPgColumn, posted: SQL | AnyPgColumn) =>
  sql`case when ${leadAttempts.postTries} is null then ${alone} else ${posted} end`;

/** The values of a live call in SQL (as `liveExchanges` reads them from a row): its ping's, its post's. */
const CALL = {
  ping: {
    sortAt: sql`${leadAttempts.attemptedAt}`,
    at: sql`${leadAttempts.attemptedAt}`,
    latencyMs: ofPing(leadAttempts.latencyMs, leadAttempts.pingLatencyMs),
    httpStatus: ofPing(leadAttempts.httpStatus, leadAttempts.pingHttpStatus),
    answer: ofPing(leadAttempts.decision, leadAttempts.pingDecision),
    price: ofPing(leadAttempts.price, leadAttempts.pingPrice),
    reason: ofPing(leadAttempts.errorReason, sql`null`),
    recorded: sql`${leadAttempts.postTries} is null or ${leadAttempts.postSentAt} is not null`,
  },
  post: {
    // A post whose time was not recorded sorts (and is dated) as its ping.
    sortAt: sql`coalesce(${leadAttempts.postSentAt}, ${leadAttempts.attemptedAt})`,
    at: sql`${leadAttempts.postSentAt}`,
    latencyMs: sql`${leadAttempts.postLatencyMs}`,
    httpStatus: sql`${leadAttempts.httpStatus}`,
    answer: sql`${leadAttempts.decision}`,
    price: sql`${leadAttempts.price}`,
    reason: sql`${leadAttempts.errorReason}`,
    recorded: sql`${leadAttempts.postSentAt} is not null`,
  },
} satisfies Record<'ping' | 'post', Record<string, SQL>>;

const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** One side of the live calls (the pings or the posts): both with the same columns, for their union. */
const callColumns = (stage: 'ping' | 'post') => {
  const call = CALL[stage];
  return {
    id: sql<number>`${leadAttempts.id}`.mapWith(Number).as('id'),
    reference: sql<string>`${referenceOf}`.as('reference'),
    stage: sql<'ping' | 'post'>`${stage}::text`.as('stage'),
    sortAt: sql<Date>`${call.sortAt}`.mapWith(asDate).as('sort_at'),
    at: sql<Date | null>`${call.at}`.mapWith(asDate).as('at'),
    latencyMs: sql<number | null>`${call.latencyMs}`.mapWith(Number).as('latency_ms'),
    httpStatus: sql<number | null>`${call.httpStatus}`.mapWith(Number).as('http_status'),
    answer: sql<string | null>`${call.answer}::text`.as('answer'),
    price: sql<number | null>`${call.price}`.mapWith(Number).as('price'),
    reason: sql<string | null>`${call.reason}`.as('reason'),
    recorded: sql<boolean>`${call.recorded}`.as('recorded'),
  };
};

/** The live calls the filter finds, a page of them newest first (a post before its ping at one instant). */
async function liveCalls(deps: Deps, lenderId: string, filter: Filter, range: Range, limit: number, offset: number) {
  const { db } = deps;
  const lenderRows = [eq(leadAttempts.lenderId, lenderId), lt(leadAttempts.attemptedAt, range.end)];
  if (filter.q) lenderRows.push(like(referenceOf, `${filter.q}%`));
  const pings = db
    .select(callColumns('ping'))
    .from(leadAttempts)
    .where(
      and(
        ...lenderRows,
        gte(leadAttempts.attemptedAt, range.start),
        // Only the calls made: a lender skipped without a call (paused, ineligible, capped) has no
        // HTTP status; a bid skipped because another won was pinged, and shows.
        or(ne(leadAttempts.decision, 'skipped'), isNotNull(leadAttempts.httpStatus), isNotNull(leadAttempts.postTries)),
        filter.status ? sql`${CALL.ping.answer} = ${filter.status}` : undefined,
      ),
    );
  const posts = db
    .select(callColumns('post'))
    .from(leadAttempts)
    .where(
      and(
        ...lenderRows,
        isNotNull(leadAttempts.postTries),
        sql`${CALL.post.sortAt} >= ${range.start} and ${CALL.post.sortAt} < ${range.end}`,
        filter.status ? sql`${CALL.post.answer} = ${filter.status}` : undefined,
      ),
    );
  const sides = filter.stage === 'ping' ? pings : filter.stage === 'post' ? posts : pings.unionAll(posts);
  const calls = sides.as('calls');
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(calls),
    db.select().from(calls).orderBy(desc(calls.sortAt), desc(calls.id), desc(calls.stage)).limit(limit).offset(offset),
  ]);
  const kept = await attemptBodies(db, deps.cipher, [...new Set(rows.map((row) => row.id))]);
  const exchanges = rows.map((row): PortalExchange => ({
    ...bodiesFields(kept.get(`${row.id}:${row.stage}`)),
    at: row.at?.toISOString() ?? null,
    reference: row.reference,
    test: false,
    stage: row.stage,
    latencyMs: row.latencyMs,
    httpStatus: row.httpStatus,
    answer: row.answer,
    price: pence(row.price),
    reason: row.reason,
    recorded: row.recorded,
  }));
  return { total: Number(total), exchanges };
}

/** The calls of the test leads the lender sent itself (decision 082), as filtered. */
async function testCalls(deps: Deps, lenderId: string, filter: Filter, range: Range, limit: number, offset: number) {
  const { db } = deps;
  const where = and(
    eq(lenderTestCalls.lenderId, lenderId),
    gte(lenderTestCalls.sentAt, range.start),
    lt(lenderTestCalls.sentAt, range.end),
    filter.stage ? eq(lenderTestCalls.stage, filter.stage) : undefined,
    filter.status ? eq(lenderTestCalls.decision, filter.status) : undefined,
    filter.q ? like(lenderTestCalls.reference, `${filter.q}%`) : undefined,
  );
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(lenderTestCalls).where(where),
    db
      .select()
      .from(lenderTestCalls)
      .where(where)
      .orderBy(desc(lenderTestCalls.sentAt), desc(lenderTestCalls.id))
      .limit(limit)
      .offset(offset),
  ]);
  const exchanges = rows.map((row): PortalExchange => ({
    ...bodiesFields(openBodies(deps.cipher, row, TEST_CALL_BODY_CONTEXT)),
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
  }));
  return { total: Number(total), exchanges };
}

/** Where a filter's calls are read from: the live leads' or the test leads'. */
const callsOf = (filter: Filter) => (filter.kind === 'test' ? testCalls : liveCalls);

/** Every call the filter finds (up to CSV_ROWS), newest first, with the filter and the days read. */
export async function allExchangesOf(deps: Deps, lenderId: string, input: PortalExchangeFilter, now: Date) {
  const filter = portalExchangeFilter.parse({ ...input, page: 1 });
  const range = rangeOf(filter, now);
  const { exchanges } = await callsOf(filter)(deps, lenderId, filter, range, CSV_ROWS, 0);
  return { filter, range, exchanges };
}

/**
 * One page of the lender's exchange log as filtered, newest first: each ping and post of the leads
 * it was sent (from the panel's audit rows), or each call of the test leads it sent itself, apart.
 */
export async function exchangesOf(
  deps: Deps,
  lenderId: string,
  input: PortalExchangeFilter,
  now: Date,
): Promise<PortalExchanges> {
  const filter = portalExchangeFilter.parse(input);
  const range = rangeOf(filter, now);
  const offset = (filter.page - 1) * EXCHANGES_PER_PAGE;
  const { total, exchanges } = await callsOf(filter)(deps, lenderId, filter, range, EXCHANGES_PER_PAGE, offset);
  const asked = { stage: filter.stage ?? null, status: filter.status ?? null };
  return { ...pageOf(range, filter, total, EXCHANGES_PER_PAGE), ...asked, exchanges };
}
