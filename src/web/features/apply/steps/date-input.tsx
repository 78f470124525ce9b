import { useId, useState } from 'react';
import { FieldMessages, RequiredMark, useNameAsId } from '#web/components/ui/field.tsx';
import { dateBox, dateBoxesProblem, joinDate as joinBoxes, type DateParts } from '#shared/application/form-input.ts';

type Parts = DateParts;

const split = (iso: string | undefined): Parts => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m
    ? { year: m[1] ?? '', month: String(Number(m[2])), day: String(Number(m[3])) }
    : { day: '', month: '', year: '' };
};

/** The ISO date the three boxes make, or '' while empty; an impossible date stays non-ISO. */
export const joinDate = ({ day, month, year }: Parts): string => joinBoxes(day, month, year);

type Props = {
  label: string;
  name: string;
  hint?: string;
  required?: boolean;
  value: string | undefined;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  /** The schema's message; a problem with the boxes themselves is more specific and wins. */
  error?: string | undefined;
};

const box = 'mt-1 block rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900';

/** Day, month and year boxes (the GOV.UK date-input pattern) for one YYYY-MM-DD value. */
export function DateInput({ label, name, hint, required, value, onChange, onBlur, error }: Props) {
  const id = useId();
  // The day box takes the field's name as id: the error summary's link to the date reaches it (GOV.UK).
  const dayId = useNameAsId(name) ?? `${id}-day`;
  const boxId = (key: keyof Parts) => (key === 'day' ? dayId : `${id}-${key}`);
  const [parts, setParts] = useState<Parts>(() => split(value));
  const [touched, setTouched] = useState(false);
  const problem = touched ? dateBoxesProblem(label, parts) : undefined;
  const shown = problem ?? error;
  const update = (key: keyof Parts, text: string) => {
    const next = { ...parts, [key]: text };
    setParts(next);
    onChange(joinDate(next));
  };
  const field = (key: keyof Parts, text: string, width: string) => (
    <div>
      <label htmlFor={boxId(key)} className="block text-sm font-medium text-slate-800">
        {text}
      </label>
      <input
        id={boxId(key)}
        name={dateBox(name, key)}
        inputMode="numeric"
        autoComplete={`bday-${key}`}
        maxLength={key === 'year' ? 4 : 2}
        value={parts[key]}
        onChange={(e) => update(key, e.target.value)}
        onBlur={() => {
          setTouched(true);
          onBlur?.();
        }}
        aria-invalid={shown ? true : undefined}
        className={`${box} ${width} ${shown ? 'border-red-600' : 'border-slate-400'}`}
      />
    </div>
  );
  return (
    <fieldset
      data-field={name}
      aria-describedby={[hint && `${id}-hint`, shown && `${id}-error`].filter(Boolean).join(' ') || undefined}
    >
      <legend className="font-semibold text-slate-900">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="mt-1 flex gap-3">
        {field('day', 'Day', 'w-16')}
        {field('month', 'Month', 'w-16')}
        {field('year', 'Year', 'w-24')}
      </div>
      <FieldMessages hint={hint} error={shown} hintId={`${id}-hint`} errorId={`${id}-error`} />
    </fieldset>
  );
}
