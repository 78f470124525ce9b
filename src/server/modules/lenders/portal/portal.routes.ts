import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { monthParam, statementSchema } from '#server/modules/lenders/ledger/index.ts';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import {
  portalDashboard,
  portalExchangeFilter,
  portalExchanges,
  portalLeadFilter,
  portalLeadList,
  portalLeadPage,
  portalLeads,
  portalMonths,
  portalReturnAnswer,
  portalReturnBody,
} from '#shared/lender-portal/portal-schemas.ts';
import { deliveryRoutes } from './delivery.routes.ts';
import { portalUsersRoutes } from './portal-users.routes.ts';
import { secretRoutes } from './secret.routes.ts';

/** A CSV download under the name the service gave it. */
const sendCsv = (reply: FastifyReply, { filename, csv }: { filename: string; csv: string }) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);

const reference = z.object({ reference: z.string().regex(/^[0-9a-f]{40}$/, 'Not a lead reference') });

/**
 * The lender's own business (decision 080): its leads, exchange log, returns and statements, as
 * adapters over the portal services (decision 136). The lender is always the session's; another
 * lender's reference answers 404 as a made-up one does. A return is filed through the same service
 * as POST /api/lenders/v1/returns, with its rules.
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leads',
    {
      schema: {
        querystring: z.object({ month: monthParam.optional() }),
        response: { 200: portalLeads, 400: errorBody },
      },
    },
    async (request, reply) => app.services(request, reply).lenders.leads(request.query.month),
  );

  app.get(
    '/leads/:reference',
    { schema: { params: reference, response: { 200: portalLeadPage, 404: errorBody } } },
    async (request, reply) => app.services(request, reply).lenders.lead(request.params.reference),
  );

  // The leads to work the day (issue 43.1): filtered and paged, and the same as CSV.
  app.get(
    '/lead-list',
    { schema: { querystring: portalLeadFilter, response: { 200: portalLeadList, 400: errorBody } } },
    async (request, reply) => app.services(request, reply).lenders.leadList(request.query),
  );

  app.get('/lead-list/csv', { schema: { querystring: portalLeadFilter } }, async (request, reply) => {
    return sendCsv(reply, await app.services(request, reply).lenders.leadListCsv(request.query));
  });

  app.get('/dashboard', { schema: { response: { 200: portalDashboard } } }, async (request, reply) =>
    app.services(request, reply).lenders.dashboard(),
  );

  // The exchange log (issue 43.1): filtered and paged as the leads list is, and the same as CSV.
  app.get(
    '/exchanges',
    { schema: { querystring: portalExchangeFilter, response: { 200: portalExchanges, 400: errorBody } } },
    async (request, reply) => app.services(request, reply).lenders.exchanges(request.query),
  );

  app.get('/exchanges/csv', { schema: { querystring: portalExchangeFilter } }, async (request, reply) => {
    return sendCsv(reply, await app.services(request, reply).lenders.exchangesCsv(request.query));
  });

  app.post(
    '/returns',
    {
      schema: {
        body: portalReturnBody,
        response: { 201: portalReturnAnswer, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.services(request, reply).lenders.fileReturn(request.body)),
  );

  /** A fresh key for a return form (the page puts it in a hidden field). */
  app.get('/returns/key', { schema: { response: { 200: z.object({ key: z.string() }) } } }, async (request, reply) => ({
    key: app.services(request, reply).lenders.returnKey(),
  }));

  app.get('/statements', { schema: { response: { 200: portalMonths } } }, async (request, reply) =>
    app.services(request, reply).lenders.statementMonths(),
  );

  const monthOnly = z.object({ month: monthParam });
  app.get(
    '/statements/:month',
    { schema: { params: monthOnly, response: { 200: statementSchema, 400: errorBody } } },
    async (request, reply) => app.services(request, reply).lenders.statement(request.params.month),
  );

  app.get('/statements/:month/csv', { schema: { params: monthOnly } }, async (request, reply) => {
    return sendCsv(reply, await app.services(request, reply).lenders.statementCsv(request.params.month));
  });

  app.get('/statements/:month/pdf', { schema: { params: monthOnly } }, async (request, reply) => {
    const { filename, pdf } = await app.services(request, reply).lenders.statementPdf(request.params.month);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(pdf);
  });

  // The lender's own Consumer Duty figures of each month with a board pack (issue 44.3).
  app.get('/duty', { schema: { response: { 200: portalMonths } } }, async (request, reply) =>
    app.services(request, reply).lenders.dutyMonths(),
  );

  app.get('/duty/:month/csv', { schema: { params: monthOnly } }, async (request, reply) => {
    return sendCsv(reply, await app.services(request, reply).lenders.dutyCsv(request.params.month));
  });

  await app.register(deliveryRoutes);
  await app.register(secretRoutes);
  await app.register(portalUsersRoutes);
};
