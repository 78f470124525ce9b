import { useQuery } from '@tanstack/react-query';
import type { CampaignsResponse } from '#shared/admin/schemas.ts';
import type { OptOutsResponse, OutboxDetail, OutboxListResponse } from '#shared/admin/messages-schemas.ts';

export type OutboxChannel = 'all' | 'email' | 'sms';

const withQuery = (path: string, params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '' && value !== 'all' && value !== 1) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const useOutbox = (channel: OutboxChannel, page: number) =>
  useQuery<OutboxListResponse>({
    queryKey: [withQuery('/api/admin/outbox', { channel, page })],
    placeholderData: (previous) => previous,
  });
export const useOutboxMessage = (id: number | null) =>
  useQuery<OutboxDetail>({ queryKey: ['/api/admin/outbox', id], enabled: id !== null });
export const useOptOuts = (q: string, page: number) =>
  useQuery<OptOutsResponse>({
    queryKey: [withQuery('/api/admin/opt-outs', { q: q.trim(), page })],
    placeholderData: (previous) => previous,
  });
export const useCampaignRows = () => useQuery<CampaignsResponse>({ queryKey: ['/api/admin/campaigns'] });
