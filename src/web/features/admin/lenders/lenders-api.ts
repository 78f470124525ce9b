import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rankingResponse, scorecardResponse } from '#shared/admin/scorecard-schemas.ts';
import { endpointQuery, send } from '#web/features/admin/endpoint.ts';

const RANKING = '/api/admin/lenders/ranking';

export const scorecardQuery = (range: { from: string; to: string }) =>
  endpointQuery(scorecardResponse, '/api/admin/lenders/scorecard', range);
export const useScorecard = (range: { from: string; to: string }) =>
  useQuery({ ...scorecardQuery(range), placeholderData: keepPreviousData });

export const rankingQuery = () => endpointQuery(rankingResponse, RANKING);
export const useRanking = () => useQuery(rankingQuery());

export function useSetAutoOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (autoOrder: boolean) => send(rankingResponse, 'POST', RANKING, { autoOrder }),
    onSuccess: (data) => client.setQueryData(rankingQuery().queryKey, data),
  });
}
