import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { complaintItem, complaintsResponse, type CloseComplaintBody } from '#shared/admin/complaints-schemas.ts';
import { apiUrl, endpointKey, endpointQuery, send } from '#web/features/admin/endpoint.ts';

// The complaints queue (DISP 1): the list with its clocks, the two ways to close, the return.

const COMPLAINTS = '/api/admin/complaints';

export const complaintsQuery = () => endpointQuery(complaintsResponse, COMPLAINTS);
export const useComplaints = () => useQuery(complaintsQuery());

export type ClosingKind = 'summary-resolution' | 'final-response';

export function useCloseComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, body }: { id: string; kind: ClosingKind; body: CloseComplaintBody }) =>
      send(complaintItem, 'POST', `${COMPLAINTS}/${id}/${kind}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(COMPLAINTS) }),
  });
}

export function useSendAcknowledgement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send(complaintItem, 'POST', `${COMPLAINTS}/${id}/acknowledgement`),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(COMPLAINTS) }),
  });
}

/** The half-yearly return's CSV (a download, not a query). */
export const returnCsvUrl = (from: string, to: string) =>
  apiUrl(`${COMPLAINTS}/return.csv`, { from: from || undefined, to: to || undefined });
