import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { refuseCrossSiteForms } from '#server/lib/cross-site-form.ts';
import { recordPath, verifyRecordSignature } from '#server/lib/record-link.ts';
import type { Mailer } from '#server/modules/messaging/index.ts';
import { reviewDecisionAnswer, reviewDecisionBody, reviewsResponse } from '#shared/admin/complaints-schemas.ts';
import { errorResponse } from '#shared/api-error-schema.ts';
import { reviewRequestBody } from '#shared/review-request.ts';
import { decideReview } from './review-decision.ts';
import { requestReview, reviewQueue } from './review-requests.service.ts';

export type ReviewRoutesOptions = { clock: Clock; mailer: Mailer; publicUrl: string };

/** POST /api/application/review-request: the applicant asks a person to review our rules' decision. */
export const reviewRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/application/review-request',
    {
      schema: {
        description:
          "Whether a person may be asked to review our automated decision on the session's application " +
          '(the result page offers it), which rule decided, and the reference once asked.',
        response: {
          200: z.object({
            eligible: z.boolean(),
            decision: z.enum(['referred', 'duplicate']).nullable(),
            reference: z.string().nullable(),
            decided: z.boolean(),
          }),
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const state = await app.services(request, reply).applications.reviewState();
      return reply.header('cache-control', 'no-store').send(state);
    },
  );

  app.post(
    '/application/review-request',
    {
      bodyLimit: 16 * 1024,
      schema: {
        description:
          "Opens a human review of our automated decision on the session's application (status `referred`, or " +
          'refused by the duplicate rule): 201 with its reference, the same one when asked again; 409 otherwise.',
        body: z.nullish(reviewRequestBody),
        response: { 201: z.object({ reference: z.string() }), 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const answer = await app.services(request, reply).applications.requestReview(request.body?.message);
      return reply.header('cache-control', 'no-store').status(201).send(answer);
    },
  );
};

/**
 * POST /api/record/:publicId/review-request?sig=: the record page's form (a signed link, no cookie,
 * works without script). Answers with a redirect back to the record page, which then shows the
 * request's reference.
 */
export const recordReviewRoutes: FastifyPluginAsyncZod<{ clock: Clock; sessionSecret: string }> = async (
  app,
  { clock, sessionSecret },
) => {
  app.addHook('onRequest', refuseCrossSiteForms);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(
    '/record/:publicId/review-request',
    {
      schema: {
        description:
          "The record page's form: opens a human review of our automated decision, then redirects (303) to " +
          'the record page (with `review=refused`, which the page explains, when no decision of our rules ' +
          'applies); 403 for a link whose signature is wrong, or a form posted from another site.',
        params: z.object({ publicId: z.string().min(1).max(128) }),
        querystring: z.object({ sig: z.string().max(256).default('') }),
        body: z.nullish(reviewRequestBody),
        response: { 403: errorResponse },
      },
    },
    async (request, reply) => {
      const { publicId } = request.params;
      if (!verifyRecordSignature(sessionSecret, publicId, request.query.sig)) {
        return reply.status(403).send({ message: 'This record link is not valid.' });
      }
      const refused = await requestReview(app.db, {
        by: { publicId },
        message: request.body?.message,
        now: clock.now(),
      })
        .then(() => false)
        .catch((error: unknown) => {
          // Nothing to review any more (the page was older than a change): the record page says so.
          if (error instanceof AppError && error.code === 'CONFLICT') return true;
          throw error;
        });
      const page = recordPath(sessionSecret, publicId);
      return reply.redirect(`${page}${refused ? '&review=refused' : ''}#review`, 303);
    },
  );
};

/** The back office's review queue under /api/admin: GET /review-requests, POST /review-requests/:id/decision. */
export const reviewAdminRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (
  app,
  { clock, mailer, publicUrl },
) => {
  app.get('/review-requests', { schema: { response: { 200: reviewsResponse } } }, async () => reviewQueue(app.db));

  app.post(
    '/review-requests/:id/decision',
    {
      schema: {
        description:
          'Records the reviewer’s decision and reason; the applicant is told by email. A changed decision ' +
          'offers the application to the lender panel, or records why not (`followUp`).',
        params: z.object({ id: z.uuid() }),
        body: reviewDecisionBody,
        response: {
          200: reviewDecisionAnswer,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) =>
      decideReview(
        {
          db: app.db,
          mailer,
          log: request.log,
          publicUrl,
          offer: (applicationId) => app.lenderPanel.submit(applicationId, { wait: false }),
        },
        { id: request.params.id, body: request.body, adminUserId: request.admin!.adminUserId, now: clock.now() },
      ),
  );
};
