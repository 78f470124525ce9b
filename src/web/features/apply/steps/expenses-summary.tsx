import { gbp } from '#shared/company.ts';
import type { AffordabilityVerdict } from './affordability-notice.tsx';

type Props = {
  income: number | undefined;
  expenses: number;
  payment: number | undefined;
  verdict: AffordabilityVerdict | null;
};

/**
 * Income, expenses and what is left each month. The verdict colours the left-over figure; its words
 * are the step's one affordability notice (issue 42 item 5), not a line here too.
 */
export function ExpensesSummary({ income, expenses, payment, verdict }: Props) {
  const disposable = income === undefined ? undefined : income - expenses;
  const unaffordable = verdict !== null;
  // One verdict, one colour: what is left over is green only when the loan looks affordable.
  const leftOverClass =
    disposable === undefined
      ? 'text-slate-900'
      : unaffordable || disposable < 0
        ? 'text-red-700'
        : payment === undefined
          ? 'text-slate-900'
          : 'text-accent-700';
  // A fragment, so the sticky summary's containing block is the whole list of expense fields
  // (inside a wrapper of its own height it never stuck).
  return (
    <>
      <section
        aria-labelledby="summary-heading"
        className={
          'sticky top-0 z-10 rounded-xl border bg-white/95 p-3 shadow-sm backdrop-blur sm:p-4 ' +
          (unaffordable ? 'border-red-300' : 'border-brand-100')
        }
      >
        <h2 id="summary-heading" className="sr-only">
          Monthly summary
        </h2>
        <dl className="grid grid-cols-3 gap-2 text-center">
          <div>
            <dt className="text-xs text-slate-600 sm:text-sm">Income</dt>
            <dd className="font-bold text-slate-900 sm:text-lg">
              {income === undefined ? 'Not given' : gbp(income, 0)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600 sm:text-sm">Expenses</dt>
            <dd className="font-bold text-slate-900 sm:text-lg">{gbp(expenses, 0)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600 sm:text-sm">Left over</dt>
            <dd className={`font-bold sm:text-lg ${leftOverClass}`}>
              {disposable === undefined ? '–' : gbp(disposable, 0)}
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}
