/**
 * The one way an error leaves the process (logs, job output). Query errors carry the statement's
 * parameters (Drizzle: in the message and `params`; PostgreSQL: in `detail`, e.g. "Failing row
 * contains (...)", and in some messages such as "invalid input syntax ... \"value\""): those are
 * applicants' emails, phone numbers and dates of birth. What is kept: the error's class, code,
 * SQL state, constraint/table/column names, the query text (placeholders only) and the stack frames.
 */
export type SafeErrorFields = {
  type: string;
  message: string;
  code?: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SafeErrorFields;
  /** An AggregateError's errors. */
  errors?: SafeErrorFields[];
};

type Loose = Record<string, unknown>;

const SQLSTATE = /^[0-9A-Z]{5}$/;
const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** A PostgreSQL server error (pg's DatabaseError, PGlite's): its message may quote a value. */
const isDatabaseError = (e: Loose): boolean => typeof e.code === 'string' && SQLSTATE.test(e.code) && 'severity' in e;
/** Drizzle's wrapper: `Failed query: <sql>\nparams: <values>`. */
const isQueryError = (e: Loose): boolean => typeof e.query === 'string' && 'params' in e;

function ownSafeMessage(e: Loose): string {
  if (isQueryError(e)) return `Failed query: ${String(e.query).slice(0, 500)}`;
  if (isDatabaseError(e))
    return `database error ${String(e.code)}${e.constraint ? ` (constraint ${String(e.constraint)})` : ''}`;
  return str(e.message) ?? '';
}

function safeMessage(e: Loose): string {
  // Node's streams join two errors in an AggregateError with the first one's message: a query's,
  // parameters and all, when a stream's closing failed on a query (decision 045).
  const source: unknown = Array.isArray(e.errors)
    ? e.errors.find((inner: unknown) => (inner as Loose | null)?.message === e.message)
    : undefined;
  return ownSafeMessage(source && typeof source === 'object' ? (source as Loose) : e);
}

/** Stack frames only: the stack's first lines repeat the (unsafe) message. */
function safeStack(e: Loose, type: string, message: string): string | undefined {
  if (typeof e.stack !== 'string') return undefined;
  const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

export function safeErrorFields(error: unknown, depth = 0): SafeErrorFields {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return { type: typeof error, message: typeof error === 'string' ? '(thrown string)' : String(error) };
  }
  const e = error as unknown as Loose;
  const type = str(e.name) ?? error.constructor?.name ?? 'Error';
  const message = safeMessage(e);
  const cause = e.cause !== undefined && depth < 3 ? safeErrorFields(e.cause, depth + 1) : undefined;
  const errors =
    Array.isArray(e.errors) && depth < 3
      ? e.errors.map((inner: unknown) => safeErrorFields(inner, depth + 1))
      : undefined;
  const sqlState = isDatabaseError(e) ? String(e.code) : cause?.sqlState;
  return {
    type,
    message,
    ...(str(e.code) ? { code: str(e.code) } : {}),
    ...(sqlState ? { sqlState } : {}),
    ...(str(e.constraint)
      ? { constraint: str(e.constraint) }
      : cause?.constraint
        ? { constraint: cause.constraint }
        : {}),
    ...(str(e.table) ? { table: str(e.table) } : {}),
    ...(str(e.column) ? { column: str(e.column) } : {}),
    ...(safeStack(e, type, message) ? { stack: safeStack(e, type, message) } : {}),
    ...(cause ? { cause } : {}),
    ...(errors ? { errors } : {}),
  };
}

/** A fresh Error holding only the safe fields: what a job handler rethrows for pg-boss to store. */
export class SafeError extends Error {
  readonly code?: string;
  readonly sqlState?: string;
  readonly constraint?: string;

  constructor(fields: SafeErrorFields) {
    super(fields.message);
    this.name = fields.type;
    if (fields.code) this.code = fields.code;
    if (fields.sqlState) this.sqlState = fields.sqlState;
    if (fields.constraint) this.constraint = fields.constraint;
    this.stack = fields.stack ?? `${fields.type}: ${fields.message}`;
  }
}

export const toSafeError = (error: unknown): SafeError =>
  error instanceof SafeError ? error : new SafeError(safeErrorFields(error));
