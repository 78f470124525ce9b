import type { ReactNode } from 'react';
import { ComplaintReceiptPanel } from './complaint-receipt.tsx';
import type { FormState } from './complaint-action.ts';
import { FormProblems } from '#web/components/ui/form-problems.tsx';

const inputClass = (invalid: boolean) =>
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 ' +
  (invalid ? 'border-2 border-red-600' : 'border-slate-400');

export const complaintFieldId = (name: string) => `complaint-${name}`;

type FieldSpec = {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength: number;
  rows?: number;
};

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Your name', required: true, autoComplete: 'name', maxLength: 100 },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: 20 },
  {
    name: 'applicationReference',
    label: 'Application reference',
    hint: 'If your complaint is about an application, the reference from our emails helps us find it.',
    maxLength: 100,
  },
  { name: 'description', label: 'What went wrong', required: true, maxLength: 10_000, rows: 6 },
  { name: 'desiredOutcome', label: 'What would you like us to do to put it right?', maxLength: 5000, rows: 3 },
];

function Field({ spec, value, error }: { spec: FieldSpec; value: string; error: string | undefined }) {
  const id = complaintFieldId(spec.name);
  const describedBy = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name: spec.name,
    defaultValue: value,
    maxLength: spec.maxLength,
    'aria-required': spec.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: inputClass(Boolean(error)),
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {spec.label}
        {spec.required ? null : <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {spec.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {spec.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      {spec.rows ? (
        <textarea rows={spec.rows} {...common} />
      ) : (
        <input type={spec.type ?? 'text'} autoComplete={spec.autoComplete} {...common} />
      )}
    </div>
  );
}

/**
 * The complaint form of /complaints: a plain form posted to the page's own action (decision 090),
 * so it works the same with or without script; the answer shows the receipt, or the problems in an
 * error summary with everything typed kept.
 */
export function ComplaintForm({ state, intro }: { state: FormState | undefined; intro?: ReactNode }) {
  if (state?.receipt) return <ComplaintReceiptPanel receipt={state.receipt} />;
  const errorOf = (name: string) => state?.errors.find((e) => e.name === name)?.message;
  return (
    <form
      method="post"
      action="/complaints#complaint-form"
      noValidate
      aria-labelledby="complaint-form-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <FormProblems errors={state?.errors ?? []} problem={state?.problem} idOf={complaintFieldId} />
      <div>
        <h2 id="complaint-form-title" className="text-xl font-bold text-brand-900">
          Make a complaint online
        </h2>
        {intro}
      </div>
      {FIELDS.map((spec) => (
        <Field key={spec.name} spec={spec} value={state?.values[spec.name] ?? ''} error={errorOf(spec.name)} />
      ))}
      <button
        type="submit"
        className={
          'w-full rounded-lg bg-accent-600 px-6 py-3 text-lg font-semibold text-white shadow ' +
          'hover:bg-accent-700 sm:w-auto'
        }
      >
        Send complaint
      </button>
    </form>
  );
}
