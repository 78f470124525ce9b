import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiJson } from '#web/lib/api-client.ts';

// The typed wire of the back office (decision 025): every GET is one set of query options built
// here from its path, its parameters and the shared response schema of #shared/admin/*; the body
// is checked against that schema, so the screens only ever see the shape the server declared.

/** Query parameters: those that are undefined or empty are left out of the URL. */
export type QueryParams = Record<string, string | number | undefined>;

/** The one URL builder of the admin screens: the path, and the parameters that carry a value. */
export function apiUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The query key of a path: its segments, then the parameters. A prefix names every query under
 * it: `endpointKey('/api/admin/applications')` matches the list, the stats and each application.
 */
export const endpointKey = (path: string, params?: QueryParams): readonly unknown[] => [
  ...path.split('/').filter(Boolean),
  ...(params ? [params] : []),
];

/** A response whose body is not the shape its schema declares: reported as an error, never shown. */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(url: string, issues: readonly z.core.$ZodIssue[]) {
    const first = issues[0];
    super(`Unexpected response from ${url}${first ? `: ${first.path.join('.') || '(body)'} ${first.message}` : ''}`);
    this.issues = issues;
  }
}

/** The body checked against `schema` (a mismatch throws ResponseShapeError). */
export function parseBody<S extends z.ZodType>(schema: S, url: string, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ResponseShapeError(url, result.error.issues);
  return result.data;
}

/** Sends a request and returns its body checked against `schema`. */
export async function send<S extends z.ZodType>(schema: S, method: string, url: string, body?: unknown) {
  return parseBody(schema, url, await apiJson<unknown>(method, url, body));
}

/** Query options of one GET endpoint: keyed by path and parameters, its body checked against `schema`. */
export const endpointQuery = <S extends z.ZodType>(schema: S, path: string, params?: QueryParams) =>
  queryOptions({
    queryKey: endpointKey(path, params),
    queryFn: () => send(schema, 'GET', apiUrl(path, params)),
  });

/** The same for an endpoint that answers 401 when signed out: the query then gives null. */
export const endpointQueryOrNull = <S extends z.ZodType>(schema: S, path: string) =>
  queryOptions({
    queryKey: endpointKey(path),
    queryFn: async (): Promise<z.output<S> | null> => {
      try {
        return await send(schema, 'GET', path);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** The server's own message of a failed call, for toasts (falls back to a generic text). */
export const errorText = (error: unknown, fallback: string): string =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
