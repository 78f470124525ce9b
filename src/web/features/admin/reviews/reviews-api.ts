import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewDecisionAnswer, reviewsResponse, type ReviewDecisionBody } from '#shared/admin/complaints-schemas.ts';
import { endpointKey, endpointQuery, send } from '#web/features/admin/endpoint.ts';
import { isAwaitingLenders } from './review-follow-up.tsx';

// Human reviews of our automated decisions (UK GDPR Article 22): the queue and the decision.

const REVIEWS = '/api/admin/review-requests';

export const reviewsQuery = () => endpointQuery(reviewsResponse, REVIEWS);
/** Asked again every 2 s while an application a review offered to the lenders awaits their answer. */
export const useReviews = () =>
  useQuery({
    ...reviewsQuery(),
    refetchInterval: (query) => (query.state.data?.items.some(isAwaitingLenders) ? 2_000 : false),
  });

export function useDecideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewDecisionBody }) =>
      send(reviewDecisionAnswer, 'POST', `${REVIEWS}/${id}/decision`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(REVIEWS) }),
  });
}
