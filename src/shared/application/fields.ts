import { z } from 'zod';

// Field builders with the messages of docs/product.md#steps ('Required', 'Expected X received Y',
// 'String must contain at least N characters'). Zod's mini API (decision 032): the server reads these
// schemas as any other, and the applicant's first load carries only the checks they use.

const typeMessage = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? 'Required'
    : `Expected ${expected}, received ${typeof issue.input}`;

export const int = (min: number, max: number) =>
  z
    .number({ error: typeMessage('number') })
    .check(
      z.int('Expected a whole number'),
      z.gte(min, `Number must be greater than or equal to ${min}`),
      z.lte(max, `Number must be less than or equal to ${max}`),
    );

export const amount = (min: number, max: number) =>
  z.number({ error: typeMessage('number') }).check(
    z.gte(min, `Number must be greater than or equal to ${min}`),
    z.lte(max, `Number must be less than or equal to ${max}`),
    z.refine((n) => Number.isInteger(n * 100), 'Use at most 2 decimal places'),
  );

export const text = (min: number, max: number) =>
  z
    .string({ error: typeMessage('string') })
    .check(
      z.trim(),
      z.minLength(min, min === 1 ? 'Required' : `String must contain at least ${min} characters`),
      z.maxLength(max, `String must contain at most ${max} characters`),
      z.refine(isCleanText, 'Contains characters that are not allowed'),
    );

/**
 * Classic Zod's `preprocess`: `fn` runs on the input before `schema` checks it, and the field is
 * as optional as `schema` (the mini API has the pipe, not this helper or its type).
 */
export const preprocess = <T extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(fn), schema) as unknown as z.core.$ZodPreprocess<T>;

/**
 * No control characters (PostgreSQL rejects NUL in text) and no lone UTF-16 surrogates (they
 * cannot be stored as UTF-8 and would come back altered).
 */
export const isCleanText = (value: string): boolean =>
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value);

/** Optional text: empty string and absent are both "not given". */
export const optionalText = (min: number, max: number) =>
  preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.optional(text(min, max)));

export const bool = () => z.boolean({ error: typeMessage('boolean') });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const isoDate = () =>
  z
    .string({ error: typeMessage('string') })
    .check(z.refine(isRealDate, { message: 'Invalid date format', abort: true }));

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export function ageOn(birth: string, today: Date): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

/** The calendar date in the UK (YYYY-MM-DD) at `now`: "today" for an applicant's dates. */
export const ukDate = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

export const optionalInt = (min: number, max: number) => z.optional(int(min, max));
export const optionalAmount = (max = 100_000) => z.optional(amount(0, max));
