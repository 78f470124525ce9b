import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { ApplyCta } from '#web/components/ui/apply-cta.tsx';
import {
  ComplianceBand,
  FaqBlock,
  LandingHero,
  LandingSection,
  RepresentativeExampleCard,
  StepsList,
} from './landing-kit.tsx';
import { landingCrumbs } from './landing-seo.ts';
import { sameDayFaqs, sameDayLoans as page, sameDaySteps, sameDayTimeline } from './same-day-loans.ts';
import { LandingViewMarker } from './landing-view-marker.tsx';

export function SameDayLoansPage() {
  return (
    <>
      <LandingViewMarker page="same_day_loans" />
      <LandingHero
        crumbs={landingCrumbs(page.crumb, page.path)}
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        secondary={{ to: '/how-it-works', label: 'How it works' }}
        showRating
        aside={<RepresentativeExampleCard />}
      />
      <LandingSection id="timeline" title="From application to funds">
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {sameDayTimeline.map(({ icon: Icon, title, description }, i) => (
            <li key={title} className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="text-xs font-semibold uppercase tracking-wide text-accent-700">Stage {i + 1}</span>
              <Icon aria-hidden="true" className="mt-2 size-7 text-brand-700" />
              <h3 className="mt-2 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-700">{description}</p>
            </li>
          ))}
        </ol>
        <div role="note" className="mt-6 flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-5 text-slate-800">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <p>
            <strong>When will the money arrive?</strong> {page.cutOffNote}
          </p>
        </div>
      </LandingSection>
      <LandingSection id="steps" title="Three steps to a same day loan" tinted>
        <StepsList steps={sameDaySteps} />
        <p className="mt-6 text-slate-700">
          Want the detail? Read{' '}
          <Link className="font-semibold text-brand-700 underline" to="/how-it-works">
            how it works
          </Link>
          .
        </p>
      </LandingSection>
      <LandingSection id="faqs" title="Same day loan questions">
        <FaqBlock faqs={sameDayFaqs} />
      </LandingSection>
      <ComplianceBand />
      <div className="container-page">
        <ApplyCta title="Apply now for the best chance of same-day funds" />
      </div>
    </>
  );
}
