import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { acceptedSecrets } from '#server/modules/lenders/directory/index.ts';
import type { LenderConfig } from '#server/modules/lenders/directory/index.ts';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import { authenticateLender, readRaw, replay } from './signature.ts';
import { claimSignature } from './signature-replay.ts';
import { withStoredReturnTerms } from '#server/modules/lenders/directory/index.ts';
import { knownLender } from '#server/modules/lenders/directory/index.ts';
import { statementCsv, wantsCsv } from './statement-csv.ts';
import {
  monthParams,
  outcomeAnswer,
  outcomeBody,
  postHeaders,
  returnAnswer,
  returnBody,
  signedHeaders,
} from './inbound-schemas.ts';
import { statementSchema } from '#server/modules/lenders/ledger/index.ts';
import { idempotent, recordOutcome, returnLead } from './lender-inbound.service.ts';
import { statementOf, type Statement } from '#server/modules/lenders/ledger/index.ts';

const BODY_LIMIT = 16 * 1024;

/** Adds a request header to the answer's Vary, once. */
function varyOn(reply: FastifyReply, header: string) {
  const vary = reply.getHeader('vary');
  const listed =
    vary === undefined
      ? []
      : String(vary)
          .split(/\s*,\s*/)
          .filter(Boolean);
  if (!listed.some((name) => name.toLowerCase() === header.toLowerCase()))
    reply.header('vary', [...listed, header].join(', '));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The lender of a signed inbound call (set before the body is parsed); null elsewhere. */
    inboundLender: LenderConfig | null;
    /** SHA-256 of the raw body of a signed inbound call. */
    inboundBodyHash: string;
  }
}

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
    request.inboundLender = await authenticateLender(request, raw, {
      lenderOf: (lenderId) => knownLender(app.db, app.lenderPanelConfig, lenderId),
      now,
      secretsOf: (l) => acceptedSecrets(app.db, cipher, l, now),
      claim: (pair) => claimSignature(app.db, { ...pair, now }),
    });
    request.inboundBodyHash = createHash('sha256').update(raw).digest('hex');
    return replay(raw);
  });
  // Every answer here is one lender's own (issue 41.7): never kept by a shared cache, marked as
  // depending on the lender asking, and typed (the statement's hand-built JSON carried no type).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store, private');
    varyOn(reply, 'X-Lender-Id');
    if (!reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
    return payload;
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
          200: outcomeAnswer,
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
      return reply.status(200).send(answer.body as z.infer<typeof outcomeAnswer>);
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
          201: returnAnswer,
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
      return reply.status(201).send(answer.body as z.infer<typeof returnAnswer>);
    },
  );

  app.get(
    '/statements/:month',
    {
      schema: {
        headers: signedHeaders,
        params: monthParams,
        response: { 200: statementSchema, 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      const lender = lenderOf(request);
      // JSON or CSV by the Accept header: one more thing a cache must tell apart.
      varyOn(reply, 'Accept');
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
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => JSON.stringify(payload))
        .send(statement);
    },
  );
};
