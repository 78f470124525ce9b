import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import { recordOptOutBody, recordOptOutResponse } from '#shared/admin/messages-schemas.ts';
import { eraseApplication } from '#server/modules/retention/retention.service.ts';
import type { AdminRoutesOptions } from './admin-auth.routes.ts';
import { recordAudit } from './admin-audit.repository.ts';
import { findApplication } from './admin-applications.repository.ts';
import { insertOptOut } from './admin-messages.repository.ts';
import { errorResponse as errorSchema } from '#shared/api-error-schema.ts';

/**
 * Data-protection actions an admin carries out for an applicant: record an opt-out, erase an
 * application. Both are audited; the audit row names the record by id only, never the person.
 */
export const adminPrivacyRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { clock }) => {
  app.post(
    '/opt-outs',
    { schema: { body: recordOptOutBody, response: { 201: recordOptOutResponse, 400: errorSchema } } },
    async (request, reply) => {
      const { email, phone, reason } = request.body;
      const now = clock.now();
      const row = await insertOptOut(app.db, {
        email: email || null,
        phone: phone || null,
        reason: reason || 'recorded by admin',
        now,
      });
      await recordAudit(app.db, {
        adminUserId: request.admin?.adminUserId ?? null,
        action: 'opt_outs.record',
        details: { optOutId: row.id },
        now,
      });
      return reply.status(201).send({ optOut: { ...row, createdAt: row.createdAt.toISOString() } });
    },
  );

  app.post(
    '/applications/:id/erase',
    {
      schema: {
        params: z.object({ id: z.uuid('Invalid application id') }),
        response: { 200: z.object({ erasedAt: z.string() }), 404: errorSchema },
      },
    },
    async (request) => {
      const row = await findApplication(app.db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Application not found');
      // Erasing twice changes nothing: the first erasure's time stands.
      if (row.erasedAt) return { erasedAt: row.erasedAt.toISOString() };
      const now = clock.now();
      await eraseApplication(app.db, row.id, now);
      await recordAudit(app.db, {
        adminUserId: request.admin?.adminUserId ?? null,
        action: 'applications.erase',
        details: { applicationId: row.id, requestedByApplicant: Boolean(row.erasureRequestedAt) },
        now,
      });
      return { erasedAt: now.toISOString() };
    },
  );
};
