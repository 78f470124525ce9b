import { and, count, desc, eq, gte, like, lt } from 'drizzle-orm';
import { lenderTestCalls, TEST_CALL_BODY_CONTEXT } from '#server/db/schema/index.ts';
import { openBodies } from '#server/modules/lenders/panel/index.ts';
import type { PortalExchange } from '#shared/lender-portal/portal-schemas.ts';
import { bodiesFields, type CallsAsked, type Deps } from './exchange-call.ts';

/**
 * The calls of the test leads the lender sent itself (decision 082), as filtered, a page of them
 * newest first. Their bodies are kept 30 days (decision 153): an older call shows them as not kept.
 */
export async function testCalls(deps: Deps, { lenderId, filter, range, limit, offset }: CallsAsked) {
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
