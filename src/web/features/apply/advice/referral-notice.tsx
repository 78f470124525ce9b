import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import type { GateReason } from '#shared/application/gate.ts';
import { DEBT_ADVICE_SERVICES } from './debt-advice.ts';

// Step 6, before consent (issue 27 item 6): the gate's verdict on the figures saved, worked out by
// the server with the gate itself (draft view `gatePreview`), said kindly and with the free debt
// advice. The applicant may change the figures or go on; nothing has been sent to anyone.

/** A query of step 6 after a save the gate would refer: the notice is the first thing shown. */
export const ADVICE_PARAM = 'advice';

const WHY: Partial<Record<GateReason, string>> = {
  'expenses-exceed-income': 'The monthly outgoings you have given us come to more than your monthly income.',
  unaffordable:
    'After the monthly outgoings you have given us, the repayments on this loan would leave you with less ' +
    'than £100 a month to spare.',
};

const ADVICE = DEBT_ADVICE_SERVICES.filter((s) => s.name === 'MoneyHelper' || s.name === 'StepChange');

export function ReferralNotice({ reason, continueTo }: { reason: GateReason; continueTo: string }) {
  return (
    <section
      aria-labelledby="referral-notice-title"
      className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800 sm:p-5"
    >
      <h2 id="referral-notice-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <HeartHandshake aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        Before you go on: this loan may not be right for you
      </h2>
      <div className="mt-2 space-y-2 text-sm sm:text-base">
        <p className="font-medium text-slate-900">{WHY[reason] ?? 'From what you have told us so far,'}</p>
        <p>
          If these figures are right, we will not send your application to any lender: a new loan could make things
          harder. Nothing has been sent to anyone and no credit search has been made.
        </p>
        <p>Free, confidential debt advice can help you look at your options. These services do not charge:</p>
      </div>
      <ul aria-label="Free debt advice" className="mt-2 space-y-1 text-sm sm:text-base">
        {ADVICE.map((service) => (
          <li key={service.name}>
            <a href={service.url} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
              {service.name} ({service.site})
            </a>
            , call free on{' '}
            <a href={`tel:${service.phone.replace(/\s+/g, '')}`} className="font-semibold underline">
              {service.phone}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm sm:text-base">
        You can check your figures below, or{' '}
        <Link to={continueTo} className="font-semibold text-brand-700 underline">
          continue with your application
        </Link>
        .
      </p>
    </section>
  );
}
