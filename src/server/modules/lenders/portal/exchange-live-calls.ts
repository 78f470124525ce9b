import { and, count, desc, eq, gte, isNotNull, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { leadAttempts } from '#server/db/schema/index.ts';
import { attemptBodies } from '#server/modules/lenders/panel/index.ts';
import type { PortalExchange } from '#shared/lender-portal/portal-schemas.ts';
import { bodiesFields, pence, type CallsAsked, type Deps } from './exchange-call.ts';
import { referenceOf } from './lead-reference.ts';

// The live leads' calls of the exchange log, read in SQL (issue 28): the ping and the post of a
// lead as two rows from its one attempt row, filtered and paged in the database. Only the lender's
// own rows are read (decision 080), and nothing of the applicant.

/** A ping's value: the row's own when the lead was never posted, else the ping's kept apart (`ping_*`). */
const ofPing = (alone: SQL | AnyPgColumn, posted: SQL | AnyPgColumn) =>
  sql`case when ${leadAttempts.postTries} is null then ${alone} else ${posted} end`;

/** A live call's values in SQL, its ping's and its post's (as exchange-call.ts `liveExchanges` reads a row). */
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
export async function liveCalls(deps: Deps, { lenderId, filter, range, limit, offset }: CallsAsked) {
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
