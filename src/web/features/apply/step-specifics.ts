import type { DraftView } from '#shared/application/draft-view.ts';
import type { StepNo } from '#shared/application/step-meta.ts';
import { PREVIOUS_ADDRESS_BELOW_MONTHS, stepFieldNames } from '#shared/application/step-fields.ts';

const PREVIOUS_ADDRESS = ['previousPostcode', 'previousHouse', 'previousStreet', 'previousTown'];

/**
 * What a step posts beyond its schema's checks. Step 3: a previous address belongs to the
 * application only while it is asked for. Step 5: saved bank numbers come back masked and are never
 * put in the form; a step posted unchanged with both numbers blank keeps what is saved (null: no
 * save), and any other change needs both numbers again.
 */
export function stepSpecifics(
  step: StepNo,
  values: Record<string, unknown>,
  draft: DraftView | null,
): { values: Record<string, unknown> | null; errors?: { name: string; message: string }[] } {
  if (step === 3 && Number(values.currentMonthsAtAddress) >= PREVIOUS_ADDRESS_BELOW_MONTHS) {
    return { values: Object.fromEntries(Object.entries(values).filter(([key]) => !PREVIOUS_ADDRESS.includes(key))) };
  }
  if (step !== 5 || values.accountNumber || values.sortCode || !draft?.completedSteps.includes(5)) return { values };
  const saved = draft as Record<string, unknown>;
  const changed = stepFieldNames(5).some(
    (key) => key !== 'accountNumber' && key !== 'sortCode' && (values[key] ?? null) !== (saved[key] ?? null),
  );
  if (!changed) return { values: null };
  const again = 'Enter your account number and sort code again to change your bank details';
  return {
    values,
    errors: [
      { name: 'accountNumber', message: again },
      { name: 'sortCode', message: again },
    ],
  };
}
