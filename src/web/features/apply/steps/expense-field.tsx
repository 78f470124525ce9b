import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EXPENSE_QUICK_PICKS } from '#shared/application/codes.ts';
import { gbp } from '#shared/company.ts';
import { TextField } from '#web/components/ui/field.tsx';

type Props = {
  label: string;
  value: number | undefined;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  onPick: (amount: number) => void;
  /** Shown under the quick picks (the £0 confirmation). */
  children?: ReactNode;
};

/** One monthly expense: an amount box and quick-pick buttons £0, £50, £100, £200 and £500. */
export function ExpenseField({ label, value, error, registration, onPick, children }: Props) {
  return (
    <div>
      <TextField
        label={label}
        required
        type="number"
        inputMode="decimal"
        min={0}
        max={10000}
        step={10}
        prefix="£"
        error={error}
        {...registration}
      />
      <div role="group" aria-label={`Quick amounts for ${label}`} className="mt-2 grid grid-cols-5 gap-1.5">
        {EXPENSE_QUICK_PICKS.map((amount) => (
          <button
            key={amount}
            type="button"
            aria-pressed={value === amount}
            aria-label={`${gbp(amount, 0)} for ${label}`}
            onClick={() => onPick(amount)}
            className={
              'min-h-9 rounded-full border border-slate-400 px-1 text-sm font-semibold text-slate-800 ' +
              'hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white'
            }
          >
            {gbp(amount, 0)}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}
