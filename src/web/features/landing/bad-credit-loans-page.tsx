import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { ApplyCta } from '#web/components/ui/apply-cta.tsx';
import { badCreditCircumstances, badCreditFaqs, badCreditLoans as page, badCreditSteps } from './bad-credit-loans.ts';
import {
  ComplianceBand,
  FaqBlock,
  IconCardGrid,
  LandingHero,
  LandingSection,
  RepresentativeExampleCard,
  StepsList,
} from './landing-kit.tsx';
import { landingCrumbs } from './landing-seo.ts';
import { LandingViewMarker } from './landing-view-marker.tsx';

export function BadCreditLoansPage() {
  return (
    <>
      <LandingViewMarker page="bad_credit_loans" />
      <LandingHero
        crumbs={landingCrumbs(page.crumb, page.path)}
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        showRating
        aside={<RepresentativeExampleCard />}
      />
      <section aria-labelledby="approval-notice" className="container-page">
        <div className="flex gap-3 rounded-xl border-2 border-amber-400 bg-amber-50 p-5 text-slate-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700" />
          <div>
            <h2 id="approval-notice" className="font-bold">
              Approval is not guaranteed
            </h2>
            <p className="mt-1">
              We are a credit broker, not a lender. Every lender carries out its own checks, including a credit and
              affordability check, and decides for itself whether to lend. Having bad credit considered does not mean
              you will be accepted. Only borrow what you can afford to repay.
            </p>
          </div>
        </div>
      </section>
      <LandingSection
        id="circumstances"
        title="Circumstances our lenders consider"
        intro={
          'Lenders on our panel will look at applications from people in these ' +
          'situations, alongside their current income and outgoings.'
        }
      >
        <IconCardGrid items={badCreditCircumstances} />
        <p className="mt-6 max-w-3xl text-slate-700">
          Want to strengthen future applications? Read our guide on{' '}
          <Link className="font-semibold text-brand-700 underline" to="/guides/improve-credit-score">
            how to improve your credit score
          </Link>
          .
        </p>
      </LandingSection>
      <LandingSection id="steps" title="How it works" tinted>
        <StepsList steps={badCreditSteps} />
      </LandingSection>
      <LandingSection id="faqs" title="Bad credit loan questions">
        <FaqBlock faqs={badCreditFaqs} />
      </LandingSection>
      <ComplianceBand />
      <div className="container-page">
        <ApplyCta title="See which lenders could help you" />
      </div>
    </>
  );
}
