import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { FUNNEL_STEP_NAMES } from '#shared/analytics-events.ts';
import { funnelQuery, funnelResponse, type FunnelQuery, type FunnelResponse } from '#shared/admin/funnel-schemas.ts';
import { STEP_COUNT, stepCountsBySource, totalSessions, type FunnelRange } from './funnel.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

/** from/to are whole UTC days, both inclusive; the default is the last 30 days. */
export function funnelRange(query: FunnelQuery, now: Date): FunnelRange & { fromDay: string; toDay: string } {
  const toDay = query.to ?? now.toISOString().slice(0, 10);
  const to = new Date(`${toDay}T00:00:00Z`);
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(to.getTime() - (DEFAULT_DAYS - 1) * DAY_MS);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw new AppError('BAD_REQUEST', 'Invalid date');
  if (from > to) throw new AppError('BAD_REQUEST', 'The start date must not be after the end date', { errors: [{ path: 'from', message: 'Must not be after the end date' }] });
  if (to.getTime() - from.getTime() > MAX_DAYS * DAY_MS) throw new AppError('BAD_REQUEST', 'Choose a range of at most a year');
  return { from, to: new Date(to.getTime() + DAY_MS), source: query.source || null, fromDay: from.toISOString().slice(0, 10), toDay };
}

export async function buildFunnel(db: Parameters<typeof totalSessions>[0], range: ReturnType<typeof funnelRange>): Promise<FunnelResponse> {
  const [sources, sessions] = await Promise.all([stepCountsBySource(db, range), totalSessions(db, range)]);
  const users = Array.from({ length: STEP_COUNT }, (_, i) => sources.reduce((s, row) => s + (row.steps[i] ?? 0), 0));
  const completed = sources.reduce((s, row) => s + row.completed, 0);
  return {
    range: { from: range.fromDay, to: range.toDay },
    source: range.source,
    steps: users.map((count, i) => {
      const previous = i === 0 ? count : (users[i - 1] ?? 0);
      return { step: i + 1, name: FUNNEL_STEP_NAMES[i] ?? `Step ${i + 1}`, users: count, dropOff: previous > 0 ? 1 - count / previous : 0 };
    }),
    metrics: { total_sessions: sessions, completed_applications: completed, conversion_rate: sessions > 0 ? completed / sessions : 0 },
    sources,
  };
}

/** GET /api/analytics/funnel?from=&to=&source= (admin only: enforced by the admin-guard plugin). */
export const funnelRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get('/analytics/funnel', { schema: { querystring: funnelQuery, response: { 200: funnelResponse } } }, async (request) =>
    buildFunnel(app.db, funnelRange(request.query, clock.now())),
  );
};
