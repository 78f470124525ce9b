import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import {
  portalRotateAnswer,
  portalRotateBody,
  portalSecretStatus,
  portalTestLeadAnswer,
} from '#shared/lender-portal/portal-schemas.ts';
import { AppError } from '#server/lib/app-error.ts';
import { enforceLimit } from '#server/lib/request-limits.ts';
import type { PortalDeps } from './lender-portal.plugin.ts';
import { recordSecretAudit, SECRET_ROTATE } from './secret-audit.ts';
import { lastRotation, rotateSecret, secretsOf, withSecretLock } from './lender-secrets.ts';
import { requireFreshCode } from './lender-totp.service.ts';
import { sendTestLead, TEST_LEADS_PER_LENDER } from './test-lead.ts';

/**
 * The lender's shared secret (decision 081): when it was last rotated, and a rotation (a fresh
 * code from the user's authenticator first), the new secret shown once; and test leads (082).
 */
export const secretRoutes: FastifyPluginAsyncZod<PortalDeps> = async (app, deps) => {
  app.get('/secret', { schema: { response: { 200: portalSecretStatus } } }, async (request) => {
    const lender = await deps.lenderConfigOf(deps.sessionOf(request).lenderId);
    const now = deps.clock.now();
    const [secrets, rotatedAt] = await Promise.all([
      secretsOf(app.db, deps.cipher, lender, now),
      lastRotation(app.db, lender.id),
    ]);
    return {
      rotatedAt: rotatedAt?.toISOString() ?? null,
      previousValidUntil: secrets.previousUntil?.toISOString() ?? null,
    };
  });

  app.post(
    '/secret/rotate',
    { schema: { body: portalRotateBody, response: { 200: portalRotateAnswer, 400: errorBody, 429: errorBody } } },
    async (request) => {
      const session = deps.sessionOf(request);
      await requireFreshCode(deps, session, request.body.totp, request.ip);
      const lender = await deps.lenderConfigOf(session.lenderId);
      const now = deps.clock.now();
      // The new secret and its audit row are one step: no rotation goes unrecorded (issue 41.6).
      const rotated = await withSecretLock(app.db, lender.id, async (tx) => {
        const made = await rotateSecret(tx, deps.cipher, { lender, lenderUserId: session.lenderUserId, now });
        await recordSecretAudit(tx, {
          action: SECRET_ROTATE,
          lenderId: lender.id,
          by: { lenderUserId: session.lenderUserId },
          made,
          now,
        });
        return made;
      });
      request.log.info({ lenderId: lender.id }, 'lender secret rotated in the portal');
      // No previous secret (a lender that had none): nothing overlaps, the new one applies now.
      const until = rotated.previousValidUntil ?? now;
      return { secret: rotated.secret, previousValidUntil: until.toISOString() };
    },
  );

  app.post(
    '/test-lead',
    { schema: { response: { 200: portalTestLeadAnswer, 429: errorBody, 503: errorBody } } },
    async (request) => {
      const { id } = await deps.lenderConfigOf(deps.sessionOf(request).lenderId);
      const config = app.lenderPanelConfig;
      if (!config) throw new AppError('UNAVAILABLE', 'The lender panel is not configured');
      // Where the ping tree would call it now (decision 116), not the panel file's endpoint.
      const lender = await app.outboundLender(id, deps.clock.now());
      if (!lender) throw new AppError('UNAVAILABLE', 'You are not on the lender panel at the moment');
      // Per lender, whoever of its users sends them and from wherever (issue 41.5): each is two calls.
      await enforceLimit(
        { db: app.db, clock: deps.clock, scale: 1 },
        `lender-test-lead:${id}`,
        TEST_LEADS_PER_LENDER,
        `You can send ${TEST_LEADS_PER_LENDER.max} test leads an hour.`,
      );
      const sent = await sendTestLead({ db: app.db, config, now: () => deps.clock.now() }, lender);
      return {
        reference: sent.reference,
        exchanges: sent.calls.map((call) => ({
          at: call.sentAt.toISOString(),
          reference: call.reference,
          test: true,
          stage: call.stage,
          latencyMs: call.latencyMs ?? null,
          httpStatus: call.httpStatus ?? null,
          answer: call.decision,
          price: call.price ?? null,
          reason: call.reason ?? null,
          recorded: true,
        })),
      };
    },
  );
};
