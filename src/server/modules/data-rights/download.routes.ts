import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyRecordSignature } from '#server/lib/record-link.ts';
import { findRecord } from '#server/modules/applicant-record/index.ts';
import { tokenMatches } from './access-code.ts';
import { findDownloadable } from './data-requests.repository.ts';
import { collectExport } from './export-data.ts';
import { renderExportPdf } from './export-pdf.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';

const params = z.object({ publicId: z.string().min(1).max(128) });
const query = z.object({ sig: z.string().max(256).default(''), token: z.string().max(100).default('') });

/**
 * The copy of the applicant's data (UK GDPR Article 15), as JSON or PDF: the record's signature
 * and a download token shown once after the emailed code, valid for an hour.
 */
export const downloadRoutes: FastifyPluginAsyncZod<{
  clock: Clock;
  sessionSecret: string;
  cipher: FieldCipher;
}> = async (app, { clock, sessionSecret, cipher }) => {
  for (const format of ['json', 'pdf'] as const)
    app.get(`/record/:publicId/data.${format}`, { schema: { params, querystring: query } }, async (request, reply) => {
      const { publicId } = request.params;
      const { sig, token } = request.query;
      const now = clock.now();
      // Personal data: never kept by a browser or proxy, never indexed or sent on as a referrer.
      reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer');
      const row = verifyRecordSignature(sessionSecret, publicId, sig) ? await findRecord(app.db, publicId) : null;
      const valid =
        row && (await findDownloadable(app.db, row.id, now)).some((r) => tokenMatches(token, r.downloadTokenHash));
      if (!valid) {
        return reply
          .status(403)
          .type('text/plain; charset=utf-8')
          .send('This download link is not valid or has expired. Ask for a new code from your record page.');
      }
      const data = await collectExport(app.db, cipher, publicId, now);
      if (!data) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      const name = `my-data-${now.toISOString().slice(0, 10)}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'json') return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
      return reply.type('application/pdf').send(await renderExportPdf(data));
    });
};
