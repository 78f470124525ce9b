import { COMMISSION_WHEN } from '#shared/commission.ts';
import { gbp } from '#shared/company.ts';
import type { LeadDecision } from '#shared/application/status.ts';

export type PlainOutcome = { headline: string; detail: string; sawDetails: boolean };

/** One lead_attempts row as far as its wording needs it (the record page and the result page's list). */
export type AttemptFacts = {
  decision: LeadDecision;
  errorReason: string | null;
  /** The commission the buying lender paid; null when unknown or not sold. */
  price: number | null;
};

/** Lender rule codes (eligibility.ts, ping tree) said the way an applicant would say them. */
const REASONS: Record<string, string> = {
  'amount below lender minimum': 'the amount you asked for is below the smallest loan they offer',
  'amount above lender maximum': 'the amount you asked for is above the largest loan they offer',
  'term below lender minimum': 'the repayment period is shorter than they offer',
  'term above lender maximum': 'the repayment period is longer than they offer',
  'income below lender minimum': 'your income is below their minimum',
  'employment type not accepted': 'they do not lend to people with your type of employment',
  'residential status not accepted': 'they do not lend to people with your type of home',
  'age unknown': 'we could not confirm your age',
  'below lender minimum age': 'you are younger than their minimum age',
  'above lender maximum age': 'you are older than their maximum age',
  'daily cap reached': 'they had taken as many applications as they could that day',
  'another lender bought the lead': 'another lender had already accepted your application',
  'another lender is reviewing the application': 'another lender was already reviewing your application',
  'paused: it kept timing out or failing': 'they were paused on our panel after repeated technical problems',
  'another lender may hold the lead (no answer)':
    'another lender we sent your application to had not answered, and may still have it',
};

const DECLINED_FULL = /^declined the full lead:?\s*/;
const SUMMARY_ONLY = 'They saw an anonymous summary (no name or contact details)';
const MAY_HAVE_IT = 'They may have received your application; ask them if you want to know.';
const commission = (price: number | null) =>
  price === null
    ? ''
    : ` They pay us ${gbp(price)} commission for introducing you: a lender pays ${COMMISSION_WHEN}. ` +
      'This does not change what you pay them.';
const OUTBID = new Set([
  'another lender bought the lead',
  'another lender is reviewing the application',
  'another lender may hold the lead (no answer)',
]);

function reasonInWords(raw: string | null): string {
  if (!raw) return '';
  const plain = REASONS[raw.replace(DECLINED_FULL, '')];
  if (plain) return plain;
  // A lender's own words are shown as given, trimmed: they are the lender's stated reason.
  const own = raw.replace(DECLINED_FULL, '').trim().slice(0, 160);
  return own ? `they said: “${own}”` : '';
}

/**
 * One lender attempt in plain words, the same on the applicant's record page and the result page.
 * Lenders are first asked with an anonymous summary (no name, contact or bank details); only the
 * lender chosen to accept receives the full application.
 */
export function plainOutcome(attempt: AttemptFacts): PlainOutcome {
  const reason = reasonInWords(attempt.errorReason);
  switch (attempt.decision) {
    case 'sold':
      return {
        headline: 'Asked and accepted',
        detail: `They received your full application and accepted it.${commission(attempt.price)}`,
        sawDetails: true,
      };
    case 'pending':
      return {
        headline: 'Asked and reviewing',
        detail: 'They received your full application and are reviewing it. They will contact you directly.',
        sawDetails: true,
      };
    case 'reject':
      return DECLINED_FULL.test(attempt.errorReason ?? '')
        ? {
            headline: 'Asked and declined',
            detail: `They saw your full application and declined it${reason ? `: ${reason}` : ''}.`,
            sawDetails: true,
          }
        : {
            headline: 'Asked and declined',
            detail: `${SUMMARY_ONLY} and declined${reason ? `: ${reason}` : ''}.`,
            sawDetails: false,
          };
    case 'skipped':
      // A bid that lost to a better one: the lender saw the anonymous summary, never the application.
      return OUTBID.has(attempt.errorReason ?? '')
        ? {
            headline: 'Asked, not chosen',
            detail: `${SUMMARY_ONLY}, but ${reason}, so we did not send them your application.`,
            sawDetails: false,
          }
        : {
            headline: 'Not asked',
            detail: `We did not send them your application${reason ? ` because ${reason}` : ''}.`,
            sawDetails: false,
          };
    case 'timeout':
      // A full application never answered: withdrawn from them before anyone else had it (ADR 050).
      if (/; lead withdrawn$/.test(attempt.errorReason ?? ''))
        return {
          headline: 'Asked, no answer',
          detail:
            'They did not answer in time, so we withdrew your application from them: they must not use it ' +
            'or keep your details.',
          sawDetails: true,
        };
      return {
        headline: 'Asked, no answer',
        detail: `They did not answer in time, so we moved on. ${MAY_HAVE_IT}`,
        sawDetails: false,
      };
    default:
      return {
        headline: 'Asked, technical problem',
        detail: `A technical problem stopped them answering, so we moved on. ${MAY_HAVE_IT}`,
        sawDetails: false,
      };
  }
}
