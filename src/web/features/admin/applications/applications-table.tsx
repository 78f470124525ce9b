import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import { ADMIN_STATUS_FILTERS } from '#shared/admin/schemas.ts';
import {
  exportUrl,
  useApplications,
  type ApplicationQuery,
} from '#web/features/admin/applications/applications-api.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { money, when } from '#web/features/admin/ui/format.ts';
import { EmptyState, Pager } from '#web/features/admin/ui/pager.tsx';
import { StatusBadge, statusFilterLabel } from '#web/features/admin/ui/status-badge.tsx';
import { outlineAction, toggleClass } from '#web/features/admin/ui/styles.ts';
import { applicantLabel } from '#web/features/admin/applications/applicant-label.ts';

/** Applications with status filter, name/email search, date sort, paging and CSV export. */
export function ApplicationsTable() {
  const [query, setQuery] = useState<ApplicationQuery>({ status: 'all', q: '', page: 1, sort: 'desc' });
  const [search, setSearch] = useState('');
  const list = useApplications(query);
  const update = (patch: Partial<ApplicationQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search });
  };
  const paging = list.data?.paging;

  return (
    <Panel
      title="Applications"
      actions={
        <a href={exportUrl(query)} download className={outlineAction}>
          <Download aria-hidden className="size-4" /> Export CSV
        </a>
      }
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-1">
          {ADMIN_STATUS_FILTERS.map((status) => (
            <button
              key={status}
              type="button"
              aria-pressed={query.status === status}
              onClick={() => update({ status })}
              className={toggleClass(query.status === status)}
            >
              {statusFilterLabel(status)}
            </button>
          ))}
        </div>
        <form onSubmit={onSearch} role="search" className="flex items-end gap-2">
          <div>
            <label htmlFor="app-search" className="block text-sm font-medium">
              Search name or email
            </label>
            <input
              id="app-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="mt-1 w-56 rounded border border-slate-400 px-2 py-1.5"
            />
          </div>
          <button type="submit" className="rounded bg-slate-800 px-3 py-1.5 text-sm font-medium text-white">
            Search
          </button>
        </form>
        <div>
          <label htmlFor="app-sort" className="block text-sm font-medium">
            Sort by date
          </label>
          <select
            id="app-sort"
            value={query.sort}
            onChange={(e) => update({ sort: e.target.value === 'asc' ? 'asc' : 'desc' })}
            className="mt-1 rounded border border-slate-400 px-2 py-1.5"
          >
            <option value="desc">Newest first</option>
            <option value="asc">Oldest first</option>
          </select>
        </div>
      </div>
      {list.isPending ? (
        <Loading what="applications" />
      ) : list.isError ? (
        <LoadError what="applications" />
      ) : list.data.items.length === 0 ? (
        <EmptyState>No applications match these filters.</EmptyState>
      ) : (
        // On a phone the table scrolls inside its own box, the name column staying in view.
        <div role="region" aria-label="Applications table" tabIndex={0} className="max-w-full overflow-x-auto">
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="border-b-2 border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="sticky left-0 z-10 bg-white px-2 py-2">
                  Name
                </th>
                <th scope="col" className="px-2 py-2">
                  Email
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Amount
                </th>
                <th scope="col" className="px-2 py-2">
                  Status
                </th>
                <th scope="col" className="px-2 py-2">
                  Lender
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Price
                </th>
                <th scope="col" className="px-2 py-2">
                  Created
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => (
                <tr key={item.id} className="border-b border-slate-200 hover:bg-slate-50">
                  <td className="sticky left-0 z-10 max-w-[9rem] bg-white px-2 py-2 shadow-[1px_0_0_#e2e8f0]">
                    <Link to={`/admin/applications/${item.id}`} className="font-medium text-brand-700 underline">
                      {applicantLabel(item)}
                    </Link>
                  </td>
                  <td className="px-2 py-2 break-all">{item.email ?? '—'}</td>
                  <td className="px-2 py-2 text-right">{money(item.loanAmount)}</td>
                  <td className="px-2 py-2">
                    <StatusBadge status={item.status} />
                  </td>
                  <td className="px-2 py-2">{item.lenderName ?? '—'}</td>
                  <td className="px-2 py-2 text-right">{money(item.price)}</td>
                  <td className="px-2 py-2 whitespace-nowrap">{when(item.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paging ? (
        <Pager
          label={['application', 'applications']}
          paging={paging}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      ) : null}
    </Panel>
  );
}
