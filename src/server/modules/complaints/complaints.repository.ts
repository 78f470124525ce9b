import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/index.ts';
import { normalisedEmailSql } from '#server/modules/lenders/panel/index.ts';

export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaint = typeof complaints.$inferInsert;

export async function insertComplaint(db: Database, row: NewComplaint): Promise<ComplaintRow> {
  const [inserted] = await db.insert(complaints).values(row).returning();
  if (!inserted) throw new Error('complaint insert returned no row');
  return inserted;
}

/**
 * The mailbox an address reaches, normalised as the duplicate rule does (issue 41.4): `victim+1@`
 * and `Victim@` are one mailbox, so per-address limits count them together. `mailbox` is
 * `normaliseEmail` of the address.
 */
const sameMailbox = (mailbox: string) => eq(normalisedEmailSql(complaints.email), mailbox);

/** The same complaint sent again (a double click, a retried request) within the window. */
export async function findRecentSame(db: Database, input: { mailbox: string; description: string; since: Date }) {
  const [row] = await db
    .select()
    .from(complaints)
    .where(
      and(
        sameMailbox(input.mailbox),
        eq(complaints.description, input.description),
        gte(complaints.receivedAt, input.since),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function countRecentByMailbox(db: Database, mailbox: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(complaints)
    .where(and(sameMailbox(mailbox), gte(complaints.receivedAt, since)));
  return row?.n ?? 0;
}

/** Acknowledgements emailed to this mailbox since `since`, whichever complaint they were for. */
export async function countAcknowledgedByMailbox(db: Database, mailbox: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(complaints)
    .where(and(sameMailbox(mailbox), gte(complaints.acknowledgedAt, since)));
  return row?.n ?? 0;
}

export async function markAcknowledged(db: Database, id: string, at: Date): Promise<void> {
  await db.update(complaints).set({ acknowledgedAt: at }).where(eq(complaints.id, id));
}

export async function findComplaint(db: Database, id: string): Promise<ComplaintRow | null> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id)).limit(1);
  return row ?? null;
}

/** Every open complaint, the earliest final response date first, then the latest closed ones; the id breaks ties. */
export async function listComplaints(db: Database, closedLimit: number) {
  const [open, closed] = await Promise.all([
    db
      .select()
      .from(complaints)
      .where(isNull(complaints.closedAt))
      .orderBy(asc(complaints.finalResponseDue), asc(complaints.receivedAt), asc(complaints.id)),
    db
      .select()
      .from(complaints)
      .where(isNotNull(complaints.closedAt))
      .orderBy(desc(complaints.closedAt), desc(complaints.id))
      .limit(closedLimit),
  ]);
  return { open, closed };
}

export type Closing = Pick<ComplaintRow, 'resolution' | 'upheld' | 'responseText' | 'closedAt' | 'closedBy'>;

/** Closes an open complaint; null when it was closed already (another admin, a retry). */
export async function closeComplaint(db: Database, id: string, closing: Closing): Promise<ComplaintRow | null> {
  const [row] = await db
    .update(complaints)
    .set(closing)
    .where(and(eq(complaints.id, id), isNull(complaints.closedAt)))
    .returning();
  return row ?? null;
}

/** Undoes a closing whose message could not be sent: the complaint is open again, as it was. */
export async function reopenComplaint(db: Database, id: string): Promise<void> {
  await db
    .update(complaints)
    .set({ resolution: null, upheld: null, responseText: null, closedAt: null, closedBy: null })
    .where(eq(complaints.id, id));
}

/** Complaints received or closed between two instants (the return's period, with a day's margin). */
export async function complaintsTouching(db: Database, from: Date, to: Date) {
  return db
    .select({
      receivedAt: complaints.receivedAt,
      closedAt: complaints.closedAt,
      upheld: complaints.upheld,
      summaryDeadline: complaints.summaryDeadline,
      finalResponseDue: complaints.finalResponseDue,
    })
    .from(complaints)
    .where(
      or(
        and(gte(complaints.receivedAt, from), lte(complaints.receivedAt, to)),
        and(gte(complaints.closedAt, from), lte(complaints.closedAt, to)),
        and(lte(complaints.receivedAt, to), or(isNull(complaints.closedAt), gte(complaints.closedAt, to))),
      ),
    );
}
