import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { outlineAction } from '#web/features/admin/ui/styles.ts';
import { returnCsvUrl } from './complaints-api.ts';

/** The half-yearly complaints return: counts for a period, the last complete half-year by default. */
export function ComplaintsReturn() {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <Panel title="Half-yearly complaints return">
      <p className="mb-3 text-sm text-slate-700">
        Opened, closed within 3 business days, within 8 weeks, later, and upheld. Leave the dates empty for the last
        complete half-year.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm" htmlFor={`${id}-from`}>
          <span className="block font-medium text-slate-900">From</span>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            className="rounded border border-slate-300 p-1.5"
          />
        </label>
        <label className="text-sm" htmlFor={`${id}-to`}>
          <span className="block font-medium text-slate-900">To</span>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            className="rounded border border-slate-300 p-1.5"
          />
        </label>
        <a className={outlineAction} href={returnCsvUrl(from, to)} download>
          <Download aria-hidden className="size-4" /> Download CSV
        </a>
      </div>
    </Panel>
  );
}
