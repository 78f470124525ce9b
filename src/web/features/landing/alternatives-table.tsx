import type { AlternativeRow } from './payday-alternatives.ts';

/** The payday-alternatives comparison; scrolls sideways on narrow screens. */
export function AlternativesTable({ rows }: { rows: AlternativeRow[] }) {
  const th = 'border-b-2 border-slate-300 px-4 py-3 font-semibold';
  const td = 'border-b border-slate-200 px-4 py-3 text-slate-700';
  return (
    <>
      <p className="mb-2 text-sm text-slate-600 md:hidden" aria-hidden="true">
        Scroll sideways to see every column →
      </p>
      <div
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
        tabIndex={0}
        role="region"
        aria-label="Comparison table, scrolls sideways"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm md:text-base">
          <caption className="sr-only">Payday loan alternatives compared by cost, speed and who they suit</caption>
          <thead>
            <tr className="bg-slate-50">
              <th scope="col" className={th}>
                Option
              </th>
              <th scope="col" className={th}>
                Typical cost
              </th>
              <th scope="col" className={th}>
                Speed
              </th>
              <th scope="col" className={th}>
                Best for
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.option}>
                <th scope="row" className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
                  {row.option}
                </th>
                <td className={td}>{row.cost}</td>
                <td className={td}>{row.speed}</td>
                <td className={td}>{row.suits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
