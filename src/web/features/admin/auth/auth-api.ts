import { useQuery } from '@tanstack/react-query';
import {
  checkAuthResponse,
  totpConfirmResponse,
  totpSetupResponse,
  totpStatusResponse,
} from '#shared/admin/account-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { endpointQuery, endpointQueryOrNull, send } from '#web/features/admin/endpoint.ts';

import { CHECK_AUTH } from '#web/features/admin/auth/sign-in.ts';

export { clearAuthFlag, hasAuthFlag, setAuthFlag } from '#web/features/admin/auth/sign-in.ts';
export { loginFor } from '#web/features/admin/auth/return-to.ts';

/** The signed-in admin, or null when signed out (the call's 401). */
export const checkAuthQuery = () => endpointQueryOrNull(checkAuthResponse, CHECK_AUTH);
export const useCheckAuth = () => useQuery({ ...checkAuthQuery(), staleTime: 0 });

export const totpStatusQuery = () => endpointQuery(totpStatusResponse, '/api/admin/totp');
export const useTotpStatus = () => useQuery(totpStatusQuery());

export const logout = async (): Promise<void> => {
  await apiRequest('POST', '/api/admin/logout');
};
export const startTotpSetup = () => send(totpSetupResponse, 'POST', '/api/admin/totp/setup');
export const confirmTotp = (code: string) => send(totpConfirmResponse, 'POST', '/api/admin/totp/confirm', { code });
