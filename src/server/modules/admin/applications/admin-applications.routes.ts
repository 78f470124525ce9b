import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import {
  ADMIN_PAGE_SIZE,
  applicationDetail,
  applicationListQuery,
  applicationListResponse,
  applicationStats,
} from '#shared/admin/schemas.ts';
import type { AdminRoutesOptions } from '../admin-routes-options.ts';
import { recordAudit, setAuditRowCount } from '../admin-audit.repository.ts';
import {
  applicationStatusCounts,
  findApplication,
  gateReferralCounts,
  totalSessionCount,
  findLeadAttempts,
  listApplications,
} from './admin-applications.repository.ts';
import { summariseStats, toAttempt, toDetail } from './application-detail.ts';
import { applicationsCsv } from './applications-csv.ts';

/** Application review: list, stats, one application in full, CSV export (all behind the admin guard). */
export const adminApplicationsRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { clock, dataKey }) => {
  const cipher = createFieldCipher(dataKey);

  app.get(
    '/applications',
    { schema: { querystring: applicationListQuery, response: { 200: applicationListResponse } } },
    async (request) => {
      const { status, q, page, sort } = request.query;
      const { rows, total } = await listApplications(app.db, { status, q }, page, sort);
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        paging: { page, pageSize: ADMIN_PAGE_SIZE, total },
      };
    },
  );

  app.get('/applications/stats', { schema: { response: { 200: applicationStats } } }, async () => {
    const [counts, sessions, gateReferrals] = await Promise.all([
      applicationStatusCounts(app.db),
      totalSessionCount(app.db),
      gateReferralCounts(app.db),
    ]);
    return { ...summariseStats(counts, sessions), gateReferrals };
  });

  app.get(
    '/applications/export.csv',
    {
      schema: { querystring: applicationListQuery.pick({ status: true, q: true, sort: true }) },
      // Large streamed bodies: fast gzip instead of the global brotli (whose default level caps the rate).
      compress: { encodings: ['gzip'], zlibOptions: { level: 1 } },
    },
    async (request, reply) => {
      const { sort, ...filter } = request.query;
      const auditId = await recordAudit(app.db, {
        adminUserId: request.admin?.adminUserId ?? null,
        action: 'applications.export_csv',
        details: { filter },
        now: clock.now(),
      });
      const stamp = clock.now().toISOString().slice(0, 10);
      const csv = applicationsCsv(app.db, { ...filter, sort }, (n) => setAuditRowCount(app.db, auditId, n));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/applications/:id',
    { schema: { params: z.object({ id: z.uuid('Invalid application id') }), response: { 200: applicationDetail } } },
    async (request) => {
      const row = await findApplication(app.db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Application not found');
      // Opening an applicant's full record is a disclosure a regulator may ask about.
      await recordAudit(app.db, {
        adminUserId: request.admin?.adminUserId ?? null,
        action: 'applications.view',
        details: { applicationId: row.id },
        now: clock.now(),
      });
      const attempts = await findLeadAttempts(app.db, row.id);
      return { application: toDetail(row, cipher), leadAttempts: attempts.map(toAttempt) };
    },
  );
};
