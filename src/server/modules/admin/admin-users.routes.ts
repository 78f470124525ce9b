import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import type { AdminRoutesOptions } from './admin-auth.routes.ts';
import { recordAudit } from './admin-audit.repository.ts';
import { findAdminByEmail, normaliseEmail, upsertAdminPassword } from './admin-users.repository.ts';
import { generatePassword, hashPassword } from './passwords.ts';

/**
 * POST /api/admin/users: a signed-in admin adds another admin. The password is generated and shown
 * once; the new admin signs in with it and enrols two-factor authentication.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { clock }) => {
  app.post(
    '/users',
    {
      schema: {
        body: z.object({ email: z.email('Enter a valid email address').max(320) }),
        response: { 201: z.object({ email: z.string(), password: z.string() }) },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      if (await findAdminByEmail(app.db, email)) {
        throw new AppError('CONFLICT', 'An admin with this email already exists', { errors: [{ path: 'email', message: 'An admin with this email already exists' }] });
      }
      const password = generatePassword();
      await upsertAdminPassword(app.db, email, await hashPassword(password));
      await recordAudit(app.db, { adminUserId: request.admin?.adminUserId ?? null, action: 'admin_users.create', details: { email }, now: clock.now() });
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ email, password });
    },
  );
};
