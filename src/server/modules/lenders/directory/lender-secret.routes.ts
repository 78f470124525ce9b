import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { requireRecentAuth } from '#server/modules/auth/index.ts';
import { rotateSecret, withSecretLock } from '#server/modules/lenders/directory/lender-secrets.ts';
import { recordSecretAudit, SECRET_ISSUE } from '#server/modules/lenders/directory/secret-audit.ts';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import { LENDER_ID_PATTERN } from '#shared/admin/lender-schemas.ts';
import { issuedSecretResponse } from '#shared/admin/lender-secret-schemas.ts';
import { knownLender } from './known-lenders.ts';

const lenderParams = z.object({ lenderId: z.string().regex(LENDER_ID_PATTERN, 'Not a lender id') });

/**
 * POST /api/admin/lenders/settings/:lenderId/secret (under /api/admin: the admin guard enforces the
 * session and the same origin; a recent re-authentication is required, as for other sensitive
 * changes): a new shared secret for the lender, generated here, stored encrypted and shown once
 * (decision 098). A lender's first secret applies at once; a later one is a rotation with the 24-hour
 * overlap of decision 081 (inside an open overlap it replaces the pending secret: decision 118).
 * The audit row (in the same transaction) and the log name the lender, never the secret.
 */
export const lenderSecretAdminRoutes: FastifyPluginAsyncZod<{ clock: Clock; dataKey: string }> = async (
  app,
  { clock, dataKey },
) => {
  const cipher = createFieldCipher(dataKey);
  app.post(
    '/lenders/settings/:lenderId/secret',
    {
      schema: {
        params: lenderParams,
        response: { 201: issuedSecretResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const session = requireRecentAuth(request.admin, now);
      const lender = await knownLender(app.db, app.lenderPanelConfig, request.params.lenderId);
      if (!lender) throw new AppError('NOT_FOUND', 'No lender with this id in the panel');
      // The new secret and its audit row are one step (issue 41.6); the lock serialises two admins.
      const issued = await withSecretLock(app.db, lender.id, async (tx) => {
        const made = await rotateSecret(tx, cipher, { lender, lenderUserId: null, now });
        const by = { adminUserId: session.adminUserId };
        await recordSecretAudit(tx, { action: SECRET_ISSUE, lenderId: lender.id, by, made, now });
        return made;
      });
      const previousValidUntil = issued.previousValidUntil?.toISOString() ?? null;
      request.log.info({ lenderId: lender.id }, 'lender secret issued in the back office');
      return reply.status(201).send({
        lenderId: lender.id,
        secret: issued.secret,
        appliesNow: previousValidUntil === null,
        previousValidUntil,
      });
    },
  );
};
