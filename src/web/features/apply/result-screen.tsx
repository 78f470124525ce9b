import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, Clock, ExternalLink, SearchX } from 'lucide-react';
import { company } from '#shared/company.ts';
import { useDraft } from './draft.ts';
import { FindMoreLenders, FindMoreLendersForDraft } from './find-more-lenders.tsx';
import { LenderOffers } from './lender-offers.tsx';
import { button, Heading } from './result-parts.tsx';
import { TechnicalError } from './technical-error.tsx';
import { RecordLink } from './record-link.tsx';
import { Referred } from './referred-result.tsx';
import { RESULT, parseStatus } from './timings.ts';

export function ResultScreen() {
  const [params] = useSearchParams();
  const status = parseStatus(params.get('status'));
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        {status === 'sold' ? <Sold /> : null}
        {status === 'pending' ? <Pending /> : null}
        {status === 'reject' ? <Reject /> : null}
        {status === 'error' ? <TechnicalError /> : null}
        {status === 'referred' ? <Referred /> : null}
        {status === 'error' || status === 'referred' ? null : <LenderOffers />}
        <RecordLink />
        <p className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-700">
          <strong>How we are paid:</strong> we are a credit broker, not a lender. If you take out a loan, the lender pays us a commission for
          introducing you; you never pay us a fee.
        </p>
      </div>
    </div>
  );
}

function Sold() {
  const draft = useDraft();
  // Only the lender page the server issued for this application is ever followed (never a URL
  // from the query string), so the result page cannot be used as an open redirect.
  const redirectUrl = typeof draft.data?.redirectUrl === 'string' ? draft.data.redirectUrl : null;

  useEffect(() => {
    if (!redirectUrl) return;
    const timer = window.setTimeout(() => window.location.assign(redirectUrl), RESULT.autoRedirectMs);
    return () => window.clearTimeout(timer);
  }, [redirectUrl]);

  return (
    <>
      <Heading icon={<CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-accent-600" />}>Match Found</Heading>
      {redirectUrl ? (
        <div role="status">
          <p className="mt-3 text-slate-700">A lender on our panel can consider your application. We are taking you to its website to finish.</p>
          <a href={redirectUrl} className={`${button} mt-6 bg-accent-600 text-white hover:bg-accent-700`}>
            Continue to the lender <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </div>
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            Your application has been matched. The lender will contact you directly to confirm your details and, if approved, show you its
            loan agreement before you sign anything. Approval is never guaranteed.
          </p>
          {draft.isPending ? null : <FindMoreLenders hasApplication={Boolean(draft.data)} />}
        </>
      )}
    </>
  );
}

function Pending() {
  return (
    <>
      <Heading icon={<Clock aria-hidden="true" className="mx-auto size-14 text-brand-700" />}>Application Under Review</Heading>
      <p className="mt-3 text-slate-700">
        A lender is reviewing your application and will contact you directly within {RESULT.lenderContactHours} hours, by phone or email.
        Please keep an eye out for their message, including your spam folder.
      </p>
      <FindMoreLendersForDraft />
    </>
  );
}

function Reject() {
  return (
    <>
      <Heading icon={<SearchX aria-hidden="true" className="mx-auto size-14 text-slate-600" />}>Unable to Match at This Time</Heading>
      <p className="mt-3 text-slate-700">
        None of our lenders could offer you a loan right now. Our eligibility check is a soft search, so this has not affected your credit
        score.
      </p>
      <FindMoreLendersForDraft />
      <div className="mt-6 flex flex-col items-center gap-3">
        <Link to="/guides" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          Read our money guides
        </Link>
        <a href={company.debtAdvice.url} target="_blank" rel="noopener" className={`${button} border border-slate-400 text-slate-800 hover:bg-slate-50`}>
          Free debt advice from MoneyHelper <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </>
  );
}
