import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, desc, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Clock } from '#server/lib/clock.ts';
import { daysBetween, londonDayOf } from '#shared/london-day.ts';
import { dataRequests, erasureNotices, loanApplications } from '#server/db/schema/index.ts';
import { dataRequestsResponse, type DataRequestItem } from '#shared/admin/data-requests-schemas.ts';
import { eq } from 'drizzle-orm';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * GET /api/admin/data-requests (the admin guard requires a session): open requests overdue first,
 * then by due date, then the latest 100 completed; each erasure with its lenders' acknowledgements
 * (by name, then id). The id breaks every tie, so two reads of the same data agree.
 */
export const dataRequestsAdminRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get(
    '/data-requests',
    {
      schema: {
        description: 'Data subject requests (access, erasure) with their one-month clocks and lender acknowledgements.',
        response: { 200: dataRequestsResponse },
      },
    },
    async () => {
      const today = londonDayOf(clock.now());
      const select = {
        request: dataRequests,
        applicationReference: loanApplications.sessionId,
      };
      const base = () =>
        app.db
          .select(select)
          .from(dataRequests)
          .innerJoin(loanApplications, eq(loanApplications.id, dataRequests.applicationId));
      const open = await base()
        .where(isNull(dataRequests.completedAt))
        .orderBy(asc(dataRequests.dueOn), asc(dataRequests.requestedAt), asc(dataRequests.id));
      const done = await base()
        .where(isNotNull(dataRequests.completedAt))
        .orderBy(desc(dataRequests.completedAt), desc(dataRequests.id))
        .limit(100);
      const rows = [...open, ...done];
      const ids = rows.filter((r) => r.request.kind === 'erasure').map((r) => r.request.id);
      const notices = ids.length
        ? await app.db
            .select()
            .from(erasureNotices)
            .where(inArray(erasureNotices.requestId, ids))
            .orderBy(asc(erasureNotices.lenderName), asc(erasureNotices.lenderId))
        : [];
      const items: DataRequestItem[] = rows.map(({ request: r, applicationReference }) => {
        const daysLeft = r.completedAt ? null : daysBetween(today, r.dueOn);
        return {
          id: r.id,
          reference: r.reference,
          kind: r.kind,
          origin: r.origin,
          applicationReference,
          requestedAt: r.requestedAt.toISOString(),
          dueOn: r.dueOn,
          daysLeft,
          overdue: daysLeft !== null && daysLeft < 0,
          status: r.completedAt ? 'complete' : r.kind === 'access' ? 'awaiting-code' : 'telling-lenders',
          completedAt: iso(r.completedAt),
          lenders: notices
            .filter((n) => n.requestId === r.id)
            .map((n) => ({
              lenderId: n.lenderId,
              lenderName: n.lenderName,
              attempts: n.attempts,
              lastAttemptAt: iso(n.lastAttemptAt),
              lastError: n.lastError,
              acknowledgedAt: iso(n.acknowledgedAt),
            })),
        };
      });
      // Overdue first (the most overdue at the top), then the rest of the open ones by due date.
      const openItems = items.filter((i) => !i.completedAt).sort((a, b) => Number(b.overdue) - Number(a.overdue));
      return {
        today,
        open: openItems.length,
        overdue: openItems.filter((i) => i.overdue).length,
        items: [...openItems, ...items.filter((i) => i.completedAt)],
      };
    },
  );
};
