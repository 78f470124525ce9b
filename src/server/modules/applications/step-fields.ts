import type { z } from 'zod';
import { hasEmployer } from '#shared/application/codes.ts';
import { FUNNEL_STEP_NAMES, SAVEABLE_STEPS, type SaveableStep, type StepNo } from '#shared/application/step-meta.ts';
import { stepSchemas, stepSchemasAt } from '#shared/application/steps.ts';
import { ZERO_CONFIRM_FIELDS, storedZeroConfirmations } from '#shared/application/zero-expenses.ts';
import { ENCRYPTION_CONTEXT } from '#server/db/schema/index.ts';
import type { FieldError } from '#server/lib/app-error.ts';
import { decryptOrNull, type FieldCipher } from '#server/lib/crypto.ts';
import type { ApplicationRow, ApplicationValues } from './applications.repository.ts';

// Maps between the shared step schemas and the loan_applications columns, including the
// encryption of the bank details (the only place that knows which columns hold ciphertext).

export { SAVEABLE_STEPS, type SaveableStep };

const EMPLOYER_FIELDS = ['employerName', 'jobTitle', 'monthsAtEmployer'];

/** Columns stored as AES-256-GCM ciphertext; they leave the server only masked. */
export const ENCRYPTED_FIELDS = ['accountNumber', 'sortCode'] as const;
const isEncrypted = (key: string): key is (typeof ENCRYPTED_FIELDS)[number] =>
  (ENCRYPTED_FIELDS as readonly string[]).includes(key);

/** The field names a step owns: exactly the keys of its shared schema. */
export const stepFieldKeys = (step: StepNo): string[] => Object.keys(stepSchemas[step].shape);
/** The columns a step stores: its fields less the confirmations that are answers, not data (step 6's £0 boxes). */
export const stepColumnKeys = (step: StepNo): string[] =>
  stepFieldKeys(step).filter((key) => !ZERO_CONFIRM_FIELDS.includes(key));

export const parseStepNumber = (value: string): SaveableStep | null => {
  const n = Number(value);
  return (SAVEABLE_STEPS as readonly number[]).includes(n) ? (n as SaveableStep) : null;
};

/** Zod issues as the contract's `errors`, with an optional prefix (e.g. `step2.`). */
export function fieldErrors(error: z.core.$ZodError, prefix = ''): FieldError[] {
  return error.issues.map((issue) => ({
    path: prefix + (issue.path.map(String).join('.') || '(body)'),
    message: issue.message,
  }));
}

/**
 * The columns to write for one step: every field of the step (absent optional fields are cleared,
 * so a step saved again replaces its previous answers), bank details encrypted.
 */
export function stepColumns(step: StepNo, parsed: Record<string, unknown>, cipher: FieldCipher): ApplicationValues {
  const values: Record<string, unknown> = {};
  // Not asked without an employer: an answer sent anyway is not kept.
  const dropped = step === 4 && !hasEmployer(parsed.employmentType) ? EMPLOYER_FIELDS : [];
  for (const key of stepColumnKeys(step)) {
    if (dropped.includes(key)) {
      values[key] = null;
      continue;
    }
    // An empty optional answer (e.g. no home phone) is stored as "not given".
    const value = parsed[key] === '' ? null : (parsed[key] ?? null);
    values[key] =
      isEncrypted(key) && typeof value === 'string' ? cipher.encrypt(value, ENCRYPTION_CONTEXT[key]) : value;
  }
  return values as ApplicationValues;
}

/** A stored row as the input of a step schema (null → absent, bank details decrypted). */
export function stepInputFromRow(step: StepNo, row: ApplicationRow, cipher: FieldCipher): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const source = row as unknown as Record<string, unknown>;
  // A stored £0 of rent or food was confirmed when it was saved (decision 093).
  if (step === 6) Object.assign(input, storedZeroConfirmations(source));
  for (const key of stepColumnKeys(step)) {
    const value = source[key];
    if (value === null || value === undefined) continue;
    if (isEncrypted(key) && typeof value === 'string') {
      // A value sealed with another key is treated as missing: the applicant re-enters it.
      const plain = decryptOrNull(cipher, value, ENCRYPTION_CONTEXT[key]);
      if (plain !== null) input[key] = plain;
      continue;
    }
    input[key] = value;
  }
  return input;
}

/**
 * Re-validates stored steps 1-6 as of `now` (a pay date that has passed makes step 4 incomplete
 * again); the errors name each incomplete step and field.
 */
export function incompleteSteps(
  row: ApplicationRow,
  cipher: FieldCipher,
  now: () => Date,
): { numbers: SaveableStep[]; steps: string[]; errors: FieldError[] } {
  const schemas = stepSchemasAt(now);
  const numbers: SaveableStep[] = [];
  const steps: string[] = [];
  const errors: FieldError[] = [];
  for (const step of SAVEABLE_STEPS) {
    const result = schemas[step].safeParse(stepInputFromRow(step, row, cipher));
    if (result.success) continue;
    numbers.push(step);
    steps.push(FUNNEL_STEP_NAMES[step - 1] ?? `Step ${step}`);
    errors.push(...fieldErrors(result.error, `step${step}.`));
  }
  return { numbers, steps, errors };
}
