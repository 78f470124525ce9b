import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#web/lib/api-client.ts';
import type { RankingResponse, ScorecardResponse } from '#shared/admin/scorecard-schemas.ts';

export const scorecardUrl = (range: { from: string; to: string }) =>
  `/api/admin/lenders/scorecard?${new URLSearchParams(range).toString()}`;
const RANKING_URL = '/api/admin/lenders/ranking';

export const useScorecard = (range: { from: string; to: string }) =>
  useQuery<ScorecardResponse>({ queryKey: [scorecardUrl(range)], placeholderData: (previous) => previous });

export const useRanking = () => useQuery<RankingResponse>({ queryKey: [RANKING_URL] });

export function useSetAutoOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (autoOrder: boolean) => apiJson<RankingResponse>('POST', RANKING_URL, { autoOrder }),
    onSuccess: (data) => client.setQueryData([RANKING_URL], data),
  });
}
