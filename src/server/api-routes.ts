import type { FastifyPluginAsync } from 'fastify';
import compress from '@fastify/compress';
import type { Env } from './env.ts';
import type { Clock } from './lib/clock.ts';
import { healthRoutes } from '#server/modules/health/index.ts';
import { adminRoutes } from '#server/modules/admin/index.ts';
import { abTestRoutes } from '#server/modules/ab-tests/index.ts';
import { funnelRoutes } from '#server/modules/analytics-admin/index.ts';
import { analyticsRoutes } from '#server/modules/analytics/index.ts';
import { contactRoutes } from '#server/modules/contact/index.ts';
import { complaintsPlugin } from '#server/modules/complaints/index.ts';
import { reviewRequestsPlugin } from '#server/modules/review-requests/index.ts';
import { applicationRoutes } from '#server/modules/applications/index.ts';
import { secciRoutes } from '#server/modules/applications/index.ts';
import { verificationRoutes } from '#server/modules/verification/index.ts';
import { lenderPanelRoutes } from '#server/modules/lenders/panel/index.ts';
import { commissionRangeRoutes } from '#server/modules/lenders/panel/index.ts';
import { rankingRoutes } from '#server/modules/lenders/panel/index.ts';
import { lenderInboundRoutes } from '#server/modules/lenders/inbound/index.ts';
import { lenderAdminRoutes } from '#server/modules/lenders/directory/index.ts';
import { lenderSecretAdminRoutes } from '#server/modules/lenders/directory/index.ts';
import { registerAdminRoutes } from '#server/modules/lenders/directory/index.ts';
import { ledgerAdminRoutes } from '#server/modules/lenders/ledger/index.ts';
import { lenderPortalRoutes } from '#server/modules/lenders/portal/index.ts';
import { lenderUsersAdminRoutes } from '#server/modules/lenders/portal/index.ts';
import { lenderUsersManageRoutes } from '#server/modules/lenders/portal/index.ts';
import { scorecardRoutes } from '#server/modules/lenders/scorecard/index.ts';
import { dataRequestsAdminRoutes } from '#server/modules/data-rights/index.ts';
import { qualityHoldAdminRoutes } from '#server/modules/review-requests/index.ts';
import { consentCertificateRoutes } from '#server/modules/consent-certificate/index.ts';
import { outcomesRoutes, packRoutes } from './modules/outcomes/index.ts';

export type ApiRoutesOptions = {
  env: Env;
  clock: Clock;
  /** Told when an admin changes an A/B test, so the cache of active slot tests forgets them. */
  onSlotsChanged: () => void;
};

/**
 * The route map: every API module, registered by hand (`buildApp` mounts it under /api). Not wrapped
 * in fastify-plugin: the compression below stays inside the API's scope.
 */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (api, { env, clock, onSlotsChanged }) => {
  // JSON answers change per request: compressed as they go. The site is compressed once (static-site).
  await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await api.register(healthRoutes);
  await api.register(lenderPanelRoutes);
  await api.register(commissionRangeRoutes);
  await api.register(lenderInboundRoutes, { prefix: '/lenders/v1', clock, dataKey: env.DATA_KEY });
  await api.register(consentCertificateRoutes, { prefix: '/lenders/v1', clock, dataKey: env.DATA_KEY });
  await api.register(adminRoutes, {
    prefix: '/admin',
    clock,
    dataKey: env.DATA_KEY,
    loginCallsPerIp: env.ADMIN_LOGIN_CALLS_PER_IP,
    smtpUrl: env.SMTP_URL,
  });
  await api.register(scorecardRoutes, { prefix: '/admin', clock });
  await api.register(outcomesRoutes, { prefix: '/admin', clock });
  await api.register(packRoutes, { prefix: '/admin', clock });
  await api.register(rankingRoutes, { prefix: '/admin', clock });
  await api.register(ledgerAdminRoutes, { prefix: '/admin', clock });
  await api.register(lenderAdminRoutes, { prefix: '/admin', clock });
  await api.register(registerAdminRoutes, { prefix: '/admin', clock });
  await api.register(lenderSecretAdminRoutes, { prefix: '/admin', clock, dataKey: env.DATA_KEY });
  await api.register(lenderUsersAdminRoutes, { prefix: '/admin', clock, publicUrl: env.PUBLIC_URL });
  await api.register(lenderUsersManageRoutes, { prefix: '/admin', clock });
  await api.register(lenderPortalRoutes, { prefix: '/lender-portal', publicUrl: env.PUBLIC_URL });
  await api.register(abTestRoutes, { prefix: '/abtest', clock, onSlotsChanged });
  await api.register(funnelRoutes, { clock });
  await api.register(analyticsRoutes, { clock, rateLimitScale: env.RATE_LIMIT_SCALE });
  await api.register(contactRoutes);
  await api.register(complaintsPlugin, { env, clock });
  await api.register(reviewRequestsPlugin, { env, clock });
  await api.register(dataRequestsAdminRoutes, { prefix: '/admin', clock });
  await api.register(qualityHoldAdminRoutes, { prefix: '/admin', clock });
  await api.register(applicationRoutes, { clock });
  await api.register(secciRoutes, { clock });
  await api.register(verificationRoutes);
};
