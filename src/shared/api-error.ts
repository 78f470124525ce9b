/**
 * The contract's error body, the one shape of every non-2xx JSON answer:
 * `{"message": string, "errors"?: [{"path": string, "message": string}]}` (contract, "HTTP API").
 * The zod schema of the same shape, for the server's route schemas, is in api-error-schema.ts and
 * is checked against these types; this file has no zod, so the browser's fetch wrapper (which the
 * public pages' islands share) reads errors without it.
 */
export type FieldError = { path: string; message: string };
export type ErrorResponse = { message: string; errors?: FieldError[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/** The error body when `value` has the contract's shape (extra keys dropped), else undefined. */
export function parseErrorResponse(value: unknown): ErrorResponse | undefined {
  if (!isRecord(value) || typeof value.message !== 'string') return undefined;
  if (value.errors === undefined) return { message: value.message };
  if (!Array.isArray(value.errors) || !value.errors.every(isFieldError)) return undefined;
  return { message: value.message, errors: value.errors.map(({ path, message }) => ({ path, message })) };
}
