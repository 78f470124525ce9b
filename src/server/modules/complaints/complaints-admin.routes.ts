import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '#server/lib/clock.ts';
import { londonDayOf } from '#shared/london-day.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { Mailer } from '#server/modules/messaging/index.ts';
import {
  closeComplaintBody,
  complaintItem,
  complaintsResponse,
  complaintsReturnQuery,
} from '#shared/admin/complaints-schemas.ts';
import { errorResponse } from '#shared/api-error-schema.ts';
import { closeWithMessage, complaintsQueue, sendAcknowledgement } from './complaints-admin.service.ts';
import { complaintsReturn, lastHalfYear, returnCsv } from './complaints-return.ts';

/**
 * The back office's complaints queue, under /api/admin (the admin guard requires a session):
 * GET /complaints, POST /complaints/:id/summary-resolution, POST /complaints/:id/final-response,
 * POST /complaints/:id/acknowledgement, GET /complaints/return.csv.
 */
export const complaintsAdminRoutes: FastifyPluginAsyncZod<{ clock: Clock; mailer: Mailer }> = async (
  app,
  { clock, mailer },
) => {
  app.get('/complaints', { schema: { response: { 200: complaintsResponse } } }, async () =>
    complaintsQueue(app.db, clock.now()),
  );

  for (const [path, kind] of [
    ['summary-resolution', 'summary'],
    ['final-response', 'final'],
  ] as const) {
    app.post(
      `/complaints/:id/${path}`,
      {
        schema: {
          description:
            kind === 'summary'
              ? 'Closes a complaint by summary resolution (until close of the third business day) and emails it.'
              : 'Closes a complaint with the final response, upheld or not, and emails it with the ' +
                'Financial Ombudsman Service referral rights (6 months).',
          params: z.object({ id: z.uuid() }),
          body: closeComplaintBody,
          response: { 200: complaintItem, 400: errorResponse, 404: errorResponse, 409: errorResponse },
        },
      },
      async (request) =>
        closeWithMessage(
          { db: app.db, mailer, log: request.log },
          {
            id: request.params.id,
            kind,
            body: request.body,
            adminUserId: request.admin!.adminUserId,
            now: clock.now(),
          },
        ),
    );
  }

  app.post(
    '/complaints/:id/acknowledgement',
    {
      schema: {
        description: 'Sends the acknowledgement email that could not be sent on receipt (never a second one).',
        params: z.object({ id: z.uuid() }),
        response: { 200: complaintItem, 404: errorResponse, 503: errorResponse },
      },
    },
    async (request) =>
      sendAcknowledgement(
        { db: app.db, mailer, log: request.log },
        { id: request.params.id, adminUserId: request.admin!.adminUserId, now: clock.now() },
      ),
  );

  app.get(
    '/complaints/return.csv',
    {
      schema: {
        description:
          'The counts of the half-yearly complaints return as CSV: `from`/`to` London dates, by default the ' +
          'last complete half-year.',
        querystring: complaintsReturnQuery,
        response: { 200: z.string(), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const fallback = lastHalfYear(londonDayOf(now));
      const period = { from: request.query.from ?? fallback.from, to: request.query.to ?? fallback.to };
      const counts = await complaintsReturn(app.db, period);
      await recordAudit(app.db, {
        adminUserId: request.admin!.adminUserId,
        action: 'complaint.return_export',
        details: period,
        now,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="complaints-return-${period.from}-${period.to}.csv"`)
        .send(returnCsv(counts));
    },
  );
};
