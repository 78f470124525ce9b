import { ExternalLink, TriangleAlert } from 'lucide-react';
import { gbp } from '#shared/company.ts';
import { AFFORDABILITY_BUFFER } from '#shared/loan-maths.ts';
import { DEBT_ADVICE_SERVICES } from '../advice/debt-advice.ts';

/** Step 6's live verdict on the figures typed: outgoings over income, or too little left for the loan. */
export type AffordabilityVerdict = 'overspent' | 'unaffordable';

/** The repayment the verdict used, and step 1's estimate the applicant saw. */
export type QuotedPayment = { payment: number; estimate: number; apr: number };

const OVERSPENT = 'Affordability Concern: your outgoings are more than your income.';
const MONEY_HELPER = DEBT_ADVICE_SERVICES.find((s) => s.name === 'MoneyHelper') ?? DEBT_ADVICE_SERVICES[0];

/**
 * Step 6's one affordability notice (issue 42 item 5): the reason that applies, and the free advice
 * of MoneyHelper. Borrowing less or longer is suggested only where it would help: when outgoings
 * already exceed income, no loan is affordable. The repayment quoted is step 1's figure unless the
 * check used a higher one, and then it says so (decision 060: the check pays at the representative APR).
 */
export function AffordabilityNotice({ verdict, quoted }: { verdict: AffordabilityVerdict; quoted: QuotedPayment }) {
  const repayment =
    quoted.payment > quoted.estimate
      ? `about ${gbp(quoted.payment, 0)} a month at our representative ${quoted.apr}% APR (more than the quick ` +
        `estimate of ${gbp(quoted.estimate, 0)} at step 1)`
      : `about ${gbp(quoted.payment, 0)} a month, as estimated at step 1`;
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
      <div className="space-y-2">
        {verdict === 'overspent' ? (
          <p>
            <strong className="text-red-700">{OVERSPENT}</strong> Please check your figures. If they are right, a loan
            would add a repayment you have nothing left to make.
          </p>
        ) : (
          <p>
            <strong className="text-red-700">This loan may not be affordable for you.</strong> The repayment is{' '}
            {repayment}. After your outgoings you would have less than that plus {gbp(AFFORDABILITY_BUFFER, 0)} to
            spare. Please check your figures, or consider borrowing less or over a longer term.
          </p>
        )}
        <p>
          Free, impartial advice:{' '}
          <a href={MONEY_HELPER.url} target="_blank" rel="noopener" className="font-semibold underline">
            {MONEY_HELPER.name} ({MONEY_HELPER.site}) <ExternalLink aria-hidden="true" className="inline size-3.5" />
          </a>
          , call free on{' '}
          <a href={`tel:${MONEY_HELPER.phone.replace(/\s+/g, '')}`} className="font-semibold underline">
            {MONEY_HELPER.phone}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
