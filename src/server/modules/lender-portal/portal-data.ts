import { and, desc, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { leadAttempts, leadOutcomes, leadReturns, lenderTestCalls } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { findSale, leadReferenceFor, toPence } from '#server/modules/ledger/ledger.ts';
import { statementOf } from '#server/modules/lender-inbound/lender-inbound.service.ts';

// What a lender user sees of its own business, and nothing else (decision 080): every query here
// is filtered by the session's lender; a reference of another lender is a 404 like one that does
// not exist. No applicant's personal data: a lead is its reference, date, price, outcome, return.

export const EXCHANGES_SHOWN = 100;

/** The lender's leads sold in a month: the statement's lines, with the lender's reported outcome. */
export async function leadsOf(db: Database, lenderId: string, month: string) {
  const [statement, outcomes] = await Promise.all([
    statementOf(db, lenderId, month),
    db
      .select({ reference: leadOutcomes.reference, outcome: leadOutcomes.outcome })
      .from(leadOutcomes)
      .where(eq(leadOutcomes.lenderId, lenderId)),
  ]);
  const outcomeOf = new Map(outcomes.map((o) => [o.reference, o.outcome]));
  const leads = statement.lines
    .map((line) => ({
      reference: line.reference,
      soldAt: line.soldAt,
      price: line.price,
      outcome: outcomeOf.get(line.reference) ?? null,
      returnStatus: line.returnStatus ?? null,
      credit: line.credit,
    }))
    .reverse();
  return { month, leads, totals: statement.totals };
}

const notFound = () => new AppError('NOT_FOUND', 'No lead with this reference was sent to you');

/** One lead the lender bought: 404 for any other reference, exactly as for one that does not exist. */
export async function leadOf(db: Database, lenderId: string, reference: string) {
  const sale = await findSale(db, lenderId, reference);
  if (!sale) throw notFound();
  const [[outcome], [returned]] = await Promise.all([
    db
      .select()
      .from(leadOutcomes)
      .where(and(eq(leadOutcomes.lenderId, lenderId), eq(leadOutcomes.reference, reference))),
    db
      .select()
      .from(leadReturns)
      .where(and(eq(leadReturns.lenderId, lenderId), eq(leadReturns.reference, reference))),
  ]);
  return {
    reference,
    soldAt: sale.occurredAt.toISOString(),
    price: sale.amountPence,
    outcome: outcome?.outcome ?? null,
    return: returned
      ? {
          status: returned.status,
          reason: returned.reason,
          credit: returned.creditPence,
          requestedAt: returned.requestedAt.toISOString(),
        }
      : null,
  };
}

export type Exchange = {
  at: string;
  reference: string;
  test: boolean;
  stage: 'ping' | 'post' | 'ping and post';
  latencyMs: number | null;
  httpStatus: number | null;
  answer: string;
  price: number | null;
  reason: string | null;
};

/**
 * The lender's latest exchanges with the broker, newest first: each lead it was pinged (and
 * posted), from the panel's audit rows, and each test lead it sent itself, marked as a test.
 */
export async function exchangesOf(db: Database, lenderId: string): Promise<Exchange[]> {
  const [live, tests] = await Promise.all([
    db
      .select()
      .from(leadAttempts)
      .where(
        and(
          eq(leadAttempts.lenderId, lenderId),
          // Only the calls made: a lender skipped (ineligible, capped) was never asked.
          or(ne(leadAttempts.decision, 'skipped'), isNotNull(leadAttempts.postTries)),
        ),
      )
      .orderBy(desc(leadAttempts.attemptedAt), desc(leadAttempts.id))
      .limit(EXCHANGES_SHOWN),
    db
      .select()
      .from(lenderTestCalls)
      .where(eq(lenderTestCalls.lenderId, lenderId))
      .orderBy(desc(lenderTestCalls.sentAt), desc(lenderTestCalls.id))
      .limit(EXCHANGES_SHOWN),
  ]);
  const rows: Exchange[] = [
    ...live.map((row) => ({
      at: row.attemptedAt.toISOString(),
      reference: leadReferenceFor(row.applicationId, lenderId),
      test: false,
      stage: row.postTries !== null ? ('ping and post' as const) : ('ping' as const),
      latencyMs: row.latencyMs,
      httpStatus: row.httpStatus,
      answer: row.decision,
      price: row.price === null ? null : toPence(row.price),
      reason: row.errorReason,
    })),
    ...tests.map((row) => ({
      at: row.sentAt.toISOString(),
      reference: row.reference,
      test: true,
      stage: row.stage,
      latencyMs: row.latencyMs,
      httpStatus: row.httpStatus,
      answer: row.decision,
      price: row.price,
      reason: row.reason,
    })),
  ];
  return rows.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, EXCHANGES_SHOWN);
}
