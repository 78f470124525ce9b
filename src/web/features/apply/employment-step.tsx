import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Armchair, Briefcase, Clock, GraduationCap, HandHeart, Hourglass, SearchX, UserRound } from 'lucide-react';
import { EMPLOYMENT_TYPES, PAY_FREQUENCIES } from '#shared/application/codes.ts';
import { step4Schema } from '#shared/application/steps.ts';
import { ChoiceGrid, type Choice } from '#web/components/ui/choice-grid.tsx';
import { OptionSelector } from '#web/components/ui/option-selector.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { DurationField } from './duration-field.tsx';
import { StepLayout } from './step-layout.tsx';
import { useSaveAndContinue, useStepInitialValues } from './use-step-form.ts';

type Input = z.input<typeof step4Schema>;
type Output = z.output<typeof step4Schema>;

const KEYS = Object.keys(step4Schema.shape);
const STEP = { step: 4, title: 'Your income', subtitle: 'Lenders check that a loan is affordable for you.' } as const;
const ICONS = [Briefcase, Clock, UserRound, Hourglass, Armchair, HandHeart, SearchX, GraduationCap];
const TYPES: Choice[] = EMPLOYMENT_TYPES.map((t, i) => ({ ...t, icon: ICONS[i] ?? Briefcase }));
const number = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)) };
const today = () => new Date().toISOString().slice(0, 10);

export function EmploymentStep() {
  const { values } = useStepInitialValues(4, KEYS, {} as Input);
  if (!values) return <StepLayout {...STEP} />;
  return <EmploymentForm initial={values} />;
}

function EmploymentForm({ initial }: { initial: Input }) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(step4Schema), mode: 'onChange', defaultValues: initial });
  const saveAndContinue = useSaveAndContinue(4);
  const { isValid, isSubmitting, errors } = form.formState;
  const { register } = form;

  return (
    <StepLayout {...STEP} onSubmit={form.handleSubmit(saveAndContinue)} canContinue={isValid} submitting={isSubmitting}>
      <Controller
        control={form.control}
        name="employmentType"
        render={({ field }) => (
          <ChoiceGrid label="Employment status" required columns={4} choices={TYPES} value={field.value as number | undefined} onChange={field.onChange} error={errors.employmentType?.message} />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Employer or main income source"
          required
          autoComplete="organization"
          hint="If you are not employed, say where your income comes from, e.g. State Pension"
          error={errors.employerName?.message}
          {...register('employerName')}
        />
        <TextField label="Job title (optional)" autoComplete="organization-title" error={errors.jobTitle?.message} {...register('jobTitle')} />
      </div>
      <Controller
        control={form.control}
        name="monthsAtEmployer"
        render={({ field }) => (
          <DurationField label="Time with this employer or income source" required maxYears={50} value={field.value as number | undefined} onChange={field.onChange} error={errors.monthsAtEmployer?.message} />
        )}
      />
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
        {...register('monthlyIncome', number)}
      />
      <Controller
        control={form.control}
        name="payFrequency"
        render={({ field }) => (
          <OptionSelector label="How often are you paid?" required columns={4} options={PAY_FREQUENCIES} value={field.value as number | undefined} onChange={field.onChange} error={errors.payFrequency?.message} />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Next pay date" required type="date" min={today()} error={errors.nextPayDate?.message} {...register('nextPayDate', { deps: ['followingPayDate'] })} />
        <TextField label="Following pay date" required type="date" min={today()} error={errors.followingPayDate?.message} {...register('followingPayDate')} />
      </div>
      <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <strong>Please be accurate.</strong> Giving false or misleading information about your income or employment to obtain credit is
        fraud. Lenders verify what you tell us, and misstating your income could lead to a loan you cannot afford.
      </p>
    </StepLayout>
  );
}
