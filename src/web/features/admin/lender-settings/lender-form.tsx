import type { ComponentProps, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { lenderFieldOf, lenderForm, lenderFormValues, type LenderFormValues } from '#shared/admin/lender-form.ts';
import type { LenderItem } from '#shared/admin/lender-schemas.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { useAdminForm } from '#web/features/admin/ui/admin-form.ts';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { FieldProblem, FormSummary } from '#web/features/admin/ui/form-summary.tsx';
import { TextField } from '#web/features/admin/ui/text-field.tsx';
import { useCreateLender, useUpdateLender } from './lender-settings-api.ts';
import { ScheduleFields } from './schedule-fields.tsx';

const ID = 'lender';
const FIELD = 'mt-1 block w-full rounded border border-slate-400 px-2 py-1.5';
const BUTTON = 'rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const NUMERIC = { inputMode: 'numeric' } as const;
const PANELS = [
  ['primary', 'Primary'],
  ['secondary', 'Secondary (Find More Lenders)'],
] as const;

type TextName = {
  [K in keyof LenderFormValues]: LenderFormValues[K] extends string ? K : never;
}[keyof LenderFormValues];
type TextAttrs = Pick<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'autoCapitalize'>;

/**
 * Creates a lender (no `lender`) or edits one. Checked with the server's own schema
 * (`createLenderBody`/`updateLenderBody` through `lenderForm`, #shared/admin): the form reports what
 * the server would refuse, in the server's words, under the field and in a focused summary, and
 * sends nothing until it passes (decision 101).
 */
export function LenderForm({ lender }: { lender?: LenderItem }) {
  const navigate = useNavigate();
  const create = useCreateLender();
  const update = useUpdateLender(lender?.id ?? '');
  const pending = create.isPending || update.isPending;
  const { form, problems, summaryRef, submitWith, showServerProblems, pickField } = useAdminForm(
    lenderForm,
    lenderFormValues(lender),
    lenderFieldOf,
  );
  const { errors } = form.formState;

  // A 400's field problems, or a 409's taken id, go under their fields; any other refusal is a toast.
  const refused = (error: unknown) => {
    if (showServerProblems(error)) return;
    toast.error('Not saved', { description: errorText(error, 'Could not save the lender') });
  };
  const onSubmit = submitWith((body) => {
    if ('version' in body) {
      update.mutate(body, { onSuccess: () => toast.success('Lender saved'), onError: refused });
      return;
    }
    create.mutate(body, {
      onSuccess: (made) => {
        toast.success('Lender created');
        void navigate(`/admin/lenders/${made.id}`);
      },
      onError: refused,
    });
  });

  const input = (name: TextName, label: ReactNode, attrs: TextAttrs = {}) => (
    <TextField
      id={ID}
      field={form.register(name)}
      label={label}
      problem={errors[name]?.message}
      className={FIELD}
      {...attrs}
    />
  );

  return (
    <Panel title={lender ? `Settings of ${lender.name}` : 'A new lender'}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid grid-cols-1 gap-4 md:grid-cols-2"
        aria-label="Lender settings"
      >
        <div className="md:col-span-2 empty:hidden">
          <FormSummary id={ID} problems={problems} summaryRef={summaryRef} onPick={pickField} />
        </div>
        {lender ? null : input('id', 'Lender id (lowercase letters, digits, dashes)', { autoCapitalize: 'none' })}
        {input('name', 'Name')}
        {input('frn', 'FRN (firm reference number on the FCA Register, 6 or 7 digits)', NUMERIC)}
        <div className="md:col-span-2">{input('endpoint', 'Endpoint (where leads are sent)', { type: 'url' })}</div>
        {input('tier', 'Tier (1 is asked first)', NUMERIC)}
        {input('priority', 'Priority within the tier (lower first)', NUMERIC)}
        {input('price', 'Price per lead (£)', { inputMode: 'decimal' })}
        {input('timeoutMs', 'Timeout (ms; blank: the panel’s default)', NUMERIC)}
        <fieldset
          className="md:col-span-2"
          aria-describedby={errors.panels?.message ? `${ID}-panels-problem` : undefined}
        >
          <legend className="text-sm font-medium">Panels</legend>
          <div className="mt-1 flex flex-wrap gap-4 text-sm">
            {PANELS.map(([value, label], index) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  value={value}
                  id={index === 0 ? `${ID}-panels` : undefined}
                  {...form.register('panels')}
                />
                {label}
              </label>
            ))}
          </div>
          <FieldProblem id={ID} name="panels" problem={errors.panels?.message} />
        </fieldset>
        <fieldset className="grid grid-cols-1 gap-3 rounded border border-slate-200 p-3 sm:grid-cols-3 md:col-span-2">
          <legend className="px-1 text-sm font-semibold">Caps (leads bought; blank: no cap)</legend>
          {input('dailyCap', 'Per day', NUMERIC)}
          {input('weeklyCap', 'Per week (Mon–Sun)', NUMERIC)}
          {input('monthlyCap', 'Per calendar month', NUMERIC)}
        </fieldset>
        <ScheduleFields id={ID} form={form} />
        {input('returnWindowHours', 'Return window (hours after the sale)', NUMERIC)}
        {input('returnCapPercent', 'Return cap (% of the month’s leads)', { inputMode: 'decimal' })}
        <label className="flex items-center gap-2 text-sm font-medium md:col-span-2">
          <input type="checkbox" {...form.register('paused')} />
          Paused: not asked for any lead until unpaused
        </label>
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <button type="submit" disabled={pending} aria-busy={pending} className={BUTTON}>
            {pending ? 'Saving…' : lender ? 'Save changes' : 'Create lender'}
          </button>
        </div>
      </form>
    </Panel>
  );
}
