import type { FieldErrors, Resolver } from 'react-hook-form';
import type { StepNo } from '#shared/application/step-meta.ts';
import type { StepInput, StepOutput } from '#shared/application/steps.ts';
import { canonicalValues } from '#shared/application/canonical.ts';
import { plainMessage } from '#shared/application/plain-messages.ts';

/**
 * A step form's resolver, from the step's shared schema: what was typed is put in canonical form
 * (sort code without dashes, +44 mobiles as 07…) before the schema checks it, so the values sent
 * are the canonical ones; the schema's generic messages are shown in plain English naming the field.
 * The schema comes with its own module, fetched on the first check (decision 107). That check runs
 * as the form mounts, inside hydration's task: the fetch waits for the next task, so that
 * hydration's work and the schemas' are two shorter tasks, not one long one (decision 110).
 */
export function stepResolver<N extends StepNo>(step: N): Resolver<StepInput<N>, unknown, StepOutput<N>> {
  type I = StepInput<N>;
  type O = StepOutput<N>;
  let resolve: Resolver<I, unknown, O> | undefined;
  return async (values, context, options) => {
    if (!resolve) {
      await new Promise((next) => setTimeout(next, 0));
      resolve ??= (await import('./step-schema-resolver.ts')).schemaResolver(step);
    }
    const result = await resolve(canonicalValues(values), context, options);
    const errors: Record<string, unknown> = {};
    for (const [field, error] of Object.entries(result.errors as FieldErrors)) {
      errors[field] =
        error && typeof error.message === 'string' ? { ...error, message: plainMessage(field, error.message) } : error;
    }
    return { ...result, errors } as typeof result;
  };
}
