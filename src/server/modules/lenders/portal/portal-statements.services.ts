import { desc, eq } from 'drizzle-orm';
import { ledgerEntries } from '#server/db/schema/index.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { Database } from '#server/db/client.ts';
import { statementCsv } from '#server/modules/lenders/inbound/index.ts';
import { monthOf, renderStatementPdf, statementOf } from '#server/modules/lenders/ledger/index.ts';

/**
 * The Consumer Duty figures of the monthly board packs, as the outcomes module makes them (a layer
 * above this one, handed in by src/server/service-factories.ts: decision 144).
 */
export type DutyFigures = {
  /** The months a board pack was made for, newest first. */
  months(): Promise<string[]>;
  /** One lender's figures of a month, by cohort, as CSV; a month without a pack is a 404. */
  csv(lenderId: string, month: string): Promise<{ filename: string; csv: string }>;
};

/**
 * What the lender is owed an account of, month by month: its statements (each lead bought, its
 * price and any credit, adding up to the ledger) and its Consumer Duty figures for its own Duty
 * reporting (issue 44.3). The lender is always the session's (`lenderId` throws without one).
 */
export function statementServices(
  deps: { db: Database; clock: Clock; duty: DutyFigures },
  lenderId: () => Promise<string>,
  lenderOf: (id: string) => Promise<{ id: string; name: string }>,
) {
  const { db, clock } = deps;
  return {
    /** The months with a statement, this month first even before its first lead. */
    async statementMonths() {
      const rows = await db
        .selectDistinct({ month: ledgerEntries.saleMonth })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.lenderId, await lenderId()))
        .orderBy(desc(ledgerEntries.saleMonth));
      const current = monthOf(clock.now());
      const months = rows.map((r) => r.month);
      return { months: months.includes(current) ? months : [current, ...months] };
    },

    async statement(month: string) {
      return statementOf(db, await lenderId(), month);
    },

    async statementCsv(month: string) {
      const statement = await statementOf(db, await lenderId(), month);
      return {
        filename: `statement-${statement.lender}-${statement.month}.csv`,
        csv: statementCsv(statement),
      };
    },

    async statementPdf(month: string) {
      const lender = await lenderOf(await lenderId());
      const statement = await statementOf(db, lender.id, month);
      const pdf = await renderStatementPdf(statement, lender.name, clock.now());
      return { filename: `statement-${lender.id}-${statement.month}.pdf`, pdf };
    },

    /** The months with Consumer Duty figures (a board pack was made for them), newest first. */
    async dutyMonths() {
      await lenderId();
      return { months: await deps.duty.months() };
    },

    /** The lender's own Consumer Duty figures of a month, by cohort (issue 44.3). */
    async dutyCsv(month: string) {
      return deps.duty.csv(await lenderId(), month);
    },
  };
}
