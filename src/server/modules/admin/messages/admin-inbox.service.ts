import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { CampaignStats } from '#shared/admin/schemas.ts';
import { campaignCounts, listContactMessages, setContactMessageRead } from './admin-inbox.repository.ts';
import { recentCampaigns } from './admin-messages.repository.ts';

type Counts = Awaited<ReturnType<typeof campaignCounts>>[number];

const rate = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);

/** Campaign stats (docs/api-contract.md#admin): open rate per email sent, click and conversion per message sent. */
export function toCampaignStats(row: Counts): CampaignStats {
  return {
    ...row,
    openRate: rate(row.opened, row.emailsSent),
    clickRate: rate(row.clicked, row.totalSent),
    conversionRate: rate(row.resubmitted, row.totalSent),
  };
}

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;
const RECENT_CAMPAIGNS = 50;
const CONTACT_MESSAGES = 200;

function toCampaignRow(row: Awaited<ReturnType<typeof recentCampaigns>>[number]) {
  return {
    ...row,
    scheduledFor: row.scheduledFor.toISOString(),
    sentAt: iso(row.sentAt),
    emailOpenedAt: iso(row.emailOpenedAt),
    linkClickedAt: iso(row.linkClickedAt),
    resubmittedAt: iso(row.resubmittedAt),
  };
}

/** Stats over every campaign type and per type, and the most recent campaigns with their channels. */
export async function campaignsSummary(db: Database) {
  const [rows, recent] = await Promise.all([campaignCounts(db), recentCampaigns(db, RECENT_CAMPAIGNS)]);
  const add = (key: Exclude<keyof Counts, 'campaignType'>) => rows.reduce((acc, row) => acc + row[key], 0);
  const sum: Counts = {
    campaignType: 'all',
    total: add('total'),
    pending: add('pending'),
    totalSent: add('totalSent'),
    emailsSent: add('emailsSent'),
    smsSent: add('smsSent'),
    opened: add('opened'),
    clicked: add('clicked'),
    resubmitted: add('resubmitted'),
  };
  return { overall: toCampaignStats(sum), campaigns: rows.map(toCampaignStats), recent: recent.map(toCampaignRow) };
}

/** The latest contact-form messages and how many are unread. */
export async function contactMessagesList(db: Database) {
  const { items, unread } = await listContactMessages(db, CONTACT_MESSAGES);
  return {
    unread,
    items: items.map((m) => ({ ...m, readAt: iso(m.readAt), createdAt: m.createdAt.toISOString() })),
  };
}

/** Marks a contact message read (now) or unread; 404 for an unknown message. */
export async function markContactMessage(db: Database, id: string, read: boolean, now: Date) {
  if (!(await setContactMessageRead(db, id, read ? now : null))) throw new AppError('NOT_FOUND', 'Message not found');
  return { read };
}
