import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eraseApplicationResponse,
  applicationDetail,
  applicationListResponse,
  applicationStats,
  type ApplicationStatusQuery,
} from '#shared/admin/schemas.ts';
import { qualityDecisionAnswer, type QualityDecisionBody } from '#shared/admin/quality-schemas.ts';
import { apiUrl, endpointKey, endpointQuery, send } from '#web/features/admin/endpoint.ts';

const APPLICATIONS = '/api/admin/applications';

export type ApplicationQuery = { status: ApplicationStatusQuery; q: string; page: number; sort: 'desc' | 'asc' };

/** The filter as the list and the export read it: defaults (all, no search) left out of the URL. */
const filterParams = (query: Pick<ApplicationQuery, 'status' | 'q'>) => ({
  status: query.status === 'all' ? undefined : query.status,
  q: query.q.trim() || undefined,
});

export const applicationsQuery = (query: ApplicationQuery) =>
  endpointQuery(applicationListResponse, APPLICATIONS, {
    ...filterParams(query),
    page: query.page > 1 ? query.page : undefined,
    sort: query.sort === 'asc' ? 'asc' : undefined,
  });
export const useApplications = (query: ApplicationQuery) =>
  useQuery({ ...applicationsQuery(query), placeholderData: keepPreviousData });

/**
 * The CSV export of the filtered list in the list's order: only the status, search and sort, the
 * parameters the export reads (it is never paged).
 */
export const exportUrl = (query: Pick<ApplicationQuery, 'status' | 'q' | 'sort'>): string =>
  apiUrl(`${APPLICATIONS}/export.csv`, { ...filterParams(query), sort: query.sort === 'asc' ? 'asc' : undefined });

export const applicationStatsQuery = () => endpointQuery(applicationStats, `${APPLICATIONS}/stats`);
export const useApplicationStats = () => useQuery(applicationStatsQuery());

export const applicationQuery = (id: string) => endpointQuery(applicationDetail, `${APPLICATIONS}/${id}`);
export const useApplication = (id: string) => useQuery(applicationQuery(id));

/** Erases the applicant's personal data; every application query (list, stats, detail) is refetched. */
export function useEraseApplication(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => send(eraseApplicationResponse, 'POST', `${APPLICATIONS}/${id}/erase`),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(APPLICATIONS) }),
  });
}

/** A person's decision on an application the quality check held (decision 140); the application queries refetch. */
export function useQualityDecision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: QualityDecisionBody['decision']) =>
      send(qualityDecisionAnswer, 'POST', `${APPLICATIONS}/${id}/quality-check`, { decision }),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(APPLICATIONS) }),
  });
}
