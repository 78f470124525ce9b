import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '#server/lib/clock.ts';
import { dayRange } from '#server/lib/day-range.ts';
import { conversionRate } from '#shared/admin/conversion.ts';
import { FUNNEL_STEP_NAMES } from '#shared/application/step-meta.ts';
import { funnelQuery, funnelResponse, type FunnelQuery, type FunnelResponse } from '#shared/admin/funnel-schemas.ts';
import { STEP_COUNT, stepCountsBySource, totalSessions, type FunnelRange } from './funnel.repository.ts';
import { duplicateRefusals } from './duplicate-refusals.repository.ts';

/** from/to are whole London days, both inclusive; the default is the last 30 days. */
export function funnelRange(query: FunnelQuery, now: Date): FunnelRange & { fromDay: string; toDay: string } {
  return { ...dayRange(query, now), source: query.source || null };
}

export async function buildFunnel(
  db: Parameters<typeof totalSessions>[0],
  range: ReturnType<typeof funnelRange>,
): Promise<FunnelResponse> {
  const [counted, sessions, refusals] = await Promise.all([
    stepCountsBySource(db, range),
    totalSessions(db, range),
    duplicateRefusals(db, range),
  ]);
  // A repeat application the duplicate rule refused was offered to no lender: not completed (issue 42.11).
  const sources = counted.map((row) => {
    const duplicates = refusals.get(row.source) ?? 0;
    return { ...row, completed: row.completed - duplicates, duplicates };
  });
  const users = Array.from({ length: STEP_COUNT }, (_, i) => sources.reduce((s, row) => s + (row.steps[i] ?? 0), 0));
  const completed = sources.reduce((s, row) => s + row.completed, 0);
  const referred = sources.reduce((s, row) => s + row.referred, 0);
  const duplicates = sources.reduce((s, row) => s + row.duplicates, 0);
  return {
    range: { from: range.fromDay, to: range.toDay },
    source: range.source,
    steps: users.map((count, i) => {
      const previous = i === 0 ? count : (users[i - 1] ?? 0);
      return {
        step: i + 1,
        name: FUNNEL_STEP_NAMES[i] ?? `Step ${i + 1}`,
        users: count,
        dropOff: previous > 0 ? 1 - count / previous : 0,
      };
    }),
    metrics: {
      total_sessions: sessions,
      completed_applications: completed,
      referred_applications: referred,
      duplicate_applications: duplicates,
      conversion_rate: conversionRate(completed, sessions),
    },
    sources,
  };
}

/** GET /api/analytics/funnel?from=&to=&source= (admin only: enforced by the admin-guard plugin). */
export const funnelRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get(
    '/analytics/funnel',
    { schema: { querystring: funnelQuery, response: { 200: funnelResponse } } },
    async (request) => buildFunnel(app.db, funnelRange(request.query, clock.now())),
  );
};
