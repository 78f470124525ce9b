import { useState, type FormEvent } from 'react';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { useOptOuts } from '#web/features/admin/messages/messages-api.ts';
import { EmptyState, Pager } from '#web/features/admin/ui/pager.tsx';
import { when } from '#web/features/admin/ui/format.ts';
import { RecordOptOut } from '#web/features/admin/messages/record-opt-out.tsx';
import { ScrollRegion } from '#web/features/admin/ui/wide-table.tsx';

/** The opt-out register: nobody listed here receives a campaign again (PECR). */
export function OptOutsPanel() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useOptOuts(q, page);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(search);
    setPage(1);
  };

  return (
    <Panel title="Opt-outs">
      <RecordOptOut />
      <form onSubmit={onSearch} role="search" aria-label="Opt-outs" className="mb-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="optout-search" className="block text-sm font-medium">
            Search email or phone
          </label>
          <input
            id="optout-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="mt-1 w-64 max-w-full rounded border border-slate-400 px-2 py-1.5"
          />
        </div>
        <button type="submit" className="rounded bg-slate-800 px-3 py-1.5 text-sm font-medium text-white">
          Search opt-outs
        </button>
      </form>
      {list.isPending ? (
        <Loading what="opt-outs" />
      ) : list.isError ? (
        <LoadError what="opt-outs" />
      ) : list.data.items.length === 0 ? (
        <EmptyState>{q.trim() ? 'No opt-out matches this search.' : 'Nobody has opted out yet.'}</EmptyState>
      ) : (
        <ScrollRegion label="Opt-outs table">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead className="border-b-2 border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="px-2 py-2">
                  Email
                </th>
                <th scope="col" className="px-2 py-2">
                  Phone
                </th>
                <th scope="col" className="px-2 py-2">
                  Reason
                </th>
                <th scope="col" className="px-2 py-2">
                  Opted out
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((o) => (
                <tr key={o.id} className="border-b border-slate-200">
                  <td className="px-2 py-2 break-all">{o.email ?? '—'}</td>
                  <td className="px-2 py-2">{o.phone ?? '—'}</td>
                  <td className="px-2 py-2">{o.reason ?? '—'}</td>
                  <td className="px-2 py-2 whitespace-nowrap">{when(o.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {list.data ? <Pager label={['opt-out', 'opt-outs']} paging={list.data.paging} onPage={setPage} /> : null}
    </Panel>
  );
}
