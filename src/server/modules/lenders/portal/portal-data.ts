import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { leadOutcomes } from '#server/db/schema/index.ts';
import { statementOf } from '#server/modules/lenders/ledger/index.ts';

// What a lender user sees of its own business, and nothing else (decision 080): every query here
// is filtered by the session's lender; a reference of another lender is a 404 like one that does
// not exist. No applicant's personal data: a lead is its reference, date, price, outcome, return.
// The exchange log is in exchange-log.ts, a lead's page and the filtered list in lead-log.ts.

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
