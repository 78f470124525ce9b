import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '#server/env.ts';
import { GATE_REASONS } from '#shared/application/gate.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import type { LenderPanel } from '#server/modules/lender-panel/lender-panel.types.ts';
import { getDraft, saveStep, type ApplicationDeps } from './applications.service.ts';
import { applicationLimits } from './application-limits.ts';
import { draftViewSchema } from './draft-view.ts';
import { recordStepSave } from '#server/observability/business-metrics.ts';
import { contextColumns } from './request-context.ts';
import { SAVEABLE_STEPS } from './step-fields.ts';
import { resubmit, submitConsent, submitToPanel } from './submit.service.ts';
import { errorResponse as errorSchema } from '#shared/api-error-schema.ts';

const panelResultSchema = z.union([
  z.object({ status: z.enum(['sold', 'pending', 'reject']), redirectUrl: z.string().optional() }),
  z.object({ status: z.literal('referred'), reason: z.enum(GATE_REASONS) }),
]);
const consentResultSchema = z.object({ success: z.literal(true), message: z.string() });

/** No body, `null` or `{}` is the processing screen's call; anything else is the consent form. */
const isEmptyBody = (body: unknown): boolean =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/**
 * The seven-step application (contract "HTTP API"). Step bodies are validated in the service with
 * the shared step schemas, the same ones the form uses, so the 400 carries the spec's messages.
 */
export const applicationRoutes: FastifyPluginAsyncZod<{ env: Env; clock: Clock }> = async (app, { env, clock }) => {
  const deps: ApplicationDeps = {
    db: app.db,
    cipher: createFieldCipher(env.DATA_KEY),
    clock,
    env,
    panel: () => (app as { lenderPanel?: LenderPanel }).lenderPanel,
    // Read at call time: the remarketing plugin registers after this module.
    onResubmitted: async (applicationId, at) =>
      (app as Partial<typeof app>).remarketing?.markResubmitted(applicationId, at),
    recordUrl: (publicId) => app.applicantRecord.urlFor(publicId),
    onSubmitted: (publicId) => app.applicantRecord.sendConfirmation(publicId),
  };
  // Drafts hold personal data: never cached by the browser or a proxy.
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));
  app.addHook('onRequest', applicationLimits({ db: app.db, clock, scale: env.RATE_LIMIT_SCALE }));

  for (const step of SAVEABLE_STEPS) {
    app.post(
      `/application/step${step}`,
      {
        schema: {
          description: `Saves step ${step} of the session's draft (created on the first save). Unknown fields are dropped; an optional \`context\` object {source, referrerUrl, utmSource, utmMedium, utmCampaign} is recorded on the first save.`,
          response: { 200: z.object({ success: z.literal(true) }), 400: errorSchema, 409: errorSchema },
        },
      },
      async (request, reply) => {
        await saveStep(deps, {
          step,
          body: request.body,
          ownerSession: async () => (await request.ensureVisitorSession(reply)).id,
          context: () =>
            contextColumns({ body: request.body, userAgent: request.headers['user-agent'], ip: request.ip }),
        });
        recordStepSave(step);
        return { success: true as const };
      },
    );
  }

  app.get('/application', { schema: { response: { 200: draftViewSchema, 404: errorSchema } } }, async (request) =>
    getDraft(deps, (await request.getVisitorSession())?.id),
  );

  app.post(
    '/application/submit',
    {
      schema: {
        description:
          'With consent fields: completes the application (status processing). With no body: runs the lender panel once.',
        response: {
          200: z.union([consentResultSchema, panelResultSchema]),
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => {
      const ownerSessionId = (await request.getVisitorSession())?.id;
      if (isEmptyBody(request.body)) return submitToPanel(deps, { ownerSessionId, log: request.log });
      return submitConsent(deps, { body: request.body, ownerSessionId });
    },
  );

  app.post(
    '/application/resubmit/:sessionId',
    {
      schema: {
        description:
          'Signed single-use resubmit link (no cookie needed): 410 expired or used, 403 bad signature, else as the no-body submit.',
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
    async (request) =>
      resubmit(deps, {
        sessionId: request.params.sessionId,
        expires: Number(request.query.expires),
        sig: request.query.sig,
        log: request.log,
      }),
  );
};
