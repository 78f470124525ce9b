import type { LoginResponse } from '#shared/admin/account-schemas.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { ResponseShapeError } from '#web/features/admin/endpoint.ts';

// What the sign-in screen needs, kept apart from the other auth calls so that the screen loads no
// zod (decision 025): its one answer is checked by hand against the shared type, and a test checks
// that this check and the shared schema agree.

// docs/product.md#back-office: the admin screens keep an auth flag in session storage; the server session
// (httpOnly cookie) is what actually authorises every call.
const AUTH_FLAG = 'adminAuth';
export const hasAuthFlag = (): boolean =>
  typeof sessionStorage !== 'undefined' && sessionStorage.getItem(AUTH_FLAG) === 'true';
export const setAuthFlag = (): void => sessionStorage.setItem(AUTH_FLAG, 'true');
export const clearAuthFlag = (): void => sessionStorage.removeItem(AUTH_FLAG);

const LOGIN = '/api/admin/login';
/** The auth check's path: its cached answer must not outlive a sign-in (login-form.tsx). */
export const CHECK_AUTH = '/api/admin/check-auth';

/** The login answer when it has the shape of `loginResponse` (extra keys dropped), else a ResponseShapeError. */
export function loginAnswer(body: unknown): LoginResponse {
  if (
    typeof body === 'object' &&
    body !== null &&
    'success' in body &&
    body.success === true &&
    'email' in body &&
    typeof body.email === 'string' &&
    'mfaEnrolmentRequired' in body &&
    typeof body.mfaEnrolmentRequired === 'boolean'
  )
    return { success: true, email: body.email, mfaEnrolmentRequired: body.mfaEnrolmentRequired };
  throw new ResponseShapeError(LOGIN, []);
}

export const login = async (body: { email: string; password: string; totp?: string; newPassword?: string }) =>
  loginAnswer(await apiJson<unknown>('POST', LOGIN, body));
