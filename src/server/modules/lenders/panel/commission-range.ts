import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { livePanelOf, NO_SECRET, PAUSED } from '#server/modules/lenders/directory/index.ts';
import type { CommissionRange } from '#shared/commission.ts';
import type { LenderConfig, PanelConfig } from '#server/modules/lenders/directory/index.ts';

/** The lowest and highest commission the configured lenders expect to pay (their `price`, GBP), in pence. */
export function commissionRange(config: { lenders: Pick<LenderConfig, 'price'>[] } | null): CommissionRange | null {
  const prices = (config?.lenders ?? []).map((lender) => Math.round(lender.price * 100));
  if (prices.length === 0) return null;
  return { minPence: Math.min(...prices), maxPence: Math.max(...prices) };
}

/**
 * What the consent step discloses before the applicant submits (CONC 4.5.3R): the stored panel's
 * prices (decision 075: the back office edits them), without the lenders that are paused or cannot
 * be asked at all; a lender only outside its hours or at a cap may still be. Null without a panel.
 */
export async function currentCommissionRange(
  db: Database,
  file: PanelConfig | null,
  now: Date,
): Promise<CommissionRange | null> {
  if (!file) return null;
  const { config, notAsked } = await livePanelOf(db, file, { now, sandbox: false });
  const askable = config.lenders.filter((l) => ![PAUSED, NO_SECRET].includes(notAsked.get(l.id) ?? ''));
  return commissionRange({ lenders: askable });
}

/**
 * GET /api/commission-range: what the consent step discloses before the applicant submits (CONC 4.5.3R).
 * The prices are the stored panel's (decision 075: the back office edits them), without the lenders
 * that are paused or cannot be asked at all; a lender only outside its hours or at a cap may still be.
 */
export const commissionRangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/commission-range',
    {
      schema: {
        description:
          "The range of commission the panel's lenders pay us for an accepted application, from the panel " +
          'as stored (each lender’s price, lenders paused or without a secret left out), in pence; null when ' +
          'the panel has no configuration.',
        response: {
          200: z.object({
            range: z.object({ minPence: z.number().int(), maxPence: z.number().int() }).nullable(),
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { range: await app.services(request, reply).applications.commissionRange() };
    },
  );
};
