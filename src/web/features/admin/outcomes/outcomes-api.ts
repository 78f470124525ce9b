import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { outcomesResponse, packItem, packListResponse } from '#shared/admin/outcomes-schemas.ts';
import { endpointQuery, send } from '#web/features/admin/endpoint.ts';

export const outcomesQuery = (range: { from: string; to: string }) =>
  endpointQuery(outcomesResponse, '/api/admin/outcomes', range);
export const useOutcomes = (range: { from: string; to: string }) =>
  useQuery({ ...outcomesQuery(range), placeholderData: keepPreviousData });

const PACKS = '/api/admin/outcomes/packs';
export const packsQuery = () => endpointQuery(packListResponse, PACKS);
export const usePacks = () => useQuery(packsQuery());

/** Makes (or finds) the pack of a month that is over, then lists the packs again. */
export function useMakePack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => send(packItem, 'POST', PACKS, { month }),
    onSuccess: () => client.invalidateQueries({ queryKey: packsQuery().queryKey }),
  });
}

export const packPdfUrl = (month: string) => `${PACKS}/${month}/pdf`;
export const lenderCsvUrl = (lenderId: string, month: string) =>
  `/api/admin/outcomes/lenders/${encodeURIComponent(lenderId)}/${month}/csv`;
