import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { ledgerEntries, leadReturns, type ReturnStatus } from '#server/db/schema/index.ts';

// A lender's monthly statement (contract: GET /api/lenders/v1/statements/:month), the same for the
// inbound API, the portal and the back office; rendered as CSV (statement-csv.ts) and PDF.

export type StatementLine = {
  reference: string;
  soldAt: string;
  price: number;
  returnStatus?: ReturnStatus;
  credit: number;
};

export type Statement = {
  lender: string;
  month: string;
  lines: StatementLine[];
  totals: { leads: number; gross: number; credits: number; net: number };
};

/**
 * One lender's leads sold in a month and what was credited on them, in pence, from the ledger
 * alone (plus the return's status): `net` is the sum of the month's ledger entries to the penny.
 * The entries come back as plain rows (one index range) and are added up here: grouping them in
 * SQL cost twice the time of reading them (bench/statement.ts).
 */
export async function statementOf(db: Executor, lenderId: string, month: string): Promise<Statement> {
  const [entries, returns] = await Promise.all([
    db
      .select({
        reference: ledgerEntries.reference,
        kind: ledgerEntries.kind,
        amountPence: ledgerEntries.amountPence,
        occurredAt: ledgerEntries.occurredAt,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.lenderId, lenderId), eq(ledgerEntries.saleMonth, month)))
      .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id)),
    db
      .select({ reference: leadReturns.reference, status: leadReturns.status })
      .from(leadReturns)
      .where(and(eq(leadReturns.lenderId, lenderId), eq(leadReturns.saleMonth, month))),
  ]);
  const statusOf = new Map(returns.map((r) => [r.reference, r.status]));
  const byReference = new Map<string, StatementLine>();
  for (const entry of entries) {
    let line = byReference.get(entry.reference);
    if (!line) {
      line = { reference: entry.reference, soldAt: '', price: 0, credit: 0 };
      byReference.set(entry.reference, line);
    }
    if (entry.kind === 'sale') {
      line.soldAt = entry.occurredAt.toISOString();
      line.price += entry.amountPence;
    } else {
      line.credit -= entry.amountPence;
    }
  }
  const lines = [...byReference.values()].map((line) => {
    const returnStatus = statusOf.get(line.reference);
    return returnStatus ? { ...line, returnStatus } : line;
  });
  // Lines in the order of the sales (a credit is always later than its sale).
  lines.sort((a, b) => (a.soldAt < b.soldAt ? -1 : a.soldAt > b.soldAt ? 1 : 0));
  const gross = lines.reduce((sum, line) => sum + line.price, 0);
  const credits = lines.reduce((sum, line) => sum + line.credit, 0);
  return { lender: lenderId, month, lines, totals: { leads: lines.length, gross, credits, net: gross - credits } };
}
