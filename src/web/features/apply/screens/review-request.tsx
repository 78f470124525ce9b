import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { UserRoundSearch } from 'lucide-react';
import type { ResultLoaderData, ReviewActionData } from './review-request-data.ts';

const RULE_WORDS = {
  referred: 'We stopped your application before any lender saw it because of what our automated checks found.',
  duplicate: 'Our automated rules refused this application because it matched an earlier application.',
} as const;

/**
 * "Ask a person to review this" (UK GDPR Art. 22, decision 071), offered when our own rules decided:
 * a plain form posted to the result page's action, so it works without script.
 */
export function ReviewRequest() {
  const { review } = useLoaderData<ResultLoaderData>();
  const answer = useActionData<ReviewActionData>();
  const sending = useNavigation().state === 'submitting';
  const reference = answer?.reference ?? review?.reference ?? null;
  if (answer?.notApplicable) {
    return (
      <section aria-labelledby="review-title" className="mt-8 rounded-xl border border-slate-300 p-4 text-left">
        <h2 id="review-title" className="text-lg font-semibold text-slate-900">
          A person&rsquo;s review
        </h2>
        <p role="status" className="mt-1 text-slate-700">
          {answer.notApplicable}{' '}
          <a className="font-semibold text-brand-700 underline" href="/complaints">
            How to complain
          </a>
        </p>
      </section>
    );
  }
  if (!review?.eligible) return null;
  return (
    <section aria-labelledby="review-title" className="mt-8 rounded-xl border border-brand-100 bg-white p-4 text-left">
      <h2 id="review-title" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <UserRoundSearch aria-hidden="true" className="size-5 shrink-0" /> A decision made by our rules
      </h2>
      <p className="mt-1 text-slate-700">
        {review.decision ? RULE_WORDS[review.decision] : null} No person made this decision. You can ask a member of our
        team to look at it again; they will email you their decision and the reason.
      </p>
      {reference ? (
        <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 font-medium text-green-900">
          You have asked for a person to review this decision. Your reference is{' '}
          <strong className="font-mono">{reference}</strong>. We will email you their decision.
        </p>
      ) : (
        <Form method="post" className="mt-3 space-y-3">
          {answer?.error ? (
            <div role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3">
              <h3 className="font-bold text-red-900">There is a problem</h3>
              <a href="#review-message" className="font-semibold text-red-800 underline">
                {answer.error}
              </a>
            </div>
          ) : null}
          <div>
            <label htmlFor="review-message" className="block font-semibold text-slate-900">
              Anything you want the reviewer to know <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <textarea
              id="review-message"
              name="message"
              rows={3}
              maxLength={5000}
              defaultValue={answer?.message ?? ''}
              aria-invalid={answer?.error ? true : undefined}
              className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2.5 text-base text-slate-900"
            />
          </div>
          <button
            type="submit"
            disabled={sending}
            className="w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto"
          >
            {sending ? 'Sending…' : 'Ask a person to review this'}
          </button>
        </Form>
      )}
    </section>
  );
}
