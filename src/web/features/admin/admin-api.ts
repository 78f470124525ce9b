import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, getQueryFn } from '#web/lib/api-client.ts';
import type { AbTestResult, CreateTestBody } from '#shared/admin/ab-schemas.ts';
import type { FunnelResponse } from '#shared/admin/funnel-schemas.ts';
import type {
  ApplicationDetail,
  ApplicationListResponse,
  ApplicationStats,
  CampaignsResponse,
  ContactMessagesResponse,
} from '#shared/admin/schemas.ts';

// Spec section 6: the admin screens keep an auth flag in session storage; the server session
// (httpOnly cookie) is what actually authorises every call.
const AUTH_FLAG = 'adminAuth';
export const hasAuthFlag = (): boolean =>
  typeof sessionStorage !== 'undefined' && sessionStorage.getItem(AUTH_FLAG) === 'true';
export const setAuthFlag = (): void => sessionStorage.setItem(AUTH_FLAG, 'true');
export const clearAuthFlag = (): void => sessionStorage.removeItem(AUTH_FLAG);

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** The server's own message of a failed call, for toasts (falls back to a generic text). */
export const errorText = (error: unknown, fallback: string): string =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;

export type CheckAuth = { authenticated: true; email: string; mfaEnrolmentRequired?: true } | null;

export function useCheckAuth() {
  return useQuery<CheckAuth>({
    queryKey: ['/api/admin/check-auth'],
    queryFn: getQueryFn({ on401: 'returnNull' }) as () => Promise<CheckAuth>,
    staleTime: 0,
  });
}

export type ApplicationQuery = { status: string; q: string; page: number; sort: 'desc' | 'asc' };
export const applicationsUrl = (
  query: Omit<ApplicationQuery, 'page' | 'sort'> & Partial<ApplicationQuery>,
  path = '/api/admin/applications',
) => {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.sort === 'asc') params.set('sort', 'asc');
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const useApplications = (query: ApplicationQuery) =>
  useQuery<ApplicationListResponse>({ queryKey: [applicationsUrl(query)], placeholderData: (previous) => previous });
export const useApplicationStats = () => useQuery<ApplicationStats>({ queryKey: ['/api/admin/applications/stats'] });
export const useApplication = (id: string) =>
  useQuery<ApplicationDetail>({ queryKey: ['/api/admin/applications', id] });
export const useCampaigns = () => useQuery<CampaignsResponse>({ queryKey: ['/api/admin/campaigns'] });
export const useContactMessages = () =>
  useQuery<ContactMessagesResponse>({ queryKey: ['/api/admin/contact-messages'] });
export const useFunnel = (range: { from: string; to: string; source: string }) => {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (range.source) params.set('source', range.source);
  return useQuery<FunnelResponse>({
    queryKey: [`/api/analytics/funnel?${params.toString()}`],
    placeholderData: (previous) => previous,
  });
};
export const useAbTests = () => useQuery<AbTestResult[]>({ queryKey: ['/api/abtest/tests'] });
export const useTotpStatus = () =>
  useQuery<{ enabled: boolean; email: string; recoveryCodesLeft: number }>({ queryKey: ['/api/admin/totp'] });

export function useMarkMessageRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiJson(`POST`, `/api/admin/contact-messages/${id}/read`, { read }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/admin/contact-messages'] }),
  });
}

function useAbMutation<T>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => apiJson('POST', url, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/abtest/tests'] }),
  });
}
export const useCreateTest = () => useAbMutation<CreateTestBody>('/api/abtest/create');
export const useToggleTest = () =>
  useAbMutation<{ testId: string; status: 'active' | 'paused' | 'completed' }>('/api/abtest/toggle');
export const useDeleteTest = () => useAbMutation<{ testId: string }>('/api/abtest/delete');

export const login = (body: { email: string; password: string; totp?: string }) =>
  apiJson<{ success: true; email: string; mfaEnrolmentRequired: boolean }>('POST', '/api/admin/login', body);
export const logout = () => apiJson<undefined>('POST', '/api/admin/logout');
export const startTotpSetup = () =>
  apiJson<{ qrDataUrl: string; secret: string; otpauthUrl: string }>('POST', '/api/admin/totp/setup');
export const confirmTotp = (code: string) =>
  apiJson<{ enabled: true; recoveryCodes: string[] }>('POST', '/api/admin/totp/confirm', { code });
