import { ApiError, parseJson } from '#web/lib/api-client.ts';

// How the sign-in reads the server's refusals (split from login-form.tsx; no zod, decision 025).

/** The login's 401 adds `mfaRequired: true` or `passwordChangeRequired: true` to the contract's error shape. */
export function flagged(error: unknown, flag: 'mfaRequired' | 'passwordChangeRequired'): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const body = parseJson(error.body);
  return typeof body === 'object' && body !== null && flag in body && (body as Record<string, unknown>)[flag] === true;
}
export const mfaRequired = (error: unknown) => flagged(error, 'mfaRequired');

/** The first field message of a 400, else its message. */
export function refusal(error: ApiError): string {
  const body = parseJson(error.body);
  const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined;
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  if (typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string')
    return first.message;
  return error.serverMessage ?? 'Please check the form';
}
