import type { StepNo } from '#shared/application/step-meta.ts';
import { STEPS, type StepInput, type StepOutput } from '#shared/application/steps.ts';
import { canonicalValues } from '#shared/application/canonical.ts';
import { plainMessage } from '#shared/application/plain-messages.ts';
import type { FieldError, FieldErrors, Resolver } from '../form/use-form.ts';

/**
 * A step form's resolver, from the step's shared schema: what was typed is put in canonical form
 * (sort code without dashes, +44 mobiles as 07…) before the schema checks it, so the values sent
 * are the canonical ones; the schema's generic messages are shown in plain English naming the field.
 * A field with several problems shows the first, as the schema lists them.
 */
export function stepResolver<N extends StepNo>(step: N): Resolver<StepInput<N>, StepOutput<N>> {
  const schema = STEPS[step].schema;
  return (values) => {
    const result = schema.safeParse(canonicalValues(values as Record<string, unknown>));
    if (result.success) return { values: result.data as StepOutput<N>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= { type: issue.code, message: plainMessage(field, issue.message) };
    }
    return { errors: errors as FieldErrors<StepInput<N>> };
  };
}

/** The form's current errors as a list for the error summary, in field order. */
export function errorList(errors: Record<string, FieldError | undefined>): { name: string; message: string }[] {
  return Object.entries(errors).flatMap(([name, error]) =>
    error && typeof error.message === 'string' && error.message ? [{ name, message: error.message }] : [],
  );
}
