import type { Database } from '#server/db/client.ts';
import type { Mailer, SmsSender } from '#server/modules/messaging/index.ts';
import * as repo from './remarketing.repository.ts';
import { abandonedEmail, abandonedSms, type MessageLinks } from './remarketing.messages.ts';

export type RemarketingDeps = {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  publicUrl: string;
  delayMs: number;
  /** How long the tracked link in a reminder works (REMARKETING_LINK_DAYS), said in the message. */
  linkDays: number;
};

const MAX_ATTEMPTS = 5;
const LEASE_MS = 5 * 60_000;
/** Retry backoff after a provider error: 1, 2, 4, 8 minutes. */
const backoffMs = (attempt: number) => 60_000 * 2 ** Math.max(0, attempt - 1);

export function messageLinks(publicUrl: string, token: string, validDays: number): MessageLinks {
  return {
    validDays,
    resume: `${publicUrl}/r/${token}`,
    unsubscribe: `${publicUrl}/unsubscribe/${token}`,
    openPixel: `${publicUrl}/api/remarketing/open/${token}.gif`,
  };
}

type ChannelPlan = { channel: repo.Channel; to: string | null; skipReason?: string };

async function planChannels(deps: RemarketingDeps, campaign: repo.Campaign): Promise<ChannelPlan[] | string> {
  const app = await repo.findApplication(deps.db, campaign.applicationId);
  if (!app || app.erasedAt) return 'application erased';
  if (app.status !== 'processing' && app.status !== 'error') return `application ${app.status}`;
  const optedOut = await repo.isOptedOut(deps.db, { email: campaign.email, phone: campaign.phone });
  // Consent is read again at send time: a withdrawn consent stops the message.
  const email: ChannelPlan = { channel: 'email', to: campaign.email };
  if (!campaign.email || !app.consentRemarketingEmail) email.skipReason = 'no email consent';
  else if (optedOut.email) email.skipReason = 'opted out';
  const sms: ChannelPlan = { channel: 'sms', to: campaign.phone };
  if (!campaign.phone || !app.consentRemarketingSms) sms.skipReason = 'no SMS consent';
  else if (optedOut.phone) sms.skipReason = 'opted out';
  return [email, sms];
}

async function sendChannel(
  deps: RemarketingDeps,
  campaign: repo.Campaign,
  plan: ChannelPlan,
): Promise<'sent' | 'failed' | 'skipped' | 'taken'> {
  if (plan.skipReason || !plan.to) {
    await repo.recordChannel(deps.db, campaign.id, plan.channel, {
      status: 'skipped',
      error: plan.skipReason ?? 'no address',
    });
    return 'skipped';
  }
  if (!(await repo.claimChannel(deps.db, campaign.id, plan.channel))) return 'taken';
  const links = messageLinks(deps.publicUrl, campaign.trackingToken, deps.linkDays);
  try {
    const result =
      plan.channel === 'email'
        ? await deps.mailer.send({
            ...abandonedEmail(plan.to, campaign.firstName, links),
            applicationId: campaign.applicationId,
          })
        : await deps.sms.send({
            ...abandonedSms(plan.to, campaign.firstName, links),
            applicationId: campaign.applicationId,
          });
    await repo.recordChannel(deps.db, campaign.id, plan.channel, { status: 'sent', providerId: result.providerId });
    return 'sent';
  } catch (error) {
    await repo.recordChannel(deps.db, campaign.id, plan.channel, {
      status: 'failed',
      error: error instanceof Error ? error.message.slice(0, 200) : 'send failed',
    });
    return 'failed';
  }
}

/** Sends one claimed campaign's channels and settles its status. */
async function deliver(deps: RemarketingDeps, campaign: repo.Campaign, now: Date): Promise<void> {
  const plans = await planChannels(deps, campaign);
  if (typeof plans === 'string') {
    await repo.updateCampaign(deps.db, campaign.id, { status: 'skipped', statusReason: plans });
    return;
  }
  const already = new Map((await repo.channelStatuses(deps.db, campaign.id)).map((m) => [m.channel, m.status]));
  const outcomes: Record<repo.Channel, string> = { email: '', sms: '' };
  for (const plan of plans) {
    const previous = already.get(plan.channel);
    outcomes[plan.channel] =
      previous === 'sent' || previous === 'skipped' ? previous : await sendChannel(deps, campaign, plan);
  }
  const sent = Object.values(outcomes).filter((o) => o === 'sent');
  const failed = Object.values(outcomes).some((o) => o === 'failed');
  const patch: Partial<repo.Campaign> = { emailSent: outcomes.email === 'sent', smsSent: outcomes.sms === 'sent' };
  if (failed && campaign.attempts < MAX_ATTEMPTS) {
    await repo.updateCampaign(deps.db, campaign.id, {
      ...patch,
      scheduledFor: new Date(now.getTime() + backoffMs(campaign.attempts)),
      statusReason: 'provider error, retrying',
    });
  } else if (failed) {
    await repo.updateCampaign(deps.db, campaign.id, {
      ...patch,
      status: sent.length ? 'sent' : 'failed',
      sentAt: sent.length ? now : null,
      statusReason: 'provider error, gave up',
    });
  } else if (sent.length) {
    await repo.updateCampaign(deps.db, campaign.id, { ...patch, status: 'sent', sentAt: now, statusReason: null });
  } else {
    await repo.updateCampaign(deps.db, campaign.id, {
      ...patch,
      status: 'skipped',
      statusReason: 'no channel may be used (consent or opt-out)',
    });
  }
}

/** One pass of the engine: schedule newly abandoned applications, then send what is due. */
export async function runRemarketing(
  deps: RemarketingDeps,
  now: Date,
  batch = 50,
): Promise<{ scheduled: number; processed: number }> {
  const scheduled = await repo.scheduleAbandoned(deps.db, now, deps.delayMs);
  const due = await repo.claimDue(deps.db, now, batch, LEASE_MS);
  for (const campaign of due) await deliver(deps, campaign, now);
  return { scheduled, processed: due.length };
}
