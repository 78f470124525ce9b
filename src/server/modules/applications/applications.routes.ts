import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REFERRAL_REASONS } from '#shared/application/gate.ts';
import { SAVEABLE_STEPS } from '#shared/application/step-meta.ts';
import { stepSchemasAt } from '#shared/application/steps.ts';
import type { Clock } from '#server/lib/clock.ts';
import { draftViewSchema } from './draft-view.ts';
import { contextColumns } from './request-context.ts';
import type { RequestContextColumns } from './step-save.repository.ts';
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
const outcomeReadSchema = z.union([
  panelResultSchema,
  z
    .object({ status: z.literal('error'), message: z.string() })
    .describe('The run failed for good, or none was started: the no-body submit (Try Again) runs it.'),
]);
/**
 * A `waiting` answer carries Retry-After as well, like the 503 it replaces, and where the outcome is
 * read without starting anything (decision 134).
 */
const withRetryAfter = <T extends { status: string }>(reply: FastifyReply, result: T): T => {
  if (result.status === 'waiting' && 'retryAfterSeconds' in result) {
    reply.header('retry-after', String(result.retryAfterSeconds));
    reply.header('location', OUTCOME_PATH);
  }
  return result;
};
const OUTCOME_PATH = '/api/application/outcome';
const consentResultSchema = z.object({ success: z.literal(true), message: z.string() });

/** No body, `null` or `{}` is the processing screen's call; anything else is the consent form. */
const isEmptyBody = (body: unknown): boolean =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/**
 * The seven-step application (contract "HTTP API"), thin adapters over the applicant services
 * (decision 126): the screens' actions call the same services. Step bodies are validated here with
 * the shared step schemas (the form's own, dates as of the server clock); the error plugin shapes
 * the 400 with the spec's messages.
 */
export const applicationRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  // Drafts hold personal data: never cached by the browser or a proxy.
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));

  const schemas = stepSchemasAt(() => clock.now());
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
        await app.services(request, reply).applications.saveStep(step, request.body, contexts.get(request));
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
          '(docs/operations.md "Anti-automation limits"): 429 with Retry-After over the limit.',
        response: { 200: draftViewSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => app.services(request, reply).applications.draft(),
  );

  app.post(
    '/application/submit',
    {
      schema: {
        description:
          'With consent fields: completes the application (status processing) and starts the lender run ' +
          '(after the gate and the duplicate rule; once per application). With no body: starts the run if ' +
          'none has and answers its outcome, waiting for it a bounded time (woken when the run writes it, ' +
          'never by re-reading); `waiting` while no lender has answered yet, then read GET ' +
          '/api/application/outcome.',
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
      const { applications } = app.services(request, reply);
      if (isEmptyBody(request.body)) return withRetryAfter(reply, await applications.panelOutcome({ wait: true }));
      const { success, message } = await applications.submitConsent(request.body);
      return { success, message };
    },
  );

  app.get(
    '/application/outcome',
    {
      schema: {
        description:
          "The session's lender run outcome as stored, read once: it never starts a run (POST the no-body " +
          'submit for that). `waiting` (with Retry-After) while the lenders are asked. Counted as a read ' +
          '(429 over the limit).',
        response: { 200: outcomeReadSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => withRetryAfter(reply, await app.services(request, reply).applications.outcome()),
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
        await app.services(request, reply).applications.resubmit(
          {
            sessionId: request.params.sessionId,
            expires: Number(request.query.expires),
            sig: request.query.sig,
          },
          { wait: true },
        ),
      ),
  );
};
