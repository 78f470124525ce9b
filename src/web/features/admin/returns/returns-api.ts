import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { returnItem, returnsResponse, type ReturnDecision, type ReturnStatus } from '#shared/admin/returns-schemas.ts';
import { endpointKey, endpointQuery, send } from '#web/features/admin/endpoint.ts';

// The returns queue (decision 065): lenders' returns over their monthly cap wait here for a person.

const RETURNS = '/api/admin/returns';

export type ReturnsFilter = ReturnStatus | 'all';

export const returnsQuery = (status: ReturnsFilter, page: number) =>
  endpointQuery(returnsResponse, RETURNS, { status, page });
export const useReturns = (status: ReturnsFilter, page: number) =>
  useQuery({ ...returnsQuery(status, page), placeholderData: keepPreviousData });

export function useDecideReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReturnDecision }) =>
      send(returnItem, 'POST', `${RETURNS}/${id}/decision`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(RETURNS) }),
  });
}
