import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldProblem, problemAttrs } from './form-summary.tsx';

type Props = {
  /** The form's useId: the textarea is `${id}-${name}`, the problem `${id}-${name}-problem`. */
  id: string;
  /** The textarea's registration with the form (react-hook-form). */
  field: UseFormRegisterReturn;
  label: ReactNode;
  rows: number;
  maxLength?: number;
  /** The field's problem (the shared schema's words), said under the field and announced (role alert). */
  problem: string | null | undefined;
};

/** A back-office decision's written reason: its label, the textarea and the problem under it. */
export function ReasonField({ id, field, label, rows, maxLength, problem }: Props) {
  return (
    <>
      <div>
        <label htmlFor={`${id}-${field.name}`} className="block text-sm font-medium text-slate-900">
          {label}
        </label>
        <textarea
          {...field}
          {...problemAttrs(id, field.name, problem)}
          rows={rows}
          maxLength={maxLength}
          className="mt-1 w-full rounded border border-slate-300 p-2 text-sm"
        />
      </div>
      <FieldProblem id={id} name={field.name} problem={problem} />
    </>
  );
}
