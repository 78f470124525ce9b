import type { OutcomeWrite } from './lender-panel.repository.ts';

/** What the admin sees on a duplicate (apiErrors), and how the panel recognises one later. */
export type DuplicateRecord = { duplicateOf: string; reason: string; windowDays?: number };

/**
 * A repeat application (same email, mobile and date of birth inside the window) is declined on
 * its own account: always `reject`, never the earlier outcome, lender, URL, price or lead id, so
 * knowing someone's identifiers discloses nothing of their application (ADR 011).
 */
export const duplicateOutcome = (earlierId: string, windowDays: number): OutcomeWrite => ({
  status: 'rejected',
  apiStatus: 'reject',
  leadId: null,
  redirectUrl: null,
  price: null,
  apiErrors: {
    duplicateOf: earlierId,
    reason: `duplicate: the same email, mobile and date of birth applied within ${windowDays} days`,
    // The window in force when it was refused: what the applicant is told (issue 42 item 2).
    windowDays,
  } satisfies DuplicateRecord,
});

/**
 * A near match (two of email, mobile, date of birth; the email alone; or name, date of birth and
 * postcode): referred for review, never sold (ADR 051, issue 41.3).
 */
export const possibleDuplicateRecord = (earlierId: string, windowDays: number): DuplicateRecord => ({
  duplicateOf: earlierId,
  reason:
    `possible duplicate: the email, two of the email, mobile and date of birth, or the name, date of ` +
    `birth and postcode match an application of the last ${windowDays} days; referred for review`,
});

export const isDuplicate = (apiErrors: unknown): boolean =>
  typeof apiErrors === 'object' && apiErrors !== null && 'duplicateOf' in apiErrors;

/** The window of a duplicate refusal, when it was recorded (refusals before issue 42 did not). */
export const duplicateWindowOf = (apiErrors: unknown): number | undefined => {
  const days = isDuplicate(apiErrors) ? (apiErrors as DuplicateRecord).windowDays : undefined;
  return typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : undefined;
};
