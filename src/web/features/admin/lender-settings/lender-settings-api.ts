import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lenderHistoryResponse,
  lenderItem,
  lendersResponse,
  type CreateLenderBody,
  type UpdateLenderBody,
} from '#shared/admin/lender-schemas.ts';
import { endpointKey, endpointQuery, send } from '#web/features/admin/endpoint.ts';

// The lender editor (decision 075): the panel's lenders as stored, a new one, an edit, the changes.

const SETTINGS = '/api/admin/lenders/settings';

export const lendersQuery = () => endpointQuery(lendersResponse, SETTINGS);
export const useLenders = () => useQuery(lendersQuery());
export const useLenderHistory = (id: string) =>
  useQuery(endpointQuery(lenderHistoryResponse, `${SETTINGS}/${id}/history`));

export function useCreateLender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLenderBody) => send(lenderItem, 'POST', SETTINGS, body),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(SETTINGS) }),
  });
}

export function useUpdateLender(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLenderBody) => send(lenderItem, 'PUT', `${SETTINGS}/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(SETTINGS) }),
  });
}
