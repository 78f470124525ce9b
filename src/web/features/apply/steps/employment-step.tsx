import { Controller, useWatch } from 'react-hook-form';
import { Armchair, Briefcase, Clock, GraduationCap, HandHeart, Hourglass, SearchX, UserRound } from 'lucide-react';
import { EMPLOYMENT_TYPES, PAY_FREQUENCY_CHOICES, hasEmployer } from '#shared/application/codes.ts';
import { ukDate } from '#shared/application/fields.ts';
import { ChoiceGrid, type Choice } from '#web/components/ui/choice-grid.tsx';
import { OptionSelector } from '#web/components/ui/option-selector.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { DurationField } from './duration-field.tsx';
import { StepLayout } from '../ui/step-layout.tsx';
import { numberValue } from './number-value.ts';
import { useStepForm, useStepInitialValues, type StepInitial } from './use-step-form.ts';

const ICONS = [Briefcase, Clock, UserRound, Hourglass, Armchair, HandHeart, SearchX, GraduationCap];
const TYPES: Choice[] = EMPLOYMENT_TYPES.map((t, i) => ({ ...t, icon: ICONS[i] ?? Briefcase }));
const today = () => ukDate(new Date());

export function EmploymentStep() {
  const { values } = useStepInitialValues(4);
  return <EmploymentForm initial={values} />;
}

function EmploymentForm({ initial }: { initial: StepInitial<4> }) {
  const { form, layout, errors } = useStepForm(4, initial);
  const { register } = form;
  // Pension, benefits, unemployed and student: no employer questions (their answers are dropped).
  const withEmployer = hasEmployer(useWatch({ control: form.control, name: 'employmentType' }) ?? 1);

  return (
    <StepLayout {...layout}>
      <Controller
        control={form.control}
        name="employmentType"
        render={({ field }) => (
          <ChoiceGrid
            label="Employment status"
            required
            columns={4}
            choices={TYPES}
            value={field.value as number | undefined}
            onChange={field.onChange}
            name={field.name}
            error={errors.employmentType?.message}
          />
        )}
      />
      {withEmployer ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Employer or main income source"
              required
              autoComplete="organization"
              error={errors.employerName?.message}
              {...register('employerName', { shouldUnregister: true })}
            />
            <TextField
              label="Job title (optional)"
              autoComplete="organization-title"
              error={errors.jobTitle?.message}
              {...register('jobTitle', { shouldUnregister: true })}
            />
          </div>
          <Controller
            control={form.control}
            name="monthsAtEmployer"
            shouldUnregister
            render={({ field }) => (
              <div data-field="monthsAtEmployer">
                <DurationField
                  label="Time with this employer or income source"
                  required
                  maxYears={50}
                  value={field.value as number | undefined}
                  onChange={field.onChange}
                  name={field.name}
                  error={errors.monthsAtEmployer?.message}
                />
              </div>
            )}
          />
        </>
      ) : null}
      <TextField
        label="Monthly income after tax"
        required
        type="number"
        inputMode="decimal"
        min={0}
        max={8000}
        step={10}
        prefix="£"
        hint="Your take-home pay each month, after tax and National Insurance"
        error={errors.monthlyIncome?.message}
        {...register('monthlyIncome', numberValue)}
      />
      <Controller
        control={form.control}
        name="payFrequency"
        render={({ field }) => (
          <OptionSelector
            label="How often are you paid?"
            required
            columns={4}
            options={PAY_FREQUENCY_CHOICES}
            value={field.value as number | undefined}
            onChange={field.onChange}
            name={field.name}
            error={errors.payFrequency?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Next pay date"
          required
          type="date"
          min={today()}
          hint="Today or later"
          error={errors.nextPayDate?.message}
          {...register('nextPayDate', { deps: ['followingPayDate'] })}
        />
        <TextField
          label="Following pay date"
          required
          type="date"
          min={today()}
          hint="After your next pay date"
          error={errors.followingPayDate?.message}
          {...register('followingPayDate', { deps: ['nextPayDate'] })}
        />
      </div>
      <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <strong>Please be accurate.</strong> Giving false or misleading information about your income or employment to
        obtain credit is fraud. Lenders verify what you tell us, and misstating your income could lead to a loan you
        cannot afford.
      </p>
    </StepLayout>
  );
}
