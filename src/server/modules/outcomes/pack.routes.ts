import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUsers } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import { packListResponse, packMonth, packItem } from '#shared/admin/outcomes-schemas.ts';
import { findPack, listPacks } from './pack.repository.ts';
import { lenderDutyCsv, makePack } from './pack.service.ts';

const monthParams = z.object({ month: packMonth });
const lenderParams = z.object({ lenderId: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/), month: packMonth });

/**
 * The monthly board packs under /api/admin/outcomes (admin only, the admin guard): the list, one
 * month's PDF, a pack made now for a month that is over, and a lender's CSV of a month.
 */
export const packRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get('/outcomes/packs', { schema: { response: { 200: packListResponse } } }, async () => ({
    packs: (await listPacks(app.db)).map((p) => ({ ...p, generatedAt: p.generatedAt.toISOString() })),
  }));

  app.post(
    '/outcomes/packs',
    {
      schema: {
        body: z.object({ month: packMonth }),
        response: { 200: packItem, 201: packItem, 400: errorBody },
      },
    },
    async (request, reply) => {
      const [admin] = await app.db
        .select({ email: adminUsers.email })
        .from(adminUsers)
        .where(eq(adminUsers.id, request.admin!.adminUserId));
      const made = await makePack(app.db, request.body.month, clock.now(), admin?.email ?? 'back office');
      const pack = (await findPack(app.db, made.month))!;
      // A month already kept answers 200 with the pack as it was made: it is never rewritten.
      return reply.status(made.created ? 201 : 200).send({
        month: pack.month,
        generatedAt: pack.generatedAt.toISOString(),
        generatedBy: pack.generatedBy,
      });
    },
  );

  app.get('/outcomes/packs/:month/pdf', { schema: { params: monthParams } }, async (request, reply) => {
    const pack = await findPack(app.db, request.params.month);
    if (!pack) throw new AppError('NOT_FOUND', 'No board pack for this month');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="consumer-duty-${pack.month}.pdf"`)
      .send(pack.pdf);
  });

  app.get('/outcomes/lenders/:lenderId/:month/csv', { schema: { params: lenderParams } }, async (request, reply) => {
    const { lenderId, month } = request.params;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="consumer-duty-${lenderId}-${month}.csv"`)
      .send(await lenderDutyCsv(app.db, lenderId, month));
  });
};
