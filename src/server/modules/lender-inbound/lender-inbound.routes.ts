import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAD_OUTCOMES, RETURN_REASONS, RETURN_STATUSES } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { acceptedSecrets } from '#server/modules/lender-portal/lender-secrets.ts';
import type { LenderConfig } from '#server/modules/lender-panel/panel-config.ts';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import { authenticateLender, readRaw, replay } from './signature.ts';
import { withStoredReturnTerms } from '#server/modules/lender-admin/return-terms.ts';
import { knownLender } from '#server/modules/lender-admin/known-lenders.ts';
import { statementCsv, wantsCsv } from './statement-csv.ts';
import { idempotent, recordOutcome, returnLead, statementOf, type Statement } from './lender-inbound.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The lender of a signed inbound call (set before the body is parsed); null elsewhere. */
    inboundLender: LenderConfig | null;
    /** SHA-256 of the raw body of a signed inbound call. */
    inboundBodyHash: string;
  }
}

const BODY_LIMIT = 16 * 1024;
const reference = z.string().regex(/^[0-9a-f]{40}$/, 'must be the 40-hex reference you were sent');
const hasPence = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const outcomeBody = z
  .object({
    reference,
    outcome: z.enum(LEAD_OUTCOMES),
    amount: z.number().positive().max(1_000_000).refine(hasPence, 'at most two decimal places (pounds)').optional(),
    apr: z.number().min(0).max(100_000).refine(hasPence, 'at most two decimal places (percent)').optional(),
    termMonths: z.number().int().min(1).max(600).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.outcome !== 'funded') return;
    for (const field of ['amount', 'apr', 'termMonths'] as const)
      if (body[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'Required for a funded loan' });
  });

export const returnBody = z.object({
  reference,
  reason: z.enum(RETURN_REASONS),
  note: z.string().trim().max(500).optional(),
});

const statementLine = z.object({
  reference: z.string(),
  soldAt: z.string(),
  price: z.number().int(),
  returnStatus: z.enum(RETURN_STATUSES).optional(),
  credit: z.number().int(),
});
export const statementSchema = z.object({
  lender: z.string(),
  month: z.string(),
  lines: z.array(statementLine),
  totals: z.object({
    leads: z.number().int(),
    gross: z.number().int(),
    credits: z.number().int(),
    net: z.number().int(),
  }),
});
export const monthParam = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM');

const signedHeaders = z.object({
  'x-lender-id': z.string().optional(),
  'x-timestamp': z.string().optional(),
  'x-signature': z.string().optional(),
});
const postHeaders = signedHeaders.extend({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key is required')
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces'),
});

/**
 * Lenders → broker (contract: outcomes, returns, statements), under /api/lenders/v1. Every call is
 * signed as in the lead protocol; the signature is checked over the raw bytes before any parsing,
 * so an unsigned call answers 401 whatever its body holds.
 */
export const lenderInboundRoutes: FastifyPluginAsyncZod<{ clock: Clock; dataKey: string }> = async (
  app,
  { clock, dataKey },
) => {
  const cipher = createFieldCipher(dataKey);
  app.decorateRequest('inboundLender', null);
  app.decorateRequest('inboundBodyHash', '');
  app.addHook('preParsing', async (request, _reply, payload) => {
    const raw = await readRaw(payload, BODY_LIMIT);
    const now = clock.now();
    request.inboundLender = await authenticateLender(
      request,
      raw,
      (lenderId) => knownLender(app.db, app.lenderPanelConfig, lenderId),
      now,
      (l) => acceptedSecrets(app.db, cipher, l, now),
    );
    request.inboundBodyHash = createHash('sha256').update(raw).digest('hex');
    return replay(raw);
  });
  const lenderOf = (request: { inboundLender: LenderConfig | null }): LenderConfig => {
    if (!request.inboundLender) throw new AppError('UNAUTHORIZED', 'Invalid lender signature');
    return request.inboundLender;
  };
  const claimOf = (
    request: { inboundBodyHash: string; method: string; url: string },
    lenderId: string,
    key: string,
  ) => ({
    lenderId,
    key,
    requestHash: `${request.method} ${request.url} ${request.inboundBodyHash}`,
    now: clock.now(),
  });

  app.post(
    '/outcomes',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        headers: postHeaders,
        body: outcomeBody,
        response: {
          200: z.object({ reference: z.string(), outcome: z.enum(LEAD_OUTCOMES) }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const lender = lenderOf(request);
      const now = clock.now();
      const answer = await idempotent(app.db, claimOf(request, lender.id, request.headers['idempotency-key']), (tx) =>
        recordOutcome(tx, lender, request.body, now),
      );
      return reply.status(200).send(answer.body as { reference: string; outcome: (typeof LEAD_OUTCOMES)[number] });
    },
  );

  app.post(
    '/returns',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        headers: postHeaders,
        body: returnBody,
        response: {
          201: z.object({ returnId: z.string(), status: z.enum(RETURN_STATUSES), credit: z.number().int() }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      // The return window and cap as edited in the back office (decision 075).
      const lender = await withStoredReturnTerms(app.db, app.lenderPanelConfig, lenderOf(request));
      const now = clock.now();
      const answer = await idempotent(app.db, claimOf(request, lender.id, request.headers['idempotency-key']), (tx) =>
        returnLead(tx, lender, request.body, now),
      );
      return reply
        .status(201)
        .send(answer.body as { returnId: string; status: (typeof RETURN_STATUSES)[number]; credit: number });
    },
  );

  app.get(
    '/statements/:month',
    {
      schema: {
        headers: signedHeaders,
        params: z.object({ month: monthParam }),
        response: { 200: statementSchema, 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      const lender = lenderOf(request);
      const statement = await statementOf(app.db, lender.id, request.params.month);
      if (wantsCsv(request.headers.accept)) {
        // Sent as it is: the CSV is not the JSON schema's to serialise.
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="statement-${lender.id}-${statement.month}.csv"`)
          .serializer((payload: unknown) => String(payload))
          .send(statementCsv(statement) as unknown as Statement);
      }
      // Built by statementOf to the schema's shape: 10,000 lines are not validated again on the way out
      // (the schema check took longer than the query, bench/statement.ts).
      return reply.serializer((payload: unknown) => JSON.stringify(payload)).send(statement);
    },
  );
};
