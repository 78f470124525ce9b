import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema/index.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Database, row: NewContactMessage): Promise<{ id: string }> {
  const [inserted] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  if (!inserted) throw new Error('contact message insert returned no row');
  return inserted;
}

export async function findRecentDuplicate(db: Database, input: { email: string; message: string; since: Date }) {
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        eq(sql`lower(${contactMessages.email})`, input.email),
        eq(contactMessages.message, input.message),
        gte(contactMessages.createdAt, input.since),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function countRecentByEmail(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(sql`lower(${contactMessages.email})`, email), gte(contactMessages.createdAt, since)));
  return row?.n ?? 0;
}
