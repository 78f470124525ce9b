import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { createTestBody, type CreateTestBody } from '#shared/admin/ab-schemas.ts';
import { SLOT_FIELDS, type AbSlot } from '#shared/admin/ab-slots.ts';
import { useCreateTest } from '#web/features/admin/abtests/abtests-api.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';

const field = 'mt-1 block w-full rounded border border-slate-400 px-2 py-1.5';
const initial = {
  testId: '',
  name: '',
  description: '',
  controlName: 'Control',
  variantName: 'Variant A',
  controlWeight: '50',
  variantWeight: '50',
  slot: '' as AbSlot | '',
  variantHeading: '',
  variantCta: '',
};
const SLOT_LABELS: Record<AbSlot, string> = {
  'home-hero': 'Home page: main heading and button',
  'apply-cta': 'Application step 1: Continue button',
};

/** The words variant A shows on its slot; the control keeps the page's own. */
function contentOf(values: typeof initial) {
  if (!values.slot) return undefined;
  const fields = SLOT_FIELDS[values.slot];
  const heading = fields.includes('heading') ? values.variantHeading.trim() : '';
  const cta = values.variantCta.trim();
  return { ...(heading ? { heading } : {}), ...(cta ? { cta } : {}) };
}

/** The request body the form's values make: weights typed in % are sent as fractions. */
export function testBody(values: typeof initial): CreateTestBody {
  return {
    testId: values.testId.trim(),
    name: values.name.trim(),
    description: values.description.trim(),
    variants: [
      { id: 'control', name: values.controlName.trim() || 'Control', weight: Number(values.controlWeight) / 100 },
      {
        id: 'variant_a',
        name: values.variantName.trim() || 'Variant A',
        weight: Number(values.variantWeight) / 100,
        content: contentOf(values),
      },
    ],
    ...(values.slot ? { slot: values.slot } : {}),
  };
}

/** The form field an issue of the shared schema belongs to. */
function fieldOf(path: readonly PropertyKey[]): keyof typeof initial {
  const [head, index, key] = path;
  if (head === 'testId' || head === 'name' || head === 'description' || head === 'slot') return head;
  if (key === 'weight') return index === 0 ? 'controlWeight' : 'variantWeight';
  if (key === 'name') return index === 0 ? 'controlName' : 'variantName';
  if (key === 'content') return 'variantCta';
  return 'variantWeight';
}

const WEIGHTS_TOTAL = 'Weights must add up to 100%';

/**
 * Checked with the server's own schema (`createTestBody`, #shared/admin): the form reports what the
 * server would refuse, in the server's words, next to the field (issue 25.4). Only the typing of
 * the weights (text to number) is the form's own.
 */
export function validateTestForm(values: typeof initial): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of ['controlWeight', 'variantWeight'] as const)
    if (values[key].trim() === '' || !Number.isFinite(Number(values[key])))
      errors[key] = 'Enter a weight from 0 to 100';
  if (Object.keys(errors).length) return errors;
  const result = createTestBody.safeParse(testBody(values));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    const message = issue.message === WEIGHTS_TOTAL ? 'The two weights must add up to 100%' : issue.message;
    errors[field] ??= message;
  }
  return errors;
}

export function AbTestForm() {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTest();
  const set = (key: keyof typeof initial) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateTestForm(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(testBody(values), {
      onSuccess: () => {
        toast.success('Test created');
        setValues(initial);
      },
      onError: (e) => toast.error('Error', { description: errorText(e, 'Could not create the test') }),
    });
  }

  const input = (key: keyof typeof initial, label: string, props: Record<string, string | number> = {}) => (
    <div>
      <label htmlFor={`ab-${key}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`ab-${key}`}
        value={values[key]}
        onChange={set(key)}
        className={field}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `ab-${key}-error` : undefined}
        {...props}
      />
      {errors[key] ? (
        <p id={`ab-${key}-error`} className="mt-1 text-sm text-rose-700">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  return (
    <Panel title="Create a test">
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {input('testId', 'Test ID', { placeholder: 'hero_copy_2026', autoCapitalize: 'none' })}
        {input('name', 'Name')}
        <div className="md:col-span-2">
          <label htmlFor="ab-description" className="block text-sm font-medium">
            Description
          </label>
          <textarea
            id="ab-description"
            rows={2}
            value={values.description}
            onChange={set('description')}
            className={field}
          />
        </div>
        <div className="md:col-span-2">
          <label htmlFor="ab-slot" className="block text-sm font-medium">
            Where on the site
          </label>
          <select id="ab-slot" value={values.slot} onChange={set('slot')} className={field}>
            <option value="">Nowhere: conversions sent through the API</option>
            {(Object.keys(SLOT_LABELS) as AbSlot[]).map((slot) => (
              <option key={slot} value={slot}>
                {SLOT_LABELS[slot]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="rounded border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold">Variant: control</legend>
          {input('controlName', 'Control name')}
          {input('controlWeight', 'Control weight (%)', { type: 'number', min: 0, max: 100, inputMode: 'numeric' })}
        </fieldset>
        <fieldset className="rounded border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold">Variant: variant_a</legend>
          {input('variantName', 'Variant A name')}
          {input('variantWeight', 'Variant A weight (%)', { type: 'number', min: 0, max: 100, inputMode: 'numeric' })}
          {values.slot === 'home-hero' ? input('variantHeading', 'Variant A heading') : null}
          {values.slot ? input('variantCta', 'Variant A button text') : null}
        </fieldset>
        <div className="md:col-span-2">
          <button
            type="submit"
            disabled={create.isPending}
            className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {create.isPending ? 'Creating…' : 'Create test'}
          </button>
        </div>
      </form>
    </Panel>
  );
}
