import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { company, gbp } from '#shared/company.ts';
import { estimatedMonthlyPayment } from '#shared/loan-maths.ts';
import { soldLeadSummary } from '../lender-panel.repository.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return (
    `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;` +
    `color:#1f2937}
.note{background:#fef3c7;border:1px solid #b45309;padding:.75rem 1rem;border-radius:.5rem}` +
    `dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{font-weight:600}a{color:#1d4ed8}</style></head>
<body><main>${body}</main></body></html>`
  );
}

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
          .send(page('Offer not found', '<h1>Offer not found</h1><p>This sandbox offer link is not valid.</p>'));
      }
      const amount = lead.loanAmount ?? 0;
      const term = lead.loanTerm ?? 0;
      return page(
        `Sandbox lender offer: ${lead.lenderName}`,
        `<h1>Sandbox lender offer</h1>
<p class="note"><strong>This is a simulation.</strong> ${escapeHtml(company.companyName)} ` +
          `is running with its built-in sandbox lender panel, ` +
          `so no real lender has seen this application and no loan is being offered.</p>
<h2>${escapeHtml(lead.lenderName)} (simulated)</h2>
<dl><dt>Amount</dt><dd>${gbp(amount, 0)}</dd><dt>Term</dt><dd>${term} months</dd>
<dt>Estimated monthly payment</dt><dd>${gbp(estimatedMonthlyPayment(amount, term), 0)}</dd>
<dt>Reference</dt><dd>${escapeHtml(request.params.ref)}</dd></dl>
<p>A real lender would show its own offer, credit agreement and pre-contract information here.</p>
<p><a href="/">Back to ${escapeHtml(company.companyName)}</a></p>`,
      );
    },
  );
};
