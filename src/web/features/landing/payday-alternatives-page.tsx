import { AlertTriangle, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { company } from '#shared/company.ts';
import { ApplyCta } from '#web/components/ui/apply-cta.tsx';
import {
  FaqBlock,
  IconCardGrid,
  LandingHero,
  LandingSection,
  RepresentativeExampleCard,
  StepsList,
} from './landing-kit.tsx';
import { landingCrumbs } from './landing-seo.ts';
import {
  alternativesComparison,
  alternativesFaqs,
  alternativesSteps,
  paydayAlternativeBenefits,
  paydayAlternatives as page,
} from './payday-alternatives.ts';
import { AlternativesExplained } from './alternatives-explained.tsx';
import { AlternativesTable } from './alternatives-table.tsx';
import { formatUkDate } from '#web/lib/dates.ts';

export function PaydayAlternativesPage() {
  return (
    <>
      <LandingHero
        crumbs={landingCrumbs(page.crumb, page.path)}
        eyebrow="Guide"
        title={page.title}
        lead={page.description}
        secondary={{ to: '#comparison', label: 'Jump to the comparison' }}
        aside={
          <section
            aria-labelledby="quick-answer"
            className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
          >
            <h2 id="quick-answer" className="flex items-center gap-2 text-lg font-bold text-brand-900">
              <Lightbulb aria-hidden="true" className="size-5 text-accent-600" /> Quick answer
            </h2>
            <p className="mt-3 text-slate-800">{page.quickAnswer}</p>
          </section>
        }
      />
      <p className="container-page -mt-4 text-sm text-slate-600">
        By {page.author} · Published <time dateTime={page.datePublished}>{formatUkDate(page.datePublished)}</time> ·
        Updated <time dateTime={page.dateModified}>{formatUkDate(page.dateModified)}</time>
      </p>
      <LandingSection id="benefits" title="Why choose an instalment loan over a payday loan?">
        <IconCardGrid items={paydayAlternativeBenefits} columns={4} />
      </LandingSection>
      <LandingSection
        id="comparison"
        title="Payday loan alternatives compared"
        intro={
          'Costs and timings are typical, not guaranteed: check the exact terms with ' +
          'each provider before you borrow.'
        }
        tinted
      >
        <AlternativesTable rows={alternativesComparison} />
        <p className="mt-4 max-w-3xl text-slate-700">
          For more detail on how the two most common options differ, read{' '}
          <Link className="font-semibold text-brand-700 underline" to="/guides/payday-loans-vs-short-term-loans">
            payday loans vs short-term loans
          </Link>
          .
        </p>
      </LandingSection>
      <LandingSection id="explained" title="The alternatives explained">
        <AlternativesExplained />
      </LandingSection>
      <LandingSection id="how-to" title="How to choose the right alternative">
        <StepsList steps={alternativesSteps} />
      </LandingSection>
      <LandingSection id="faqs" title="Payday loan alternatives: common questions" tinted>
        <FaqBlock faqs={alternativesFaqs} />
      </LandingSection>
      <section aria-labelledby="warning-title" className="container-page grid gap-6 py-12 lg:grid-cols-2">
        <div className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-6 text-slate-900">
          <h2 id="warning-title" className="flex items-center gap-2 text-lg font-bold">
            <AlertTriangle aria-hidden="true" className="size-5 text-amber-700" /> Warning
          </h2>
          <p className="mt-2">{company.riskWarning}</p>
          <p className="mt-2">
            Don't borrow to repay other debts or to cover everyday bills month after month. If you are struggling, free
            and confidential help is available from{' '}
            <a className="font-semibold underline" href={company.debtAdvice.url} rel="noopener" target="_blank">
              MoneyHelper
            </a>
            , StepChange, National Debtline and Citizens Advice.
          </p>
          <h2 className="mt-5 text-lg font-bold">About us</h2>
          <p className="mt-2">
            {company.brokerDisclosure} {company.companyName} is authorised and regulated by the Financial Conduct
            Authority, FRN {company.fcaFrn}. Approval is never guaranteed and is decided by the lender.
          </p>
        </div>
        <RepresentativeExampleCard />
      </section>
      <div className="container-page">
        <ApplyCta title="Check your eligibility for a short-term loan" />
      </div>
    </>
  );
}
