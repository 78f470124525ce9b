import type { LandingPage } from '#web/islands/landing-view.ts';

/** Marks a landing page: the islands script sends landing_page_view once per load (docs/api-contract.md#lookups). */
export function LandingViewMarker({ page }: { page: LandingPage }) {
  return <div hidden data-landing-page={page} />;
}
