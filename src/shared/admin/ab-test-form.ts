import { z } from 'zod';
import { createTestBody, type CreateTestBody } from './ab-schemas.ts';
import { AB_SLOTS, SLOT_FIELDS } from './ab-slots.ts';

// The back office's "Create a test" form (decision 101): its fields are flat text (weights typed
// in %), the request is `createTestBody`. `abTestForm` turns the one into the other and checks the
// result with the server's own schema, each problem put on the field that made it.

const weight = z
  .string()
  .trim()
  .min(1, 'Enter a weight from 0 to 100')
  .refine((v) => Number.isFinite(Number(v)), 'Enter a weight from 0 to 100');

const formValues = z.object({
  testId: z.string(),
  name: z.string(),
  description: z.string(),
  controlName: z.string(),
  variantName: z.string(),
  controlWeight: weight,
  variantWeight: weight,
  slot: z.union([z.enum(AB_SLOTS), z.literal('')]),
  variantHeading: z.string(),
  variantCta: z.string(),
});
export type AbTestFormValues = z.input<typeof formValues>;
type FormField = keyof AbTestFormValues;

export const AB_TEST_FORM_DEFAULTS: AbTestFormValues = {
  testId: '',
  name: '',
  description: '',
  controlName: 'Control',
  variantName: 'Variant A',
  controlWeight: '50',
  variantWeight: '50',
  slot: '',
  variantHeading: '',
  variantCta: '',
};

/** The words variant A shows on its slot; the control keeps the page's own. */
function contentOf(values: AbTestFormValues) {
  if (!values.slot) return undefined;
  const fields = SLOT_FIELDS[values.slot];
  const heading = fields.includes('heading') ? values.variantHeading.trim() : '';
  const cta = values.variantCta.trim();
  return { ...(heading ? { heading } : {}), ...(cta ? { cta } : {}) };
}

/** The request body the form's values make: weights typed in % are sent as fractions. */
export function testBody(values: AbTestFormValues): CreateTestBody {
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

/** The form field an issue of `createTestBody` belongs to. */
function fieldOf(path: readonly PropertyKey[]): FormField {
  const [head, index, key] = path;
  if (head === 'testId' || head === 'name' || head === 'description' || head === 'slot') return head;
  if (key === 'weight') return index === 0 ? 'controlWeight' : 'variantWeight';
  if (key === 'name') return index === 0 ? 'controlName' : 'variantName';
  if (key === 'content') return 'variantCta';
  return 'variantWeight';
}

// Said of the two weights the form shows in %, not of the request's fractions.
const WEIGHTS_TOTAL = 'Weights must add up to 100%';

/** The form's values, made into the request and checked with the server's `createTestBody`. */
export const abTestForm = formValues.transform((values, ctx): CreateTestBody => {
  const body = testBody(values);
  const result = createTestBody.safeParse(body);
  if (result.success) return body;
  for (const issue of result.error.issues) {
    const message = issue.message === WEIGHTS_TOTAL ? 'The two weights must add up to 100%' : issue.message;
    ctx.addIssue({ code: 'custom', path: [fieldOf(issue.path)], message });
  }
  return z.NEVER;
});
