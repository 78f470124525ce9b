import { useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '#web/lib/api-client.ts';
import { REAUTH_REQUIRED } from '#shared/admin/auth-messages.ts';

// The admin's own account and the admin accounts screen (decision 010).

export type AdminSummary = { id: string; email: string; totpEnabled: boolean; disabled: boolean; createdAt: string };

export const isReauthRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.serverMessage === REAUTH_REQUIRED;

/** The field messages of a 400, keyed by field, for showing next to the inputs. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const parsed = JSON.parse(error.body) as { errors?: { path: string; message: string }[] };
    return Object.fromEntries((parsed.errors ?? []).map((e) => [e.path, e.message]));
  } catch {
    return {};
  }
}

export const useAdminUsers = () => useQuery<{ admins: AdminSummary[] }>({ queryKey: ['/api/admin/users'] });
export const reauthenticate = (body: { password: string; totp: string }) =>
  apiJson<{ success: true }>('POST', '/api/admin/reauth', body);
export const changePassword = (body: { currentPassword: string; totp: string; newPassword: string }) =>
  apiJson<{ success: true }>('POST', '/api/admin/password', body);
export const newRecoveryCodes = () => apiJson<{ recoveryCodes: string[] }>('POST', '/api/admin/totp/recovery-codes');
export const addAdmin = (email: string) =>
  apiJson<{ email: string; password: string }>('POST', '/api/admin/users', { email });
export const adminAction = (id: string, action: 'disable' | 'enable' | 'reset-totp') =>
  apiJson<{ success: true }>('POST', `/api/admin/users/${id}/${action}`);
