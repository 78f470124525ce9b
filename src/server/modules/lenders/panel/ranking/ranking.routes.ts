import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { rankingBody, rankingResponse, type RankingResponse } from '#shared/admin/scorecard-schemas.ts';
import { healthOf, isAutoOrder, recentChanges, recordChange, setAutoOrder } from './ranking.repository.ts';
import { panelKeyOf } from './ranking.service.ts';

/**
 * GET/POST /api/admin/lenders/ranking: the automatic-ordering switch of the configured panel, each
 * lender's health and the recorded changes of order (admin only: under /api/admin).
 */
export const rankingRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const configured = () => {
    const config = app.lenderPanelConfig;
    if (!config) throw new AppError('NOT_FOUND', 'No lender panel is configured');
    return config;
  };

  async function view(): Promise<RankingResponse> {
    const config = configured();
    const panelKey = panelKeyOf(config);
    const [autoOrder, health, changes] = await Promise.all([
      isAutoOrder(app.db, panelKey),
      healthOf(app.db, panelKey),
      recentChanges(app.db, panelKey),
    ]);
    return {
      autoOrder,
      lenders: [...config.lenders]
        .sort((a, b) => a.tier - b.tier || a.priority - b.priority)
        .map((l) => {
          const h = health.get(l.id);
          return {
            lenderId: l.id,
            lenderName: l.name,
            tier: l.tier,
            panels: l.panels,
            state: h?.state ?? 'active',
            since: h?.since.toISOString() ?? null,
            reason: h?.reason ?? null,
          };
        }),
      changes: changes.map((c) => ({
        at: c.at.toISOString(),
        lenderId: c.lenderId,
        tier: c.tier,
        change: c.change,
        reason: c.reason,
      })),
    };
  }

  app.get('/lenders/ranking', { schema: { response: { 200: rankingResponse } } }, view);

  app.post(
    '/lenders/ranking',
    { schema: { body: rankingBody, response: { 200: rankingResponse } } },
    async (request) => {
      const panelKey = panelKeyOf(configured());
      const now = clock.now();
      const { autoOrder } = request.body;
      if ((await isAutoOrder(app.db, panelKey)) !== autoOrder) {
        const adminUserId = request.admin?.adminUserId ?? null;
        await setAutoOrder(app.db, panelKey, autoOrder, adminUserId, now);
        const change = autoOrder ? 'automatic ordering on' : 'automatic ordering off';
        await recordChange(app.db, {
          panelKey,
          at: now,
          change,
          reason: autoOrder ? 'turned on by an admin' : 'turned off by an admin: the configured order applies',
        });
        await recordAudit(app.db, { adminUserId, action: 'lenders.auto_order', details: { autoOrder }, now });
      }
      return view();
    },
  );
};
