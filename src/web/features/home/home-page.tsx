import { Link } from 'react-router';
import { CheckCircle2, Star } from 'lucide-react';
import { company, gbp } from '#shared/company.ts';
import { RiskWarning } from '#web/components/ui/compliance-notice.tsx';
import { homeSteps, trustBadges } from './home-content.ts';

export function HomePage() {
  const ex = company.representativeExample;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid gap-10 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="text-sm font-semibold text-accent-700">Authorised and regulated credit broker</p>
            <h1
              data-ab-slot="home-hero:heading"
              className="mt-2 text-4xl font-extrabold tracking-tight text-brand-900 md:text-5xl"
            >
              Short-term loans from £{company.loanRange.minAmount} to £
              {company.loanRange.maxAmount.toLocaleString('en-GB')}
            </h1>
            <p className="mt-4 text-lg text-slate-700">
              Check your eligibility with several lenders in minutes. Our soft search won't affect your credit score,
              and bad credit is considered.
            </p>
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <Link
                to="/apply"
                data-ab-slot="home-hero:cta"
                className={
                  'rounded-lg bg-accent-600 px-6 py-3 text-lg font-semibold text-white ' + 'shadow hover:bg-accent-700'
                }
              >
                Check Eligibility
              </Link>
              <Link to="/how-it-works" className="font-semibold text-brand-700 underline">
                How it works
              </Link>
            </div>
            <Link to="/reviews" className="mt-6 inline-flex items-center gap-2 text-sm text-slate-700 hover:underline">
              <span className="flex text-amber-500" aria-hidden="true">
                {[0, 1, 2, 3, 4].map((i) => (
                  <Star key={i} className="size-4 fill-current" />
                ))}
              </span>
              Rated {company.rating.score}/{company.rating.outOf} from {company.rating.reviews} reviews
            </Link>
          </div>
          <aside
            aria-labelledby="rep-example"
            className="self-center rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="rep-example" className="text-lg font-bold text-brand-900">
              Representative example
            </h2>
            {/* Below 768 px the figures keep clear of the floating call button at the right edge (issue 27.14). */}
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 pr-12 text-sm md:pr-0">
              <dt className="text-slate-600">Amount of credit</dt>
              <dd className="text-right font-semibold">{gbp(ex.amount, 0)}</dd>
              <dt className="text-slate-600">Term</dt>
              <dd className="text-right font-semibold">{ex.term} months</dd>
              <dt className="text-slate-600">Interest rate (fixed)</dt>
              <dd className="text-right font-semibold">{ex.interestRate}% pa</dd>
              <dt className="text-slate-600">Monthly payment</dt>
              <dd className="text-right font-semibold">{gbp(ex.monthlyPayment)}</dd>
              <dt className="text-slate-600">Total interest</dt>
              <dd className="text-right font-semibold">{gbp(ex.interest)}</dd>
              <dt className="text-slate-600">Total repayable</dt>
              <dd className="text-right font-semibold">{gbp(ex.totalRepayable)}</dd>
            </dl>
            <p
              className={
                'mt-4 mr-12 rounded-lg bg-brand-50 p-3 text-center text-xl font-extrabold text-brand-900 md:mr-0'
              }
            >
              Representative {company.representativeApr}% APR
            </p>
          </aside>
        </div>
      </section>

      <section aria-label="Why people choose us" className="border-y border-slate-200 bg-white">
        <ul className="container-page grid gap-4 py-6 sm:grid-cols-2 lg:grid-cols-4">
          {trustBadges.map((badge) => (
            <li key={badge.title} className="flex items-start gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
              <div>
                <p className="font-semibold text-slate-900">{badge.title}</p>
                <p className="text-sm text-slate-600">{badge.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps" className="container-page py-14">
        <h2 id="steps" className="text-center text-3xl font-bold text-brand-900">
          Three simple steps
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {homeSteps.map((step, i) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="container-page">
        <RiskWarning className="rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-center text-slate-900" />
      </section>

      <section className="container-page py-14">
        <div className="rounded-2xl bg-brand-800 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold md:text-3xl">See if you're eligible in {company.applicationTime}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-100">
            No fees, no obligation. You must be 18 or over, a UK resident with a UK bank account and a regular income.
          </p>
          <Link
            to="/apply"
            className="mt-6 inline-block rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            Check Eligibility
          </Link>
        </div>
      </section>
    </>
  );
}
