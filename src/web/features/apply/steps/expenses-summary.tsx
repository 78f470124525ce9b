import { TriangleAlert } from 'lucide-react';
import { gbp } from '#shared/company.ts';
import { AFFORDABILITY_BUFFER, isAffordable } from '#shared/loan-maths.ts';

type Props = { income: number | undefined; expenses: number; payment: number | undefined };

/** Income, expenses and what is left each month, with the affordability warnings of docs/product.md#steps. */
export function ExpensesSummary({ income, expenses, payment }: Props) {
  const disposable = income === undefined ? undefined : income - expenses;
  const overspent = income !== undefined && expenses > income;
  const unaffordable = income !== undefined && payment !== undefined && !isAffordable(income, expenses, payment);
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
        {overspent ? (
          <p className="mt-2 text-center text-sm font-semibold text-red-700" role="status">
            Affordability Concern: your expenses are more than your income.
          </p>
        ) : unaffordable ? (
          <p className="mt-2 text-center text-sm font-semibold text-red-700">
            Less left over than the repayment plus a buffer
          </p>
        ) : null}
      </section>
      {unaffordable ? (
        <div role="alert" className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          <p>
            <strong>This loan may not be affordable for you.</strong> After your expenses you would have less than the
            estimated repayment of {gbp(payment ?? 0, 0)} a month plus a {gbp(AFFORDABILITY_BUFFER, 0)} buffer. Please
            check your figures, consider borrowing less or over a longer term, or get free advice from MoneyHelper
            before you continue.
          </p>
        </div>
      ) : null}
    </>
  );
}
