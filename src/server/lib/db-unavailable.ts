// Which failures mean "the database cannot be reached just now" (answer 503, try again) rather
// than "this query is wrong" (a bug: 500). Drizzle wraps the driver's error in `cause`.

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// SQLSTATE: class 08 connection exception; 57P01-57P03 the server shutting down or starting;
// 53300 too many connections; 57014 a statement cancelled by its timeout.
const SQLSTATE_UNAVAILABLE = /^(08...|57P0[1-3]|53300|57014)$/;
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // pg: a client whose connection failed or ended ("... and is not queryable").
  'is not queryable',
  'Cannot use a pool after calling end',
  'PGlite is closed',
  'database closed',
];

/**
 * Set on the error of a connection that was never made. Refusing a connection is the server's way
 * of saying "not now" whatever SQLSTATE it gives (55000 for a database not taking connections,
 * 53300 at its limit, 28P01 after a credentials rotation, 3D000 during a restore...), so the mark,
 * set where the connect fails, decides rather than a list of codes. An own enumerable property:
 * pg-boss passes errors on as `{ ...error, message, stack }`, which keeps it and drops `cause`.
 */
const NEVER_CONNECTED = 'databaseNeverConnected';

/** Marks `error` as a failure to connect (see NEVER_CONNECTED) and returns it. */
export function markNeverConnected<T>(error: T): T {
  if (error && typeof error === 'object' && Object.isExtensible(error))
    (error as Record<string, unknown>)[NEVER_CONNECTED] = true;
  return error;
}

function unavailableHere(error: object): boolean {
  if ((error as Record<string, unknown>)[NEVER_CONNECTED] === true) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && MESSAGES.some((known) => message.includes(known));
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (unavailableHere(error)) return true;
  const nested = (error as { errors?: unknown }).errors;
  if (Array.isArray(nested) && nested.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/** Seconds a client should wait before trying again after a 503 for an unreachable database. */
export const DB_RETRY_AFTER_SECONDS = 5;
