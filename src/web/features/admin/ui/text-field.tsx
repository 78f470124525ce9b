import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldProblem, problemAttrs } from './form-summary.tsx';

type Props = {
  /** The form's useId (or a fixed prefix): the input is `${id}-${name}`, its problem `${id}-${name}-problem`. */
  id: string;
  field: UseFormRegisterReturn;
  label: ReactNode;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email';
  autoCapitalize?: string;
  problem: string | null | undefined;
  className?: string;
};

const INPUT = 'mt-1 block w-72 max-w-full rounded border border-slate-400 px-2 py-1.5';

/** A back-office text input held by react-hook-form: its label, the input, and the schema's problem under it. */
export function TextField(props: Props) {
  const { id, field, label, type = 'text', autoComplete, inputMode, autoCapitalize, problem, className } = props;
  return (
    <div>
      <label htmlFor={`${id}-${field.name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        {...field}
        {...problemAttrs(id, field.name, problem)}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoCapitalize={autoCapitalize}
        className={className ?? INPUT}
      />
      <FieldProblem id={id} name={field.name} problem={problem} />
    </div>
  );
}
