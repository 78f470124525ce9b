import { ApplyCta } from '#web/components/ui/apply-cta.tsx';
import { emergencyFaqs, emergencyLoans as page, emergencySituations, emergencySteps } from './emergency-loans.ts';
import { ComplianceBand, FaqBlock, IconCardGrid, LandingHero, LandingSection, StepsList } from './landing-kit.tsx';
import { landingCrumbs } from './landing-seo.ts';
import { LoanEstimateCalculator } from './loan-estimate-calculator.tsx';
import { LandingViewMarker } from './landing-view-marker.tsx';

export function EmergencyLoansPage() {
  return (
    <>
      <LandingViewMarker page="emergency_loans" />
      <LandingHero
        crumbs={landingCrumbs(page.crumb, page.path)}
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        points={[...page.points]}
        secondary={{ to: '/how-it-works', label: 'How it works' }}
        showRating
        aside={<LoanEstimateCalculator title="Estimate your repayments" />}
      />
      <LandingSection
        id="situations"
        title="What can an emergency loan help with?"
        intro={
          "People turn to an emergency loan when an essential cost can't wait. These " +
          'are the situations we help with most often.'
        }
      >
        <IconCardGrid items={emergencySituations} />
      </LandingSection>
      <LandingSection id="steps" title="Three steps to an emergency loan" tinted>
        <StepsList steps={emergencySteps} />
      </LandingSection>
      <LandingSection id="faqs" title="Emergency loan questions">
        <FaqBlock faqs={emergencyFaqs} />
      </LandingSection>
      <ComplianceBand />
      <div className="container-page">
        <ApplyCta title="Need money for an emergency?" />
      </div>
    </>
  );
}
