import { z } from 'zod';
import { RETURN_REASONS, RETURN_STATUSES } from '#shared/admin/returns-schemas.ts';

// The lender portal's leads on the wire (decision 080): a month's leads, a lead and its calls, a
// return, the dashboard. Money in pence. The filtered lists are in list-schemas.ts.

/** What a lender reports of a lead (the same as src/server/db/schema/ledger.ts). */
export const LEAD_OUTCOMES = ['funded', 'declined', 'withdrawn'] as const;

export const portalLead = z.object({
  reference: z.string(),
  soldAt: z.string(),
  price: z.number().int(),
  outcome: z.enum(LEAD_OUTCOMES).nullable(),
  returnStatus: z.enum(RETURN_STATUSES).nullable(),
  credit: z.number().int(),
});
export const portalLeads = z.object({
  month: z.string(),
  leads: z.array(portalLead),
  totals: z.object({ leads: z.number(), gross: z.number(), credits: z.number(), net: z.number() }),
});
export type PortalLeads = z.infer<typeof portalLeads>;

export const portalLeadDetail = z.object({
  reference: z.string(),
  soldAt: z.string(),
  price: z.number().int(),
  outcome: z.enum(LEAD_OUTCOMES).nullable(),
  return: z
    .object({
      status: z.enum(RETURN_STATUSES),
      reason: z.enum(RETURN_REASONS),
      credit: z.number().int(),
      requestedAt: z.string(),
    })
    .nullable(),
});
export type PortalLeadDetail = z.infer<typeof portalLeadDetail>;

/**
 * One call to the lender (issue 28): a lead's ping and its post are two, each with its own time,
 * latency, HTTP status and answer. `recorded` is false for both calls of a lead posted before the
 * post's own timing was recorded: their null time, latency, status or answer were not recorded.
 */
export const portalExchange = z.object({
  at: z.string().nullable(),
  reference: z.string(),
  test: z.boolean(),
  stage: z.enum(['ping', 'post']),
  latencyMs: z.number().int().nullable(),
  httpStatus: z.number().int().nullable(),
  answer: z.string().nullable(),
  price: z.number().int().nullable(),
  reason: z.string().nullable(),
  recorded: z.boolean(),
  /**
   * The call's bodies as they went (decision 149): the JSON we sent (the full lead only in the post
   * the lender received; never bank details) and the body it answered; null where none was sent or
   * answered, for calls from before they were kept, and once the application is erased.
   */
  requestBody: z.string().nullable(),
  answerBody: z.string().nullable(),
});
export type PortalExchange = z.infer<typeof portalExchange>;

export const portalTestLeadAnswer = z.object({ reference: z.string(), exchanges: z.array(portalExchange) });

/**
 * A lead's own page (issue 43.1): what the lender was sent (the ping's anonymous lead, and the
 * person, address, employment and consent only when it was posted the full lead; never bank
 * details), each call with its time, latency and answer, the outcome and the return.
 */
export const portalLeadPage = portalLeadDetail.extend({
  soldAt: z.string().nullable(),
  price: z.number().int().nullable(),
  status: z.string(),
  sentAt: z.string(),
  sent: z.record(z.string(), z.unknown()).nullable(),
  calls: z.array(portalExchange),
});
export type PortalLeadPage = z.infer<typeof portalLeadPage>;

export const portalReturnBody = z.object({
  reference: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{40}$/, 'Enter the 40-character reference of the lead'),
  reason: z.enum(RETURN_REASONS, { error: 'Choose a reason' }),
  note: z.string().trim().max(500).optional(),
  /** One per form shown: the same form posted twice files one return. */
  idempotencyKey: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[\x21-\x7e]+$/),
});
export const portalReturnAnswer = z.object({
  returnId: z.string(),
  status: z.enum(RETURN_STATUSES),
  credit: z.number().int(),
});

/** The dashboard (issue 43.1): this London month's leads, acceptance, average price, funded rate, returns. */
export const portalDashboard = z.object({
  month: z.string(),
  /** Leads posted to the lender this month (live). */
  leads: z.number().int(),
  /** Pings the lender answered this month, and how many of them it accepted (or held pending). */
  pings: z.number().int(),
  accepted: z.number().int(),
  /** Leads bought this month, their average price in pence (null with none). */
  sold: z.number().int(),
  averagePrice: z.number().int().nullable(),
  /** Of the leads bought, how many the lender reported funded. */
  funded: z.number().int(),
  returns: z.number().int(),
  credits: z.number().int(),
});
export type PortalDashboard = z.infer<typeof portalDashboard>;
