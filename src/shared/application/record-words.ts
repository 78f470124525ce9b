import type { ApplicationStatus } from './status.ts';

/** What became of an application, in the applicant's words (their record page and their copy of the data). */
export const STATUS_WORDS: Partial<Record<ApplicationStatus, string>> = {
  processing: 'We have your application and are still searching our lenders.',
  error: 'Our lender search did not finish because of a technical problem. No lender accepted your application.',
  sold: 'A lender accepted your application.',
  pending: 'A lender is reviewing your application.',
  rejected: 'None of the lenders we asked could offer you a loan this time.',
  referred:
    'We did not send your application to any lender: we pointed you to free ' +
    'debt advice instead (MoneyHelper, StepChange, National Debtline).',
};

/**
 * A refusal by the duplicate rule (decision 121): no lender was asked, so "none of the lenders we
 * asked" would not be true.
 */
export const DUPLICATE_WORDS =
  'We did not send your application to any lender: we received an application from you recently, and we do ' +
  'not send the same person to lenders twice within a short time.';

/** Held by the quality check for a person (decision 140): not the gate's debt advice. */
export const HELD_WORDS =
  'We need to check a few details before we send your application to lenders. A member of our team is ' +
  'checking them; no lender has seen your application yet.';

/** A person checked the details and declined to send it (decision 140). */
export const DECLINED_WORDS =
  'We checked the details of your application and could not confirm them, so we did not send it to any lender.';
