import { z } from 'zod';

// The back office's decision on an application the quality check held (decision 140).

export const qualityDecisionBody = z.object({
  decision: z
    .enum(['release', 'decline'])
    .check(z.describe('release: offer it to the lender panel now (sent as class review); decline: never offered')),
});
export type QualityDecisionBody = z.infer<typeof qualityDecisionBody>;

export const qualityDecisionAnswer = z.object({
  id: z.uuid(),
  decision: z.enum(['release', 'decline']),
  /** The application's status after the decision (`processing` while the panel runs a released one). */
  status: z.string(),
});
export type QualityDecisionAnswer = z.infer<typeof qualityDecisionAnswer>;

/** What the stored score looks like on the application (`quality`, JSON in the admin's detail). */
export const storedQuality = z.object({
  class: z.enum(['good', 'review', 'bad']),
  reasons: z.array(z.string()),
});

/** The reason codes in words, for the back office. */
export const QUALITY_REASON_LABELS: Record<string, string> = {
  'disposable-email': 'The email address is at a disposable (throwaway) email domain',
  'mobile-check-failed': 'The mobile number is in no allocated UK mobile range',
  velocity: 'Other people applied from the same device or address within 24 hours',
  'near-duplicate': 'The same or nearly the same applicant applied within 24 hours',
  'implausible-income': 'The income is far outside what the stated employment makes plausible',
  'not-scored': 'Scored before the quality check existed',
};

/** `apiErrors` of a held application a person declined. */
export const QUALITY_DECLINED = { qualityCheck: 'declined' } as const;
export const isQualityDeclined = (apiErrors: unknown): boolean =>
  typeof apiErrors === 'object' &&
  apiErrors !== null &&
  (apiErrors as { qualityCheck?: unknown }).qualityCheck === 'declined';
