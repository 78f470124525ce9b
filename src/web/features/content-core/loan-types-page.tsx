import { Link } from 'react-router';
import { Car, CheckCircle2, ExternalLink, XCircle } from 'lucide-react';
import { ApplyCta } from '#web/components/ui/apply-cta.tsx';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import type { Crumb } from '#web/lib/seo.ts';
import {
  carFinancePartner,
  eligibility,
  exampleSentence,
  loanTypesNotOffered,
  personalLoanFacts,
  personalLoanUses,
} from './loan-types-data.ts';

export function LoanTypesPage({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <ContentPage
      crumbs={crumbs}
      title="Loan types"
      lead={
        'We arrange one kind of loan: unsecured short-term personal loans, repaid ' +
        'in fixed monthly instalments. Here is what that means, who can apply and ' +
        'what we do not offer.'
      }
    >
      <section aria-labelledby="personal-loans">
        <h2 id="personal-loans" className="text-2xl font-bold text-brand-900">
          Personal short-term loans
        </h2>
        <p className="mt-3 text-slate-700">
          A short-term personal loan gives you a fixed sum that you repay, with interest, in equal monthly payments.
          Nothing you own is used as security. We search our panel of FCA-authorised lenders with a soft search, so
          checking won't affect your credit score, and the lender decides whether to offer you a loan.
        </p>
        <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-3">
          {personalLoanFacts.map((fact) => (
            <div key={fact.label} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
              <dt className="text-sm text-slate-600">{fact.label}</dt>
              <dd className="mt-1 text-sm font-semibold text-slate-900 sm:text-base">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 rounded-lg bg-brand-50 p-4 text-sm text-slate-800">{exampleSentence}</p>
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">What people use them for</h3>
            <ul className="mt-3 space-y-2">
              {personalLoanUses.map((use) => (
                <li key={use} className="flex gap-2 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {use}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">Who can apply</h3>
            <ul className="mt-3 space-y-2">
              {eligibility.map((rule) => (
                <li key={rule} className="flex gap-2 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {rule}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-600">
              Bad credit is considered, but approval is never guaranteed: each lender makes its own decision.
            </p>
          </div>
        </div>
        <p className="mt-6">
          <Link to="/how-it-works" className="font-semibold text-brand-700 underline">
            See how applying works
          </Link>
        </p>
      </section>

      <section aria-labelledby="not-offered" className="mt-12">
        <h2 id="not-offered" className="text-2xl font-bold text-brand-900">
          Loan types we don't offer
        </h2>
        <p className="mt-3 text-slate-700">We don't arrange the following types of credit.</p>
        <ul className="mt-5 space-y-3">
          {loanTypesNotOffered.map((type) => (
            <li key={type.name} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <div>
                <h3 className="font-semibold text-slate-900">{type.name}</h3>
                <p className="mt-1 text-slate-700">{type.explanation}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="car-finance" className="mt-12 rounded-2xl border-2 border-slate-200 bg-slate-50 p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Car aria-hidden="true" className="size-7 shrink-0 text-brand-700 sm:mt-1" />
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">External partner site</p>
            <h2 id="car-finance" className="mt-1 text-xl font-bold text-brand-900">
              Looking for car finance?
            </h2>
            <p className="mt-2 text-slate-700">
              We don't arrange car finance ourselves. Our partner can help you compare car finance over{' '}
              {carFinancePartner.minTerm} to {carFinancePartner.maxTerm} months. Their site is run by a separate company
              with its own terms and privacy policy, and any application you make there is with them, not with us.
            </p>
            <a
              href={carFinancePartner.url}
              target="_blank"
              rel="noopener noreferrer"
              className={
                'mt-4 inline-flex items-center gap-2 rounded-lg border border-brand-700 ' +
                'bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50'
              }
            >
              Visit {carFinancePartner.host}
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">(external site, opens in a new tab)</span>
            </a>
          </div>
        </div>
      </section>

      <ApplyCta />
    </ContentPage>
  );
}
