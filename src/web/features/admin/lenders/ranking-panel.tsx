import { toast } from 'sonner';
import { errorText } from '#web/features/admin/endpoint.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { when } from '#web/features/admin/ui/format.ts';
import { useRanking, useSetAutoOrder } from '#web/features/admin/lenders/lenders-api.ts';
import { ScrollRegion } from '#web/features/admin/ui/wide-table.tsx';

const STATE_STYLES = {
  active: 'bg-emerald-100 text-emerald-900',
  demoted: 'bg-amber-100 text-amber-900',
  paused: 'bg-rose-100 text-rose-900',
  trial: 'bg-blue-100 text-blue-900',
} as const;
const STATE_LABELS = { active: 'Active', demoted: 'Demoted', paused: 'Paused', trial: 'On trial' } as const;

/** The automatic-ordering switch, each lender's health and every recorded change of order. */
export function RankingPanel() {
  const ranking = useRanking();
  const setAuto = useSetAutoOrder();
  if (ranking.isPending) return <Loading what="the lender order" />;
  if (ranking.isError) return <LoadError what="the lender order" />;
  const { autoOrder, lenders, changes } = ranking.data;
  const toggle = () =>
    setAuto.mutate(!autoOrder, {
      onSuccess: (data) => toast.success(data.autoOrder ? 'Automatic ordering is on' : 'Automatic ordering is off'),
      onError: (e) => toast.error('Error', { description: errorText(e, 'Could not change the setting') }),
    });
  return (
    <Panel title="Order inside each tier">
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          role="switch"
          aria-checked={autoOrder}
          aria-describedby="auto-order-help"
          disabled={setAuto.isPending}
          onClick={toggle}
          className={`inline-flex items-center gap-3 rounded border px-3 py-2 text-sm font-medium ${
            autoOrder ? 'border-brand-900 bg-brand-900 text-white' : 'border-slate-400 bg-white text-slate-900'
          }`}
        >
          <span
            aria-hidden
            className={`inline-block h-4 w-8 rounded-full ${autoOrder ? 'bg-white' : 'bg-slate-300'}`}
          />
          Automatic ordering
        </button>
        <p id="auto-order-help" className="max-w-3xl text-sm text-slate-700">
          When on, each tier asks its lenders by earnings per lead over the last 7 days. A lender whose calls keep
          timing out or failing is demoted (asked only when the rest of its tier found no buyer), then paused, and after
          15 minutes gets one trial lead: answered, it is active again.
        </p>
      </div>
      <ScrollRegion label="Lender ranking table" className="mt-4">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">Lenders and their health</caption>
          <thead className="border-b-2 border-slate-300">
            <tr>
              <th scope="col" className="px-2 py-2">
                Lender
              </th>
              <th scope="col" className="px-2 py-2">
                Tier
              </th>
              <th scope="col" className="px-2 py-2">
                Panels
              </th>
              <th scope="col" className="px-2 py-2">
                State
              </th>
              <th scope="col" className="px-2 py-2">
                Why
              </th>
            </tr>
          </thead>
          <tbody>
            {lenders.map((l) => (
              <tr key={l.lenderId} className="border-b border-slate-200">
                <th scope="row" className="px-2 py-2 font-medium">
                  {l.lenderName}
                </th>
                <td className="px-2 py-2">{l.tier}</td>
                <td className="px-2 py-2">{l.panels.join(', ')}</td>
                <td className="px-2 py-2">
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[l.state]}`}>
                    {STATE_LABELS[l.state]}
                  </span>
                </td>
                <td className="px-2 py-2 text-slate-700">{l.reason ? `${l.reason} (since ${when(l.since)})` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <h3 id="order-changes" className="mt-6 text-base font-semibold text-slate-900">
        Changes of order
      </h3>
      {changes.length === 0 ? (
        <p className="mt-2 text-slate-600">No change has been recorded yet.</p>
      ) : (
        <ol aria-labelledby="order-changes" className="mt-2 space-y-2 text-sm">
          {changes.map((c, i) => (
            <li key={`${c.at}-${i}`} className="rounded border border-slate-200 p-2">
              <span className="font-medium">{when(c.at)}</span>
              {c.tier ? ` · tier ${c.tier}` : ''}
              {c.lenderId ? ` · ${c.lenderId}` : ''}: {c.change}
              <span className="block text-slate-700">{c.reason}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
