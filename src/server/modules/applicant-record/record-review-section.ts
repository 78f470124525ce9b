import { createElement as h, Fragment, type ReactNode } from 'react';

// The record page's "Ask a person to review this" (UK GDPR Art. 22, decision 071): a plain form
// posted to POST /api/record/:publicId/review-request, then the request's reference.

/**
 * Whether our own rules decided (UK GDPR Art. 22), where to ask for a person's review, its
 * reference, and whether the last ask was refused (409: no decision of our rules applies any more,
 * say the page was open while the application changed).
 */
export type RecordReview = {
  eligible: boolean;
  reference: string | null;
  decided: boolean;
  action: string;
  refused?: boolean;
};

/** Said where the form was, so an applicant whose ask was refused is not left with a page that ignores it. */
export const REVIEW_REFUSED =
  'We could not open a review: no automated decision of ours applies to this application, so there is ' +
  'nothing for a person to review. If you think we have got something wrong, please contact us.';

export function ReviewSection({ review }: { review: RecordReview | undefined }): ReactNode {
  if (!review?.eligible) return review?.refused ? refusedNote() : null;
  const outcome = review.decided ? 'We have emailed you their decision.' : 'We will email you their decision.';
  const body = review.reference
    ? h(
        'p',
        { className: 'note', role: 'status' },
        `You asked for a person to review this decision (reference ${review.reference}). ${outcome}`,
      )
    : h(
        'form',
        { method: 'post', action: review.action },
        h(
          'p',
          null,
          h('label', { htmlFor: 'review-message' }, 'Anything you want the reviewer to know (optional)'),
          h('br'),
          h('textarea', { id: 'review-message', name: 'message', rows: 3, cols: 40, maxLength: 5000 }),
        ),
        h('button', { type: 'submit', className: 'secondary' }, 'Ask a person to review this'),
      );
  return h(
    Fragment,
    null,
    h('h2', { id: 'review' }, 'A decision made by our rules'),
    h(
      'p',
      null,
      'This decision was made by our automated rules, not by a person. You can ask a member of our team ' +
        'to look at it again; they will tell you their decision and the reason by email.',
    ),
    body,
  );
}

function refusedNote(): ReactNode {
  return h(
    Fragment,
    null,
    h('h2', { id: 'review' }, 'A decision made by our rules'),
    h('p', { className: 'note', role: 'status' }, REVIEW_REFUSED),
  );
}
