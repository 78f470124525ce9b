import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { LenderItem } from '#shared/admin/lender-schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';
import {
  createBodyOf,
  emptyLender,
  fieldOf,
  updateBodyOf,
  valuesOf,
  type LenderFormValues,
  type TextField,
} from './lender-form-values.ts';
import { useCreateLender, useUpdateLender } from './lender-settings-api.ts';
import { ScheduleFields } from './schedule-fields.tsx';

const field = 'mt-1 block w-full rounded border border-slate-400 px-2 py-1.5';
const BUTTON = 'rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

/** Creates a lender (no `lender`) or edits one; checked with the server's schema before it is sent. */
export function LenderForm({ lender }: { lender?: LenderItem }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<LenderFormValues>(() => (lender ? valuesOf(lender) : emptyLender()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateLender();
  const update = useUpdateLender(lender?.id ?? '');
  const pending = create.isPending || update.isPending;
  const change = (patch: Partial<LenderFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const refused = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
      setErrors(
        Object.fromEntries(Object.entries(error.fieldErrors).map(([path, message]) => [fieldOf(path), message])),
      );
    toast.error('Not saved', { description: errorText(error, 'Could not save the lender') });
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (lender) {
      const checked = updateBodyOf(values, lender.version);
      setErrors(checked.errors ?? {});
      if (checked.body)
        update.mutate(checked.body, { onSuccess: () => toast.success('Lender saved'), onError: refused });
      return;
    }
    const checked = createBodyOf(values);
    setErrors(checked.errors ?? {});
    if (checked.body)
      create.mutate(checked.body, {
        onSuccess: (made) => {
          toast.success('Lender created');
          void navigate(`/admin/lenders/${made.id}`);
        },
        onError: refused,
      });
  }

  const described = (key: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `lender-${key}-error` } : {};
  const problem = (key: string) =>
    errors[key] ? (
      <p id={`lender-${key}-error`} className="mt-1 text-sm text-rose-700">
        {errors[key]}
      </p>
    ) : null;
  const input = (key: TextField, label: ReactNode, props: Record<string, string | number> = {}) => (
    <div>
      <label htmlFor={`lender-${key}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`lender-${key}`}
        value={values[key]}
        onChange={(e) => change({ [key]: e.target.value })}
        className={field}
        {...described(key)}
        {...props}
      />
      {problem(key)}
    </div>
  );
  const numeric = { inputMode: 'numeric' };

  return (
    <Panel title={lender ? `Settings of ${lender.name}` : 'A new lender'}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid grid-cols-1 gap-4 md:grid-cols-2"
        aria-label="Lender settings"
      >
        {lender ? null : input('id', 'Lender id (lowercase letters, digits, dashes)', { autoCapitalize: 'none' })}
        {input('name', 'Name')}
        <div className="md:col-span-2">{input('endpoint', 'Endpoint (where leads are sent)', { type: 'url' })}</div>
        {input('tier', 'Tier (1 is asked first)', numeric)}
        {input('priority', 'Priority within the tier (lower first)', numeric)}
        {input('price', 'Price per lead (£)', { inputMode: 'decimal' })}
        {input('timeoutMs', 'Timeout (ms; blank: the panel’s default)', numeric)}
        <fieldset className="md:col-span-2" {...described('panels')}>
          <legend className="text-sm font-medium">Panels</legend>
          <div className="mt-1 flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={values.primary} onChange={(e) => change({ primary: e.target.checked })} />
              Primary
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={values.secondary}
                onChange={(e) => change({ secondary: e.target.checked })}
              />
              Secondary (Find More Lenders)
            </label>
          </div>
          {problem('panels')}
        </fieldset>
        <fieldset className="grid grid-cols-1 gap-3 rounded border border-slate-200 p-3 sm:grid-cols-3 md:col-span-2">
          <legend className="px-1 text-sm font-semibold">Caps (leads bought; blank: no cap)</legend>
          {input('dailyCap', 'Per day', numeric)}
          {input('weeklyCap', 'Per week (Mon–Sun)', numeric)}
          {input('monthlyCap', 'Per calendar month', numeric)}
        </fieldset>
        <ScheduleFields values={values} errors={errors} onChange={change} />
        {input('returnWindowHours', 'Return window (hours after the sale)', numeric)}
        {input('returnCapPercent', 'Return cap (% of the month’s leads)', { inputMode: 'decimal' })}
        <label className="flex items-center gap-2 text-sm font-medium md:col-span-2">
          <input type="checkbox" checked={values.paused} onChange={(e) => change({ paused: e.target.checked })} />
          Paused: not asked for any lead until unpaused
        </label>
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <button type="submit" disabled={pending} className={BUTTON}>
            {pending ? 'Saving…' : lender ? 'Save changes' : 'Create lender'}
          </button>
        </div>
      </form>
    </Panel>
  );
}
