import { Link } from 'react-router';
import { Clock, ExternalLink, FileQuestion, SearchX } from 'lucide-react';
import { company } from '#shared/company.ts';
import { COMMISSION_WHEN } from '#shared/commission.ts';
import { useDraft } from '../draft/fetch.ts';
import { FindMoreLendersForDraft } from './find-more-lenders.tsx';
import { LenderOffers } from './lender-offers.tsx';
import { button, Heading } from './result-parts.tsx';
import { TechnicalError } from './technical-error.tsx';
import { RecordLink } from './record-link.tsx';
import { RESULT } from '../timings.ts';
import { realOutcome } from './result-outcome.ts';
import { Sold } from './result-sold.tsx';
import { Referred } from './referred-result.tsx';
import { Duplicate } from './duplicate-result.tsx';
import { HeldForChecks } from './held-result.tsx';
import { ReviewRequest } from './review-request.tsx';

export function ResultScreen() {
  // The `status` in the URL is left to the links and analytics that carry it: the server's
  // outcome decides what is shown (ADR 020).
  const draft = useDraft();
  const outcome = draft.isPending ? null : draft.isError ? 'error' : realOutcome(draft.data);
  // Refused by the duplicate rule: no lender asked, so none declined (issue 42 item 2).
  const duplicate = outcome === 'reject' && draft.data?.rejectReason === 'duplicate';
  // Held by the quality check for a person (decision 140): the person's check is the review.
  const held = outcome === 'referred' && draft.data?.qualityCheck !== undefined;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        {outcome === null ? <p role="status">Loading your result…</p> : null}
        {outcome === 'none' ? <NoApplication /> : null}
        {outcome === 'unsent' ? <Unsent /> : null}
        {outcome === 'sold' ? <Sold /> : null}
        {outcome === 'pending' ? <Pending /> : null}
        {outcome === 'reject' ? duplicate ? <Duplicate /> : <Reject /> : null}
        {outcome === 'error' ? <TechnicalError /> : null}
        {outcome === 'referred' ? (
          held ? (
            <HeldForChecks declined={draft.data?.qualityCheck === 'declined'} />
          ) : (
            <Referred />
          )
        ) : null}
        {(outcome === 'referred' && !held) || outcome === 'reject' ? <ReviewRequest /> : null}
        {outcome &&
        !duplicate &&
        outcome !== 'error' &&
        outcome !== 'none' &&
        outcome !== 'unsent' &&
        outcome !== 'referred' ? (
          <LenderOffers />
        ) : null}
        <RecordLink />
        <p className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-700">
          <strong>How we are paid:</strong> we are a credit broker, not a lender. A lender pays us a commission{' '}
          {COMMISSION_WHEN}; you never pay us a fee.
        </p>
      </div>
    </div>
  );
}

function NoApplication() {
  return (
    <>
      <Heading icon={<FileQuestion aria-hidden="true" className="mx-auto size-14 text-slate-600" />}>
        No application found
      </Heading>
      <p className="mt-3 text-slate-700">
        We could not find an application from this browser, so there is no result to show.
      </p>
      <Link to="/apply" className={`${button} mt-6 bg-brand-700 text-white hover:bg-brand-800`}>
        Start your application
      </Link>
    </>
  );
}

function Unsent() {
  return (
    <>
      <Heading icon={<FileQuestion aria-hidden="true" className="mx-auto size-14 text-slate-600" />}>
        Your application has not been sent yet
      </Heading>
      <p className="mt-3 text-slate-700">
        We have not asked any lender yet: there is no result until you finish and send your application.
      </p>
      <Link to="/apply" className={`${button} mt-6 bg-brand-700 text-white hover:bg-brand-800`}>
        Continue your application
      </Link>
    </>
  );
}

function Pending() {
  return (
    <>
      <Heading icon={<Clock aria-hidden="true" className="mx-auto size-14 text-brand-700" />}>
        Application Under Review
      </Heading>
      <p className="mt-3 text-slate-700">
        A lender is reviewing your application and will contact you directly within {RESULT.lenderContactHours} hours,
        by phone or email. Please keep an eye out for their message, including your spam folder.
      </p>
      {/* No Find More Lenders here: a lender already has the application under review (ADR 020). */}
    </>
  );
}

function Reject() {
  return (
    <>
      <Heading icon={<SearchX aria-hidden="true" className="mx-auto size-14 text-slate-600" />}>
        Unable to Match at This Time
      </Heading>
      <p className="mt-3 text-slate-700">
        None of our lenders could offer you a loan right now. Our eligibility check is a soft search, so this has not
        affected your credit score.
      </p>
      <FindMoreLendersForDraft />
      <div className="mt-6 flex flex-col items-center gap-3">
        <Link to="/guides" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          Read our money guides
        </Link>
        <a
          href={company.debtAdvice.url}
          target="_blank"
          rel="noopener"
          className={`${button} border border-slate-400 text-slate-800 hover:bg-slate-50`}
        >
          Free debt advice from MoneyHelper <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </>
  );
}
