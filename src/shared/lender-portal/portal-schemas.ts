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
  /** A lender's admin also adds and disables its users and rotates the secret (issue 43.1). */
  role: z.enum(['admin', 'user']),
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
  /**
   * The call's bodies as they went (decision 149): the JSON we sent (the full lead only in the post
   * the lender received; never bank details) and the body it answered; null where none was sent or
   * answered, for calls from before they were kept, and once the application is erased.
   */
  requestBody: z.string().nullable(),
  answerBody: z.string().nullable(),
});
export type PortalExchange = z.infer<typeof portalExchange>;

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

/** What a lead came to, as the leads list filters it (issue 43.1): the lender's answer, or returned. */
export const LEAD_LIST_STATUSES = ['sold', 'pending', 'reject', 'error', 'timeout', 'returned'] as const;
export const LEADS_PER_PAGE = 25;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');

/**
 * A filter of the leads list or the exchange log (issue 43.1): London days `from` to `to` (both
 * included), the list's own filters, live or test, the start of a reference, and the page.
 */
const listFilter = <Own extends z.ZodRawShape>(own: Own) =>
  z.object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    ...own,
    kind: z.enum(['live', 'test']).default('live'),
    q: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[0-9a-f]{0,40}$/, 'Enter the start of a reference (0-9, a-f)')
      .optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  });

/** The leads list's filters (issue 43.1): this month so far by default, and the lead's status. */
export const portalLeadFilter = listFilter({ status: z.enum(LEAD_LIST_STATUSES).optional() });
export type PortalLeadFilter = z.input<typeof portalLeadFilter>;

export const portalLeadListItem = z.object({
  reference: z.string(),
  /** When the lead was sent (the post; the ping when the post's time was not recorded). */
  at: z.string(),
  test: z.boolean(),
  status: z.string(),
  price: z.number().int().nullable(),
  outcome: z.enum(LEAD_OUTCOMES).nullable(),
  returnStatus: z.enum(RETURN_STATUSES).nullable(),
  credit: z.number().int(),
});
/** A page of a filtered list (issue 43.1), with the filter as the service read it and the total found. */
const listPage = <Own extends z.ZodRawShape>(own: Own) =>
  z.object({
    from: z.string(),
    to: z.string(),
    kind: z.enum(['live', 'test']),
    ...own,
    q: z.string(),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
  });
export const portalLeadList = listPage({ status: z.enum(LEAD_LIST_STATUSES).nullable() }).extend({
  leads: z.array(portalLeadListItem),
});
export type PortalLeadList = z.infer<typeof portalLeadList>;

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

/** What a lender user may do (issue 43.1): an `admin` also manages its lender's users and the secret. */
export const LENDER_ROLES = ['admin', 'user'] as const;
export const portalUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(LENDER_ROLES),
  createdAt: z.string(),
  totpEnrolled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  disabled: z.boolean(),
});
export type PortalUser = z.infer<typeof portalUser>;
export const portalUsers = z.object({ users: z.array(portalUser) });
export const portalAddUserBody = z.object({
  email: z.email('Enter an email address').trim().toLowerCase().max(320),
  role: z.enum(LENDER_ROLES, { error: 'Choose admin or user' }).default('user'),
});
/** The new user's one-time password, shown once: they sign in with it, choose their own and set up TOTP. */
export const portalAddUserAnswer = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(LENDER_ROLES),
  oneTimePassword: z.string(),
  expiresAt: z.string(),
});
export const portalUserParams = z.object({ userId: z.uuid('Not a user id') });

/** The calls of the exchange log: a lead's ping (its bid) and its post (the full lead). */
export const EXCHANGE_STAGES = ['ping', 'post'] as const;
/** What a lender answered a call: a ping's bid or refusal, a post's sale, or the call's failure. */
export const EXCHANGE_ANSWERS = ['accept', 'sold', 'pending', 'reject', 'error', 'timeout', 'skipped'] as const;
export const EXCHANGES_PER_PAGE = 50;

/**
 * The exchange log's filters (issue 43.1, as the leads list's): London days `from` to `to` (both
 * included; the last 30 days by default), the call (ping or post), the answer, live or test calls
 * (apart, so test calls never push a live one out: issue 41.5), the start of a reference, the page.
 */
export const portalExchangeFilter = listFilter({
  stage: z.enum(EXCHANGE_STAGES).optional(),
  status: z.enum(EXCHANGE_ANSWERS).optional(),
});
export type PortalExchangeFilter = z.input<typeof portalExchangeFilter>;

/** One page of the exchange log as filtered, newest first, with the filter as read. */
export const portalExchanges = listPage({
  stage: z.enum(EXCHANGE_STAGES).nullable(),
  status: z.enum(EXCHANGE_ANSWERS).nullable(),
}).extend({ exchanges: z.array(portalExchange) });
export type PortalExchanges = z.infer<typeof portalExchanges>;
