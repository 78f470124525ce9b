import { useEffect, useState } from 'react';
import { Form, Link, useActionData, useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2, Clock, LoaderCircle, TriangleAlert } from 'lucide-react';
import { ApiError } from '#web/lib/api-client.ts';
import { RESULT_PATH } from '../steps-meta.ts';
import { RESUBMIT } from '../timings.ts';
import { postOutcome, resubmitAskAgain, useAskUntilKnown, type Outcome } from './ask-until-known.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'success'; redirecting: boolean }
  | { kind: 'expired' }
  | { kind: 'error'; message: string };

/** Decides the screen before any call: a link without an id is invalid, a past expiry expired. */
function initialState(sessionId: string | null, expires: string | null): State {
  if (!sessionId) return { kind: 'error', message: 'Invalid resubmit link' };
  if (expires && Number(expires) < Date.now()) return { kind: 'expired' };
  return { kind: 'loading' };
}

/** The screen once the call has answered: a 410 is an expired link, any other error says the server's message. */
function answeredState(outcome: Outcome | undefined, error: Error | null): State | null {
  if (outcome) return { kind: 'success', redirecting: Boolean(outcome.redirectUrl) };
  if (!error) return null;
  if (error instanceof ApiError && error.status === 410) return { kind: 'expired' };
  return {
    kind: 'error',
    message: (error instanceof ApiError && error.serverMessage) || 'Failed to submit application',
  };
}

/** The 'Submit Again in New Window' page: resubmits the application through a signed link. */
export function ResubmitScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('sessionId');
  const expires = params.get('expires');
  const sig = params.get('sig');
  const [initial] = useState<State>(() => initialState(sessionId, expires));
  const failed = useActionData<{ message?: string }>()?.message;
  // A lender that has not answered yet (decision 050) leaves the link unused: the mutation asks again (decision 112).
  const query = new URLSearchParams({ expires: expires ?? '', sig: sig ?? '' });
  const resubmit = useAskUntilKnown(
    () => postOutcome(`/api/application/resubmit/${encodeURIComponent(sessionId ?? '')}?${query}`),
    resubmitAskAgain,
  );
  const outcome = resubmit.data;
  const state = answeredState(outcome, resubmit.error) ?? initial;

  useEffect(() => {
    if (state.kind !== 'expired') return;
    const timer = window.setTimeout(() => window.close(), RESUBMIT.closeAfterMs);
    return () => window.clearTimeout(timer);
  }, [state.kind]);

  const { fire } = resubmit;
  useEffect(() => {
    if (initial.kind === 'loading') fire();
  }, [initial.kind, fire]);

  // Sent: the lender's page, or the result page.
  useEffect(() => {
    if (!outcome) return;
    const redirectUrl = outcome.redirectUrl;
    const timer = redirectUrl
      ? window.setTimeout(() => window.location.assign(redirectUrl), RESUBMIT.redirectDelayMs)
      : window.setTimeout(() => {
          void navigate(`${RESULT_PATH}?status=${encodeURIComponent(outcome.status ?? 'sold')}`, { replace: true });
        }, RESUBMIT.resultDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, outcome]);

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <div
        className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
        role="status"
        aria-live="polite"
      >
        {state.kind === 'loading' ? (
          <>
            <LoaderCircle aria-hidden="true" className="mx-auto size-12 animate-spin text-brand-700" />
            <h1 className="mt-4 text-2xl font-bold text-brand-900">Submitting your application</h1>
            <p className="mt-2 text-slate-700">
              We are sending your application to our lenders again. Please keep this window open.
            </p>
            {/* Without script nothing is sent by itself: the applicant sends it. */}
            <noscript>
              {failed ? <p className="mt-3 font-medium text-red-700">{failed}</p> : null}
              <Form method="post" className="mt-4">
                <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white">
                  Submit my application again
                </button>
              </Form>
            </noscript>
          </>
        ) : null}
        {state.kind === 'success' ? (
          <>
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-accent-600" />
            <h1 className="mt-4 text-2xl font-bold text-brand-900">Application submitted</h1>
            <p className="mt-2 text-slate-700">
              {state.redirecting ? "Match found: taking you to the lender's website…" : 'Taking you to your result…'}
            </p>
          </>
        ) : null}
        {state.kind === 'expired' ? (
          <>
            <Clock aria-hidden="true" className="mx-auto size-12 text-amber-600" />
            <h1 className="mt-4 text-2xl font-bold text-brand-900">Link expired</h1>
            <p className="mt-2 text-slate-700">
              This link has expired for security reasons. This window will close shortly.
            </p>
            <p className="mt-4 text-sm text-slate-600">
              If it stays open, you can close it yourself or{' '}
              <Link to="/contact" className="font-semibold text-brand-700 underline">
                contact us
              </Link>
              .
            </p>
          </>
        ) : null}
        {state.kind === 'error' ? (
          <>
            <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />
            <h1 className="mt-4 text-2xl font-bold text-brand-900">We couldn't submit your application</h1>
            <p className="mt-2 font-medium text-red-700">{state.message}</p>
            <p className="mt-4 text-sm text-slate-700">
              Please{' '}
              <Link to="/contact" className="font-semibold text-brand-700 underline">
                contact support
              </Link>{' '}
              and we will help you finish your application.
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
