import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '#server/lib/clock.ts';
import { AppError } from '#server/lib/app-error.ts';
import { monthParam } from '#server/modules/lenders/ledger/statement-schema.ts';
import { statementSchema } from '#server/modules/lenders/ledger/statement-schema.ts';
import { statementOf } from '#server/modules/lenders/ledger/statement.ts';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import { company } from '#shared/company.ts';
import {
  aprEvidenceResponse,
  returnDecisionBody,
  returnItem,
  returnsQuery,
  returnsResponse,
} from '#shared/admin/returns-schemas.ts';
import { aprEvidence } from './apr-evidence.ts';
import { decideReturn, listReturns, reverseEntry } from './returns-admin.service.ts';
import { renderStatementPdf } from './statement-pdf.ts';

/**
 * The back office's side of the ledger (under /api/admin: the admin guard enforces the session):
 * the returns queue and its decisions, a lender's statement (JSON or PDF), and the
 * representative-APR evidence.
 */
export const ledgerAdminRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get('/returns', { schema: { querystring: returnsQuery, response: { 200: returnsResponse } } }, async (request) =>
    listReturns(app.db, app.lenderPanelConfig, request.query),
  );

  app.post(
    '/returns/:id/decision',
    {
      schema: {
        params: z.object({ id: z.uuid('Not a return id') }),
        body: returnDecisionBody,
        response: { 200: returnItem, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) =>
      decideReturn(app.db, app.lenderPanelConfig, {
        id: request.params.id,
        adminUserId: request.admin?.adminUserId ?? null,
        decision: request.body,
        now: clock.now(),
      }),
  );

  app.post(
    '/ledger/:entryId/reverse',
    {
      schema: {
        params: z.object({ entryId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        body: z.object({ note: z.string().trim().min(1, 'Say why the entry is reversed').max(500) }),
        response: {
          201: z.object({ id: z.number().int(), reversesId: z.number().int(), amountPence: z.number().int() }),
          400: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await reverseEntry(app.db, {
          entryId: request.params.entryId,
          adminUserId: request.admin?.adminUserId ?? null,
          note: request.body.note,
          now: clock.now(),
        }),
      ),
  );

  const lenderParams = z.object({ lenderId: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/), month: monthParam });
  const lenderOf = (id: string) => {
    const lender = app.lenderPanelConfig?.lenders.find((l) => l.id === id);
    if (!lender) throw new AppError('NOT_FOUND', 'No lender with this id in the panel');
    return lender;
  };

  app.get(
    '/lenders/:lenderId/statements/:month',
    { schema: { params: lenderParams, response: { 200: statementSchema, 400: errorBody, 404: errorBody } } },
    async (request) => statementOf(app.db, lenderOf(request.params.lenderId).id, request.params.month),
  );

  app.get('/lenders/:lenderId/statements/:month/pdf', { schema: { params: lenderParams } }, async (request, reply) => {
    const lender = lenderOf(request.params.lenderId);
    const statement = await statementOf(app.db, lender.id, request.params.month);
    const pdf = await renderStatementPdf(statement, lender.name, clock.now());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="statement-${lender.id}-${statement.month}.pdf"`)
      .send(pdf);
  });

  app.get('/compliance/representative-apr', { schema: { response: { 200: aprEvidenceResponse } } }, async () =>
    aprEvidence(app.db, company.representativeApr, clock.now()),
  );
};
