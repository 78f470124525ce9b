import { desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { campaignMessages, optOuts, outboxMessages as o, remarketingCampaigns as c } from '#server/db/schema/index.ts';
import { MESSAGES_PAGE_SIZE } from '#shared/admin/messages-schemas.ts';

const offset = (page: number) => (page - 1) * MESSAGES_PAGE_SIZE;
const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Outbox, newest first (created index), without the HTML body: the list never needs it. */
export async function listOutbox(db: Database, channel: 'all' | 'email' | 'sms', page: number) {
  const where = channel === 'all' ? undefined : eq(o.channel, channel);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: o.id,
        channel: o.channel,
        recipient: o.recipient,
        subject: o.subject,
        textBody: o.textBody,
        createdAt: o.createdAt,
      })
      .from(o)
      .where(where)
      .orderBy(desc(o.createdAt), desc(o.id))
      .limit(MESSAGES_PAGE_SIZE)
      .offset(offset(page)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(o)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findOutboxMessage(db: Database, id: number) {
  const [row] = await db.select().from(o).where(eq(o.id, id)).limit(1);
  return row ?? null;
}

/** Opt-out register, newest first; `q` matches email or phone (partial, case-insensitive). */
export async function listOptOuts(db: Database, q: string | undefined, page: number) {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const where: SQL | undefined = pattern ? or(ilike(optOuts.email, pattern), ilike(optOuts.phone, pattern)) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(optOuts)
      .where(where)
      .orderBy(desc(optOuts.createdAt), desc(optOuts.id))
      .limit(MESSAGES_PAGE_SIZE)
      .offset(offset(page)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(optOuts)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The most recent campaign rows with the outcome of each channel. */
export async function recentCampaigns(db: Database, limit: number) {
  const rows = await db
    .select({
      id: c.id,
      applicationId: c.applicationId,
      campaignType: c.campaignType,
      firstName: c.firstName,
      status: c.status,
      statusReason: c.statusReason,
      emailSent: c.emailSent,
      smsSent: c.smsSent,
      scheduledFor: c.scheduledFor,
      sentAt: c.sentAt,
      emailOpenedAt: c.emailOpenedAt,
      linkClickedAt: c.linkClickedAt,
      resubmittedAt: c.resubmittedAt,
    })
    .from(c)
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const messages = await db
    .select({
      campaignId: campaignMessages.campaignId,
      channel: campaignMessages.channel,
      status: campaignMessages.status,
      error: campaignMessages.error,
    })
    .from(campaignMessages)
    .where(
      inArray(
        campaignMessages.campaignId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(campaignMessages.channel);
  return rows.map((row) => ({
    ...row,
    channels: messages
      .filter((m) => m.campaignId === row.id)
      .map(({ channel, status, error }) => ({ channel, status, error })),
  }));
}

export async function insertOptOut(
  db: Database,
  values: { email: string | null; phone: string | null; reason: string; now: Date },
) {
  const [row] = await db
    .insert(optOuts)
    .values({ email: values.email, phone: values.phone, reason: values.reason, createdAt: values.now })
    .returning();
  if (!row) throw new Error('opt-out insert returned no row');
  return row;
}
