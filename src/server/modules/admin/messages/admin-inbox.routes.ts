import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import { campaignsResponse, contactMessagesResponse, type CampaignStats } from '#shared/admin/schemas.ts';
import type { AdminRoutesOptions } from '../admin-routes-options.ts';
import { campaignCounts, listContactMessages, setContactMessageRead } from './admin-inbox.repository.ts';
import { recentCampaigns } from './admin-messages.repository.ts';

type Counts = Awaited<ReturnType<typeof campaignCounts>>[number];

const rate = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);

/** Spec section 3 campaign stats: open rate per email sent, click and conversion per message sent. */
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

const KEYS = ['total', 'pending', 'totalSent', 'emailsSent', 'smsSent', 'opened', 'clicked', 'resubmitted'] as const;

/** GET /api/admin/campaigns, GET /api/admin/contact-messages, POST /api/admin/contact-messages/:id/read. */
export const adminInboxRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { clock }) => {
  app.get('/campaigns', { schema: { response: { 200: campaignsResponse } } }, async () => {
    const [rows, recent] = await Promise.all([campaignCounts(app.db), recentCampaigns(app.db, RECENT_CAMPAIGNS)]);
    const sum = { campaignType: 'all' } as Counts;
    for (const key of KEYS) sum[key] = rows.reduce((acc, row) => acc + row[key], 0);
    return { overall: toCampaignStats(sum), campaigns: rows.map(toCampaignStats), recent: recent.map(toCampaignRow) };
  });

  app.get('/contact-messages', { schema: { response: { 200: contactMessagesResponse } } }, async () => {
    const { items, unread } = await listContactMessages(app.db, 200);
    return {
      unread,
      items: items.map((m) => ({
        ...m,
        readAt: m.readAt?.toISOString() ?? null,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });

  app.post(
    '/contact-messages/:id/read',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: z.object({ read: z.boolean().default(true) }).optional(),
        response: { 200: z.object({ read: z.boolean() }) },
      },
    },
    async (request) => {
      const read = request.body?.read ?? true;
      if (!(await setContactMessageRead(app.db, request.params.id, read ? clock.now() : null)))
        throw new AppError('NOT_FOUND', 'Message not found');
      return { read };
    },
  );
};
