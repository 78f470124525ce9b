import type { ReactNode } from 'react';

type Props = {
  /** The form's useId: the textarea is `${id}-${name}`, the problem `${id}-problem`. */
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength?: number;
  /** The decision's problem, said beside the field and announced (role alert). */
  problem: string | null;
};

/** A back-office decision's written reason: its label, the textarea and the problem under it. */
export function ReasonField({ id, name, label, value, onChange, rows, maxLength, problem }: Props) {
  return (
    <>
      <div>
        <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-900">
          {label}
        </label>
        <textarea
          id={`${id}-${name}`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={rows}
          maxLength={maxLength}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="mt-1 w-full rounded border border-slate-300 p-2 text-sm"
        />
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-rose-800">
          {problem}
        </p>
      ) : null}
    </>
  );
}
