import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { company } from '#shared/company.ts';
import { ApplyCta } from '#web/components/ui/apply-cta.tsx';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import type { Crumb } from '#web/lib/seo.ts';
import { aboutSections, companyDetails, fcaRegisterUrl, valueCards } from './about-data.ts';

export function AboutPage({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <ContentPage
      crumbs={crumbs}
      title="About us"
      lead={
        'We help people across the UK find a short-term loan from a responsible, ' +
        'FCA-authorised lender, with one application and no fees.'
      }
    >
      {aboutSections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mb-10">
          <h2 id={section.id} className="text-2xl font-bold text-brand-900">
            {section.title}
          </h2>
          {section.paragraphs.map((text) => (
            <p key={text} className="mt-3 leading-7 text-slate-700">
              {text}
            </p>
          ))}
        </section>
      ))}

      <p className="mb-10 leading-7 text-slate-700">
        See{' '}
        <Link to="/our-lenders" className="font-semibold text-brand-700 underline">
          the lenders we work with
        </Link>
        , each with its FCA firm reference number.
      </p>

      <section aria-labelledby="why-choose-us" className="mb-10">
        <h2 id="why-choose-us" className="text-2xl font-bold text-brand-900">
          Why choose us
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {valueCards.map(({ icon: Icon, title, description }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <Icon aria-hidden="true" className="size-8 text-accent-600" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-700">{description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="company-details">
        <h2 id="company-details" className="text-2xl font-bold text-brand-900">
          Company details
        </h2>
        <div className="mt-4 overflow-hidden rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="sr-only">Company details</caption>
            <tbody className="divide-y divide-slate-200">
              {companyDetails.map((row) => (
                <tr key={row.label} className="flex flex-col sm:table-row">
                  <th scope="row" className="px-4 pt-3 font-semibold text-slate-900 sm:w-2/5 sm:bg-slate-50 sm:py-3">
                    {row.label}
                  </th>
                  <td className="px-4 pb-3 text-slate-700 sm:py-3">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-slate-600">
          You can check our authorisation on the{' '}
          <a
            href={fcaRegisterUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
          >
            FCA Financial Services Register
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>{' '}
          by searching for firm reference number {company.fcaFrn}.
        </p>
      </section>

      <ApplyCta />
    </ContentPage>
  );
}
