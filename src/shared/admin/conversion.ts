/**
 * The one definition of conversion rate in the back office (the funnel's): completed applications
 * (consent submitted and offered to lenders; those the gate referred to debt advice are apart) ÷
 * total visitor sessions (sessions with an analytics event or that started an application). The
 * dashboard and the analytics page both show it with these words.
 */
export const conversionRate = (completed: number, sessions: number): number =>
  sessions > 0 ? completed / sessions : 0;

export const CONVERSION_RATE_LABEL = 'Conversion rate';
export const conversionRateHint = (completed: string, sessions: string): string =>
  `${completed} completed applications ÷ ${sessions} total sessions`;
