import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REFERRAL_REASONS } from '#shared/application/gate.ts';
import { SAVEABLE_STEPS } from '#shared/application/step-meta.ts';
import { stepSchemasAt } from '#shared/application/steps.ts';
import type { Env } from '#server/env.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { sessionTokenHash } from '#server/lib/sessions.ts';
import { recordStepSave } from '#server/observability/business-metrics.ts';
import { getDraft, saveStep, type ApplicationDeps } from './applications.service.ts';
import { applicationLimits } from './application-limits.ts';
import { draftViewSchema } from './draft-view.ts';
import { contextColumns } from './request-context.ts';
import type { RequestContextColumns } from './step-save.repository.ts';
import { resubmit, submitConsent, submitToPanel } from './submit.service.ts';
import { errorResponse as errorSchema } from '#shared/api-error-schema.ts';
import { PANEL_STATUSES } from '#shared/application/status.ts';

const panelResultSchema = z.union([
  z.object({ status: z.enum(PANEL_STATUSES), redirectUrl: z.string().optional() }),
  z.object({ status: z.literal('referred'), reason: z.enum(REFERRAL_REASONS) }),
  z
    .object({ status: z.literal('waiting'), retryAfterSeconds: z.number().int().positive() })
    .describe(
      "No outcome yet: we're still waiting for a lender (a late answer, a withdrawal, a restart). " +
        'Not an error: ask again after retryAfterSeconds (also sent as Retry-After).',
    ),
]);
/** A `waiting` answer carries Retry-After as well, like the 503 it replaces. */
const withRetryAfter = <T extends { status: string }>(reply: FastifyReply, result: T): T => {
  if (result.status === 'waiting' && 'retryAfterSeconds' in result)
    reply.header('retry-after', String(result.retryAfterSeconds));
  return result;
};
const consentResultSchema = z.object({ success: z.literal(true), message: z.string() });

/** No body, `null` or `{}` is the processing screen's call; anything else is the consent form. */
const isEmptyBody = (body: unknown): boolean =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/**
 * The seven-step application (contract "HTTP API"). Step bodies are validated by the route with
 * the shared step schemas (the form's own, dates as of the server clock); the error plugin shapes
 * the 400 with the spec's messages. A save is one transaction (step-save.repository.ts, decision 045).
 */
export const applicationRoutes: FastifyPluginAsyncZod<{ env: Env; clock: Clock }> = async (app, { env, clock }) => {
  const deps: ApplicationDeps = {
    db: app.db,
    cipher: createFieldCipher(env.DATA_KEY),
    clock,
    env,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    panel: app.lenderPanel,
    // Read at call time: the remarketing plugin registers after this module.
    onResubmitted: async (applicationId, at) =>
      (app as Partial<typeof app>).remarketing?.markResubmitted(applicationId, at),
    recordUrl: (publicId) => app.applicantRecord.urlFor(publicId),
    onSubmitted: (publicId) => app.applicantRecord.sendConfirmation(publicId),
  };
  const limits = { db: app.db, clock, scale: env.RATE_LIMIT_SCALE };
  // Drafts hold personal data: never cached by the browser or a proxy.
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));
  app.addHook('onRequest', applicationLimits(limits));

  const schemas = stepSchemasAt(() => clock.now());
  const cookieName = `${app.cookieOptions.prefix}sid`; // the session plugin's visitor cookie
  // The optional `context` object is not an answer: read from the raw body before validation drops it.
  const contexts = new WeakMap<FastifyRequest, RequestContextColumns>();
  const readContext = async (request: FastifyRequest) =>
    void contexts.set(
      request,
      contextColumns({ body: request.body, userAgent: request.headers['user-agent'], ip: request.ip }),
    );

  for (const step of SAVEABLE_STEPS) {
    app.post(
      `/application/step${step}`,
      {
        schema: {
          description:
            `Saves step ${step} of the session's draft (created on the first save). Unknown fields are dropped; ` +
            'an optional `context` object {source, referrerUrl, utmSource, utmMedium, utmCampaign} ' +
            'is recorded on the first save.',
          body: schemas[step],
          response: {
            200: z.object({ success: z.literal(true) }),
            400: errorSchema,
            409: errorSchema,
            429: errorSchema,
          },
        },
        preValidation: readContext,
      },
      async (request, reply) => {
        const context =
          contexts.get(request) ?? contextColumns({ body: undefined, userAgent: undefined, ip: request.ip });
        const input = { step, answers: request.body, context };
        const tokenHash = sessionTokenHash(request.cookies[cookieName]);
        let result = tokenHash ? await saveStep(deps, { ...input, key: { tokenHash } }) : null;
        if (!result?.saved) {
          // No live session: a first save (or an expired cookie) gets one, counted against the IP.
          const session = await request.ensureVisitorSession(reply);
          result = await saveStep(deps, { ...input, key: { sessionId: session.id } });
          if (!result.saved) throw new Error('the new visitor session was not found');
        }
        recordStepSave(step);
        return { success: true as const };
      },
    );
  }

  app.get(
    '/application',
    {
      schema: {
        description:
          "The session's draft (404 when none). Reads are limited per client IP " +
          '(README "Anti-automation limits"): 429 with Retry-After over the limit.',
        response: { 200: draftViewSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => getDraft(deps, (await request.getVisitorSession())?.id),
  );

  app.post(
    '/application/submit',
    {
      schema: {
        description:
          'With consent fields: completes the application (status processing). ' +
          'With no body: runs the lender panel once; `waiting` while no lender has answered yet.',
        response: {
          200: z.union([consentResultSchema, panelResultSchema]),
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const ownerSessionId = (await request.getVisitorSession())?.id;
      if (isEmptyBody(request.body))
        return withRetryAfter(reply, await submitToPanel(deps, { ownerSessionId, log: request.log }));
      return submitConsent(deps, { body: request.body, ownerSessionId });
    },
  );

  app.post(
    '/application/resubmit/:sessionId',
    {
      schema: {
        description:
          'Signed single-use resubmit link (no cookie needed): 410 expired or used, 403 bad signature, ' +
          'else as the no-body submit.',
        params: z.object({ sessionId: z.string().min(1).max(128) }),
        querystring: z.object({
          expires: z.string().regex(/^\d{1,16}$/, 'Expected Unix time in milliseconds'),
          sig: z.string().max(256).default(''),
        }),
        response: {
          200: panelResultSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          410: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) =>
      withRetryAfter(
        reply,
        await resubmit(deps, {
          sessionId: request.params.sessionId,
          expires: Number(request.query.expires),
          sig: request.query.sig,
          log: request.log,
        }),
      ),
  );
};
