// The one fetch wrapper of the browser (docs/api-contract.md#browser-client): cookies always sent, a JSON content type
// only when there is a body, and any non-OK response raised as "<status>: <body or status text>".

import { parseErrorResponse, type ErrorResponse } from '#shared/api-error.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The body when it has the contract's error shape (#shared/api-error.ts), else undefined. */
  readonly payload: ErrorResponse | undefined;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.payload = parseErrorResponse(parseJson(body));
  }

  /** The `message` of the error shape (docs/api-contract.md#conventions), when the body carries one. */
  get serverMessage(): string | undefined {
    return this.payload?.message;
  }

  /** The field messages of the error (a 400's validation failures), keyed by field path. */
  get fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.payload?.errors ?? []).map((e) => [e.path, e.message]));
  }
}

/** The JSON value of a body, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new ApiError(response.status, body, response.statusText);
}

/** Sends a request and returns the raw response once it is known to be OK. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/** apiRequest with the JSON body parsed (an empty body, such as a 204, gives undefined). */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  const textBody = await response.text();
  return (textBody ? JSON.parse(textBody) : undefined) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Default query function: the URL is the query key's segments joined by '/', so
 * ['/api/admin/applications', id] fetches /api/admin/applications/<id>. A 401 can yield null.
 */
export const getQueryFn =
  ({ on401 }: { on401: UnauthorizedBehavior }) =>
  async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<unknown> => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    const textBody = await response.text();
    return textBody ? JSON.parse(textBody) : null;
  };
