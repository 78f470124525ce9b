import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommissionRange } from '#shared/commission.ts';
import type { LenderConfig } from './panel-config.ts';

/** The lowest and highest commission the configured lenders expect to pay (their `price`, GBP), in pence. */
export function commissionRange(config: { lenders: Pick<LenderConfig, 'price'>[] } | null): CommissionRange | null {
  const prices = (config?.lenders ?? []).map((lender) => Math.round(lender.price * 100));
  if (prices.length === 0) return null;
  return { minPence: Math.min(...prices), maxPence: Math.max(...prices) };
}

/** GET /api/commission-range: what the consent step discloses before the applicant submits (CONC 4.5.3R). */
export const commissionRangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/commission-range',
    {
      schema: {
        description:
          "The range of commission the panel's lenders pay us for an accepted application, from the panel " +
          'configuration (each lender’s price), in pence; null when the panel has no configuration.',
        response: {
          200: z.object({
            range: z.object({ minPence: z.number().int(), maxPence: z.number().int() }).nullable(),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { range: commissionRange(app.lenderPanelConfig) };
    },
  );
};
