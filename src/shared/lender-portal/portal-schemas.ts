import { z } from 'zod';
import { RETURN_REASONS, RETURN_STATUSES } from '#shared/admin/returns-schemas.ts';

/** What a lender reports of a lead (the same as src/server/db/schema/ledger.ts). */
const LEAD_OUTCOMES = ['funded', 'declined', 'withdrawn'] as const;

// The lender portal's JSON API (/api/lender-portal, decision 080): what the portal's screens read
// and post. Money in pence.

export const portalLoginBody = z.object({
  email: z.string().trim().min(1, 'Required').max(320),
  password: z.string().min(1, 'Required').max(1024),
  totp: z.string().max(32).optional(),
  newPassword: z.string().min(12, 'At least 12 characters').max(1024).optional(),
});

export const portalMe = z.object({
  email: z.string(),
  lender: z.object({ id: z.string(), name: z.string() }),
  mfaEnrolmentRequired: z.boolean(),
});
export type PortalMe = z.infer<typeof portalMe>;

export const portalTotpSetup = z.object({ otpauthUrl: z.string(), qrDataUrl: z.string(), secret: z.string() });
export const portalTotpConfirm = z.object({ enabled: z.literal(true), recoveryCodes: z.array(z.string()) });

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
});
export type PortalExchange = z.infer<typeof portalExchange>;
/**
 * The exchange log (issue 41.5): the live calls and the test calls apart, each list with its own
 * length, so test leads never push a live call out of the log.
 */
export const portalExchanges = z.object({ exchanges: z.array(portalExchange), tests: z.array(portalExchange) });
export type PortalExchanges = z.infer<typeof portalExchanges>;

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

export const portalMonths = z.object({ months: z.array(z.string()) });

export const portalSecretStatus = z.object({
  /** When the lender last generated a secret in the portal; null: the one agreed at onboarding. */
  rotatedAt: z.string().nullable(),
  /** Until when the previous secret is still accepted; null when only one is. */
  previousValidUntil: z.string().nullable(),
});
export const portalRotateBody = z.object({ totp: z.string().trim().min(1, 'Enter a code from your app').max(32) });
export const portalRotateAnswer = z.object({ secret: z.string(), previousValidUntil: z.string() });

export const portalTestLeadAnswer = z.object({ reference: z.string(), exchanges: z.array(portalExchange) });
