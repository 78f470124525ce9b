import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { SLOT_FIELDS, type AbSlot } from '#shared/admin/ab-slots.ts';
import { AB_TEST_FORM_DEFAULTS, abTestForm } from '#shared/admin/ab-test-form.ts';
import { useCreateTest } from '#web/features/admin/abtests/abtests-api.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { useAdminForm } from '#web/features/admin/ui/admin-form.ts';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { FieldProblem, FormSummary, problemAttrs } from '#web/features/admin/ui/form-summary.tsx';

const ID = 'ab';
const field = 'mt-1 block w-full rounded border border-slate-400 px-2 py-1.5';
const WEIGHT = { type: 'number', min: 0, max: 100, inputMode: 'numeric' } as const;
const SLOT_LABELS: Record<AbSlot, string> = {
  'home-hero': 'Home page: main heading and button',
  'apply-cta': 'Application step 1: Continue button',
};

type InputProps = {
  registration: UseFormRegisterReturn;
  label: string;
  problem: string | undefined;
} & InputHTMLAttributes<HTMLInputElement>;

/** One text input of the form: its label, the input and the schema's problem under it. */
function Input({ registration, label, problem, ...attrs }: InputProps) {
  return (
    <div>
      <label htmlFor={`${ID}-${registration.name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input {...attrs} {...registration} {...problemAttrs(ID, registration.name, problem)} className={field} />
      <FieldProblem id={ID} name={registration.name} problem={problem} />
    </div>
  );
}

/**
 * Checked with the server's own schema (`createTestBody` through `abTestForm`, #shared/admin): the
 * form reports what the server would refuse, in the server's words, under the field and in a focused
 * summary, and sends nothing until it passes (issue 25.4, decision 101).
 */
export function AbTestForm() {
  const create = useCreateTest();
  const { form, problems, summaryRef, submitWith, pickField } = useAdminForm(abTestForm, AB_TEST_FORM_DEFAULTS);
  const { errors } = form.formState;
  const slot = form.watch('slot');
  const input = (name: keyof typeof AB_TEST_FORM_DEFAULTS, label: string, attrs: InputHTMLAttributes<never> = {}) => (
    <Input registration={form.register(name)} label={label} problem={errors[name]?.message} {...attrs} />
  );

  const onSubmit = submitWith((body) =>
    create.mutate(body, {
      onSuccess: () => {
        toast.success('Test created');
        form.reset(AB_TEST_FORM_DEFAULTS);
      },
      onError: (e) => toast.error('Error', { description: errorText(e, 'Could not create the test') }),
    }),
  );

  return (
    <Panel title="Create a test">
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div className="md:col-span-2 empty:hidden">
          <FormSummary id={ID} problems={problems} summaryRef={summaryRef} onPick={pickField} />
        </div>
        {input('testId', 'Test ID', { placeholder: 'hero_copy_2026', autoCapitalize: 'none' })}
        {input('name', 'Name')}
        <div className="md:col-span-2">
          <label htmlFor={`${ID}-description`} className="block text-sm font-medium">
            Description
          </label>
          <textarea id={`${ID}-description`} rows={2} {...form.register('description')} className={field} />
        </div>
        <div className="md:col-span-2">
          <label htmlFor={`${ID}-slot`} className="block text-sm font-medium">
            Where on the site
          </label>
          <select id={`${ID}-slot`} {...form.register('slot')} className={field}>
            <option value="">Nowhere: conversions sent through the API</option>
            {(Object.keys(SLOT_LABELS) as AbSlot[]).map((value) => (
              <option key={value} value={value}>
                {SLOT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="rounded border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold">Variant: control</legend>
          {input('controlName', 'Control name')}
          {input('controlWeight', 'Control weight (%)', WEIGHT)}
        </fieldset>
        <fieldset className="rounded border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold">Variant: variant_a</legend>
          {input('variantName', 'Variant A name')}
          {input('variantWeight', 'Variant A weight (%)', WEIGHT)}
          {slot && SLOT_FIELDS[slot].includes('heading') ? input('variantHeading', 'Variant A heading') : null}
          {slot ? input('variantCta', 'Variant A button text') : null}
        </fieldset>
        <div className="md:col-span-2">
          <button
            type="submit"
            disabled={create.isPending}
            aria-busy={create.isPending}
            className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {create.isPending ? 'Creating…' : 'Create test'}
          </button>
        </div>
      </form>
    </Panel>
  );
}
