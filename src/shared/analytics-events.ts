// Analytics event names shared by the browser (which sends them) and the server (which stores and
// counts them). Event properties never carry personal data.

export const ANALYTICS_EVENTS = {
  exitIntentShown: 'exit_intent_shown',
  exitIntentDismissed: 'exit_intent_dismissed',
  exitIntentAccepted: 'exit_intent_accepted',
  landingPageView: 'landing_page_view',
  /** An application step screen was shown; properties {step}. */
  stepView: 'application_step_view',
  /** An application step was saved on the server; recorded by the server itself; {step}. */
  stepComplete: 'application_step_complete',
  /** Consent submitted: the application is complete and goes to the lender panel. */
  applicationSubmitted: 'application_submitted',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** Cookie holding the visitor's cookie choice ('all' | 'essential'); the server reads it too. */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
