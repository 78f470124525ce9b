import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFieldCipher } from '#server/lib/crypto.ts';
import {
  applicationDetail,
  applicationListQuery,
  applicationListResponse,
  applicationStats,
} from '#shared/admin/schemas.ts';
import type { AdminRoutesOptions } from '../admin-routes-options.ts';
import {
  applicationsPage,
  applicationsStats,
  exportApplications,
  reviewApplication,
} from './admin-applications.service.ts';

/** What the export reads: the list's filter and sort, not its page. */
const exportQuery = applicationListQuery.pick({ status: true, q: true, sort: true });

const prematureClose = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * Logs a failure of a streamed body that comes after the client has gone: the page the export reads
 * ahead, failing once the download was aborted. Fastify logs a failure while the response is open;
 * once it has closed early Fastify has settled on its premature close (the compressor, when the
 * body is compressed, still logs the failure, as a bare error). Node joins the failure to that
 * premature close in an AggregateError; the failure itself is logged, through the logger's
 * serializer (safe-error.ts: no query parameters).
 */
function logFailureAfterAbort(request: FastifyRequest, reply: FastifyReply, body: Readable) {
  let aborted = false;
  reply.raw.once('close', () => (aborted = !reply.raw.writableFinished));
  body.on('error', (error) => {
    const failure = error instanceof AggregateError ? error.errors.find((e) => !prematureClose(e)) : error;
    if (aborted && failure !== undefined && !prematureClose(failure))
      request.log.error({ err: failure }, 'applications export failed after the download was aborted');
  });
}

/** Application review: list, stats, one application in full, CSV export (all behind the admin guard). */
export const adminApplicationsRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { clock, dataKey }) => {
  const deps = { db: app.db, clock, cipher: createFieldCipher(dataKey) };

  app.get(
    '/applications',
    { schema: { querystring: applicationListQuery, response: { 200: applicationListResponse } } },
    async (request) => applicationsPage(deps, request.query),
  );

  app.get('/applications/stats', { schema: { response: { 200: applicationStats } } }, async () =>
    applicationsStats(deps),
  );

  app.get(
    '/applications/export.csv',
    {
      schema: { querystring: exportQuery },
      // Large streamed bodies: fast gzip instead of the global brotli (whose default level caps the rate).
      compress: { encodings: ['gzip'], zlibOptions: { level: 1 } },
    },
    async (request, reply) => {
      const { filename, csv } = await exportApplications(deps, request.admin?.adminUserId ?? null, request.query);
      logFailureAfterAbort(request, reply, csv);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/applications/:id',
    { schema: { params: z.object({ id: z.uuid('Invalid application id') }), response: { 200: applicationDetail } } },
    async (request) => reviewApplication(deps, request.admin?.adminUserId ?? null, request.params.id),
  );
};
