import { useState } from 'react';
import { addDays, londonDayOf } from '#shared/london-day.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { when } from '#web/features/admin/ui/format.ts';
import { outlineAction } from '#web/features/admin/ui/styles.ts';
import { lenderCsvUrl, packPdfUrl, useMakePack, usePacks } from './outcomes-api.ts';

const lastMonth = () => addDays(`${londonDayOf(new Date()).slice(0, 7)}-01`, -1).slice(0, 7);

/**
 * The monthly board packs (made by the scheduler on the first working day of each month, or here
 * for a month that is over) and each lender's CSV of a month.
 */
export function PacksPanel({ lenders }: { lenders: { value: string; label: string }[] }) {
  const packs = usePacks();
  const make = useMakePack();
  const [month, setMonth] = useState(lastMonth);
  const [lender, setLender] = useState('');
  const chosenLender = lender || lenders[0]?.value || '';
  return (
    <Panel title="Board packs">
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="pack-month" className="block text-sm font-medium">
            Month
          </label>
          <input
            id="pack-month"
            type="month"
            value={month}
            max={lastMonth()}
            onChange={(e) => e.target.value && setMonth(e.target.value)}
            className="mt-1 rounded border border-slate-400 px-2 py-1.5"
          />
        </div>
        <button type="button" className={outlineAction} disabled={make.isPending} onClick={() => make.mutate(month)}>
          Prepare the pack for this month
        </button>
        {lenders.length > 0 ? (
          <>
            <div>
              <label htmlFor="pack-lender" className="block text-sm font-medium">
                Lender
              </label>
              <select
                id="pack-lender"
                value={chosenLender}
                onChange={(e) => setLender(e.target.value)}
                className="mt-1 rounded border border-slate-400 px-2 py-1.5"
              >
                {lenders.map((l) => (
                  <option key={l.value} value={l.value}>
                    {l.label}
                  </option>
                ))}
              </select>
            </div>
            <a className={outlineAction} href={lenderCsvUrl(chosenLender, month)} download>
              Download the lender’s CSV for this month
            </a>
          </>
        ) : null}
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {make.isError ? `The pack could not be made: ${make.error.message}` : ''}
        {make.data ? `The pack for ${make.data.month} is kept (made ${when(make.data.generatedAt)}).` : ''}
      </p>
      {packs.isPending ? (
        <Loading what="the board packs" />
      ) : packs.isError ? (
        <LoadError what="the board packs" />
      ) : packs.data.packs.length === 0 ? (
        <p className="mt-3 text-slate-600">No pack yet: the first is made on the first working day of next month.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {packs.data.packs.map((p) => (
            <li key={p.month} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <strong>{p.month}</strong>{' '}
                <span className="text-sm text-slate-600">
                  made {when(p.generatedAt)} by {p.generatedBy}
                </span>
              </span>
              <a className="font-medium text-brand-700 underline" href={packPdfUrl(p.month)} download>
                Download the {p.month} pack (PDF)
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
