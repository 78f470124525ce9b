import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApplicationsRoutes } from './applications/admin-applications.routes.ts';
import type { AdminRoutesOptions } from './admin-routes-options.ts';
import { adminAuthRoutes } from './auth/admin-auth.routes.ts';
import { adminInboxRoutes } from './messages/admin-inbox.routes.ts';
import { adminMessagesRoutes } from './messages/admin-messages.routes.ts';
import { adminPrivacyRoutes } from './applications/admin-privacy.routes.ts';
import { adminTotpRoutes } from './auth/admin-totp.routes.ts';
import { adminUsersRoutes } from './users/admin-users.routes.ts';

/** Everything under /api/admin. The admin-guard plugin enforces the session on all but login/check-auth/logout. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { clock, dataKey, loginCallsPerIp, smtpUrl },
) => {
  // Only the dependencies go down: passing the whole options object would repeat the prefix.
  const options = { clock, dataKey, smtpUrl };
  await app.register(adminAuthRoutes, { ...options, ...(loginCallsPerIp ? { loginCallsPerIp } : {}) });
  await app.register(adminTotpRoutes, options);
  await app.register(adminApplicationsRoutes, options);
  await app.register(adminInboxRoutes, options);
  await app.register(adminMessagesRoutes, options);
  await app.register(adminPrivacyRoutes, options);
  await app.register(adminUsersRoutes, options);
};
