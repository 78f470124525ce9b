import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '#server/lib/clock.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import { refuseCrossSiteForms } from '#server/lib/cross-site-form.ts';
import { recordPath } from '#server/lib/record-link.ts';
import type { Mailer } from '#server/modules/messaging/messaging.types.ts';
import { markErasureRequested } from '#server/modules/applicant-record/applicant-record.repository.ts';
import { recordLinkPages } from '#server/modules/applicant-record/record-pages.ts';
import { checkAccessCode, sendAccessCode } from './access.service.ts';
import { codePage, downloadsPage, erasureConfirmPage, simplePage } from './data-rights.pages.ts';
import { eraseOnRequest } from './erasure.service.ts';
import { fullLeadLenders } from './erasure.repository.ts';
import { downloadRoutes } from './download.routes.ts';

const params = z.object({ publicId: z.string().min(1).max(128) });
const query = z.object({ sig: z.string().max(256).default('') });
const tries = (n: number) => (n === 1 ? 'try' : 'tries');
const form = (body: unknown) => new URLSearchParams(typeof body === 'string' ? body : '');

export type DataRightsRoutesOptions = {
  clock: Clock;
  sessionSecret: string;
  mailer: Mailer;
  cipher: FieldCipher;
  erasureQueue: string;
};

const NOT_SENT: Record<string, string> = {
  'no-email': 'We do not hold an email address for this application, so we cannot send a code.',
  'too-many-codes': 'We have sent the most codes we can for this request. Please contact us and we will help.',
  'not-sent': 'We could not send the email just now. Please try again in a few minutes.',
};
const REFUSED: Record<string, string> = {
  none: 'There is no code waiting for this request. Ask for a new code.',
  expired: 'This code has expired. Ask for a new code.',
  locked: 'That code was entered wrongly too many times. Ask for a new code.',
};

/**
 * The data-rights pages of the applicant's record (signed link, no cookie, forms without script):
 * POST data-request (emails a code), POST data-request/verify (the code; then the downloads),
 * GET/POST erasure (confirmation, then erasure and the lenders' notices). A form posted from another
 * site is refused (403) before anything runs.
 */
export const dataRightsRoutes: FastifyPluginAsyncZod<DataRightsRoutesOptions> = async (app, options) => {
  const { clock, sessionSecret, mailer } = options;
  app.addHook('onRequest', refuseCrossSiteForms);
  const load = recordLinkPages(app, sessionSecret);
  const refused = () => simplePage('Link not valid', '/', 'This record link is not valid.');
  const urls = (publicId: string, sig: string) => {
    const base = `/record/${encodeURIComponent(publicId)}`;
    return {
      record: recordPath(sessionSecret, publicId),
      send: `${base}/data-request?sig=${sig}`,
      verify: `${base}/data-request/verify?sig=${sig}`,
      erase: `${base}/erasure?sig=${sig}`,
      download: (token: string, ext: string) => `${base}/data.${ext}?sig=${sig}&token=${token}`,
    };
  };
  const schema = { params, querystring: query };

  app.post('/record/:publicId/data-request', { schema }, async (request, reply) => {
    const { publicId } = request.params;
    const row = await load(publicId, request.query.sig);
    reply.type('text/html; charset=utf-8');
    if (!row) return reply.status(403).send(refused());
    const u = urls(publicId, request.query.sig);
    const deps = { db: app.db, mailer, sessionSecret, log: request.log };
    const sent = await sendAccessCode(deps, row, clock.now());
    if (!sent.ok)
      return reply
        .status(sent.reason === 'not-sent' ? 503 : 409)
        .send(simplePage('We could not send a code', u.record, NOT_SENT[sent.reason]));
    return reply.send(
      codePage({ recordUrl: u.record, verifyAction: u.verify, resendAction: u.send, reference: sent.reference }),
    );
  });

  app.post('/record/:publicId/data-request/verify', { schema }, async (request, reply) => {
    const { publicId } = request.params;
    const row = await load(publicId, request.query.sig);
    reply.type('text/html; charset=utf-8');
    if (!row) return reply.status(403).send(refused());
    const u = urls(publicId, request.query.sig);
    const code = form(request.body).get('code') ?? '';
    const checked = await checkAccessCode(
      { db: app.db, mailer, sessionSecret, log: request.log },
      row,
      code,
      clock.now(),
    );
    if (checked.ok)
      return reply.send(
        downloadsPage(u.record, u.download(checked.token, 'json'), u.download(checked.token, 'pdf'), checked.reference),
      );
    const problem =
      checked.reason === 'wrong'
        ? `That code is not right. You have ${checked.attemptsLeft} more ${tries(checked.attemptsLeft)}.`
        : REFUSED[checked.reason];
    return reply
      .status(checked.reason === 'wrong' ? 400 : 409)
      .send(codePage({ recordUrl: u.record, verifyAction: u.verify, resendAction: u.send, reference: null, problem }));
  });

  app.get('/record/:publicId/erasure', { schema }, async (request, reply) => {
    const { publicId } = request.params;
    const row = await load(publicId, request.query.sig);
    reply.type('text/html; charset=utf-8');
    if (!row) return reply.status(403).send(refused());
    const u = urls(publicId, request.query.sig);
    if (row.erasedAt) return reply.redirect(u.record, 303);
    const lenders = (await fullLeadLenders(app.db, row.id)).map((l) => l.lenderName);
    return reply.send(erasureConfirmPage({ recordUrl: u.record, action: u.erase, lenders }));
  });

  app.post('/record/:publicId/erasure', { schema }, async (request, reply) => {
    const { publicId } = request.params;
    const row = await load(publicId, request.query.sig);
    reply.type('text/html; charset=utf-8');
    if (!row) return reply.status(403).send(refused());
    const u = urls(publicId, request.query.sig);
    // Without the confirmation's field (an old one-click form), the confirmation page again.
    if (form(request.body).get('confirm') !== 'yes') return reply.redirect(u.erase, 303);
    const deps = { db: app.db, jobs: app.jobs, queue: options.erasureQueue };
    const now = clock.now();
    // The applicant's own request, as the back office's application screen shows it.
    await markErasureRequested(app.db, row.id, now);
    const done = await eraseOnRequest(deps, row, now);
    request.log.info({ dataRequest: done.reference, lendersTold: done.lendersTold }, 'applicant erasure done');
    return reply.redirect(u.record, 303);
  });

  await app.register(downloadRoutes, options);
};
