import { send } from '#web/features/admin/endpoint.ts';

// What the sign-in screen needs, kept apart from the other auth calls: the screen loads no zod
// until the admin signs in (the dashboard behind it needs it anyway), so its first paint stays light.

// Spec section 6: the admin screens keep an auth flag in session storage; the server session
// (httpOnly cookie) is what actually authorises every call.
const AUTH_FLAG = 'adminAuth';
export const hasAuthFlag = (): boolean =>
  typeof sessionStorage !== 'undefined' && sessionStorage.getItem(AUTH_FLAG) === 'true';
export const setAuthFlag = (): void => sessionStorage.setItem(AUTH_FLAG, 'true');
export const clearAuthFlag = (): void => sessionStorage.removeItem(AUTH_FLAG);

/** POST /api/admin/login, its answer checked against the shared schema (loaded on submit). */
export async function login(body: { email: string; password: string; totp?: string }) {
  const { loginResponse } = await import('#shared/admin/account-schemas.ts');
  return send(loginResponse, 'POST', '/api/admin/login', body);
}
