import { Link } from 'react-router';
import type { ReviewItem } from '#shared/admin/complaints-schemas.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { when } from '#web/features/admin/ui/format.ts';
import { ReviewDecisionForm } from './review-decision-form.tsx';
import { ReviewFollowUpLine } from './review-follow-up.tsx';
import { ruleText } from './rule-text.ts';
import { useReviews } from './reviews-api.ts';

function ReviewCard({ item }: { item: ReviewItem }) {
  const decidedBy = item.decidedBy ?? 'an admin';
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {item.reference} · {item.applicantName ?? 'Erased applicant'}
        </h3>
        <span className="text-xs text-slate-600">Asked {when(item.createdAt)}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {ruleText(item)} ·{' '}
        <Link className="text-brand-700 underline" to={`/admin/applications/${item.applicationId}`}>
          Open the application
        </Link>
      </p>
      {item.message ? (
        <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">
          <span className="font-medium">Applicant: </span>
          {item.message}
        </p>
      ) : null}
      {item.status === 'decided' ? (
        <>
          <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">
            <span className="font-medium">
              {item.decision === 'upheld' ? 'Decision stands' : 'Decision changed'} ({decidedBy}, {when(item.decidedAt)}
              ):{' '}
            </span>
            {item.reason}
          </p>
          <ReviewFollowUpLine item={item} />
        </>
      ) : (
        <ReviewDecisionForm item={item} />
      )}
    </li>
  );
}

/** Requests for a person to review our automated decisions: undecided first (oldest first). */
export function ReviewsQueue() {
  const reviews = useReviews();
  const data = reviews.data;
  return (
    <Panel title={data ? `Review requests (${data.open} open)` : 'Review requests'}>
      {reviews.isPending ? (
        <Loading what="review requests" />
      ) : reviews.isError ? (
        <LoadError what="review requests" />
      ) : data!.items.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No review requests yet.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {data!.items.map((item) => (
            <ReviewCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
