import { company } from '#shared/company.ts';
import { greeting, LetterEmail, renderEmail } from '#server/modules/messaging/index.ts';
import type { EmailMessage } from '#server/modules/messaging/index.ts';

// The email telling an applicant what the person who reviewed our automated decision decided
// (UK GDPR Article 22): a letter (messaging's LetterEmail).

export type ReviewOutcome = {
  to: string;
  firstName: string | null;
  reference: string;
  decision: 'upheld' | 'changed';
  reason: string;
  /** A changed decision: the application is now offered to our lenders (false: nothing more to do). */
  offered?: boolean;
  complaintsUrl: string;
};

export function reviewDecisionEmail(r: ReviewOutcome): EmailMessage {
  const { hello } = greeting(r.firstName);
  const paragraphs = [
    `You asked for a person to review the decision our automated rules made on your loan application ` +
      `(review reference ${r.reference}). A member of our team has now reviewed it.`,
    r.decision === 'upheld'
      ? 'They decided that the decision stands. Their reasons:'
      : r.offered
        ? 'They decided to change the decision, and we are now offering your application to our lenders. ' +
          'If one of them can offer you a loan, they will contact you. Their reasons:'
        : 'They decided to change the decision. Their reasons:',
    r.reason,
    `If you are unhappy with this, you can complain to us: ${r.complaintsUrl}. You can reach us at ` +
      `${company.email} or on ${company.phone}.`,
    `${company.companyName} (${company.legalEntity})`,
  ];
  return {
    to: r.to,
    subject: `The review of your application's decision (reference ${r.reference})`,
    ...renderEmail(LetterEmail, { hello, paragraphs }),
  };
}
