import { useEffect, useState } from 'react';
import { Form, useNavigate, useSearchParams, type NavigateFunction } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ExternalLink, LoaderCircle } from 'lucide-react';
import { useDraft } from '../draft/fetch.ts';
import { storeSessionId } from '../draft/pending.ts';
import { STATUS_MESSAGES, TIPS } from './processing-copy.ts';
import { RESULT_PATH } from '../steps-meta.ts';
import { PROCESSING, nextProgress } from '../timings.ts';
import { openInNewWindow, useBlockBack } from './use-block-back.ts';
import { buyerOf, finishedResult, markHandedOver, rememberFinished } from './handover.ts';
import { HandoverNotice } from './handover-notice.tsx';
import { OFFERS_QUERY_KEY, fetchOffers } from './lender-offers.tsx';
import { isWaiting, outcomeQuery } from './read-outcome.ts';

/** Replaces this screen with its result page; a result other than an error is remembered (never a second run). */
function toResult(navigate: NavigateFunction, status: string, reason?: string): void {
  const reasonParam = reason ? `&reason=${encodeURIComponent(reason)}` : '';
  const path = `${RESULT_PATH}?status=${encodeURIComponent(status)}${reasonParam}`;
  if (status !== 'error') rememberFinished(path);
  void navigate(path, { replace: true });
}

/**
 * Full-screen overlay while the application is offered to the lender panel (docs/product.md#statuses).
 * Once it has finished, opening it again (Back) goes straight to the result: never a second run.
 */
export function ProcessingScreen() {
  return <Processing />;
}

