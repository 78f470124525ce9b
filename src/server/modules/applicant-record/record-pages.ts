import type { FastifyInstance } from 'fastify';
import { verifyRecordSignature } from '#server/lib/record-link.ts';
import { findRecord } from './applicant-record.repository.ts';

/**
 * What every page behind the applicant's signed record link shares (the record, data rights):
 * plain HTML forms (a small urlencoded body, read by the route itself), never cached, indexed or
 * sent on as a referrer; and the record the link names, or null when the signature is wrong or
 * the application is still a draft. Call once per plugin (its own encapsulation context).
 */
export function recordLinkPages(app: FastifyInstance, sessionSecret: string) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer');
  });
  return async (publicId: string, sig: string) => {
    if (!verifyRecordSignature(sessionSecret, publicId, sig)) return null;
    const row = await findRecord(app.db, publicId);
    return row && row.status !== 'draft' ? row : null;
  };
}
