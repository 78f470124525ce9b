import { z } from 'zod';
import { RETURN_STATUSES } from '#shared/admin/returns-schemas.ts';
import { isRealDate } from '#shared/application/fields.ts';
import { LEAD_OUTCOMES, portalExchange } from './lead-schemas.ts';

// The portal's two filtered lists (issue 43.1): the leads found ("Find leads") and the exchange
// log, each a filter read from a GET form or a query string, and a page of what it found.

/** What a lead came to, as the leads list filters it (issue 43.1): the lender's answer, or returned. */
export const LEAD_LIST_STATUSES = ['sold', 'pending', 'reject', 'error', 'timeout', 'returned'] as const;
export const LEADS_PER_PAGE = 25;
/** A day as YYYY-MM-DD on the calendar (not 2031-02-30); refused in words naming the field, for its form. */
const isoDay = (what: string) => {
  const words = `${what} must be a real date, as YYYY-MM-DD`;
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: words, abort: true })
    .refine(isRealDate, words);
};

/** The words of a `to` before `from`, from the schema and from the service (which also knows the default `from`). */
export const END_BEFORE_START = 'The end date must be the same as or after the start date';

/** `to` not before `from` when both are asked (ISO days compare as text). */
const datesInOrder = ({ from, to }: { from?: unknown; to?: unknown }) =>
  typeof from !== 'string' || typeof to !== 'string' || to >= from;

/**
 * A filter of the leads list or the exchange log (issue 43.1): London days `from` to `to` (both
 * included; `to` not before `from`), the list's own filters, live or test, the start of a
 * reference, and the page.
 */
const listFilter = <Own extends z.ZodRawShape>(own: Own) =>
  z
    .object({
      from: isoDay('The start date').optional(),
      to: isoDay('The end date').optional(),
      ...own,
      kind: z.enum(['live', 'test']).default('live'),
      q: z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[0-9a-f]{0,40}$/, 'Enter the start of a reference (0-9, a-f)')
        .optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
    })
    .refine(datesInOrder, {
      path: ['to'],
      message: END_BEFORE_START,
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
