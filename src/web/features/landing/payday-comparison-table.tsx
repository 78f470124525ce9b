import type { ComparisonRow } from './payday-alternative.ts';

/** Payday loans against short-term instalment loans; scrolls sideways on narrow screens. */
export function PaydayComparisonTable({ rows, caption }: { rows: ComparisonRow[]; caption: string }) {
  return (
    <>
      <p className="mb-2 text-sm text-slate-600 md:hidden" aria-hidden="true">
        Scroll sideways to see every column →
      </p>
      <div
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
        tabIndex={0}
        role="region"
        aria-label={`${caption} (scrolls sideways)`}
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm md:text-base">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="bg-slate-50">
              <th scope="col" className="border-b-2 border-slate-300 px-4 py-3 font-semibold">
                Feature
              </th>
              <th scope="col" className="border-b-2 border-slate-300 px-4 py-3 font-semibold">
                Payday loan
              </th>
              <th
                scope="col"
                className="border-b-2 border-slate-300 bg-brand-50 px-4 py-3 font-semibold text-brand-900"
              >
                Short-term instalment loan
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
                  {row.feature}
                </th>
                <td className="border-b border-slate-200 px-4 py-3 text-slate-700">{row.payday}</td>
                <td className="border-b border-slate-200 bg-brand-50/50 px-4 py-3 text-slate-900">{row.shortTerm}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
