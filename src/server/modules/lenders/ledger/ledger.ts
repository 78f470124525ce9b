import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { ledgerEntries, ledgerMonthLocks } from '#server/db/schema/index.ts';
import { toPence } from '#server/lib/money.ts';
import { idempotencyKeyFor } from '#server/modules/lenders/directory/index.ts';

/** The calendar month (UTC) of an instant: YYYY-MM. */
export const monthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** The 40-hex reference a lender was sent for an application (the ping and post body's `reference`). */
export const leadReferenceFor = (applicationId: string, lenderId: string): string =>
  idempotencyKeyFor(applicationId, lenderId, 'post').slice('post-'.length);

export type SaleEntry = typeof ledgerEntries.$inferSelect;

/**
 * Appends the sale of a lead to the ledger (the ping tree calls it when a lender buys). Once per
 * lead and lender: a repeated call (a run resumed after a crash) finds the entry already there.
 */
export async function recordLedgerSale(
  db: Database,
  sale: { applicationId: string; lenderId: string; price: number | null },
  at: Date,
): Promise<void> {
  await db
    .insert(ledgerEntries)
    .values({
      lenderId: sale.lenderId,
      reference: leadReferenceFor(sale.applicationId, sale.lenderId),
      applicationId: sale.applicationId,
      kind: 'sale',
      amountPence: toPence(sale.price ?? 0),
      saleMonth: monthOf(at),
      occurredAt: at,
    })
    .onConflictDoNothing();
}

export async function findSale(db: Executor, lenderId: string, reference: string): Promise<SaleEntry | null> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.lenderId, lenderId), eq(ledgerEntries.reference, reference), eq(ledgerEntries.kind, 'sale')),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Takes the lock of one lender's month until the transaction ends: every change to that month's
 * returns and credits holds it, so the cap is counted and used by one writer at a time.
 */
export async function lockLenderMonth(tx: Executor, lenderId: string, month: string): Promise<void> {
  await tx
    .insert(ledgerMonthLocks)
    .values({ lenderId, month })
    .onConflictDoUpdate({
      target: [ledgerMonthLocks.lenderId, ledgerMonthLocks.month],
      set: { lenderId: sql`excluded.lender_id` },
    });
}

/** Leads sold to a lender in a month (its sale entries). */
export async function salesInMonth(tx: Executor, lenderId: string, month: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.lenderId, lenderId), eq(ledgerEntries.saleMonth, month), eq(ledgerEntries.kind, 'sale')),
    );
  return row?.n ?? 0;
}

/** A credit of a lead's price for an accepted return (a negative entry of the lead's month). */
export async function appendCredit(
  tx: Executor,
  sale: SaleEntry,
  returnId: string,
  at: Date,
  adminUserId: string | null,
): Promise<number> {
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      lenderId: sale.lenderId,
      reference: sale.reference,
      applicationId: sale.applicationId,
      kind: 'credit',
      amountPence: -sale.amountPence,
      saleMonth: sale.saleMonth,
      returnId,
      createdBy: adminUserId,
      occurredAt: at,
    })
    .returning({ id: ledgerEntries.id });
  if (!row) throw new Error('credit entry not written');
  return row.id;
}

/** Accepted credits in pence over the whole ledger (credits less their reversals), as a positive number. */
export async function creditsTotalPence(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountPence}), 0)::text` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.kind} <> 'sale'`);
  return -Number(row?.total ?? 0);
}

/** Revenue in pounds (as the dashboard shows it) less credits in pence, computed in whole pence. */
export const revenueLessCredits = (grossPounds: number, creditsPence: number): number =>
  (toPence(grossPounds) - creditsPence) / 100;
