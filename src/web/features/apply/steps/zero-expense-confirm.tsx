import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ZeroExpenseConfirmation } from '#shared/application/zero-expenses.ts';
import { ConsentCheckbox } from './consent-checkbox.tsx';

/**
 * Under rent or food at £0 (issue 27 item 7): the question and the box that confirms it. The
 * server's page carries it whenever the amount it shows is £0, so it works without script too.
 */
export function ZeroExpenseConfirm({
  confirmation,
  registration,
  error,
}: {
  confirmation: ZeroExpenseConfirmation;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <fieldset className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{confirmation.question}</legend>
      <ConsentCheckbox registration={registration} required error={error}>
        {confirmation.answer}
      </ConsentCheckbox>
    </fieldset>
  );
}
