import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFieldCipher } from '#server/lib/crypto.ts';
import type { AdminRoutesOptions } from '../admin-routes-options.ts';
import { eraseApplicationData } from './admin-applications.service.ts';
import { errorResponse as errorSchema } from '#shared/api-error-schema.ts';
import { eraseApplicationResponse } from '#shared/admin/schemas.ts';

/**
 * Erasure of an application's personal data by an admin (data protection), audited by id only.
 * Registered after the messages routes, where it always was, so the API document keeps its order.
 */
export const adminPrivacyRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { clock, dataKey }) => {
  const deps = { db: app.db, clock, cipher: createFieldCipher(dataKey) };

  app.post(
    '/applications/:id/erase',
    {
      schema: {
        params: z.object({ id: z.uuid('Invalid application id') }),
        response: { 200: eraseApplicationResponse, 404: errorSchema },
      },
    },
    async (request) => {
      const erased = await eraseApplicationData(deps, request.admin?.adminUserId ?? null, request.params.id);
      // Every lender that received the full lead is told too (UK GDPR Article 19; data-rights module).
      await app.dataRights.tellLenders(request.params.id, new Date(erased.erasedAt));
      return erased;
    },
  );
};
