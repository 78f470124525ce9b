import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, getQueryFn } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('apiRequest', () => {
  it('sends cookies, and a JSON content type only when there is a body', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}'));
    await apiRequest('POST', '/api/x', { a: 1 });
    await apiRequest('POST', '/api/y');
    const [, withBody] = fetchMock.mock.calls[0]!;
    const [, noBody] = fetchMock.mock.calls[1]!;
    expect(withBody).toMatchObject({
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(noBody).toMatchObject({ credentials: 'include', headers: {}, body: undefined });
  });

  it('raises "<status>: <body>" for a non-OK response, or the status text when the body is empty', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Link expired"}', { status: 410 }));
    const error = await apiRequest('POST', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('410: {"message":"Link expired"}');
    expect((error as ApiError).serverMessage).toBe('Link expired');

    fetchMock.mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it("reads the contract's error shape: its message and its field messages", async () => {
    const body = '{"message":"Validation failed","errors":[{"path":"email","message":"Required"}]}';
    fetchMock.mockResolvedValueOnce(new Response(body, { status: 400 }));
    const error = await apiRequest('POST', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    if (!(error instanceof ApiError)) return;
    expect(error.payload).toEqual({ message: 'Validation failed', errors: [{ path: 'email', message: 'Required' }] });
    expect(error.fieldErrors).toEqual({ email: 'Required' });

    // Not the contract's shape (a proxy's HTML, a bare string): no message, no field messages.
    fetchMock.mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const other = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(other instanceof ApiError && [other.payload, other.serverMessage, other.fieldErrors]).toEqual([
      undefined,
      undefined,
      {},
    ]);
  });

  it('parses JSON and treats an empty body as no result', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"success":true}'));
    await expect(apiJson('GET', '/api/x')).resolves.toEqual({ success: true });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiJson('POST', '/api/analytics/track', {})).resolves.toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('joins the query key into the URL', async () => {
    fetchMock.mockResolvedValue(new Response('[]'));
    await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/admin/applications', 'abc'] });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/applications/abc');
  });

  it('gives null on 401 only when asked to', async () => {
    fetchMock.mockImplementation(async () => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/admin/check-auth'] })).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/admin/check-auth'] })).rejects.toThrow(
      '401: Unauthorized',
    );
  });
});

describe('createQueryClient', () => {
  it('never refetches, never retries and never goes stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
