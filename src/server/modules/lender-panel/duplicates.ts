import type { OutcomeWrite } from './lender-panel.repository.ts';

/** What the admin sees on a duplicate (apiErrors), and how the panel recognises one later. */
export type DuplicateRecord = { duplicateOf: string; reason: string };

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
  } satisfies DuplicateRecord,
});

export const isDuplicate = (apiErrors: unknown): boolean =>
  typeof apiErrors === 'object' && apiErrors !== null && 'duplicateOf' in apiErrors;
