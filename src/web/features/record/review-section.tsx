import type { RecordView } from '#server/services.ts';
import { Note, Para, SectionTitle, secondaryButtonClass } from '#web/components/ui/plain-page.tsx';

// The record page's "Ask a person to review this" (UK GDPR Art. 22, decision 071): a plain form
// posted to POST /api/record/:publicId/review-request, then the request's reference.

/** Said where the form was, so an applicant whose ask was refused is not left with a page that ignores it. */
export const REVIEW_REFUSED =
  'We could not open a review: no automated decision of ours applies to this application, so there is ' +
  'nothing for a person to review. If you think we have got something wrong, please contact us.';

/**
 * Whether our own rules decided, the form to ask for a person's review or its reference, and
 * whether the last ask was refused (409: the page was open while the application changed).
 */
export function ReviewSection({
  review,
  action,
  refused,
}: {
  review: RecordView['review'];
  action: string;
  refused: boolean;
}) {
  if (!review.eligible)
    return refused ? (
      <>
        <SectionTitle id="review">A decision made by our rules</SectionTitle>
        <Note>{REVIEW_REFUSED}</Note>
      </>
    ) : null;
  const outcome = review.decided ? 'We have emailed you their decision.' : 'We will email you their decision.';
  return (
    <>
      <SectionTitle id="review">A decision made by our rules</SectionTitle>
      <Para>
        This decision was made by our automated rules, not by a person. You can ask a member of our team to look at it
        again; they will tell you their decision and the reason by email.
      </Para>
      {review.reference ? (
        <Note>{`You asked for a person to review this decision (reference ${review.reference}). ${outcome}`}</Note>
      ) : (
        <form method="post" action={action}>
          <p className="my-3">
            <label htmlFor="review-message" className="block font-medium">
              Anything you want the reviewer to know (optional)
            </label>
            <textarea
              id="review-message"
              name="message"
              rows={3}
              cols={40}
              maxLength={5000}
              className="mt-1 w-full max-w-md rounded-lg border border-slate-400 p-2"
            />
          </p>
          <button type="submit" className={secondaryButtonClass}>
            Ask a person to review this
          </button>
        </form>
      )}
    </>
  );
}
