import type { ReviewFollowUp, ReviewItem } from '#shared/admin/complaints-schemas.ts';
import { StatusBadge } from '#web/features/admin/ui/status-badge.tsx';

// What followed a changed decision (issue 42.9, decision 125), and the application's status now.

const NOT_OFFERED: Record<Exclude<ReviewFollowUp, 'offered'>, string> = {
  erased: 'Not offered to the lenders: the applicant’s data was erased.',
  'has-outcome': 'Not offered to the lenders: a lender’s outcome was already stored for this application.',
};

/** While the panel's run goes on, the queue asks again so the status it shows catches up. */
export const isAwaitingLenders = (item: ReviewItem): boolean =>
  item.followUp === 'offered' && item.applicationStatus === 'processing';

export function ReviewFollowUpLine({ item }: { item: ReviewItem }) {
  if (item.decision !== 'changed') return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-800" data-testid="review-follow-up">
      {item.followUp === 'offered' ? (
        <span>Offered to the lenders.</span>
      ) : item.followUp ? (
        <span>{NOT_OFFERED[item.followUp]}</span>
      ) : (
        <span>Not yet offered to the lenders.</span>
      )}
      <span>
        Application now: <StatusBadge status={item.applicationStatus} />
      </span>
    </p>
  );
}
