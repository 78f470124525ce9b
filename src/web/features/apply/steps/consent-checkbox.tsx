import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RequiredMark, useControlId } from '#web/components/ui/field.tsx';

/** One consent or question checkbox of step 7, its label beside it and its message below. */
export function ConsentCheckbox({
  registration,
  children,
  required,
  error,
  hint,
}: {
  registration: UseFormRegisterReturn;
  children: ReactNode;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  // Its field's name inside a step (`ControlIdsFromNames`): the error summary's link reaches it.
  const id = useControlId(registration.name, undefined);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-700"
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...registration}
        />
        <label htmlFor={id} className="text-slate-900">
          {children}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 pl-8 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 pl-8 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
