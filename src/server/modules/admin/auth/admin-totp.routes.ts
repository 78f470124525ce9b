import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import type { AdminRoutesOptions } from '../admin-routes-options.ts';
import { recordAudit } from '../admin-audit.repository.ts';
import { requireRecentAuth, startAdminSession } from './admin-session.ts';
import { claimTotpStep, enableTotp, findAdminById, setPendingTotpSecret } from './admin-users.repository.ts';
import { replaceRecoveryCodes, unusedRecoveryCodes } from './recovery-codes.ts';
import { enrolmentDetails, matchTotpStep, newTotpSecret, TOTP_SECRET_CONTEXT } from './totp.ts';

const recoveryCodes = z.array(z.string());

/**
 * Two-factor enrolment of the signed-in admin (GET status, POST setup, POST confirm, callable by
 * an enrolment-only session) and the regeneration of its recovery codes.
 */
export const adminTotpRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { clock, dataKey }) => {
  const cipher = createFieldCipher(dataKey);

  const current = async (request: { admin: { adminUserId: string } | null }) => {
    const user = request.admin ? await findAdminById(app.db, request.admin.adminUserId) : null;
    if (!user) throw new AppError('UNAUTHORIZED', 'Authentication required');
    return user;
  };

  app.get(
    '/totp',
    {
      schema: {
        response: { 200: z.object({ enabled: z.boolean(), email: z.string(), recoveryCodesLeft: z.number().int() }) },
      },
    },
    async (request) => {
      const user = await current(request);
      return {
        enabled: Boolean(user.totpEnabledAt),
        email: user.email,
        recoveryCodesLeft: await unusedRecoveryCodes(app.db, user.id),
      };
    },
  );

  app.post(
    '/totp/setup',
    { schema: { response: { 200: z.object({ qrDataUrl: z.string(), secret: z.string(), otpauthUrl: z.string() }) } } },
    async (request) => {
      const user = await current(request);
      if (user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor authentication is already enabled');
      // Enrolling binds the account to a device: only within minutes of entering the password.
      requireRecentAuth(request.admin, clock.now());
      const secret = newTotpSecret();
      await setPendingTotpSecret(app.db, user.id, cipher.encrypt(secret, TOTP_SECRET_CONTEXT));
      return { ...(await enrolmentDetails(secret, user.email)), secret };
    },
  );

  app.post(
    '/totp/confirm',
    {
      schema: {
        body: z.object({
          code: z
            .string()
            .trim()
            .regex(/^\d{6}$/, 'Enter the 6-digit code'),
        }),
        response: { 200: z.object({ enabled: z.literal(true), recoveryCodes }) },
      },
    },
    async (request, reply) => {
      const user = await current(request);
      if (user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor authentication is already enabled');
      if (!user.totpSecret) throw new AppError('BAD_REQUEST', 'Start the set-up first');
      const now = clock.now();
      const step = matchTotpStep(cipher.decrypt(user.totpSecret, TOTP_SECRET_CONTEXT), request.body.code, now);
      if (step === null || !(await claimTotpStep(app.db, user.id, step))) {
        throw new AppError('BAD_REQUEST', 'That code is not valid', {
          errors: [{ path: 'code', message: 'That code is not valid' }],
        });
      }
      await enableTotp(app.db, user.id, now);
      const codes = await replaceRecoveryCodes(app.db, user.id, now);
      // A new session id for the new privilege level: the enrolment-only token stops working.
      const { prefix, secure } = app.cookieOptions;
      await startAdminSession(app.db, request, reply, {
        adminUserId: user.id,
        now,
        prefix,
        secure,
        enrolmentOnly: false,
        authAt: now,
      });
      await recordAudit(app.db, { adminUserId: user.id, action: 'admin_totp.enrol', details: {}, now });
      return { enabled: true as const, recoveryCodes: codes };
    },
  );

  app.post('/totp/recovery-codes', { schema: { response: { 200: z.object({ recoveryCodes }) } } }, async (request) => {
    const session = requireRecentAuth(request.admin, clock.now());
    const user = await current(request);
    const now = clock.now();
    const codes = await replaceRecoveryCodes(app.db, user.id, now);
    await recordAudit(app.db, {
      adminUserId: session.adminUserId,
      action: 'admin_totp.recovery_codes',
      details: {},
      now,
    });
    return { recoveryCodes: codes };
  });
};
