import { createElement as h, type ReactNode } from 'react';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { company, gbp } from '#shared/company.ts';
import { estimatedMonthlyPayment } from '#shared/loan-maths.ts';
import { pageHead, renderDocument } from '#server/lib/html-page.ts';
import { soldLeadSummary } from '../lender-panel.repository.ts';

// One CSS rule per line where a line allows (constant CSS, never data).
const STYLE = [
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;' +
    'color:#1f2937}',
  '.note{background:#fef3c7;border:1px solid #b45309;padding:.75rem 1rem;border-radius:.5rem}' +
    'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}',
  'dt{font-weight:600}a{color:#1d4ed8}',
].join('\n');

/** The page as HTML text: React elements, so every text in it (the lender's name) is the renderer's to escape. */
function page(title: string, ...body: ReactNode[]): string {
  return renderDocument(
    h('html', { lang: 'en-GB' }, pageHead(title, STYLE), h('body', null, h('main', null, ...body))),
  );
}

const row = (term: string, value: string) => [h('dt', null, term), h('dd', null, value)];

/**
 * GET /sandbox-lender/:lenderId/offer/:ref: where a sandbox lender sends the applicant after
 * buying the lead. Served by the app itself so the redirect works through PUBLIC_URL. It says
 * plainly that it is a simulation: no loan is offered.
 */
export const sandboxOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sandbox-lender/:lenderId/offer/:ref',
    {
      schema: {
        params: z.object({
          lenderId: z.string().regex(/^[a-z0-9-]{2,40}$/),
          ref: z.string().regex(/^[A-Za-z0-9-]{4,100}$/),
        }),
      },
    },
    async (request, reply) => {
      const lead = await soldLeadSummary(app.db, request.params.lenderId, request.params.ref);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!lead) {
        return reply
          .status(404)
          .send(
            page(
              'Offer not found',
              h('h1', null, 'Offer not found'),
              h('p', null, 'This sandbox offer link is not valid.'),
            ),
          );
      }
      const amount = lead.loanAmount ?? 0;
      const term = lead.loanTerm ?? 0;
      return page(
        `Sandbox lender offer: ${lead.lenderName}`,
        h('h1', null, 'Sandbox lender offer'),
        h(
          'p',
          { className: 'note' },
          h('strong', null, 'This is a simulation.'),
          ` ${company.companyName} is running with its built-in sandbox lender panel, ` +
            'so no real lender has seen this application and no loan is being offered.',
        ),
        h('h2', null, `${lead.lenderName} (simulated)`),
        h(
          'dl',
          null,
          ...row('Amount', gbp(amount, 0)),
          ...row('Term', `${term} months`),
          ...row('Estimated monthly payment', gbp(estimatedMonthlyPayment(amount, term), 0)),
          ...row('Reference', request.params.ref),
        ),
        h('p', null, 'A real lender would show its own offer, credit agreement and pre-contract information here.'),
        h('p', null, h('a', { href: '/' }, `Back to ${company.companyName}`)),
      );
    },
  );
};
