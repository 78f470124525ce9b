import { z } from 'zod';

// Admin views of outbound messages: the outbox (messages written instead of sent when no SMTP /
// SMS provider is configured), the opt-out register and recent remarketing campaign rows.

export const MESSAGES_PAGE_SIZE = 25;

export const outboxQuery = z.object({
  channel: z.enum(['all', 'email', 'sms']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type OutboxQuery = z.input<typeof outboxQuery>;

const paging = z.object({ page: z.number(), pageSize: z.number(), total: z.number() });

export const outboxItem = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  textBody: z.string(),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItem>;
export const outboxListResponse = z.object({ items: z.array(outboxItem), paging });
export type OutboxListResponse = z.infer<typeof outboxListResponse>;

export const outboxDetail = outboxItem.extend({
  htmlBody: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
});
export type OutboxDetail = z.infer<typeof outboxDetail>;

export const optOutsQuery = z.object({
  q: z.string().trim().max(128).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type OptOutsQuery = z.input<typeof optOutsQuery>;

export const optOutItem = z.object({
  id: z.number(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type OptOutItem = z.infer<typeof optOutItem>;
export const optOutsResponse = z.object({ items: z.array(optOutItem), paging });
export type OptOutsResponse = z.infer<typeof optOutsResponse>;

/** One remarketing campaign row, with what each channel did. */
export const campaignRow = z.object({
  id: z.string(),
  applicationId: z.string(),
  campaignType: z.string(),
  firstName: z.string().nullable(),
  status: z.string(),
  statusReason: z.string().nullable(),
  channels: z.array(z.object({ channel: z.string(), status: z.string(), error: z.string().nullable() })),
  emailSent: z.boolean(),
  smsSent: z.boolean(),
  scheduledFor: z.string(),
  sentAt: z.string().nullable(),
  emailOpenedAt: z.string().nullable(),
  linkClickedAt: z.string().nullable(),
  resubmittedAt: z.string().nullable(),
});
export type CampaignRow = z.infer<typeof campaignRow>;

/** An opt-out an admin records (a request by phone, letter or email): an email, a UK mobile, or both. */
export const recordOptOutBody = z
  .object({
    email: z
      .string()
      .trim()
      .max(128)
      .pipe(z.union([z.literal(''), z.email('Invalid email')]))
      .optional(),
    phone: z
      .string()
      .transform((v) => v.replace(/[\s()-]+/g, '').replace(/^\+44/, '0'))
      .pipe(z.string().regex(/^(07\d{9})?$/, 'Must be a UK mobile: 11 digits starting with 07'))
      .optional(),
    reason: z.string().trim().max(200).optional(),
  })
  .refine((v) => Boolean(v.email || v.phone), { message: 'Enter an email or a mobile number', path: ['email'] });
export type RecordOptOutBody = z.input<typeof recordOptOutBody>;
export const recordOptOutResponse = z.object({ optOut: optOutItem });
