import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { company } from '#shared/company.ts';
import type { Clock } from '#server/lib/clock.ts';
import { findByOwner } from './applications.repository.ts';
import { renderSecciPdf } from './secci-pdf.ts';

/** GET /api/secci-download: the SECCI PDF for the session's loan (representative figures without a draft). */
export const secciRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get('/secci-download', async (request, reply) => {
    const session = await request.getVisitorSession();
    const draft = session ? await findByOwner(app.db, session.id) : null;
    const example = company.representativeExample;
    const amount = draft?.loanAmount;
    const term = draft?.loanTerm;
    const personalised = typeof amount === 'number' && typeof term === 'number';
    const pdf = await renderSecciPdf({
      amount: personalised ? amount : example.amount,
      term: personalised ? term : example.term,
      personalised,
      preparedOn: clock.now(),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="secci.pdf"')
      .header('cache-control', 'no-store')
      .send(pdf);
  });
};
