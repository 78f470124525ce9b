import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { applicationListResponse } from '#shared/admin/schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { apiUrl, endpointKey, endpointQuery, endpointQueryOrNull, ResponseShapeError } from './endpoint.ts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const item = {
  id: 'a1',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  loanAmount: 500,
  status: 'sold',
  apiStatus: 'sold',
  lenderName: 'Lender A',
  price: 40,
  createdAt: '2026-11-01T10:00:00.000Z',
  erasedAt: null,
};
const paging = { page: 1, pageSize: 25, total: 1 };

describe('apiUrl', () => {
  it('leaves out the parameters with no value', () => {
    expect(apiUrl('/api/x')).toBe('/api/x');
    expect(apiUrl('/api/x', { a: undefined, b: '' })).toBe('/api/x');
    expect(apiUrl('/api/x', { status: 'sold', q: 'a b&c', page: 2 })).toBe('/api/x?status=sold&q=a+b%26c&page=2');
  });
});

describe('endpointQuery', () => {
  it('fetches the URL of its path and parameters and gives the body the schema declares', async () => {
    fetchMock.mockResolvedValueOnce(json({ items: [item], paging }));
    const options = endpointQuery(applicationListResponse, '/api/admin/applications', { status: 'sold' });
    const data = await client().fetchQuery(options);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/applications?status=sold');
    expect(data.items[0]?.status).toBe('sold');
  });

  it('reports a body of another shape as an error instead of giving it to the screen', async () => {
    // A status the shared tuple does not know, and a missing paging: both are mismatches.
    fetchMock.mockResolvedValueOnce(json({ items: [{ ...item, status: 'approved' }] }));
    const failure = await client()
      .fetchQuery(endpointQuery(applicationListResponse, '/api/admin/applications'))
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ResponseShapeError);
    expect(String(failure)).toContain('Unexpected response from /api/admin/applications');
  });

  it('passes a failed call on as the ApiError of the fetch wrapper', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Application not found' }, 404));
    const failure = await client()
      .fetchQuery(endpointQuery(z.object({}), '/api/admin/applications/x'))
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure instanceof ApiError && failure.serverMessage).toBe('Application not found');
  });

  it('keys queries by path segments, so a prefix names every query under a path', () => {
    expect(endpointQuery(z.object({}), '/api/admin/applications', { page: 2 }).queryKey).toEqual([
      'api',
      'admin',
      'applications',
      { page: 2 },
    ]);
    const detail = endpointQuery(z.object({}), '/api/admin/applications/abc').queryKey;
    expect(detail.slice(0, 3)).toEqual(endpointKey('/api/admin/applications'));
  });
});

describe('endpointQueryOrNull', () => {
  const schema = z.object({ authenticated: z.literal(true), email: z.string() });

  it('gives null for a 401 and the parsed body otherwise', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Not authenticated' }, 401));
    await expect(client().fetchQuery(endpointQueryOrNull(schema, '/api/admin/check-auth'))).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(json({ authenticated: true, email: 'a@b.c' }));
    await expect(client().fetchQuery(endpointQueryOrNull(schema, '/api/admin/check-auth'))).resolves.toEqual({
      authenticated: true,
      email: 'a@b.c',
    });
  });

  it('still reports other failures and other shapes', async () => {
    fetchMock.mockResolvedValueOnce(json({ authenticated: 'yes' }));
    await expect(client().fetchQuery(endpointQueryOrNull(schema, '/api/admin/check-auth'))).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
    fetchMock.mockResolvedValueOnce(json({ message: 'Down' }, 503));
    await expect(client().fetchQuery(endpointQueryOrNull(schema, '/api/admin/check-auth'))).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
