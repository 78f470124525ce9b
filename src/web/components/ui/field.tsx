import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react';

// Form fields with a visible label, an optional hint and an error message, both tied to the
// control with aria-describedby (house style). Required fields carry a visible mark and
// aria-required; the browser's own validation stays off (forms use noValidate + Zod).

type Messages = { hint?: ReactNode; error?: string | undefined };

/**
 * Inside a form whose controls take their field's name as id (the application's steps): an error
 * summary rendered by the server links to `#name` and reaches the control without any script.
 * Elsewhere ids stay generated, so two forms on one page never share one.
 */
export const ControlIdsFromNames = createContext(false);

/**
 * The field's name inside `ControlIdsFromNames`, else undefined: the id of a field's one control, or
 * of the first control of a group (a radio group's first radio, a date's day box: GOV.UK's rule).
 */
export function useNameAsId(name: string | undefined): string | undefined {
  return use(ControlIdsFromNames) && name ? name : undefined;
}

/** The id of a control: the one given, else its name inside `ControlIdsFromNames`, else a generated one. */
export function useControlId(name: string | undefined, given: string | undefined): string {
  const generated = useId();
  const fromName = useNameAsId(name);
  return given ?? fromName ?? generated;
}

export function useDescribedBy({ hint, error }: Messages, controlId?: string) {
  const generated = useId();
  const id = controlId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: Messages & { hintId?: string | undefined; errorId?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

const controlClass = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-base ` +
  `text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 ${invalid ? 'border-red-600' : 'border-slate-400'}`;

type FieldProps = Messages & { label: ReactNode; required?: boolean; className?: string };

/** The label above a control and the hint and error below it. */
function FieldFrame({
  id,
  label,
  required,
  className,
  hint,
  error,
  hintId,
  errorId,
  children,
}: FieldProps & { id: string; hintId?: string | undefined; errorId?: string | undefined; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

/** Text, number, email, tel or date input. `prefix` shows a unit such as '£' inside the box. */
export function TextField({
  label,
  hint,
  error,
  required,
  className = '',
  prefix,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'prefix'> & { prefix?: string }) {
  const { id, hintId, errorId, describedBy } = useDescribedBy({ hint, error }, useControlId(input.name, input.id));
  return (
    <FieldFrame {...{ id, label, required, className, hint, error, hintId, errorId }}>
      <div className="relative mt-1">
        {prefix ? (
          <span
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
            aria-hidden="true"
          >
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass(Boolean(error))} ${prefix ? 'pl-7' : ''}`}
          {...input}
        />
      </div>
    </FieldFrame>
  );
}

export type SelectOption = { value: string | number; label: string };

/** A native select (best on mobile); `placeholder` adds an empty first option. */
export function SelectField({
  label,
  hint,
  error,
  required,
  className = '',
  options,
  placeholder,
  ...select
}: FieldProps & ComponentProps<'select'> & { options: SelectOption[]; placeholder?: string }) {
  const { id, hintId, errorId, describedBy } = useDescribedBy({ hint, error }, useControlId(select.name, select.id));
  return (
    <FieldFrame {...{ id, label, required, className, hint, error, hintId, errorId }}>
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 ${controlClass(Boolean(error))}`}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Whole numbers from..to as select options, e.g. years 0-100. */
export const rangeOptions = (from: number, to: number, unit?: (n: number) => string): SelectOption[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    value: from + i,
    label: unit ? unit(from + i) : String(from + i),
  }));
