import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignsResponse, contactMessagesResponse } from '#shared/admin/schemas.ts';
import {
  optOutsResponse,
  outboxDetail,
  outboxListResponse,
  type RecordOptOutBody,
} from '#shared/admin/messages-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { endpointKey, endpointQuery } from '#web/features/admin/endpoint.ts';

// Messages in and out: the contact form's inbox, remarketing campaigns, the outbox, opt-outs.

const CONTACT_MESSAGES = '/api/admin/contact-messages';
const OPT_OUTS = '/api/admin/opt-outs';

export type OutboxChannel = 'all' | 'email' | 'sms';

export const campaignsQuery = () => endpointQuery(campaignsResponse, '/api/admin/campaigns');
export const useCampaigns = () => useQuery(campaignsQuery());

export const contactMessagesQuery = () => endpointQuery(contactMessagesResponse, CONTACT_MESSAGES);
export const useContactMessages = () => useQuery(contactMessagesQuery());

export function useMarkMessageRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiRequest('POST', `${CONTACT_MESSAGES}/${id}/read`, { read }),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(CONTACT_MESSAGES) }),
  });
}

export const outboxQuery = (channel: OutboxChannel, page: number) =>
  endpointQuery(outboxListResponse, '/api/admin/outbox', {
    channel: channel === 'all' ? undefined : channel,
    page: page > 1 ? page : undefined,
  });
export const useOutbox = (channel: OutboxChannel, page: number) =>
  useQuery({ ...outboxQuery(channel, page), placeholderData: keepPreviousData });

export const outboxMessageQuery = (id: number) => endpointQuery(outboxDetail, `/api/admin/outbox/${id}`);
export const useOutboxMessage = (id: number | null) =>
  useQuery({ ...outboxMessageQuery(id ?? 0), enabled: id !== null });

export const optOutsQuery = (q: string, page: number) =>
  endpointQuery(optOutsResponse, OPT_OUTS, { q: q.trim() || undefined, page: page > 1 ? page : undefined });
export const useOptOuts = (q: string, page: number) =>
  useQuery({ ...optOutsQuery(q, page), placeholderData: keepPreviousData });

export function useRecordOptOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordOptOutBody) => apiRequest('POST', OPT_OUTS, body),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(OPT_OUTS) }),
  });
}
