import { useQuery } from '@tanstack/react-query';
import { REAUTH_REQUIRED } from '#shared/admin/auth-messages.ts';
import {
  addAdminResponse,
  adminUsersResponse,
  recoveryCodesResponse,
  successResponse,
} from '#shared/admin/account-schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { endpointQuery, send } from '#web/features/admin/endpoint.ts';

// The admin's own account and the admin accounts screen (decision 010).

export type { AdminSummary } from '#shared/admin/account-schemas.ts';

export const isReauthRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.serverMessage === REAUTH_REQUIRED;

export const adminUsersQuery = () => endpointQuery(adminUsersResponse, '/api/admin/users');
export const useAdminUsers = () => useQuery(adminUsersQuery());
export const reauthenticate = (body: { password: string; totp: string }) =>
  send(successResponse, 'POST', '/api/admin/reauth', body);
export const changePassword = (body: { currentPassword: string; totp: string; newPassword: string }) =>
  send(successResponse, 'POST', '/api/admin/password', body);
export const newRecoveryCodes = () => send(recoveryCodesResponse, 'POST', '/api/admin/totp/recovery-codes');
export const addAdmin = (email: string) => send(addAdminResponse, 'POST', '/api/admin/users', { email });
export const adminAction = (id: string, action: 'disable' | 'enable' | 'reset-totp' | 'unlock-totp') =>
  send(successResponse, 'POST', `/api/admin/users/${id}/${action}`);
