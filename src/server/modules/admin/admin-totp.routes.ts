import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import type { AdminRoutesOptions } from './admin-auth.routes.ts';
import { claimTotpStep, enableTotp, findAdminById, setPendingTotpSecret } from './admin-users.repository.ts';
import { enrolmentDetails, matchTotpStep, newTotpSecret } from './totp.ts';

/** Two-factor enrolment for the signed-in admin: GET status, POST setup (QR code), POST confirm. */
export const adminTotpRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { clock, dataKey }) => {
  const cipher = createFieldCipher(dataKey);

  const currentUser = async (adminUserId: string | undefined) => {
    const user = adminUserId ? await findAdminById(app.db, adminUserId) : null;
    if (!user) throw new AppError('UNAUTHORIZED', 'Authentication required');
    return user;
  };

  app.get('/totp', { schema: { response: { 200: z.object({ enabled: z.boolean(), email: z.string() }) } } }, async (request) => {
    const user = await currentUser(request.admin?.adminUserId);
    return { enabled: Boolean(user.totpEnabledAt), email: user.email };
  });

  app.post(
    '/totp/setup',
    { schema: { response: { 200: z.object({ qrDataUrl: z.string(), secret: z.string(), otpauthUrl: z.string() }) } } },
    async (request, reply) => {
      const user = await currentUser(request.admin?.adminUserId);
      if (user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor authentication is already enabled');
      const secret = newTotpSecret();
      await setPendingTotpSecret(app.db, user.id, cipher.encrypt(secret));
      reply.header('cache-control', 'no-store');
      return { ...(await enrolmentDetails(secret, user.email)), secret };
    },
  );

  app.post(
    '/totp/confirm',
    { schema: { body: z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code') }), response: { 200: z.object({ enabled: z.literal(true) }) } } },
    async (request) => {
      const user = await currentUser(request.admin?.adminUserId);
      if (user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor authentication is already enabled');
      if (!user.totpSecret) throw new AppError('BAD_REQUEST', 'Start the set-up first');
      const now = clock.now();
      const step = matchTotpStep(cipher.decrypt(user.totpSecret), request.body.code, now);
      if (step === null || !(await claimTotpStep(app.db, user.id, step))) {
        throw new AppError('BAD_REQUEST', 'That code is not valid', { errors: [{ path: 'code', message: 'That code is not valid' }] });
      }
      await enableTotp(app.db, user.id, now);
      return { enabled: true as const };
    },
  );
};
