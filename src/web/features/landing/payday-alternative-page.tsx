import { Link } from 'react-router';
import { ApplyCta } from '#web/components/ui/apply-cta.tsx';
import { FcaPriceCapPanel } from './fca-price-cap-panel.tsx';
import { ComplianceBand, LandingHero, LandingSection, RepresentativeExampleCard, StepsList } from './landing-kit.tsx';
import { landingCrumbs } from './landing-seo.ts';
import { paydayAlternative as page, paydayAlternativeSteps, paydayComparison } from './payday-alternative.ts';
import { PaydayComparisonTable } from './payday-comparison-table.tsx';
import { LandingViewMarker } from './landing-view-marker.tsx';

export function PaydayAlternativePage() {
  return (
    <>
      <LandingViewMarker page="payday_alternative" />
      <LandingHero
        crumbs={landingCrumbs(page.crumb, page.path)}
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        secondary={{ to: '/guides/payday-loans-vs-short-term-loans', label: 'Payday vs short-term loans guide' }}
        showRating
        aside={<RepresentativeExampleCard />}
      />
      <LandingSection
        id="comparison"
        title="Payday loans vs short-term loans"
        intro="We don't arrange payday loans. Here is how a short-term instalment loan through our panel compares."
      >
        <PaydayComparisonTable
          rows={paydayComparison}
          caption="Payday loans compared with short-term instalment loans"
        />
        <p className="mt-4 max-w-3xl text-slate-700">
          A longer term means smaller payments but more interest in total, so choose the shortest term you can
          comfortably afford. Read the full comparison in our guide{' '}
          <Link className="font-semibold text-brand-700 underline" to="/guides/payday-loans-vs-short-term-loans">
            payday loans vs short-term loans
          </Link>
          .
        </p>
      </LandingSection>
      <div className="container-page">
        <FcaPriceCapPanel />
      </div>
      <LandingSection id="steps" title="How to apply in three steps" tinted>
        <StepsList steps={paydayAlternativeSteps} />
      </LandingSection>
      <ComplianceBand />
      <div className="container-page">
        <ApplyCta title="Spread the cost instead" />
      </div>
    </>
  );
}
