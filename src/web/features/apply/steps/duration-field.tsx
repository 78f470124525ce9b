import { useId, useState } from 'react';
import { FieldMessages, RequiredMark, useNameAsId } from '#web/components/ui/field.tsx';
import { durationBox } from '#shared/application/form-input.ts';

type Props = {
  label: string;
  /** The form field: the selectors post `${name}.years` and `${name}.months`. */
  name: string;
  /** Total months, or undefined when not answered yet. */
  value: number | undefined;
  onChange: (totalMonths: number | undefined) => void;
  maxYears: number;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
};

const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900';

/** Years and months selectors stored as one total number of months (docs/product.md#steps). */
export function DurationField({ label, name, value, onChange, maxYears, required, hint, error }: Props) {
  const id = useId();
  // The years selector takes the field's name as id: the error summary's link reaches it.
  const yearsId = useNameAsId(name) ?? `${id}-years`;
  const [years, setYears] = useState(value === undefined ? '' : String(Math.floor(value / 12)));
  const [months, setMonths] = useState(value === undefined ? '' : String(value % 12));
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  const update = (nextYears: string, nextMonths: string) => {
    setYears(nextYears);
    setMonths(nextMonths);
    onChange(nextYears === '' && nextMonths === '' ? undefined : Number(nextYears || 0) * 12 + Number(nextMonths || 0));
  };

  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="font-semibold text-slate-900">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="mt-1 grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={yearsId} className="text-sm text-slate-700">
            Years
          </label>
          <select
            id={yearsId}
            name={durationBox(name, 'years')}
            className={selectClass}
            value={years}
            onChange={(e) => update(e.target.value, months)}
            aria-invalid={error ? true : undefined}
          >
            <option value="">Years</option>
            {Array.from({ length: maxYears + 1 }, (_, y) => (
              <option key={y} value={y}>
                {y} {y === 1 ? 'year' : 'years'}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-months`} className="text-sm text-slate-700">
            Months
          </label>
          <select
            id={`${id}-months`}
            name={durationBox(name, 'months')}
            className={selectClass}
            value={months}
            onChange={(e) => update(years, e.target.value)}
            aria-invalid={error ? true : undefined}
          >
            <option value="">Months</option>
            {Array.from({ length: 12 }, (_, m) => (
              <option key={m} value={m}>
                {m} {m === 1 ? 'month' : 'months'}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldMessages hint={hint} error={error} hintId={`${id}-hint`} errorId={`${id}-error`} />
    </fieldset>
  );
}
