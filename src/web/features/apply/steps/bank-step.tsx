import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Controller } from 'react-hook-form';
import { Lock } from 'lucide-react';
import { DEBIT_CARD_CHOICES } from '#shared/application/codes.ts';
import { OptionSelector } from '#web/components/ui/option-selector.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { ConsentCheckbox } from './consent-checkbox.tsx';
import { DurationField } from './duration-field.tsx';
import { StepLayout } from '../ui/step-layout.tsx';
import { useContinuePath, useStepForm, useStepInitialValues, type StepInitial } from './use-step-form.ts';

type Masked = { accountNumber: string; sortCode: string };

// Saved bank numbers come back masked and are never put into the form. An applicant who returns
// to this step and changes nothing moves on without saving (the stored step is complete); any
// change saves the whole step again, so both numbers are then entered afresh.
const MASKED = ['accountNumber', 'sortCode'];
const DEFAULTS = { directDeposit: false, accountNumber: '', sortCode: '' };

const maskedFrom = (draft: Record<string, unknown> | null | undefined): Masked | null =>
  typeof draft?.accountNumber === 'string' &&
  typeof draft.sortCode === 'string' &&
  draft.accountNumber &&
  draft.sortCode
    ? { accountNumber: draft.accountNumber, sortCode: draft.sortCode }
    : null;

export function BankStep() {
  const { values, draft } = useStepInitialValues(5, DEFAULTS, MASKED);
  return <BankForm initial={values} masked={maskedFrom(draft)} />;
}

function BankForm({ initial, masked }: { initial: StepInitial<5>; masked: Masked | null }) {
  const { form, layout, errors } = useStepForm(5, initial);
  const navigate = useNavigate();
  const continuePath = useContinuePath(5);
  const { register } = form;
  // The server does the same for a form posted without script (route-data.ts).
  const keepSaved = masked !== null && !form.formState.isDirty;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!keepSaved) return layout.onSubmit(event);
    event.preventDefault();
    return navigate(continuePath);
  };

  return (
    <StepLayout {...layout} onSubmit={submit} canContinue={layout.canContinue || keepSaved}>
      <TextField
        label="Bank name (optional)"
        autoComplete="off"
        error={errors.bankName?.message}
        {...register('bankName')}
      />
      {masked ? (
        <p className="flex gap-2 rounded-xl bg-brand-50 p-4 text-sm text-slate-800">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            We already have your bank details (account {masked.accountNumber}, sort code {masked.sortCode}). For your
            security we never show them in full. If nothing here has changed, just continue. If you change anything on
            this page, please enter your account number and sort code again.
          </span>
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Account number"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          placeholder={masked ? masked.accountNumber : undefined}
          hint="8 digits, e.g. 12345678"
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        <TextField
          label="Sort code"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          placeholder={masked ? masked.sortCode : undefined}
          hint="6 digits, e.g. 11-22-33"
          error={errors.sortCode?.message}
          {...register('sortCode')}
        />
      </div>
      <Controller
        control={form.control}
        name="accountLength"
        render={({ field }) => (
          <DurationField
            label="How long have you had this account?"
            required
            maxYears={50}
            value={field.value as number | undefined}
            onChange={field.onChange}
            name={field.name}
            error={errors.accountLength?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="debitCardType"
        render={({ field }) => (
          <OptionSelector
            label="Debit card type"
            required
            columns={4}
            options={DEBIT_CARD_CHOICES}
            value={field.value as number | undefined}
            onChange={field.onChange}
            name={field.name}
            error={errors.debitCardType?.message}
          />
        )}
      />
      <ConsentCheckbox registration={register('directDeposit')}>My income is paid into this account</ConsentCheckbox>
    </StepLayout>
  );
}
