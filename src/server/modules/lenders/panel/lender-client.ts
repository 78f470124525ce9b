import { z } from 'zod';
import { idempotencyKeyFor, referenceFor } from '#server/modules/lenders/directory/index.ts';
import type { EndpointPolicy } from '#server/modules/lenders/directory/index.ts';
import { bodiesOf, type CallBodies } from './exchange-bodies.ts';
import { observeLenderCall } from './lender-call-observer.ts';
import { postSigned, type HttpResult } from './lender-http.ts';
import type { LenderConfig } from '#server/modules/lenders/directory/index.ts';
import { PANEL_STATUSES, type PanelStatus } from '#shared/application/status.ts';

/** The lowest price a lender may bid or book a lead at, in pounds (issue 41.9). */
export const MIN_LEAD_PRICE = 1;

/**
 * A lender's price in pounds: from MIN_LEAD_PRICE to 10,000, in whole pence. A price with more
 * decimals is refused, never rounded (1e-9 had become a sale at £0.00): the answer is an error.
 */
const leadPrice = z
  .number()
  .min(MIN_LEAD_PRICE, `below the floor of £${MIN_LEAD_PRICE}`)
  .max(10_000)
  .refine((pounds) => Math.abs(Math.round(pounds * 100) - pounds * 100) < 1e-6, 'more than two decimal places');

/** A lender's answer to the anonymous ping: a bid (accept with price), pending review, or a decline. */
export const pingResponseSchema = z.object({
  decision: z.enum(['accept', 'pending', 'reject']),
  price: leadPrice.optional(),
  reason: z.string().max(200).optional(),
});

export const postResponseSchema = z.object({
  decision: z.enum(PANEL_STATUSES),
  leadRef: z.string().min(1).max(100).optional(),
  redirectUrl: z
    .url({ protocol: /^https?$/ })
    .max(2_000)
    .optional(),
  price: leadPrice.optional(),
  reason: z.string().max(200).optional(),
  /** A decline based on a credit file names the agency (CONC 2.4.2R); see docs/lender-protocol.md. */
  creditReferenceAgency: z.object({ name: z.string().min(1).max(200), address: z.string().min(1).max(500) }).optional(),
});

export type LenderAnswer = {
  decision: PanelStatus | 'accept' | 'error' | 'timeout';
  httpStatus: number | null;
  latencyMs: number;
  price?: number;
  leadRef?: string;
  redirectUrl?: string;
  /** Why it was not a clean answer (recorded in the audit trail; never personal data). */
  reason?: string;
  /** The call's bodies as they went, for the lender's exchange log (decision 149). */
  bodies?: CallBodies;
};

export type CallOptions = {
  timeoutMs: number;
  allowedHosts: ReadonlySet<string>;
  signal?: AbortSignal;
  policy: EndpointPolicy;
};

/** A lender's acknowledgement of a withdrawn lead (docs/lender-protocol.md#withdrawal). */
export const withdrawalResponseSchema = z.object({ decision: z.literal('withdrawn') });

function failure(result: Extract<HttpResult, { ok: false }>): LenderAnswer {
  return {
    decision: result.timedOut ? 'timeout' : 'error',
    httpStatus: result.status ?? null,
    latencyMs: result.latencyMs,
    reason: result.reason,
    bodies: bodiesOf(result),
  };
}

function invalid(result: Extract<HttpResult, { ok: true }>, issues: z.ZodError): LenderAnswer {
  const issue = issues.issues[0];
  const where = issue?.path.join('.') || 'body';
  // A refused price says why (the lender reads it in its exchange log); other fields just where.
  const why = where === 'price' && issue ? `: ${issue.message}` : '';
  return {
    decision: 'error',
    httpStatus: result.status,
    latencyMs: result.latencyMs,
    reason: `unexpected response (${where}${why})`,
    bodies: bodiesOf(result),
  };
}

/** The generic JSON lender client: signed POSTs to the lender's endpoint, answers parsed strictly. */
export function createLenderClient(lender: LenderConfig, options: CallOptions) {
  const send = (applicationId: string, stage: 'ping' | 'post', lead: object, timeoutMs = options.timeoutMs) =>
    signed(applicationId, stage, { stage, reference: referenceFor(applicationId, lender.id), lead }, timeoutMs);
  const signed = (applicationId: string, stage: 'ping' | 'post' | 'withdraw', body: object, timeoutMs: number) =>
    postSigned({
      url: lender.endpoint,
      body,
      secret: lender.secret,
      idempotencyKey: idempotencyKeyFor(applicationId, lender.id, stage),
      timeoutMs,
      allowedHosts: options.allowedHosts,
      ...(options.signal ? { signal: options.signal } : {}),
      policy: options.policy,
    });

  return {
    ping: (applicationId: string, lead: object) =>
      observeLenderCall(lender, 'ping', applicationId, () => ping(applicationId, lead)),
    /** `timeoutMs` overrides the lender's deadline (a retry waiting for a late answer). */
    post: (applicationId: string, lead: object, timeoutMs?: number) =>
      observeLenderCall(lender, 'post', applicationId, () => post(applicationId, lead, timeoutMs)),
    withdraw: (applicationId: string) => withdraw(applicationId),
  };

  /**
   * Tells the lender a lead whose post was never answered is withdrawn: it must not keep or book
   * it. Acknowledged only by a 2xx `{decision: "withdrawn"}`; the same key every time.
   */
  async function withdraw(applicationId: string): Promise<{ acknowledged: boolean; reason?: string }> {
    const body = { stage: 'withdrawal', reference: referenceFor(applicationId, lender.id) };
    const result = await signed(applicationId, 'withdraw', body, options.timeoutMs);
    if (!result.ok) return { acknowledged: false, reason: result.reason };
    if (!withdrawalResponseSchema.safeParse(result.json).success)
      return { acknowledged: false, reason: 'unexpected answer to the withdrawal' };
    return { acknowledged: true };
  }

  async function ping(applicationId: string, lead: object): Promise<LenderAnswer> {
    const result = await send(applicationId, 'ping', lead);
    if (!result.ok) return failure(result);
    const parsed = pingResponseSchema.safeParse(result.json);
    if (!parsed.success) return invalid(result, parsed.error);
    const { decision, price, reason } = parsed.data;
    const answered = { httpStatus: result.status, latencyMs: result.latencyMs, bodies: bodiesOf(result) };
    if (decision === 'accept' && price === undefined)
      return { ...answered, decision: 'error', reason: 'accept without a price' };
    return {
      ...answered,
      decision,
      ...(price !== undefined ? { price } : {}),
      ...(reason ? { reason } : {}),
    };
  }

  async function post(applicationId: string, lead: object, timeoutMs?: number): Promise<LenderAnswer> {
    const result = await send(applicationId, 'post', lead, timeoutMs);
    if (!result.ok) return failure(result);
    const parsed = postResponseSchema.safeParse(result.json);
    if (!parsed.success) return invalid(result, parsed.error);
    const { decision, leadRef, redirectUrl, price, reason } = parsed.data;
    const answered = { httpStatus: result.status, latencyMs: result.latencyMs, bodies: bodiesOf(result) };
    if (decision === 'sold' && (!leadRef || !redirectUrl))
      return { ...answered, decision: 'error', reason: 'sold without leadRef and redirectUrl' };
    return {
      ...answered,
      decision,
      ...(leadRef ? { leadRef } : {}),
      ...(redirectUrl ? { redirectUrl } : {}),
      ...(price !== undefined ? { price } : {}),
      ...(reason ? { reason } : {}),
    };
  }
}
export type LenderClient = ReturnType<typeof createLenderClient>;
