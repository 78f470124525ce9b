import type { ReactNode } from 'react';
import { company, gbp } from '#shared/company.ts';
import { estimatedMonthlyPayment } from '#shared/loan-maths.ts';
import { PageHead, renderDocument } from '#server/lib/html-page.tsx';

// One CSS rule per line where a line allows (constant CSS, never data).
const STYLE = [
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;' +
    'color:#1f2937}',
  '.note{background:#fef3c7;border:1px solid #b45309;padding:.75rem 1rem;border-radius:.5rem}' +
    'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}',
  'dt{font-weight:600}a{color:#1d4ed8}',
].join('\n');

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en-GB">
      <PageHead title={title} css={STYLE} />
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

export type SandboxOffer = { lenderName: string; loanAmount: number | null; loanTerm: number | null };

/**
 * The sandbox lender's offer page, as HTML text (every text in it, the lender's name too, is the
 * renderer's to escape): it says plainly that it is a simulation, and no loan is offered. Null:
 * the link matches no lead the lender bought.
 */
export function sandboxOfferPage(lead: SandboxOffer | null, reference: string): string {
  if (!lead)
    return renderDocument(
      <Page title="Offer not found">
        <h1>Offer not found</h1>
        <p>This sandbox offer link is not valid.</p>
      </Page>,
    );
  const amount = lead.loanAmount ?? 0;
  const term = lead.loanTerm ?? 0;
  const rows: [string, string][] = [
    ['Amount', gbp(amount, 0)],
    ['Term', `${term} months`],
    ['Estimated monthly payment', gbp(estimatedMonthlyPayment(amount, term), 0)],
    ['Reference', reference],
  ];
  return renderDocument(
    <Page title={`Sandbox lender offer: ${lead.lenderName}`}>
      <h1>Sandbox lender offer</h1>
      <p className="note">
        <strong>This is a simulation.</strong> {company.companyName} is running with its built-in sandbox lender panel,
        so no real lender has seen this application and no loan is being offered.
      </p>
      <h2>{lead.lenderName} (simulated)</h2>
      <dl>{rows.map(([term, value]) => [<dt key={`${term}-t`}>{term}</dt>, <dd key={`${term}-d`}>{value}</dd>])}</dl>
      <p>A real lender would show its own offer, credit agreement and pre-contract information here.</p>
      <p>
        <a href="/">Back to {company.companyName}</a>
      </p>
    </Page>,
  );
}
