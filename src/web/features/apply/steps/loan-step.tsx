import { Controller, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useLoaderData, useSearchParams } from 'react-router';
import { Car, CircleHelp, Hammer, HandCoins, Home, Receipt, Sofa, TrendingDown, TriangleAlert } from 'lucide-react';
import { LOAN_PURPOSES, LOAN_TERMS } from '#shared/application/codes.ts';
import { company, gbp } from '#shared/company.ts';
import { estimatedMonthlyPayment, estimatedTotalRepayable } from '#shared/loan-maths.ts';
import { ChoiceGrid, type Choice } from '#web/components/ui/choice-grid.tsx';
import { useControlId } from '#web/components/ui/field.tsx';
import { OptionSelector } from '#web/components/ui/option-selector.tsx';
import { StepLayout } from '../ui/step-layout.tsx';
import { loanFromQuery } from './loan-query.ts';
import { useStepForm, useStepInitialValues, type StepInitial } from './use-step-form.ts';

const DEFAULTS = { loanAmount: 500, loanTerm: 6 };
const PURPOSE_ICONS = [Receipt, TriangleAlert, CircleHelp, Home, HandCoins, TrendingDown, Car, Sofa, Hammer];
// "Pay debt" is not offered: we do not arrange debt-consolidation loans (decision 061; the schema refuses it).
const PAY_DEBT = 5;
const PURPOSES: Choice[] = LOAN_PURPOSES.map((p, i) => ({ ...p, icon: PURPOSE_ICONS[i] ?? CircleHelp })).filter(
  (p) => p.value !== PAY_DEBT,
);
const TERMS = LOAN_TERMS.map((months) => ({ value: months, label: `${months} months` }));
const { minAmount, maxAmount } = company.loanRange;

export function LoanStep() {
  const [params] = useSearchParams();
  const { values } = useStepInitialValues(1, DEFAULTS);
  return <LoanForm initial={{ ...values, ...loanFromQuery(params) }} />;
}

function LoanForm({ initial }: { initial: StepInitial<1> }) {
  const { form, layout, errors } = useStepForm(1, initial);
  // This visitor's words while an A/B test runs on step 1's Continue (decision 022), from the loader.
  const ctaVariant = useLoaderData<{ continueLabel?: string | null }>();
  const amount = Number(useWatch({ control: form.control, name: 'loanAmount' })) || 0;
  const term = Number(useWatch({ control: form.control, name: 'loanTerm' })) || 0;
  const payment = estimatedMonthlyPayment(amount, term);

  return (
    <StepLayout {...layout} continueLabel={ctaVariant.continueLabel ?? undefined}>
      <LoanAmountSlider amount={amount} registration={form.register('loanAmount', { valueAsNumber: true })} />

      <Controller
        control={form.control}
        name="loanTerm"
        render={({ field }) => (
          <OptionSelector
            label="Repayment term"
            required
            options={TERMS}
            value={field.value as number | undefined}
            onChange={field.onChange}
            name={field.name}
            error={errors.loanTerm?.message}
          />
        )}
      />

      <Controller
        control={form.control}
        name="loanPurpose"
        render={({ field }) => (
          <ChoiceGrid
            label="What is the loan for?"
            required
            columns={3}
            choices={PURPOSES}
            value={field.value as number | undefined}
            onChange={field.onChange}
            name={field.name}
            error={errors.loanPurpose?.message}
          />
        )}
      />

      <section aria-labelledby="estimate-heading" className="rounded-xl bg-brand-50 p-4" aria-live="polite">
        <h2 id="estimate-heading" className="font-semibold text-brand-900">
          Your estimate
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-2">
          <div>
            <dt className="text-sm text-slate-700">Estimated monthly payment</dt>
            <dd className="text-2xl font-bold text-brand-900">{gbp(payment, 0)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Estimated total to repay</dt>
            <dd className="text-2xl font-bold text-brand-900">{gbp(estimatedTotalRepayable(amount, term), 0)}</dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-slate-700">
          An illustration only: the lender sets your actual rate and repayments. Representative{' '}
          {company.representativeApr}% APR.
        </p>
      </section>
    </StepLayout>
  );
}

/** The amount slider: its id is the field's name inside the step (the error summary links to it). */
function LoanAmountSlider({ amount, registration }: { amount: number; registration: UseFormRegisterReturn }) {
  const id = useControlId(registration.name, undefined);
  return (
    <div>
      <div className="flex items-end justify-between gap-4">
        <label htmlFor={id} className="font-semibold text-slate-900">
          Loan amount
        </label>
        <output htmlFor={id} className="text-3xl font-extrabold text-brand-900" aria-live="polite">
          {gbp(amount, 0)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={minAmount}
        max={maxAmount}
        step={50}
        aria-valuetext={gbp(amount, 0)}
        className="mt-3 w-full accent-brand-700"
        {...registration}
      />
      <div className="mt-1 flex justify-between text-sm text-slate-600" aria-hidden="true">
        <span>{gbp(minAmount, 0)}</span>
        <span>{gbp(maxAmount, 0)}</span>
      </div>
    </div>
  );
}