function Processing() {
  const navigate = useNavigate();
  const draft = useDraft();
  const [progress, setProgress] = useState(0);
  const [statusIndex, setStatusIndex] = useState(0);
  const [tipIndex, setTipIndex] = useState(0);
  const [showAgain, setShowAgain] = useState(false);
  useBlockBack();
  const sessionId = draft.data?.sessionId;
  // The outcome, read after the 5 s (decision 134): the consent post started the run. While no lender
  // has answered (decision 050), or on a 502/503/504 or no connection (decision 097), the query asks
  // again by itself; any other error is the error result.
  const [asking, setAsking] = useState(false);
  const read = useQuery(outcomeQuery(asking));
  const outcome = read.data && !isWaiting(read.data) ? read.data : undefined;
  const finished = Boolean(outcome);
  const redirectUrl = outcome?.redirectUrl;
  // With a lender's page to go to, the buying lender is named first (the offers read afresh).
  const offers = useQuery({
    queryKey: OFFERS_QUERY_KEY,
    queryFn: fetchOffers,
    staleTime: 0,
    enabled: Boolean(redirectUrl),
  });
  const matched = Boolean(redirectUrl) && offers.isFetchedAfterMount;
  const buyer = buyerOf(offers.isSuccess ? offers.data : undefined);

  // `?still=1`: "Check again" without script found no outcome yet (routes/apply-processing.tsx).
  // Once a call has been asked again the screen says so, until it leaves.
  const [searchParams] = useSearchParams();
  const [waiting, setWaiting] = useState(() => searchParams.has('still'));
  if ((isWaiting(read.data) || read.failureCount > 0) && !waiting) setWaiting(true);

  useEffect(() => {
    if (finished) return;
    const ticker = window.setInterval(() => setProgress(nextProgress), PROCESSING.tickMs);
    return () => window.clearInterval(ticker);
  }, [finished]);

  useEffect(() => {
    const status = window.setInterval(
      () => setStatusIndex((i) => (i + 1) % STATUS_MESSAGES.length),
      PROCESSING.statusEveryMs,
    );
    const tip = window.setInterval(() => setTipIndex((i) => (i + 1) % TIPS.length), PROCESSING.tipEveryMs);
    const again = window.setTimeout(() => setShowAgain(true), PROCESSING.submitAgainAfterMs);
    return () => {
      window.clearInterval(status);
      window.clearInterval(tip);
      window.clearTimeout(again);
    };
  }, []);

  const failed = read.isError || read.data?.status === 'error';
  useEffect(() => {
    if (failed) toResult(navigate, 'error');
  }, [failed, navigate]);

  useEffect(() => {
    // This tab was already sent to its result (Back from the lender's page): never a second run.
    const finishedPath = finishedResult();
    if (finishedPath) {
      void navigate(finishedPath, { replace: true });
      return;
    }
    if (sessionId) storeSessionId(sessionId);
    const timer = window.setTimeout(() => {
      if (!sessionId) return toResult(navigate, 'error');
      setAsking(true);
    }, PROCESSING.submitAfterMs);
    return () => window.clearTimeout(timer);
  }, [navigate, sessionId]);

  // The outcome is known: 'Match Found!' then the lender's page, or the result page.
  useEffect(() => {
    if (!outcome || outcome.status === 'error' || (redirectUrl && !matched)) return;
    const timer = redirectUrl
      ? window.setTimeout(() => {
          // The result page takes this screen's place in the history, so Back from the
          // lender's page lands there and is not sent on again (ADR 020).
          markHandedOver(redirectUrl);
          toResult(navigate, 'sold');
          window.location.assign(redirectUrl);
        }, PROCESSING.redirectDelayMs)
      : window.setTimeout(() => toResult(navigate, outcome.status ?? 'sold', outcome.reason), PROCESSING.resultDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, outcome, redirectUrl, matched]);

  const resubmitUrl = draft.data?.resubmitUrl;
  const shown = Math.round(finished ? 100 : progress);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-brand-900 p-4">
      <div className="w-full max-w-lg rounded-2xl bg-white p-6 text-center shadow-xl sm:p-8">
        {matched ? (
          <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-accent-600" />
        ) : (
          <LoaderCircle aria-hidden="true" className="mx-auto size-14 animate-spin text-brand-700" />
        )}
        <h1 className="mt-4 text-2xl font-bold text-brand-900">{matched ? 'Match Found!' : 'Finding your lender'}</h1>
        {matched ? (
          <HandoverNotice buyer={buyer} leaving />
        ) : (
          <p role="status" className="mt-2 min-h-6 text-slate-700">
            {waiting
              ? "We're still waiting for a lender to answer. Please keep this page open."
              : STATUS_MESSAGES[statusIndex]}
          </p>
        )}
        <div
          role="progressbar"
          aria-label="Application progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shown}
          className="mt-6 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-accent-600" style={{ width: `${shown}%` }} />
        </div>
        <p className="mt-2 text-sm font-semibold text-slate-700" aria-hidden="true">
          {shown}%
        </p>
        <p className="mt-6 rounded-xl bg-brand-50 p-4 text-sm text-slate-800">
          <span className="font-semibold">Did you know? </span>
          {TIPS[tipIndex]}
        </p>
        <p className="mt-4 text-sm text-slate-600">
          Please keep this page open. This usually takes less than a minute.
        </p>
        {/* Without script the page reloads itself (root.tsx: handle.refreshWithoutScript) and can be asked now. */}
        <noscript>
          <Form method="post" className="mt-5">
            <button
              type="submit"
              className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white"
            >
              Check again
            </button>
          </Form>
        </noscript>
        {showAgain && resubmitUrl && !finished ? (
          <button
            type="button"
            onClick={() => openInNewWindow(resubmitUrl, 'Please allow popups to submit again in a new window')}
            className={
              'mt-5 inline-flex items-center gap-2 rounded-lg border border-brand-700 px-4 py-2.5 font-semibold ' +
              'text-brand-700 hover:bg-brand-50'
            }
          >
            <ExternalLink aria-hidden="true" className="size-4" /> Submit Again in New Window
          </button>
        ) : null}
      </div>
    </div>
  );
}
