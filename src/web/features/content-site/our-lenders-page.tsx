import { ExternalLink } from 'lucide-react';
import { company } from '#shared/company.ts';
import { registerEntryUrl } from '#shared/admin/lender-register-schemas.ts';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import type { Crumb } from '#web/lib/seo.ts';

export type PanelLender = { name: string; frn: string | null };

/**
 * The lenders we work with (issue 43 item 4, decision 142): each lender of the live panel with its
 * firm reference number and a link to its entry on the FCA Register, so an applicant can check who
 * may receive their application. Plain markup: it works without script.
 */
export function OurLendersPage({ crumbs, lenders }: { crumbs: Crumb[]; lenders: PanelLender[] }) {
  return (
    <ContentPage
      crumbs={crumbs}
      title="Our lenders"
      lead={
        `${company.companyName} is a credit broker, not a lender. When you apply, we may pass your application ` +
        'to the lenders below. Each one is authorised by the Financial Conduct Authority to lend, and we check ' +
        'that on the FCA Register every day.'
      }
    >
      <section aria-labelledby="panel" className="mb-10">
        <h2 id="panel" className="text-2xl font-bold text-brand-900">
          The lenders on our panel
        </h2>
        {lenders.length === 0 ? (
          <p className="mt-3 leading-7 text-slate-700">We are not working with any lenders at the moment.</p>
        ) : (
          <div className="mt-4 overflow-hidden rounded-xl border border-slate-200">
            <table className="w-full text-left text-sm sm:text-base">
              <caption className="sr-only">The lenders on our panel and their firm reference numbers</caption>
              <thead className="hidden bg-slate-50 sm:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold text-slate-900">
                    Lender
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold text-slate-900">
                    Firm reference number (FRN)
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {lenders.map((lender) => (
                  <tr key={lender.name} className="flex flex-col sm:table-row">
                    <th scope="row" className="px-4 pt-3 font-semibold text-slate-900 sm:py-3">
                      {lender.name}
                    </th>
                    <td className="px-4 pb-3 text-slate-700 sm:py-3">
                      {lender.frn ? (
                        <a
                          href={registerEntryUrl(lender.frn)}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
                        >
                          <span className="sm:hidden">FRN </span>
                          {lender.frn}
                          <ExternalLink aria-hidden="true" className="size-3.5" />
                          <span className="sr-only">
                            (the FCA Register’s entry for {lender.name}, opens in a new tab)
                          </span>
                        </a>
                      ) : (
                        'FRN not yet recorded'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="checking" className="mb-10">
        <h2 id="checking" className="text-2xl font-bold text-brand-900">
          How we check them
        </h2>
        <p className="mt-3 leading-7 text-slate-700">
          Every morning, and before a lender’s first application of the day, we look each lender up on the FCA’s
          Financial Services Register. A lender that is no longer authorised, or may no longer lend to consumers, is
          taken off our panel before it sees another application, and comes back only after one of our team has checked
          it.
        </p>
        <p className="mt-3 leading-7 text-slate-700">
          You can look any firm up yourself on the{' '}
          <a
            href="https://register.fca.org.uk/"
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            FCA Financial Services Register<span className="sr-only"> (opens in a new tab)</span>
          </a>
          . We are on it too, with firm reference number {company.fcaFrn}.
        </p>
      </section>
    </ContentPage>
  );
}
