import type { UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { step7Schema } from '#shared/application/steps.ts';
import { ConsentCheckbox } from './consent-checkbox.tsx';

type Input = z.input<typeof step7Schema>;

/**
 * Step 7's optional vulnerability questions (ADR 021). Worded after MoneyHelper's own ("struggling
 * to keep up", "priority bills", "help with debt"), and honest about what a tick does: the
 * application then goes to no lender, and the applicant is shown free debt advice instead.
 */
export function SupportQuestions({ register }: { register: UseFormRegister<Input> }) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4" aria-describedby="support-questions-intro">
      <legend className="px-1 font-semibold text-slate-900">Optional: is money tight at the moment?</legend>
      <p id="support-questions-intro" className="text-sm text-slate-700">
        Many people find it hard to keep up with bills at some point, and free, confidential help is available. You do
        not have to answer. If you tick any of these, we will not send your application to lenders: we will show you
        where to get free debt advice instead.
      </p>
      <ConsentCheckbox registration={register('inFinancialDifficulty')}>
        I am struggling to keep up with my bills or credit payments
      </ConsentCheckbox>
      <ConsentCheckbox
        registration={register('missedPriorityBills')}
        hint={
          'Priority bills are the ones with the most serious consequences if unpaid, such as rent or mortgage, ' +
          'council tax, gas and electricity, and court fines.'
        }
      >
        I have missed a payment on a priority bill
      </ConsentCheckbox>
      <ConsentCheckbox registration={register('wantsDebtHelp')}>I want help with debt</ConsentCheckbox>
    </fieldset>
  );
}
