import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, ledgerEntries, leadReturns } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { PanelConfig } from '#server/modules/lenders/directory/index.ts';
import {
  RETURNS_PAGE_SIZE,
  type ReturnDecision,
  type ReturnItem,
  type ReturnStatus,
} from '#shared/admin/returns-schemas.ts';
import { appendCredit, findSale, lockLenderMonth } from './ledger.ts';

const lenderNameOf = (config: PanelConfig | null, id: string) => config?.lenders.find((l) => l.id === id)?.name ?? id;

const columns = {
  id: leadReturns.id,
  lenderId: leadReturns.lenderId,
  reference: leadReturns.reference,
  saleMonth: leadReturns.saleMonth,
  reason: leadReturns.reason,
  note: leadReturns.note,
  status: leadReturns.status,
  pricePence: ledgerEntries.amountPence,
  creditPence: leadReturns.creditPence,
  requestedAt: leadReturns.requestedAt,
  decidedAt: leadReturns.decidedAt,
  decidedBy: adminUsers.email,
  decisionNote: leadReturns.decisionNote,
};

function selectReturns(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(leadReturns)
    .innerJoin(
      ledgerEntries,
      and(
        eq(ledgerEntries.lenderId, leadReturns.lenderId),
        eq(ledgerEntries.reference, leadReturns.reference),
        eq(ledgerEntries.kind, 'sale'),
      ),
    )
    .leftJoin(adminUsers, eq(adminUsers.id, leadReturns.decidedBy))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectReturns>>[number];
const toItem = (config: PanelConfig | null, row: Row): ReturnItem => ({
  ...row,
  lenderName: lenderNameOf(config, row.lenderId),
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/**
 * The back office's returns queue: one status (under review first by default), oldest request
 * first; returns of the same instant by id, so a page never repeats or skips one.
 */
export async function listReturns(
  db: Database,
  config: PanelConfig | null,
  query: { status: ReturnStatus | 'all'; page: number },
) {
  const where = query.status === 'all' ? undefined : eq(leadReturns.status, query.status);
  const [rows, [total]] = await Promise.all([
    selectReturns(db, where)
      .orderBy(
        ...(query.status === 'under_review'
          ? [asc(leadReturns.requestedAt), asc(leadReturns.id)]
          : [desc(leadReturns.requestedAt), desc(leadReturns.id)]),
      )
      .limit(RETURNS_PAGE_SIZE)
      .offset((query.page - 1) * RETURNS_PAGE_SIZE),
    db.select({ n: count() }).from(leadReturns).where(where),
  ]);
  return {
    items: rows.map((row) => toItem(config, row)),
    paging: { page: query.page, pageSize: RETURNS_PAGE_SIZE, total: total?.n ?? 0 },
  };
}

/**
 * A person decides a return that went over the lender's cap: accepted, the lead's price is
 * credited (a new ledger entry naming the admin); rejected, nothing is credited. Decided once
 * (409 after); the lender's month is locked as for a return, and the decision is audited.
 */
export async function decideReturn(
  db: Database,
  config: PanelConfig | null,
  input: { id: string; adminUserId: string | null; decision: ReturnDecision; now: Date },
): Promise<ReturnItem> {
  const { id, adminUserId, decision, now } = input;
  await db.transaction(async (tx) => {
    const [found] = await tx.select().from(leadReturns).where(eq(leadReturns.id, id));
    if (!found) throw new AppError('NOT_FOUND', 'Return not found');
    await lockLenderMonth(tx, found.lenderId, found.saleMonth);
    const [current] = await tx.select().from(leadReturns).where(eq(leadReturns.id, id));
    if (current?.status !== 'under_review') throw new AppError('CONFLICT', 'This return has already been decided');
    const sale = await findSale(tx, current.lenderId, current.reference);
    if (!sale) throw new Error(`return ${id} has no sale in the ledger`);
    const accept = decision.decision === 'accept';
    await tx
      .update(leadReturns)
      .set({
        status: accept ? 'accepted' : 'rejected',
        creditPence: accept ? sale.amountPence : 0,
        decidedAt: now,
        decidedBy: adminUserId,
        decisionNote: decision.note ?? null,
      })
      .where(eq(leadReturns.id, id));
    if (accept) await appendCredit(tx, sale, id, now, adminUserId);
    await recordAudit(tx as unknown as Database, {
      adminUserId,
      action: accept ? 'returns.accept' : 'returns.reject',
      details: { returnId: id, lenderId: current.lenderId, creditPence: accept ? sale.amountPence : 0 },
      now,
    });
  });
  const [row] = await selectReturns(db, eq(leadReturns.id, id));
  if (!row) throw new Error('decided return vanished');
  return toItem(config, row);
}

/**
 * Cancels a ledger entry by a new one (decision 065: entries are never edited): the reversal has
 * the opposite amount, the same lead and month, and names the admin. Reversing a return's credit
 * makes that return rejected (the person's later decision). Once per entry (409 after); a reversal
 * itself is not reversed. Audited.
 */
export async function reverseEntry(
  db: Database,
  input: { entryId: number; adminUserId: string | null; note: string; now: Date },
): Promise<{ id: number; reversesId: number; amountPence: number }> {
  const { entryId, adminUserId, note, now } = input;
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
    if (!entry) throw new AppError('NOT_FOUND', 'Ledger entry not found');
    if (entry.kind === 'reversal') throw new AppError('CONFLICT', 'A reversal cannot itself be reversed');
    await lockLenderMonth(tx, entry.lenderId, entry.saleMonth);
    const [already] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reversesId, entryId));
    if (already) throw new AppError('CONFLICT', 'This entry has already been reversed');
    const [row] = await tx
      .insert(ledgerEntries)
      .values({
        lenderId: entry.lenderId,
        reference: entry.reference,
        applicationId: entry.applicationId,
        kind: 'reversal',
        amountPence: -entry.amountPence,
        saleMonth: entry.saleMonth,
        returnId: entry.returnId,
        reversesId: entry.id,
        createdBy: adminUserId,
        occurredAt: now,
      })
      .returning({ id: ledgerEntries.id });
    if (!row) throw new Error('reversal not written');
    if (entry.kind === 'credit' && entry.returnId) {
      await tx
        .update(leadReturns)
        .set({ status: 'rejected', creditPence: 0, decidedAt: now, decidedBy: adminUserId, decisionNote: note })
        .where(eq(leadReturns.id, entry.returnId));
    }
    await recordAudit(tx as unknown as Database, {
      adminUserId,
      action: 'ledger.reverse',
      details: { entryId, reversalId: row.id, lenderId: entry.lenderId, amountPence: -entry.amountPence, note },
      now,
    });
    return { id: row.id, reversesId: entry.id, amountPence: -entry.amountPence };
  });
}
