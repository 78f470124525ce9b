import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { funnelResponse } from '#shared/admin/funnel-schemas.ts';
import { endpointQuery } from '#web/features/admin/endpoint.ts';

export type FunnelRange = { from: string; to: string; source: string };

export const funnelQuery = (range: FunnelRange) =>
  endpointQuery(funnelResponse, '/api/analytics/funnel', {
    from: range.from,
    to: range.to,
    source: range.source || undefined,
  });
export const useFunnel = (range: FunnelRange) => useQuery({ ...funnelQuery(range), placeholderData: keepPreviousData });
