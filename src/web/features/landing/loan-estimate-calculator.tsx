import { useId } from 'react';
import { Link } from 'react-router';
import { company, gbp, representativeExampleText } from '#shared/company.ts';
import { paymentAtRepresentativeApr, totalAtRepresentativeApr } from '#shared/loan-maths.ts';

export const TERM_CHOICES = [3, 6, 12, 18, 24, 36] as const;
const DEFAULT_AMOUNT = 500;
const DEFAULT_TERM = 6;
const STEP = 50;

/**
 * The landing-page calculator: amount slider and term chips (a radio group) giving the monthly
 * payment and total at the representative APR, amortised (shared loan maths; issue 42 item 3: the
 * step 1 rule of thumb is far under what that APR costs), then on to /apply with that choice.
 * Rendered with the default choice; the islands script (src/web/islands/loan-calculator.ts)
 * recalculates as the visitor changes it.
 */
export function LoanEstimateCalculator({ title = 'How much do you need?' }: { title?: string }) {
  const { minAmount, maxAmount } = company.loanRange;
  const amount = DEFAULT_AMOUNT;
  const term = DEFAULT_TERM;
  const id = useId();
  const monthly = paymentAtRepresentativeApr(amount, term);
  const total = totalAtRepresentativeApr(amount, term);
  const apr = company.representativeApr;

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-md"
      data-loan-calculator
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {title}
      </h2>

      <div className="mt-5">
        <div className="flex items-baseline justify-between gap-4">
          <label htmlFor={`${id}-amount`} className="font-semibold text-slate-900">
            Loan amount
          </label>
          <output htmlFor={`${id}-amount`} className="text-2xl font-extrabold text-brand-900" data-calc="amount">
            {gbp(amount, 0)}
          </output>
        </div>
        <input
          id={`${id}-amount`}
          type="range"
          min={minAmount}
          max={maxAmount}
          step={STEP}
          defaultValue={amount}
          aria-valuetext={gbp(amount, 0)}
          className="mt-3 w-full accent-brand-700"
        />
        <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
          <span>{gbp(minAmount, 0)}</span>
          <span>{gbp(maxAmount, 0)}</span>
        </div>
      </div>

      <fieldset className="mt-5">
        <legend className="font-semibold text-slate-900">Repayment term</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {TERM_CHOICES.map((months) => (
            <label
              key={months}
              className={
                'relative cursor-pointer rounded-lg border border-slate-300 px-2 py-2 ' +
                'text-center text-sm font-semibold text-slate-800 ' +
                'has-checked:border-brand-700 has-checked:bg-brand-700 ' +
                'has-checked:text-white has-focus-visible:outline-2 ' +
                'has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600'
              }
            >
              <input
                type="radio"
                name={`${id}-term`}
                value={months}
                defaultChecked={term === months}
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              {months} months
            </label>
          ))}
        </div>
      </fieldset>

      <dl className="mt-6 grid grid-cols-2 gap-4 rounded-xl bg-brand-50 p-4" aria-live="polite">
        <div>
          <dt className="text-sm text-slate-700">Monthly payment at {apr}% APR</dt>
          <dd className="text-2xl font-extrabold text-brand-900" data-testid="estimate-monthly" data-calc="monthly">
            {gbp(monthly)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Total repayable at {apr}% APR</dt>
          <dd className="text-2xl font-extrabold text-brand-900" data-testid="estimate-total" data-calc="total">
            {gbp(total)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">
        Worked out at our representative {apr}% APR, in equal monthly payments. This is an illustration, not a quote:
        your actual rate, monthly payment and total depend on the lender and your circumstances, and the lender will
        show you the exact cost before you sign. {representativeExampleText()}
      </p>

      <Link
        to={`/apply?amount=${amount}&term=${term}`}
        data-calc="apply"
        className={
          'mt-5 block rounded-lg bg-accent-600 px-6 py-3 text-center text-lg ' +
          'font-semibold text-white hover:bg-accent-700'
        }
      >
        Continue to apply
      </Link>
      <p className="mt-2 text-center text-xs text-slate-600">
        Soft search only: checking won't affect your credit score.
      </p>
    </form>
  );
}
