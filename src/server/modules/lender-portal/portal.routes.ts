import { createHash, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ledgerEntries } from '#server/db/schema/index.ts';
import { monthOf } from '#server/modules/ledger/ledger.ts';
import { renderStatementPdf } from '#server/modules/ledger/statement-pdf.ts';
import { monthParam, statementSchema } from '#server/modules/lender-inbound/inbound-schemas.ts';
import { idempotent, returnLead } from '#server/modules/lender-inbound/lender-inbound.service.ts';
import { statementOf } from '#server/modules/lender-inbound/statement.ts';
import { statementCsv } from '#server/modules/lender-inbound/statement-csv.ts';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import {
  portalExchanges,
  portalLeadDetail,
  portalLeads,
  portalMonths,
  portalReturnAnswer,
  portalReturnBody,
} from '#shared/lender-portal/portal-schemas.ts';
import type { PortalDeps } from './lender-portal.plugin.ts';
import { exchangesOf } from './exchange-log.ts';
import { leadOf, leadsOf } from './portal-data.ts';
import { secretRoutes } from './secret.routes.ts';

const reference = z.object({ reference: z.string().regex(/^[0-9a-f]{40}$/, 'Not a lead reference') });

/**
 * The lender's own business (decision 080): its leads, exchange log, returns and statements. The
 * lender is always the session's; another lender's reference answers 404 as a made-up one does.
 * A return is filed through the same service as POST /api/lenders/v1/returns, with its rules.
 */
export const portalRoutes: FastifyPluginAsyncZod<PortalDeps> = async (app, deps) => {
  const lenderIdOf = (request: Parameters<PortalDeps['sessionOf']>[0]) => deps.sessionOf(request).lenderId;

  app.get(
    '/leads',
    {
      schema: {
        querystring: z.object({ month: monthParam.optional() }),
        response: { 200: portalLeads, 400: errorBody },
      },
    },
    async (request) => leadsOf(app.db, lenderIdOf(request), request.query.month ?? monthOf(deps.clock.now())),
  );

  app.get(
    '/leads/:reference',
    { schema: { params: reference, response: { 200: portalLeadDetail, 404: errorBody } } },
    async (request) => leadOf(app.db, lenderIdOf(request), request.params.reference),
  );

  app.get('/exchanges', { schema: { response: { 200: portalExchanges } } }, async (request) =>
    exchangesOf(app.db, lenderIdOf(request)),
  );

  app.post(
    '/returns',
    {
      schema: {
        body: portalReturnBody,
        response: { 201: portalReturnAnswer, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const lender = await deps.lenderConfigOf(lenderIdOf(request));
      const { idempotencyKey, ...body } = request.body;
      const now = deps.clock.now();
      const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      const claim = { lenderId: lender.id, key: `portal-${idempotencyKey}`, requestHash: `portal ${hash}`, now };
      const answer = await idempotent(app.db, claim, (tx) => returnLead(tx, lender, body, now));
      return reply.status(201).send(answer.body as z.infer<typeof portalReturnAnswer>);
    },
  );

  /** A fresh key for a return form (the page puts it in a hidden field). */
  app.get('/returns/key', { schema: { response: { 200: z.object({ key: z.string() }) } } }, async () => ({
    key: randomUUID(),
  }));

  app.get('/statements', { schema: { response: { 200: portalMonths } } }, async (request) => {
    const rows = await app.db
      .selectDistinct({ month: ledgerEntries.saleMonth })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.lenderId, lenderIdOf(request)))
      .orderBy(desc(ledgerEntries.saleMonth));
    const current = monthOf(deps.clock.now());
    const months = rows.map((r) => r.month);
    return { months: months.includes(current) ? months : [current, ...months] };
  });

  const monthOnly = z.object({ month: monthParam });
  app.get(
    '/statements/:month',
    { schema: { params: monthOnly, response: { 200: statementSchema, 400: errorBody } } },
    async (request) => statementOf(app.db, lenderIdOf(request), request.params.month),
  );

  app.get('/statements/:month/csv', { schema: { params: monthOnly } }, async (request, reply) => {
    const statement = await statementOf(app.db, lenderIdOf(request), request.params.month);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="statement-${statement.lender}-${statement.month}.csv"`)
      .send(statementCsv(statement));
  });

  app.get('/statements/:month/pdf', { schema: { params: monthOnly } }, async (request, reply) => {
    const lender = await deps.lenderOf(lenderIdOf(request));
    const statement = await statementOf(app.db, lender.id, request.params.month);
    const pdf = await renderStatementPdf(statement, lender.name, deps.clock.now());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="statement-${lender.id}-${statement.month}.pdf"`)
      .send(pdf);
  });

  await app.register(secretRoutes, deps);
};
