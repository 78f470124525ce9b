import { Controller, useWatch } from 'react-hook-form';
import { MARITAL_STATUSES, TITLES } from '#shared/application/codes.ts';
import { OptionSelector } from '#web/components/ui/option-selector.tsx';
import { SelectField, TextField, rangeOptions } from '#web/components/ui/field.tsx';
import { DateInput } from './date-input.tsx';
import { StepLayout } from '../ui/step-layout.tsx';
import { numberValue } from './number-value.ts';
import { usePhoneCheck } from './use-phone-check.ts';
import { useStepForm, useStepInitialValues, type StepInitial } from './use-step-form.ts';

export function PersonalStep() {
  const { values } = useStepInitialValues(2);
  return <PersonalForm initial={values} />;
}

// The spec's hints (section 5). One message per problem (issue 42 item 6): a hint the field's error
// already says is not shown beside it.
const MOBILE_HINT = 'Must start with 07';
const AGE_HINT = 'You must be 18 or older';

function PersonalForm({ initial }: { initial: StepInitial<2> }) {
  const { form, layout, errors } = useStepForm(2, initial);
  const mobileError = errors.mobilePhone?.message;
  const { isValid } = form.formState;
  const phoneCheck = usePhoneCheck(useWatch({ control: form.control, name: 'mobilePhone' }));
  const { register } = form;

  return (
    <StepLayout {...layout}>
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
            name={field.name}
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
          hint={mobileError?.includes('07') ? undefined : MOBILE_HINT}
          error={mobileError}
          {...register('mobilePhone')}
        />
        <p aria-live="polite" className="mt-1 min-h-5 text-sm">
          {phoneCheck === 'verified' ? <span className="font-medium text-accent-700">Verified UK mobile ✓</span> : null}
          {/* "You can continue" only where Continue is enabled. */}
          {phoneCheck === 'unavailable' || phoneCheck === 'invalid' ? (
            <span className="text-slate-700">Note: Verification unavailable{isValid ? ' (you can continue)' : ''}</span>
          ) : null}
          {/* A number in no UK mobile range (issue 27.9): said plainly, and that lenders are told. */}
          {phoneCheck === 'invalid' ? (
            <span className="mt-1 block font-medium text-amber-800">
              We could not verify this number: it is not in a range used for UK mobiles (07700 900xxx, for example, is
              kept for TV and film). Please check it. If you go on with it, we tell lenders it failed our check.
            </span>
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
            required
            hint={errors.dateOfBirth?.message === AGE_HINT ? undefined : AGE_HINT}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
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
          {...register('maritalStatus', numberValue)}
        />
        <SelectField
          label="Dependants (optional)"
          placeholder="Select"
          options={rangeOptions(0, 20)}
          error={errors.dependents?.message}
          {...register('dependents', numberValue)}
        />
        <SelectField
          label="Other people contributing to household income (optional)"
          className="sm:col-span-2"
          placeholder="Select"
          options={rangeOptions(0, 5)}
          error={errors.incomeContributors?.message}
          {...register('incomeContributors', numberValue)}
        />
      </div>
    </StepLayout>
  );
}
