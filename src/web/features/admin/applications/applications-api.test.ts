import { describe, expect, it } from 'vitest';
import { applicationsQuery, exportUrl, type ApplicationQuery } from './applications-api.ts';

const query: ApplicationQuery = { status: 'sold', q: ' smith ', page: 3, sort: 'asc' };
const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('the applications list and its export', () => {
  it('sends the filter, the page and the sort to the list, defaults left out', () => {
    const [, , , params] = applicationsQuery(query).queryKey;
    expect(params).toEqual({ status: 'sold', q: 'smith', page: 3, sort: 'asc' });
    const defaults = applicationsQuery({ status: 'all', q: '  ', page: 1, sort: 'desc' }).queryKey;
    expect(defaults).toEqual(['api', 'admin', 'applications', {}]);
  });

  it('gives the CSV export only the parameters the export reads (status, search and sort; no page)', () => {
    const url = exportUrl(query);
    expect(url.startsWith('/api/admin/applications/export.csv?')).toBe(true);
    expect(paramsOf(url)).toEqual({ status: 'sold', q: 'smith', sort: 'asc' });
    expect(exportUrl({ status: 'all', q: '', sort: 'desc' })).toBe('/api/admin/applications/export.csv');
  });
});
