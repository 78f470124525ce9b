import { z } from 'zod';
import { APPLICATION_STATUSES, LEAD_DECISIONS, type ApplicationStatus } from '#shared/application/status.ts';
import { campaignRow } from './messages-schemas.ts';

// Response shapes of the admin API, shared by the server (response schemas) and the admin screens.

/**
 * The dashboard's status filter buttons (docs/product.md#back-office: all, draft, processing, sold,
 * pending, rejected, plus referred): every status but `error`, which the list still accepts as a filter.
 */
export const ADMIN_STATUS_FILTERS = [
  'all',
  ...APPLICATION_STATUSES.filter((s): s is Exclude<ApplicationStatus, 'error'> => s !== 'error'),
] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];
export type ApplicationStatusQuery = AdminStatusFilter | 'error';
export const ADMIN_PAGE_SIZE = 25;

export const applicationListQuery = z.object({
  status: z.enum([...ADMIN_STATUS_FILTERS, 'error']).default('all'),
  q: z.string().trim().max(128).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  sort: z.enum(['desc', 'asc']).default('desc'),
});
export type ApplicationListQuery = z.input<typeof applicationListQuery>;

/** Admin application list item (docs/api-contract.md#admin). */
export const applicationListItem = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  loanAmount: z.number().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  apiStatus: z.string().nullable(),
  lenderName: z.string().nullable().describe('The lender that bought the application or is reviewing it'),
  price: z.number().nullable(),
  createdAt: z.string(),
  erasedAt: z.string().nullable().describe('When the personal data was erased (the name and email are gone)'),
});
export type ApplicationListItem = z.infer<typeof applicationListItem>;

export const applicationListResponse = z.object({
  items: z.array(applicationListItem),
  paging: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }),
});
export type ApplicationListResponse = z.infer<typeof applicationListResponse>;

export const applicationStats = z.object({
  byStatus: z.partialRecord(z.enum(APPLICATION_STATUSES), z.number()),
  total: z.number(),
  completed: z.number(),
  /** Visitor sessions, as the funnel counts them (analytics events or an application started). */
  totalSessions: z.number(),
  revenue: z.number(),
  /** completed ÷ totalSessions, 0-1 (#shared/admin/conversion.ts). */
  conversionRate: z.number(),
  /** Applications the vulnerability and affordability gate kept from every lender, by reason code. */
  gateReferrals: z.record(z.string(), z.number()),
});
export type ApplicationStats = z.infer<typeof applicationStats>;

export const leadAttemptItem = z.object({
  lenderName: z.string(),
  panel: z.string(),
  tier: z.number(),
  decision: z.enum(LEAD_DECISIONS),
  price: z.number().nullable(),
  latencyMs: z.number().nullable(),
  httpStatus: z.number().nullable(),
  errorReason: z.string().nullable(),
  /** Times the full lead was posted (over 1 after a timeout); null when never posted. */
  postTries: z.number().nullable(),
  attemptedAt: z.string(),
});

export const applicationDetail = z.object({
  application: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  leadAttempts: z.array(leadAttemptItem),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

/** POST /api/admin/applications/:id/erase: when the personal data went. */
export const eraseApplicationResponse = z.object({ erasedAt: z.string() });

/** Campaign stats (docs/api-contract.md#admin), per campaign type plus the overall row. */
export const campaignStats = z.object({
  campaignType: z.string(),
  total: z.number(),
  pending: z.number(),
  totalSent: z.number(),
  emailsSent: z.number(),
  smsSent: z.number(),
  opened: z.number(),
  openRate: z.number(),
  clicked: z.number(),
  clickRate: z.number(),
  resubmitted: z.number(),
  conversionRate: z.number(),
});
export type CampaignStats = z.infer<typeof campaignStats>;
/** Stats per campaign type, the overall row, and the most recent campaign rows (status, reason, channels). */
export const campaignsResponse = z.object({
  overall: campaignStats,
  campaigns: z.array(campaignStats),
  recent: z.array(campaignRow),
});
export type CampaignsResponse = z.infer<typeof campaignsResponse>;

export const contactMessageItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessageItem = z.infer<typeof contactMessageItem>;
export const contactMessagesResponse = z.object({ items: z.array(contactMessageItem), unread: z.number() });
export type ContactMessagesResponse = z.infer<typeof contactMessagesResponse>;
