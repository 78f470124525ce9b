import type { Database } from '#server/db/client.ts';
import type { leadAttempts } from '#server/db/schema/index.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import { toPence } from '#server/lib/money.ts';
import type { CallBodies } from '#server/modules/lenders/panel/index.ts';
import { leadReferenceFor } from '#server/modules/lenders/ledger/index.ts';
import type { PortalExchange, portalExchangeFilter } from '#shared/lender-portal/portal-schemas.ts';
import type { Range } from './list-range.ts';

// One call of the lender's exchange log as it is shown (issue 28): what the log's reads
// (exchange-live-calls.ts, exchange-test-calls.ts) and a lead's page share.

/** What reading the log takes: the database, and the data key that opens the kept bodies. */
export type Deps = { db: Database; cipher: FieldCipher };
/** The log's filter as read (defaults filled in). */
export type Filter = ReturnType<typeof portalExchangeFilter.parse>;
/** What a read of calls is asked: the lender's calls the filter finds on its days, `limit` from `offset`. */
export type CallsAsked = { lenderId: string; filter: Filter; range: Range; limit: number; offset: number };
/** An exchange with the instant it sorts by (a post whose time was not recorded sorts as its ping). */
type Sorted = { sortAt: Date; exchange: PortalExchange };
type AttemptRow = typeof leadAttempts.$inferSelect;

export const pence = (pounds: number | null) => (pounds === null ? null : toPence(pounds));

/** The bodies kept of calls, by `attemptId:stage` (exchange-bodies.ts attemptBodies). */
export type KeptBodies = Map<string, CallBodies>;
/** A call's kept bodies as the log shows them: null where none is kept. */
export const bodiesFields = (bodies: CallBodies | undefined) => ({
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
