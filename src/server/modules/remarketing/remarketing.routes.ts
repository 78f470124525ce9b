import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '#server/lib/clock.ts';
import * as repo from './remarketing.repository.ts';
import { continuePage, simplePage, unsubscribeConfirmPage } from './remarketing.pages.ts';
import { followTrackedLink, isPrefetch, type TrackedLinkOutcome } from './tracked-link.service.ts';

// 1×1 transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const token = z.object({ token: z.string().max(100) });

const refusals: Record<
  Exclude<TrackedLinkOutcome['kind'], 'redirect' | 'prefetch'>,
  { status: number; title: string; lines: string[] }
> = {
  'not-found': {
    status: 404,
    title: 'Link not found',
    lines: ['This link is not valid. You can start a new application from our home page.'],
  },
  expired: {
    status: 410,
    title: 'Link expired',
    lines: ['This reminder link has expired. You can start a new application from our home page.'],
  },
  'opted-out': {
    status: 410,
    title: 'You have unsubscribed',
    lines: [
      'You asked us to stop sending reminders, so this link no longer works. You ' +
        'can start a new application from our home page.',
    ],
  },
  completed: {
    status: 410,
    title: 'Your application is complete',
    lines: [
      'Your lender search has already finished, so there is nothing left to do ' +
        'with this link. Your confirmation email has a link to your record.',
    ],
  },
};

/** Tracking (open pixel, tracked resubmit link) and unsubscribe, reached from the messages. */
export const remarketingRoutes: FastifyPluginAsyncZod<{
  clock: Clock;
  sessionSecret: string;
  linkLifeMs: number;
}> = async (app, { clock, sessionSecret, linkLifeMs }) => {
  // One-click unsubscribe posts a form body (RFC 8058); its content is fixed and not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  app.get(
    '/api/remarketing/open/:id',
    { schema: { params: z.object({ id: z.string().max(120) }) } },
    async (request, reply) => {
      const campaign = await repo.findByToken(app.db, request.params.id.replace(/\.gif$/, ''));
      if (campaign && request.method === 'GET') await repo.markOnce(app.db, campaign.id, 'emailOpenedAt', clock.now());
      return reply.header('content-type', 'image/gif').header('cache-control', 'no-store, private').send(PIXEL);
    },
  );

  // Also answers HEAD (Fastify's automatic HEAD route): isPrefetch treats it as a look, not a click.
  app.get('/r/:token', { schema: { params: token } }, async (request, reply) => {
    const prefetch = isPrefetch(request.method, request.headers);
    const outcome = await followTrackedLink(
      { db: app.db, clock, sessionSecret, linkLifeMs },
      request.params.token,
      prefetch,
    );
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 302);
    if (outcome.kind === 'prefetch')
      return reply.type('text/html; charset=utf-8').send(continuePage(`/r/${request.params.token}`));
    const refusal = refusals[outcome.kind];
    return reply.status(refusal.status).type('text/html; charset=utf-8').send(simplePage(refusal.title, refusal.lines));
  });

  const notFound = simplePage('Link not found', [
    'This unsubscribe link is not valid. To stop messages, contact us and we will remove you straight away.',
  ]);
  const done = simplePage('You have been unsubscribed', [
    'We will not send you any more marketing emails or text messages about your application.',
    'If you change your mind, you can give consent again the next time you apply.',
  ]);

  app.get('/unsubscribe/:token', { schema: { params: token } }, async (request, reply) => {
    const campaign = await repo.findByToken(app.db, request.params.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!campaign) return reply.status(404).send(notFound);
    return reply.send(unsubscribeConfirmPage(`/unsubscribe/${request.params.token}`));
  });

  // The confirmation form and RFC 8058 one-click unsubscribe (`List-Unsubscribe=One-Click`) both POST here.
  app.post('/unsubscribe/:token', { schema: { params: token } }, async (request, reply) => {
    const campaign = await repo.findByToken(app.db, request.params.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!campaign) return reply.status(404).send(notFound);
    await repo.recordOptOut(app.db, { email: campaign.email, phone: campaign.phone, reason: 'unsubscribe link' });
    if (campaign.status === 'pending')
      await repo.updateCampaign(app.db, campaign.id, { status: 'skipped', statusReason: 'opted out' });
    return reply.send(done);
  });
};
