import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { campaignMessages, loanApplications, optOuts, remarketingCampaigns } from '#server/db/schema/index.ts';

export const ABANDONED_CAMPAIGN = 'abandoned_application';
export type Campaign = typeof remarketingCampaigns.$inferSelect;
export type Channel = 'email' | 'sms';

/**
 * Creates a pending campaign for every application that stopped after giving consent (status
 * processing or error: the lender search never completed) longer than `delayMs` ago, with an
 * email or mobile whose channel has remarketing consent. The unique (application, type) key
 * makes this safe to run from any number of workers.
 */
export async function scheduleAbandoned(db: Database, now: Date, delayMs: number): Promise<number> {
  const cutoff = new Date(now.getTime() - delayMs);
  const a = loanApplications;
  const result = await db.execute(sql`
    insert into ${remarketingCampaigns}
      (application_id, email, phone, first_name, campaign_type, status, scheduled_for, tracking_token)
    select ${a.id},
           case when ${a.consentRemarketingEmail} then ${a.email} end,
           case when ${a.consentRemarketingSms} then ${a.mobilePhone} end,
           ${a.firstName}, ${ABANDONED_CAMPAIGN}, 'pending', ${now.toISOString()}::timestamptz,
           replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
    from ${a}
    where ${a.status} in ('processing', 'error')
      and ${a.updatedAt} <= ${cutoff.toISOString()}::timestamptz
      and ${a.erasedAt} is null
      and ${a.gateReason} is null
      and ((${a.consentRemarketingEmail} and ${a.email} is not null)
        or (${a.consentRemarketingSms} and ${a.mobilePhone} is not null))
    on conflict (application_id, campaign_type) do nothing
    returning id`);
  return (result as unknown as { rows?: unknown[] }).rows?.length ?? 0;
}

/**
 * Claims up to `limit` due campaigns, the longest due first (then by id), and returns them in that
 * order, which is the order they are sent in. Claiming pushes scheduledFor forward by `leaseMs`,
 * so a second worker skips them (SKIP LOCKED) while this one works.
 */
export async function claimDue(db: Database, now: Date, limit: number, leaseMs: number): Promise<Campaign[]> {
  const c = remarketingCampaigns;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.status, 'pending'), lte(c.scheduledFor, now)))
      .orderBy(asc(c.scheduledFor), asc(c.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const ids = due.map((d) => d.id);
    if (ids.length === 0) return [];
    const claimed = await tx
      .update(c)
      .set({ attempts: sql`${c.attempts} + 1`, scheduledFor: new Date(now.getTime() + leaseMs) })
      .where(inArray(c.id, ids))
      .returning();
    const byId = new Map(claimed.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  });
}

/**
 * The at-most-once gate: the first worker to insert (campaign, channel) may send; a failed send
 * may be claimed again for a retry, a message in 'sending' or 'sent' never is.
 */
export async function claimChannel(db: Database, campaignId: string, channel: Channel): Promise<boolean> {
  const inserted = await db
    .insert(campaignMessages)
    .values({ campaignId, channel, status: 'sending' })
    .onConflictDoNothing()
    .returning({ id: campaignMessages.id });
  if (inserted.length > 0) return true;
  const retried = await db
    .update(campaignMessages)
    .set({ status: 'sending', error: null })
    .where(
      and(
        eq(campaignMessages.campaignId, campaignId),
        eq(campaignMessages.channel, channel),
        eq(campaignMessages.status, 'failed'),
      ),
    )
    .returning({ id: campaignMessages.id });
  return retried.length > 0;
}

export async function recordChannel(
  db: Database,
  campaignId: string,
  channel: Channel,
  outcome: { status: 'sent' | 'failed' | 'skipped'; providerId?: string; error?: string },
) {
  await db
    .insert(campaignMessages)
    .values({ campaignId, channel, ...outcome })
    .onConflictDoUpdate({
      target: [campaignMessages.campaignId, campaignMessages.channel],
      set: { status: outcome.status, providerId: outcome.providerId ?? null, error: outcome.error ?? null },
    });
}

export async function channelStatuses(db: Database, campaignId: string) {
  return db
    .select({ channel: campaignMessages.channel, status: campaignMessages.status })
    .from(campaignMessages)
    .where(eq(campaignMessages.campaignId, campaignId));
}

export async function isOptedOut(
  db: Database,
  target: { email?: string | null; phone?: string | null },
): Promise<{ email: boolean; phone: boolean }> {
  const [row] = await db
    .select({
      email: sql<boolean>`coalesce(bool_or(lower(${optOuts.email}) = lower(${target.email ?? ''})), false)`,
      phone: sql<boolean>`coalesce(bool_or(${optOuts.phone} = ${target.phone ?? ''}), false)`,
    })
    .from(optOuts);
  return { email: Boolean(target.email && row?.email), phone: Boolean(target.phone && row?.phone) };
}

export async function findApplication(db: Database, id: string) {
  const [row] = await db.select().from(loanApplications).where(eq(loanApplications.id, id)).limit(1);
  return row ?? null;
}

export async function findByToken(db: Database, token: string): Promise<Campaign | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(remarketingCampaigns)
    .where(eq(remarketingCampaigns.trackingToken, token))
    .limit(1);
  return row ?? null;
}

export async function updateCampaign(db: Database, id: string, values: Partial<Campaign>) {
  await db.update(remarketingCampaigns).set(values).where(eq(remarketingCampaigns.id, id));
}

/** First open / first click only: later ones do not move the timestamps. */
export async function markOnce(db: Database, id: string, column: 'emailOpenedAt' | 'linkClickedAt', now: Date) {
  await db
    .update(remarketingCampaigns)
    .set({ [column]: now })
    .where(and(eq(remarketingCampaigns.id, id), isNull(remarketingCampaigns[column])));
}

/** Called when a resubmit for this application completed: the campaign converted. */
export async function markResubmitted(db: Database, applicationId: string, now: Date) {
  await db
    .update(remarketingCampaigns)
    .set({ resubmittedAt: now })
    .where(and(eq(remarketingCampaigns.applicationId, applicationId), isNull(remarketingCampaigns.resubmittedAt)));
}

export async function recordOptOut(
  db: Database,
  values: { email: string | null; phone: string | null; reason: string },
) {
  await db.insert(optOuts).values(values);
}
