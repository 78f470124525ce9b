import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '#server/lib/clock.ts';
import { resubmitPagePath } from '#server/lib/resubmit-link.ts';
import * as repo from './remarketing.repository.ts';
import { findApplication } from './remarketing.repository.ts';
import { simplePage } from './remarketing.pages.ts';

// 1×1 transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const token = z.object({ token: z.string().max(100) });

/** Tracking (open pixel, tracked resubmit link) and unsubscribe, reached from the messages. */
export const remarketingRoutes: FastifyPluginAsyncZod<{ clock: Clock; sessionSecret: string }> = async (app, { clock, sessionSecret }) => {
  // One-click unsubscribe posts a form body (RFC 8058); its content is fixed and not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
  app.get('/api/remarketing/open/:id', { schema: { params: z.object({ id: z.string().max(120) }) } }, async (request, reply) => {
    const campaign = await repo.findByToken(app.db, request.params.id.replace(/\.gif$/, ''));
    if (campaign) await repo.markOnce(app.db, campaign.id, 'emailOpenedAt', clock.now());
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store, private').send(PIXEL);
  });

  app.get('/r/:token', { schema: { params: token } }, async (request, reply) => {
    const campaign = await repo.findByToken(app.db, request.params.token);
    const application = campaign?.sentAt ? await findApplication(app.db, campaign.applicationId) : null;
    if (!campaign?.sentAt || !application) {
      return reply.status(404).type('text/html; charset=utf-8').send(simplePage('Link not found', ['This link is not valid. You can start a new application from our home page.']));
    }
    await repo.markOnce(app.db, campaign.id, 'linkClickedAt', clock.now());
    // The signed link dates from the send: it expires 30 minutes after the message was sent.
    return reply.header('cache-control', 'no-store').redirect(resubmitPagePath(sessionSecret, application.sessionId, campaign.sentAt), 302);
  });

  const unsubscribe = async (raw: string) => {
    const campaign = await repo.findByToken(app.db, raw);
    if (!campaign) return false;
    await repo.recordOptOut(app.db, { email: campaign.email, phone: campaign.phone, reason: 'unsubscribe link' });
    if (campaign.status === 'pending') await repo.updateCampaign(app.db, campaign.id, { status: 'skipped', statusReason: 'opted out' });
    return true;
  };
  const notFound = simplePage('Link not found', ['This unsubscribe link is not valid. To stop messages, contact us and we will remove you straight away.']);
  const done = simplePage('You have been unsubscribed', [
    'We will not send you any more marketing emails or text messages about your application.',
    'If you change your mind, you can give consent again the next time you apply.',
  ]);

  app.get('/unsubscribe/:token', { schema: { params: token } }, async (request, reply) => {
    const ok = await unsubscribe(request.params.token);
    return reply.status(ok ? 200 : 404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(ok ? done : notFound);
  });

  // RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the same URL.
  app.post('/unsubscribe/:token', { schema: { params: token } }, async (request, reply) => {
    const ok = await unsubscribe(request.params.token);
    return reply.status(ok ? 200 : 404).type('text/html; charset=utf-8').send(ok ? done : notFound);
  });
};
