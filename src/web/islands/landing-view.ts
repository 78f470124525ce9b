import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import { track } from '#web/lib/analytics.ts';

export type LandingPage = 'emergency_loans' | 'bad_credit_loans' | 'same_day_loans' | 'payday_alternative';

/**
 * landing_page_view, once per load of a landing page (marked data-landing-page), with the UTM
 * values of its URL (docs/api-contract.md#lookups: source/medium/campaign default to direct/none/none).
 */
export function landingPageView(): void {
  const marker = document.querySelector<HTMLElement>('[data-landing-page]');
  const page = marker?.dataset.landingPage;
  if (!marker || !page || marker.dataset.viewSent === 'true') return;
  marker.dataset.viewSent = 'true';
  const params = new URLSearchParams(window.location.search);
  track(ANALYTICS_EVENTS.landingPageView, {
    page,
    source: params.get('utm_source') || 'direct',
    medium: params.get('utm_medium') || 'none',
    campaign: params.get('utm_campaign') || 'none',
  });
}
