import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '#server/lib/clock.ts';
import { createElement as h } from 'react';
import { htmlPage } from '#server/lib/html-page.ts';
import { findAttempts } from './applicant-record.repository.ts';
import { recordLinkPages } from './record-pages.ts';
import { dataRightsLinks } from '#server/modules/data-rights/data-rights.section.ts';
import { recordPage } from './applicant-record.page.ts';
import { reviewStateForRecord } from '#server/modules/review-requests/review-requests.service.ts';

const params = z.object({ publicId: z.string().min(1).max(128) });
const query = z.object({
  sig: z.string().max(256).default(''),
  /** Set by the review form's redirect when the ask was refused (409): the page says so. */
  review: z.enum(['refused']).optional(),
});

const refused = htmlPage(
  'Link not valid',
  h('h1', null, 'Link not valid'),
  h(
    'p',
    null,
    'This record link is not valid. Please use the link exactly as it appears in your confirmation email, ' +
      'or contact us and we will help.',
  ),
  h('p', null, h('a', { href: '/' }, 'Go to the home page')),
);

/**
 * The applicant's record (docs/api-contract.md#application): a signed link, no cookie. Rendered on
 * the server as a plain page so it opens in any mail client's browser, with or without script.
 */
export const applicantRecordRoutes: FastifyPluginAsyncZod<{ clock: Clock; sessionSecret: string }> = async (
  app,
  { sessionSecret },
) => {
  const load = recordLinkPages(app, sessionSecret);
  const render = async (row: NonNullable<Awaited<ReturnType<typeof load>>>, sig: string, refused: boolean) =>
    recordPage(row, await findAttempts(app.db, row.id), dataRightsLinks(row.sessionId, sig), {
      ...(await reviewStateForRecord(app.db, row.sessionId)),
      action: `/api/record/${encodeURIComponent(row.sessionId)}/review-request?sig=${sig}`,
      refused,
    });

  app.get('/record/:publicId', { schema: { params, querystring: query } }, async (request, reply) => {
    const row = await load(request.params.publicId, request.query.sig);
    reply.type('text/html; charset=utf-8');
    if (!row) return reply.status(403).send(refused);
    return reply.send(await render(row, request.query.sig, request.query.review === 'refused'));
  });
};
