import { useQuery } from '@tanstack/react-query';
import {
  checkAuthResponse,
  loginResponse,
  totpConfirmResponse,
  totpSetupResponse,
  totpStatusResponse,
} from '#shared/admin/account-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { endpointQuery, endpointQueryOrNull, send } from '#web/features/admin/endpoint.ts';

// Spec section 6: the admin screens keep an auth flag in session storage; the server session
// (httpOnly cookie) is what actually authorises every call.
const AUTH_FLAG = 'adminAuth';
export const hasAuthFlag = (): boolean =>
  typeof sessionStorage !== 'undefined' && sessionStorage.getItem(AUTH_FLAG) === 'true';
export const setAuthFlag = (): void => sessionStorage.setItem(AUTH_FLAG, 'true');
export const clearAuthFlag = (): void => sessionStorage.removeItem(AUTH_FLAG);

/** The signed-in admin, or null when signed out (the call's 401). */
export const checkAuthQuery = () => endpointQueryOrNull(checkAuthResponse, '/api/admin/check-auth');
export const useCheckAuth = () => useQuery({ ...checkAuthQuery(), staleTime: 0 });

export const totpStatusQuery = () => endpointQuery(totpStatusResponse, '/api/admin/totp');
export const useTotpStatus = () => useQuery(totpStatusQuery());

export const login = (body: { email: string; password: string; totp?: string }) =>
  send(loginResponse, 'POST', '/api/admin/login', body);
export const logout = async (): Promise<void> => {
  await apiRequest('POST', '/api/admin/logout');
};
export const startTotpSetup = () => send(totpSetupResponse, 'POST', '/api/admin/totp/setup');
export const confirmTotp = (code: string) => send(totpConfirmResponse, 'POST', '/api/admin/totp/confirm', { code });
