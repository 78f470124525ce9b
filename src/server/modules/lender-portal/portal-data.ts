import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { leadOutcomes, leadReturns } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { findSale } from '#server/modules/ledger/ledger.ts';
import { statementOf } from '#server/modules/lender-inbound/statement.ts';

// What a lender user sees of its own business, and nothing else (decision 080): every query here
// is filtered by the session's lender; a reference of another lender is a 404 like one that does
// not exist. No applicant's personal data: a lead is its reference, date, price, outcome, return.
// The exchange log is in exchange-log.ts.

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
