import { canonicalValues } from '#shared/application/canonical.ts';
import { dateBoxesProblem, postedDateParts, stepFormValues } from '#shared/application/form-input.ts';
import { FIELD_NAMES, plainMessage } from '#shared/application/plain-messages.ts';
import type { StepNo } from '#shared/application/step-meta.ts';
import { stepFieldNames } from '#shared/application/step-fields.ts';

/**
 * A step's message in plain English naming its field. A date posted as three boxes is told what is
 * wrong with the boxes themselves, in the words the screen's script shows ("Date of birth must be a
 * real date"), rather than the schema's "Invalid date format".
 */
export function stepMessage(name: string, message: string, form?: FormData): string {
  const parts = form ? postedDateParts(form, name) : undefined;
  const label = FIELD_NAMES[name];
  const boxes = parts && label ? dateBoxesProblem(label[0]!.toUpperCase() + label.slice(1), parts) : undefined;
  return boxes ?? plainMessage(name, message);
}

/**
 * How a step's posted form is read (decision 130, `readForm`): its date boxes and durations joined,
 * its checkboxes as booleans, its values canonical (sort code without dashes…), the problems in the
 * step's field order and worded by `stepMessage`. The same with or without script.
 */
export function stepReading(step: StepNo) {
  return {
    values: (form: FormData): Record<string, unknown> => canonicalValues(stepFormValues(step, form)),
    order: stepFieldNames(step) as readonly string[],
    message: stepMessage,
  };
}
