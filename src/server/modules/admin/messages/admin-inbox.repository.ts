import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { contactMessages, remarketingCampaigns as c } from '#server/db/schema/index.ts';

/** Remarketing counts per campaign type (one aggregate query over remarketing_campaigns). */
export async function campaignCounts(db: Database) {
  const count = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;
  return db
    .select({
      campaignType: c.campaignType,
      total: sql<number>`count(*)::int`,
      pending: count(sql`${c.status} = 'pending'`),
      totalSent: count(sql`${c.status} = 'sent'`),
      emailsSent: count(sql`${c.emailSent}`),
      smsSent: count(sql`${c.smsSent}`),
      opened: count(sql`${c.emailOpenedAt} is not null`),
      clicked: count(sql`${c.linkClickedAt} is not null`),
      resubmitted: count(sql`${c.resubmittedAt} is not null`),
    })
    .from(c)
    .groupBy(c.campaignType)
    .orderBy(c.campaignType);
}

export async function listContactMessages(db: Database, limit: number) {
  const [items, [unread]] = await Promise.all([
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(isNull(contactMessages.readAt)),
  ]);
  return { items, unread: unread?.n ?? 0 };
}

export async function setContactMessageRead(db: Database, id: string, readAt: Date | null): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ readAt })
    .where(and(eq(contactMessages.id, id)))
    .returning({ id: contactMessages.id });
  return rows.length === 1;
}
