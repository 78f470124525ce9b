import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MARITAL_STATUSES, TITLES } from '#shared/application/codes.ts';
import { step2Schema } from '#shared/application/steps.ts';
import { OptionSelector } from '#web/components/ui/option-selector.tsx';
import { SelectField, TextField, rangeOptions } from '#web/components/ui/field.tsx';
import { DateInput } from './date-input.tsx';
import { StepLayout } from '../ui/step-layout.tsx';
import { errorList, stepResolver } from './step-resolver.ts';
import { usePhoneCheck } from './use-phone-check.ts';
import { useSaveAndContinue, useStepInitialValues } from './use-step-form.ts';

type Input = z.input<typeof step2Schema>;
type Output = z.output<typeof step2Schema>;

const KEYS = Object.keys(step2Schema.shape);
const STEP = { step: 2, title: 'About you', subtitle: 'Lenders use these details to confirm who you are.' } as const;
const optionalNumber = {
  setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
};

export function PersonalStep() {
  const { values } = useStepInitialValues(2, KEYS, {} as Input);
  if (!values) return <StepLayout {...STEP} />;
  return <PersonalForm initial={values} />;
}

function PersonalForm({ initial }: { initial: Input }) {
  const form = useForm<Input, unknown, Output>({
    resolver: stepResolver(step2Schema),
    mode: 'onChange',
    defaultValues: initial,
  });
  const saveAndContinue = useSaveAndContinue(2);
  const { isValid, isSubmitting, errors } = form.formState;
  const phoneCheck = usePhoneCheck(useWatch({ control: form.control, name: 'mobilePhone' }));
  const { register } = form;

  return (
    <StepLayout
      {...STEP}
      onSubmit={form.handleSubmit(saveAndContinue)}
      canContinue={isValid}
      submitting={isSubmitting}
      errors={errorList(errors)}
    >
      <Controller
        control={form.control}
        name="title"
        render={({ field }) => (
          <OptionSelector
            label="Title"
            required
            columns={4}
            options={TITLES}
            value={field.value as number | undefined}
            onChange={field.onChange}
            error={errors.title?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Email address"
        required
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <TextField
          label="Mobile number"
          required
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={16}
          hint="Must start with 07"
          error={errors.mobilePhone?.message}
          {...register('mobilePhone')}
        />
        <p aria-live="polite" className="mt-1 min-h-5 text-sm">
          {phoneCheck === 'verified' ? <span className="font-medium text-accent-700">Verified UK mobile ✓</span> : null}
          {/* "You can continue" only where Continue is enabled. */}
          {phoneCheck === 'unverified' ? (
            <span className="text-slate-700">Note: Verification unavailable{isValid ? ' (you can continue)' : ''}</span>
          ) : null}
        </p>
      </div>
      <TextField
        label="Home phone (optional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={16}
        error={errors.homePhone?.message}
        {...register('homePhone')}
      />
      <Controller
        control={form.control}
        name="dateOfBirth"
        render={({ field }) => (
          <DateInput
            label="Date of birth"
            name="dateOfBirth"
            required
            hint="You must be 18 or older"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.dateOfBirth?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Marital status (optional)"
          placeholder="Prefer not to say"
          options={MARITAL_STATUSES}
          error={errors.maritalStatus?.message}
          {...register('maritalStatus', optionalNumber)}
        />
        <SelectField
          label="Dependants (optional)"
          placeholder="Select"
          options={rangeOptions(0, 20)}
          error={errors.dependents?.message}
          {...register('dependents', optionalNumber)}
        />
        <SelectField
          label="Other people contributing to household income (optional)"
          className="sm:col-span-2"
          placeholder="Select"
          options={rangeOptions(0, 5)}
          error={errors.incomeContributors?.message}
          {...register('incomeContributors', optionalNumber)}
        />
      </div>
    </StepLayout>
  );
}
